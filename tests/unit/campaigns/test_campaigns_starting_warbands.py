"""Starting campaign warbands: "Each player begins the campaign by creating a
Warband of up to 250 points per the guidelines described above" — a legal warband with no
Veteran Status, no Abilities beyond the Starting Ability and no injuries; refused otherwise,
naming every problem."""

import pytest
from campaign_fixtures import TABLES, roster

from warbands_manager.rules.campaign.ledger import experience
from warbands_manager.rules.campaign.spending import (
    StartingWarbandRefused,
    start_warband,
    starting_problems,
)


def legal(**captain):
    return [
        {"id": "cap", "name": "Captain", "category": "hero", "models": 1,
         "points_per_model": 50, "commander": True, "archetype": "veteran", **captain},
        {"id": "sw", "name": "Swordsmen", "category": "core", "models": 10,
         "points_per_model": 6, "base": "20x20"},
        {"id": "xb", "name": "Crossbowmen", "category": "core", "models": 10,
         "points_per_model": 8, "base": "20x20"},
    ]


def test_a_legal_warband_starts():
    started, _log = start_warband(roster(legal(), experience=0), TABLES)
    assert experience(started) == 250 - 190


@pytest.mark.parametrize("change, rule, words", [
    (lambda units: units[1].update(veteran=4), "campaign.starting-veteran", "+4 Veteran Status"),
    (lambda units: units[1].update(veteran=1), "campaign.starting-veteran", "+1 Veteran Status"),
    (lambda units: units[0].update(abilities=["Fearless"]), "campaign.starting-abilities",
     "only his Starting Ability"),
    (lambda units: units[0].update(abilities=["Duelist"]), "campaign.starting-abilities",
     "Duelist"),
    (lambda units: units[0].update(injuries=["Leg Wound"]), "campaign.starting-injuries",
     "Leg Wound"),
    (lambda units: units[0].update(commander=False), "common.commander-missing",
     "one Commander"),
])
def test_each_problem_refuses_the_warband_and_is_named(change, rule, words):
    units = legal()
    change(units)
    with pytest.raises(StartingWarbandRefused) as refused:
        start_warband(roster(units, experience=0), TABLES)
    assert refused.value.rule == rule and words in str(refused.value)
    assert refused.value.may_accept


def test_every_problem_is_named_at_once():
    units = legal(abilities=["Fearless", "Disciplined", "Strong Blows", "Grizzled Fighters",
                             "Commander's Discretion", "Duelist"])
    units[1]["veteran"] = 4
    units.pop(2)  # one Core unit left
    problems = dict(starting_problems(roster(units), TABLES))
    assert {"campaign.starting-veteran", "campaign.starting-abilities", "campaign.veteran-max",
            "campaign.max-abilities", "campaign.ability-archetype",
            "common.min-core"} <= set(problems)
    with pytest.raises(StartingWarbandRefused) as refused:
        start_warband(roster(units), TABLES)
    for text in problems.values():
        assert text in str(refused.value)


def test_the_organiser_may_accept_the_problems_and_it_is_logged():
    units = legal(injuries=["Leg Wound"])
    started, log = start_warband(roster(units, experience=0), TABLES, accept_problems=True)
    assert started.units[0].injuries == ["Leg Wound"]
    assert "accepted by the organiser although" in log[-1].text and "Leg Wound" in log[-1].text


def test_over_250_points_and_archetype_rules_are_never_accepted():
    units = legal(archetype="magician")  # the Captain is no Wizard
    with pytest.raises(StartingWarbandRefused) as refused:
        start_warband(roster(units), TABLES, accept_problems=True)
    assert refused.value.rule == "campaign.magician-wizards-only"
    assert not refused.value.may_accept
