"""Recovery (units and teams), minimum sizes, Veteran Status, advancement, spending, the pass."""

import pytest
from campaign_fixtures import TABLES, dice, roster

from warbands_manager.rules.campaign import postbattle
from warbands_manager.rules.campaign.advancement import advancement_refusal, roll_advancement
from warbands_manager.rules.campaign.archetypes import assign_archetype, available_archetypes
from warbands_manager.rules.campaign.ledger import CampaignRuleError, clone, experience
from warbands_manager.rules.campaign.recovery import recover_units, resolve_minimums
from warbands_manager.rules.campaign.spending import apply_purchases
from warbands_manager.rules.campaign.veteran import apply_losses, buy_levels, eligible_units
from warbands_manager.rules.roster_io import roster_to_dict


def test_unit_recovery_one_and_two_are_lost():
    rost = clone(roster())
    survival, log = recover_units(rost, TABLES, dice(1, 2, 3, 6), {"sw": 4}, {})
    assert survival["sw"] == (10, 8) and rost.unit_by_id("sw").models == 8
    assert "cap" not in survival


@pytest.mark.parametrize("lost, total, queued, survives", [
    (2, 6, (), True),      # less than half: automatic
    (3, 6, (3,), True),    # exactly half: one roll for the team, 3 recovers
    (3, 6, (2,), False),   # ... 2: the whole team is lost
])
def test_team_recovery(lost, total, queued, survives):
    rost = clone(roster())
    thrown = dice(*queued)
    recover_units(rost, TABLES, thrown, {}, {"gun": (lost, total)})
    assert (rost.unit_by_id("gun") is not None) is survives and thrown.queue == []


def test_below_warbands_minimum_must_refill_or_disband():
    rost = clone(roster())
    rost.unit_by_id("sw").models = 2
    with pytest.raises(CampaignRuleError) as refused:
        resolve_minimums(rost, TABLES, {})
    assert refused.value.rule == "campaign.minimum-warbands"
    resolve_minimums(rost, TABLES, {"sw": "disband"})
    assert rost.unit_by_id("sw") is None


def test_refill_costs_xp_and_book_minimum_drops_command():
    rost = clone(roster(experience=10))
    rost.unit_by_id("sw").models = 2
    resolve_minimums(rost, TABLES, {"sw": "refill"})
    assert rost.unit_by_id("sw").models == 3 and experience(rost) == 4
    # Now 3 models: at the Warbands minimum but under the book minimum of 10.
    resolve_minimums(rost, TABLES, {"sw": "drop_command"})
    assert rost.unit_by_id("sw").upgrades == []


@pytest.mark.parametrize("start, kept, eligible", [(10, 6, True), (10, 5, False), (3, 2, True)])
def test_veteran_eligibility_needs_more_than_half(start, kept, eligible):
    rost = clone(roster())
    assert (eligible_units(rost, TABLES, {"sw": (start, kept)}) == ["sw"]) is eligible


def test_veteran_levels_cost_10_and_stop_at_3():
    rost = clone(roster(experience=25))
    buy_levels(rost, TABLES, {"sw": (10, 10)}, ["sw"])
    assert rost.unit_by_id("sw").veteran == 1 and experience(rost) == 15
    rost.unit_by_id("sw").veteran = 3
    with pytest.raises(CampaignRuleError):
        buy_levels(rost, TABLES, {"sw": (10, 10)}, ["sw"])


def test_one_level_per_battle():
    rost = clone(roster(experience=25))
    with pytest.raises(CampaignRuleError):
        buy_levels(rost, TABLES, {"sw": (10, 10)}, ["sw", "sw"])


@pytest.mark.parametrize("kept, keeps_status", [(5, False), (6, True)])
def test_veteran_status_lost_at_half_or_more_losses(kept, keeps_status):
    rost = clone(roster())
    rost.unit_by_id("sw").veteran = 2
    apply_losses(rost, TABLES, {"sw": (10, kept)})
    assert (rost.unit_by_id("sw").veteran == 2) is keeps_status


def _ready(since=3, abilities=(), xp=100, injuries=()):
    rost = clone(roster(experience=xp, characters={"cap": {"since_roll": since}}))
    rost.unit_by_id("cap").abilities = list(abilities)
    rost.unit_by_id("cap").injuries = list(injuries)
    return rost


