"""Cross-issue rules: one Warband Rating, campaign games by the Little War calculator, the
roster rules' check of a campaign warband, and the 500-point spending cap on its limit."""

import pytest

from tests.campaign_sample import RULEBOOK_EXAMPLE
from warbands_manager.paths import data_file
from warbands_manager.rules.campaign.ledger import CampaignRuleError, clone, experience
from warbands_manager.rules.campaign.little_war import (
    campaign_game_result,
    describe,
    setup_ability_lines,
)
from warbands_manager.rules.campaign.rating import warband_rating as campaign_rating
from warbands_manager.rules.campaign.roster_check import check_entries, roster_problems
from warbands_manager.rules.campaign.spending import apply_purchases
from warbands_manager.rules.campaign.tables import CampaignTables
from warbands_manager.rules.league.little_war import LittleWarInput
from warbands_manager.rules.roster_io import roster_from_dict
from warbands_manager.rules.validation import load_rating_modifiers, warband_rating


def example():
    return roster_from_dict(RULEBOOK_EXAMPLE)


def test_one_rating_function_serves_validator_and_campaign_with_485():
    by_validator = warband_rating(example())
    by_campaign = campaign_rating(example(), CampaignTables())
    for rating in (by_validator, by_campaign):
        assert rating.points == 395
        assert rating.total == 485
        assert rating.explain() == "395 + 20 + 20 + 25 + 25 = 485"
    assert by_validator == by_campaign  # same function, same lines, same provenance


def test_one_data_file_the_campaign_copies_it():
    assert not data_file("warbands", "campaign", "rating.toml").exists()
    shipped = load_rating_modifiers()
    copied = CampaignTables().rating_modifiers()
    assert copied == shipped


def test_organiser_edit_of_the_campaign_copy_changes_only_that_campaign():
    edited = CampaignTables().edit("rating.veteran.2", 25)
    rating = campaign_rating(example(), edited)
    assert rating.explain() == "395 + 25 + 25 + 25 + 25 = 495"
    assert {line.provenance for line in rating.lines if "Veteran" in line.label} == {"organiser"}
    assert warband_rating(example()).total == 485  # shipped table untouched


@pytest.mark.parametrize("vp_a, vp_b, objective_a, objective_b, expected", [
    (100, 100, False, False, "draw"),        # equal VP: a draw whatever the sizes
    (100, 100, True, False, "victory"),      # +20% of 250 = 50 → difference 50
    (100, 100, False, True, "loss"),
    (0, 0, False, False, "draw"),
])
def test_campaign_game_result_uses_the_league_calculator(vp_a, vp_b, objective_a, objective_b,
                                                         expected):
    result, worked = campaign_game_result(LittleWarInput(250, 250, vp_a, vp_b, objective_a,
                                                         objective_b))
    assert result == expected
    assert describe(worked).startswith("Little War: A: ")


def test_campaign_game_result_massacre_mirrors():
    big_a, worked_a = campaign_game_result(LittleWarInput(250, 250, 400, 0))
    big_b, _ = campaign_game_result(LittleWarInput(250, 250, 0, 400))
    assert worked_a.letter == "M"
    assert (big_a, big_b) == ("massacre", "massacred")


def test_campaign_game_result_refuses_negative_vp():
    with pytest.raises(ValueError):
        campaign_game_result(LittleWarInput(250, 250, -1, 0))


def test_roster_check_of_a_campaign_warband_reports_a_dead_commander():
    assert not [v for v in roster_problems(example()) if v.severity == "error"]
    document = {**RULEBOOK_EXAMPLE, "units": [
        {**unit, "commander": False} for unit in RULEBOOK_EXAMPLE["units"]
        if unit["id"] != "c"]}  # the Captain died: nobody commands
    problems = roster_problems(roster_from_dict(document))
    assert any(v.severity == "error" and "commander" in v.rule for v in problems)
    entries = check_entries(roster_from_dict(document), "after the post-battle pass", "rating")
    assert "error(s)" in entries[0].text and "not refused" in entries[0].text
    assert any("commander" in entry.text for entry in entries[1:])


def _at_points(points):
    # Captain 50 + Swordsmen at 6 each: 494 points = 74 Swordsmen.
    return clone(roster_from_dict({
        "format": "warbands-roster/1", "name": "Cap", "army": "empire",
        "units": [{"id": "cap", "name": "Captain", "category": "hero", "models": 1,
                   "points_per_model": points - 444, "commander": True, "archetype": "noble"},
                  {"id": "sw", "name": "Swordsmen", "category": "core", "models": 74,
                   "points_per_model": 6, "base": "20x20"}],
        "campaign": {"experience": 100}}))


def test_spending_may_reach_exactly_500_points():
    rost = _at_points(494)
    apply_purchases(rost, CampaignTables(), [{"kind": "models", "unit": "sw", "count": 1}])
    assert rost.total_points == 500 and experience(rost) == 94


def test_spending_one_point_over_500_is_refused():
    rost = _at_points(495)
    with pytest.raises(CampaignRuleError) as refused:
        apply_purchases(rost, CampaignTables(), [{"kind": "models", "unit": "sw", "count": 1}])
    assert refused.value.rule == "campaign.max-points"


def _with_character(archetype, abilities=()):
    return roster_from_dict({
        "format": "warbands-roster/1", "name": archetype, "army": "empire",
        "units": [{"id": "c", "name": "Captain", "category": "hero", "models": 1,
                   "points_per_model": 50, "commander": True, "archetype": archetype,
                   "abilities": list(abilities)}]})


def test_helper_lines_give_each_setup_ability_with_its_text():
    lines = setup_ability_lines(CampaignTables(), _with_character("intellectual"),
                                _with_character("veteran", ["Commander's Discretion"]))
    assert lines[0].startswith("Advantage of Ground (A: Captain) — A player controlling")
    assert lines[1].startswith("Commander's Discretion (B: Captain) — ")


def test_helper_lines_mark_two_identical_abilities_cancelled():
    lines = setup_ability_lines(CampaignTables(), _with_character("intimidator"),
                                _with_character("intimidator"))
    assert lines == ["Raider (A: Captain) — CANCELLED: both warbands have it",
                     "Raider (B: Captain) — CANCELLED: both warbands have it"]
