"""The post-battle minimums step asks the roster validator's army rules (one
source): a Skaven Clanrat unit keeps its command at 10, as ``validate`` says."""

import pytest
from campaign_fixtures import TABLES

from warbands_manager.rules.campaign.ledger import CampaignRuleError, clone
from warbands_manager.rules.campaign.recovery import resolve_minimums, size_problems
from warbands_manager.rules.roster_io import roster_from_dict
from warbands_manager.rules.validation import errors, validate


def skaven(clanrats: int, book_min: int = 20):
    command = [{"name": "Clawleader", "points": 6, "kind": "champion"},
               {"name": "Standard Bearer", "points": 5, "kind": "standard"}]
    return clone(roster_from_dict({
        "format": "warbands-roster/1", "name": "Clan Skryk", "army": "skaven",
        "campaign": {"experience": 50},
        "units": [
            {"id": "cr", "name": "Clanrats", "category": "core", "models": clanrats,
             "points_per_model": 5, "base": "20x20", "book_min": book_min, "upgrades": command,
             "commander": True},
            {"id": "sl", "name": "Skavenslaves", "category": "core", "models": 10,
             "points_per_model": 2, "base": "20x20", "book_min": 20},
        ]}))


@pytest.mark.parametrize("models", [10, 12])
def test_clanrats_of_ten_or_more_keep_their_command_models(models):
    rost = skaven(models)
    assert errors(validate(rost)) == []  # the validator's verdict ...
    assert size_problems(rost) == []  # ... is the step's
    assert resolve_minimums(rost, TABLES, {}) == []
    assert len(rost.unit_by_id("cr").upgrades) == 2


def test_nine_clanrats_must_refill_to_ten_or_lose_their_command():
    rost = skaven(9)
    assert "options.below-book-minimum" in {v.rule for v in validate(rost)}
    with pytest.raises(CampaignRuleError) as refused:
        resolve_minimums(rost, TABLES, {})
    assert refused.value.rule == "campaign.minimum-book"
    assert "of 10: choose refill or drop_command" in str(refused.value)
    assert "command models and a Weapon Team from 10 Clanrats" in str(refused.value)
    refilled = clone(rost)
    resolve_minimums(refilled, TABLES, {"cr": "refill"})
    assert refilled.unit_by_id("cr").models == 10 and errors(validate(refilled)) == []
    resolve_minimums(rost, TABLES, {"cr": "drop_command"})
    assert rost.unit_by_id("cr").upgrades == []


def test_a_regiment_of_renown_keeps_its_book_minimum_as_its_warbands_minimum():
    rost = clone(roster_from_dict({
        "format": "warbands-roster/1", "name": "Ricco", "army": "dogs-of-war",
        "campaign": {"experience": 0},
        "units": [{"id": "rg", "name": "Ricco's Republican Guard", "category": "core",
                   "models": 8, "points_per_model": 8, "base": "20x20", "book_min": 10,
                   "traits": ["regiment_of_renown"]}]}))
    [problem] = size_problems(rost)
    assert (problem.kind, problem.minimum) == ("warbands", 10)
