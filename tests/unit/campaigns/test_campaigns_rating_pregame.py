import pytest
from campaign_fixtures import TABLES, dice, roster

from warbands_manager.rules.campaign.ledger import CampaignRuleError, experience
from warbands_manager.rules.campaign.pregame import (
    deep_wound_absentees,
    rematch_refusal,
    roll_old_wounds,
    scenario_abilities,
    underdog_bonus,
)
from warbands_manager.rules.campaign.rating import warband_rating
from warbands_manager.rules.campaign.spending import start_warband


def test_rulebook_rating_example_is_485():
    units = [
        {"id": "a", "name": "Halberdiers", "category": "core", "models": 20,
         "points_per_model": 6.0, "base": "20x20", "veteran": 2},
        {"id": "b", "name": "Spearmen", "category": "core", "models": 20,
         "points_per_model": 5, "base": "20x20", "veteran": 2},
        {"id": "c", "name": "Captain", "category": "hero", "models": 1,
         "points_per_model": 75, "archetype": "noble", "abilities": ["Duelist", "Challenger"]},
        {"id": "d", "name": "Knights", "category": "special", "models": 5,
         "points_per_model": 20, "base": "25x50"},
    ]
    breakdown = warband_rating(roster(units), TABLES)
    assert breakdown.points == 395
    assert breakdown.total == 485
    assert breakdown.explain() == "395 + 20 + 20 + 25 + 25 = 485"


@pytest.mark.parametrize("a, b, expected", [
    (625, 505, (0, 30)), (505, 625, (30, 0)), (500, 500, (0, 0)),
    (503, 500, (0, 0)), (504, 500, (0, 1)),  # 3 // 4 = 0 (round down); 4 // 4 = 1
])
def test_underdog_bonus(a, b, expected):
    assert underdog_bonus(a, b) == expected


def test_starting_warband_unspent_points_become_xp():
    units = [{"id": "s", "name": "Spearmen", "category": "core", "models": 40,
              "points_per_model": 6, "base": "20x20"},
             {"id": "t", "name": "Militia", "category": "core", "models": 1,
              "points_per_model": 3, "base": "20x20"}]
    started, log = start_warband(roster(units, experience=0), TABLES, accept_problems=True)
    assert started.total_points == 243 and experience(started) == 7
    assert "7 XP" in log[0].text


def test_starting_warband_over_250_refused_and_250_accepted():
    at_limit = [{"id": "s", "name": "Spearmen", "category": "core", "models": 50,
                 "points_per_model": 5, "base": "20x20"}]
    assert experience(start_warband(roster(at_limit), TABLES, True)[0]) == 0
    at_limit[0]["models"] = 51
    with pytest.raises(CampaignRuleError) as refused:
        start_warband(roster(at_limit), TABLES, True)  # never accepted over 250
    assert refused.value.rule == "campaign.starting-points"


def test_starting_character_needs_archetype():
    units = [{"id": "c", "name": "Captain", "category": "hero", "models": 1,
              "points_per_model": 50}]
    with pytest.raises(CampaignRuleError) as refused:
        start_warband(roster(units), TABLES)
    assert refused.value.rule == "campaign.archetype-required"


def test_old_battle_wounds_one_die_each_any_one_misses():
    units = [{"id": "c", "name": "Captain", "category": "hero", "models": 1,
              "points_per_model": 50, "injuries": ["Old Battle Wound", "Old Battle Wound"]},
             {"id": "d", "name": "Priest", "category": "hero", "models": 1,
              "points_per_model": 50, "injuries": ["Old Battle Wound"]}]
    checks = roll_old_wounds(roster(units), dice(2, 1, 2))
    assert [(c.unit_id, c.rolls, c.misses) for c in checks] == [
        ("c", (2, 1), True), ("d", (2,), False)]


def test_deep_wound_absentees():
    rost = roster(characters={"cap": {"deep_wound_games": 2}})
    assert deep_wound_absentees(rost) == {"cap": 2}


def test_third_game_in_a_row_refused_second_allowed():
    assert rematch_refusal([("A", "B")], "A", "B") is None
    assert rematch_refusal([("A", "B"), ("B", "A")], "A", "B") is not None
    # Reading: refused if the pair met in the last two games of EITHER player.
    assert rematch_refusal([("A", "B"), ("A", "C"), ("A", "B")], "B", "A") is not None
    assert rematch_refusal([("A", "B"), ("B", "C"), ("A", "C"), ("A", "B")], "B", "A") is None
    assert rematch_refusal([("B", "C"), ("A", "B"), ("A", "B")], "A", "B") is not None


def test_identical_scenario_abilities_cancel():
    a = roster([{"id": "x", "name": "Chief", "category": "hero", "models": 1,
                 "points_per_model": 50, "archetype": "barbarian",
                 "abilities": ["Lay of the Land"]}])
    b = roster([{"id": "y", "name": "Boss", "category": "hero", "models": 1,
                 "points_per_model": 50, "archetype": "barbarian",
                 "abilities": ["Lay of the Land", "Absolute Direction"]}])
    found = {(s.side, s.ability): s.cancelled for s in scenario_abilities(TABLES, a, b)}
    assert found == {("a", "Lay of the Land"): True, ("b", "Lay of the Land"): True,
                     ("b", "Absolute Direction"): False}