def test_advancement_eligibility_limits():
    assert advancement_refusal(_ready(), TABLES, "cap") is None
    assert "3 are needed" in advancement_refusal(_ready(since=2), TABLES, "cap")
    five = ["Commander's Discretion", "Fearless", "Disciplined", "Strong Blows"]
    assert advancement_refusal(_ready(abilities=five), TABLES, "cap") is None
    full = five + ["Grizzled Fighters"]
    assert "6 abilities" in advancement_refusal(_ready(abilities=full), TABLES, "cap")
    assert "Amnesia" in advancement_refusal(_ready(injuries=["Amnesia"]), TABLES, "cap")


def test_advancement_roll_costs_25_resets_count_rerolls_duplicates():
    rost = _ready(abilities=["Fearless"])
    roll_advancement(rost, TABLES, dice(2, 3), "cap")
    assert rost.unit_by_id("cap").abilities == ["Fearless", "Disciplined"]
    assert experience(rost) == 75 and rost.campaign["characters"]["cap"]["since_roll"] == 0


def test_advancement_six_means_choose():
    rost = _ready()
    with pytest.raises(CampaignRuleError):
        roll_advancement(clone(rost), TABLES, dice(6), "cap")
    roll_advancement(rost, TABLES, dice(6), "cap", choice="Strong Blows")
    assert rost.unit_by_id("cap").abilities == ["Strong Blows"]


def test_magician_only_for_wizards_and_archetype_never_changes():
    rost = roster([{"id": "w", "name": "Battle Wizard", "category": "hero", "models": 1,
                    "points_per_model": 65, "traits": ["wizard"]},
                   {"id": "c", "name": "Captain", "category": "hero", "models": 1,
                    "points_per_model": 50}])
    assert "magician" in available_archetypes(TABLES, rost, rost.unit_by_id("w"))
    assert "magician" not in available_archetypes(TABLES, rost, rost.unit_by_id("c"))
    with pytest.raises(CampaignRuleError):
        assign_archetype(TABLES, rost, "c", "magician")
    assigned = assign_archetype(TABLES, rost, "c", "noble")
    with pytest.raises(CampaignRuleError) as refused:
        assign_archetype(TABLES, assigned, "c", "trickster")
    assert refused.value.rule == "campaign.archetype-fixed"


def test_ogre_maneater_commander_may_take_an_archetype():
    rost = roster([{"id": "m", "name": "Maneater", "category": "special", "models": 1,
                    "points_per_model": 60, "base": "40x40", "commander": True}],
                  army="ogre-kingdoms")
    assert assign_archetype(TABLES, rost, "m", "veteran").unit_by_id("m").archetype == "veteran"


def test_spending_never_above_500_points():
    rost = clone(roster(experience=400))
    apply_purchases(rost, TABLES, [{"kind": "models", "unit": "sw", "count": 5}])
    assert rost.unit_by_id("sw").models == 15 and experience(rost) == 370
    assert rost.total_points == 276  # 37 more models at 6 = 222 → 498 fits, one more does not
    apply_purchases(rost, TABLES, [{"kind": "models", "unit": "sw", "count": 37}])
    with pytest.raises(CampaignRuleError) as refused:
        apply_purchases(rost, TABLES, [{"kind": "models", "unit": "sw", "count": 1}])
    assert refused.value.rule == "campaign.max-points"


def test_new_character_needs_an_archetype_and_one_use_item_is_deleted():
    rost = clone(roster(experience=100))
    with pytest.raises(CampaignRuleError):
        apply_purchases(rost, TABLES, [{"kind": "new_unit", "unit": {
            "name": "Priest", "category": "hero", "models": 1, "points_per_model": 60}}])
    apply_purchases(rost, TABLES, [
        {"kind": "upgrade", "unit": "cap", "name": "Dispel Scroll", "points": 25,
         "upgrade_kind": "magic_item"},
        {"kind": "remove_upgrade", "unit": "cap", "name": "Dispel Scroll"}])
    assert experience(rost) == 75
    assert [u.name for u in rost.unit_by_id("cap").upgrades] == ["Sword of Might", "Horse"]


