"""Every Character Injury Chart result and sub-roll, with typed-in (queued) dice."""

import random

import pytest
from campaign_fixtures import TABLES, dice, roster

from warbands_manager.rules.campaign.injuries import profile_modifiers, resolve_character
from warbands_manager.rules.campaign.ledger import CampaignRuleError, clone, experience
from warbands_manager.rules.dice import Dice


def injure(d66, *queued, injuries=(), abilities=(), characters=None, xp=100, reroll=None):
    rost = roster(experience=xp, characters=characters)
    cap = rost.unit_by_id("cap")
    cap.injuries = list(injuries)
    cap.abilities = list(abilities)
    copy = clone(rost)
    thrown = dice(*queued)
    gone, log = resolve_character(copy, TABLES, thrown, "cap", d66, reroll)
    assert thrown.queue == [], "every typed die was used"
    return copy, gone, log


@pytest.mark.parametrize("d66, queued, injury", [
    (22, (), "Leg Wound"), (23, (), "Leg Wound"),
    (32, (), "Chest Wound"), (42, (), "Nervous Condition"), (36, (), "Old Battle Wound"),
    (41, (), "Old Battle Wound"),
    (24, (3,), "Arm Wound (lost arm)"), (25, (4,), "Arm Wound (light wound)"),
    (26, (3,), "Madness (Stupidity)"), (31, (4,), "Madness (Frenzy)"),
    (34, (3,), "Blinded in One Eye (left)"), (35, (4,), "Blinded in One Eye (right)"),
    (44, (1,), "Deep Wound"), (46, (), "Robbed"), (52, (), "Amnesia"),
])
def test_single_results_add_their_injury(d66, queued, injury):
    copy, gone, _log = injure(d66, *queued)
    assert gone is None
    assert copy.unit_by_id("cap").injuries == [injury]


@pytest.mark.parametrize("d66", [11, 15])
def test_dead_removes_character_and_points(d66):
    copy, gone, log = injure(d66)
    assert gone == "dead" and copy.unit_by_id("cap") is None
    assert copy.total_points == 60 + 6 + 100
    assert "stash" not in copy.campaign


@pytest.mark.parametrize("d66", [54, 65])
def test_full_recovery_changes_nothing(d66):
    copy, gone, _ = injure(d66)
    assert gone is None and copy.unit_by_id("cap").injuries == []


def test_survives_against_the_odds_gives_15_xp():
    copy, _, log = injure(66, xp=0)
    assert experience(copy) == 15 and log[-1].xp == 15


def test_profile_effects_are_cumulative():
    copy, _, _ = injure(42, injuries=["Nervous Condition", "Nervous Condition", "Leg Wound"])
    assert profile_modifiers(copy.unit_by_id("cap")) == {"I": -3, "M": -1}


def test_characteristic_at_zero_forces_retirement_one_above_does_not():
    profile = {"cap": {"profile": {"I": 3}}}
    copy, gone, _ = injure(42, injuries=["Nervous Condition"], characters=profile)
    assert gone is None
    copy, gone, log = injure(42, injuries=["Nervous Condition"] * 2, characters=profile)
    assert gone == "retired" and "I has fallen to zero" in log[-1].text


def test_both_arms_lost_retires_and_equipment_stays():
    copy, gone, _ = injure(24, 1, injuries=["Arm Wound (lost arm)"])
    assert gone == "retired" and copy.unit_by_id("cap") is None
    assert [item["name"] for item in copy.campaign["stash"]] == ["Sword of Might"]


def test_second_eye_retires_same_eye_again_does_not():
    copy, gone, _ = injure(34, 6, injuries=["Blinded in One Eye (left)"],
                           characters={"cap": {"eyes_lost": ["left"]}})
    assert gone == "retired"
    copy, gone, _ = injure(34, 1, injuries=["Blinded in One Eye (left)"],
                           characters={"cap": {"eyes_lost": ["left"]}})
    assert gone is None
    assert copy.unit_by_id("cap").injuries.count("Blinded in One Eye (left)") == 2


def test_madness_when_already_mad_gains_the_other_form_without_a_roll():
    copy, _, _ = injure(26, injuries=["Madness (Stupidity)"])
    assert copy.unit_by_id("cap").injuries[-1] == "Madness (Frenzy)"
    copy, _, _ = injure(26, injuries=["Madness (Frenzy)"])
    assert copy.unit_by_id("cap").injuries[-1] == "Madness (Stupidity)"
    copy, _, log = injure(26, injuries=["Madness (Frenzy)", "Madness (Stupidity)"])
    assert len(copy.unit_by_id("cap").injuries) == 2 and "no further effect" in log[-1].text


def test_deep_wound_d3_games_accumulate():
    copy, _, _ = injure(44, 5, characters={"cap": {"deep_wound_games": 1}})
    assert copy.campaign["characters"]["cap"]["deep_wound_games"] == 4


def test_robbed_loses_equipment_and_magic_items_but_keeps_mount():
    copy, _, _ = injure(46)
    assert [u.name for u in copy.unit_by_id("cap").upgrades] == ["Horse"]


def test_amnesia_forgets_abilities():
    copy, _, _ = injure(52, abilities=["Fearless", "Disciplined"])
    cap = copy.unit_by_id("cap")
    assert cap.abilities == []
    assert copy.campaign["characters"]["cap"]["forgotten_abilities"] == ["Fearless",
                                                                        "Disciplined"]


def test_multiple_injuries_d2_plus_1_with_rerolls():
    # D6 1 → D2 = 1 → 2 rolls. Roll 1: 11 Dead (rerolled), 54 Full Recovery (rerolled),
    # 66 (rerolled), 16 Multiple (rerolled), then 22 Leg Wound. Roll 2: 32 Chest Wound.
    copy, gone, log = injure(16, 1, 1, 1, 5, 4, 6, 6, 1, 6, 2, 2, 3, 2)
    assert gone is None
    assert copy.unit_by_id("cap").injuries == ["Leg Wound", "Chest Wound"]
    assert sum("rerolled" in entry.text for entry in log) == 4


def test_multiple_injuries_three_rolls_on_a_high_d2():
    copy, _, _ = injure(21, 4, 2, 2, 3, 2, 4, 2)
    assert copy.unit_by_id("cap").injuries == ["Leg Wound", "Chest Wound", "Nervous Condition"]


def test_multiple_injuries_stop_once_retired():
    copy, gone, _ = injure(16, 6, 2, 4, 1, injuries=["Arm Wound (lost arm)"])
    assert gone == "retired"


def test_xp_reroll_costs_25_and_second_result_stands():
    copy, gone, log = injure(11, 2, 2, xp=30, reroll="xp")
    assert gone is None and experience(copy) == 5
    assert copy.unit_by_id("cap").injuries == ["Leg Wound"]
    assert "second result stands" in log[-2].text


def test_xp_reroll_needs_25_in_the_bank():
    with pytest.raises(CampaignRuleError):
        injure(11, 2, 2, xp=24, reroll="xp")


def test_resilient_reroll_is_free_but_needs_the_ability():
    copy, gone, _ = injure(11, 5, 4, abilities=["Resilient"], xp=0, reroll="resilient")
    assert gone is None and experience(copy) == 0
    with pytest.raises(CampaignRuleError):
        injure(11, 5, 4, reroll="resilient")


def test_seeded_random_dice_log_every_roll():
    rost = clone(roster())
    thrown = Dice(random.Random(7))
    resolve_character(rost, TABLES, thrown, "cap", 16)
    assert thrown.log and all(roll.source == "random" for roll in thrown.log)