def test_full_pass_and_exact_undo():
    start = roster(experience=0, characters={"cap": {"since_roll": 2}})
    before = roster_to_dict(start)
    context = postbattle.battle_context("victory", underdog=30, removed_characters=["cap"],
                                        removed_models={"sw": 2}, team_wounds={"gun": [1, 3]})
    # Dice: recovery of 2 swordsmen 4, 5 (both recover); the cannon lost 1 of 3 Wounds (auto);
    # the Captain's first injury D66 (22 Leg Wound) was rolled and shown before the step;
    # advancement D6 5 = Grizzled Fighters.
    thrown = dice(4, 5, 5)
    states = [(start, context)]
    inputs = {"injuries": {"first": {"cap": 22}}, "veteran": {"buy": ["sw", "gun"]},
              "advancement": {"rolls": [{"unit": "cap"}]}}
    for step in postbattle.STEPS:
        rost, ctx = states[-1]
        outcome = postbattle.run_step(step, rost, ctx, TABLES, thrown, inputs.get(step))
        states.append((outcome.roster, outcome.context))
    final, ctx = states[-1]
    assert experience(final) == 35 + 30 - 20 - 25
    assert final.unit_by_id("cap").injuries == ["Leg Wound"]
    assert final.unit_by_id("cap").abilities == ["Grizzled Fighters"]
    assert ctx["rating"]["sum"] == "246 + 10 + 10 + 25 = 291"
    assert postbattle.next_step(ctx) is None
    assert roster_to_dict(states[0][0]) == before  # every step left its input untouched


def test_player_may_retire_a_character_equipment_stays():
    start = roster(experience=0)
    context = postbattle.battle_context("draw")
    outcome = postbattle.run_step("injuries", start, context, TABLES, dice(),
                                  {"retire": ["cap"]})
    assert outcome.roster.unit_by_id("cap") is None
    assert [item["name"] for item in outcome.roster.campaign["stash"]] == ["Sword of Might"]


@pytest.mark.parametrize("removed, expected_xp", [(False, 35 + 25), (True, 35 + 25)])
def test_press_the_advantage_needs_a_surviving_trickster(removed, expected_xp):
    start = roster(experience=0)
    cap = start.unit_by_id("cap")
    cap.archetype, cap.abilities = "trickster", ["Press the Advantage"]
    context = postbattle.battle_context("victory",
                                        removed_characters=["cap"] if removed else [])
    state = postbattle.run_step("result", start, context, TABLES, dice())
    state = postbattle.run_step("recovery", state.roster, state.context, TABLES, dice())
    state = postbattle.run_step("injuries", state.roster, state.context, TABLES, dice(),
                                {"first": {"cap": 54}})
    assert experience(state.roster) == expected_xp


def test_press_the_advantage_lost_if_the_trickster_dies_and_not_on_a_draw():
    start = roster(experience=0)
    cap = start.unit_by_id("cap")
    cap.archetype, cap.abilities = "trickster", ["Press the Advantage"]
    context = postbattle.battle_context("victory", removed_characters=["cap"])
    state = postbattle.run_step("result", start, context, TABLES, dice())
    state = postbattle.run_step("injuries", state.roster, state.context, TABLES, dice(),
                                {"first": {"cap": 11}})
    assert experience(state.roster) == 35
    draw = postbattle.run_step("result", start, postbattle.battle_context("draw"), TABLES,
                               dice())
    assert experience(draw.roster) == 25


def test_deep_wound_games_count_down_when_missed():
    start = roster(characters={"cap": {"deep_wound_games": 2, "battles": 1}})
    context = postbattle.battle_context("loss", missing=["cap"])
    state = postbattle.run_step("result", start, context, TABLES, dice())
    state = postbattle.run_step("injuries", state.roster, state.context, TABLES, dice())
    record = state.roster.campaign["characters"]["cap"]
    assert record["deep_wound_games"] == 1 and record["battles"] == 1  # missed: not counted


def test_kept_equipment_goes_to_another_model_without_xp():
    rost = clone(roster(experience=5))
    rost.campaign["stash"] = [{"name": "Sword of Might", "points": 20, "kind": "magic_item",
                               "count": 1, "from": "Captain"}]
    apply_purchases(rost, TABLES, [{"kind": "from_stash", "unit": "sw",
                                    "name": "Sword of Might"}])
    assert experience(rost) == 5 and rost.campaign["stash"] == []
    assert rost.unit_by_id("sw").upgrades[-1].name == "Sword of Might"
    with pytest.raises(CampaignRuleError):
        apply_purchases(rost, TABLES, [{"kind": "from_stash", "unit": "sw", "name": "Axe"}])
