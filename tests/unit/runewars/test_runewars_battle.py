import pytest
from runewars_helpers import make_game, with_locations

from warbands_manager.companions.runewars.battle import (
    Battle,
    BattleSide,
    BattleUnit,
    apply_outcome,
    battle_order,
    resolve,
)
from warbands_manager.companions.runewars.state import Location, RuleViolation


def battle(att=3, dfn=1, garrison=False, att_dev=0, def_dev=0):
    return Battle("Keep",
                  BattleSide("uthuk", [BattleUnit("Berserker", 2, att)], att_dev),
                  BattleSide("daqan", [BattleUnit("Spearman", 1, dfn)], def_dev), garrison)


def keep_game(exploration=False, **fields):
    game = make_game(exploration=exploration)
    game.setup.base.update(fortress_strength_undamaged=3, fortress_strength_damaged=1,
                           capital_strength_damaged=4, outpost_bonus=1, garrison_bonus=2)
    return with_locations(game, Location("Keep", controller="daqan", **fields))


def test_strength_adds_every_defence_bonus():
    game = keep_game(exploration=True, structure="fortress", structure_owner="daqan",
                     outposts=1, defensible=True)
    outcome = resolve(game, battle(att=9, dfn=1, garrison=True, def_dev=1))
    # 1 unit + fortress 3 + outpost 1 + development 1 + Garrison 2 + Defensible Terrain 1
    assert outcome.defender_strength == 9
    assert [label for label, _ in outcome.defender] == [
        "standing units", "fortress", "1 outpost(s)", "development cards", "Garrison order",
        "Defensible Terrain"]
    assert outcome.winner == "defender"  # a tie goes to the defender
    assert outcome.fortress_damaged and not outcome.structure_removed


@pytest.mark.parametrize(("attackers", "winner"), [(2, "defender"), (3, "defender"),
                                                   (4, "attacker")])
def test_defender_wins_ties(attackers, winner):
    assert resolve(keep_game(), battle(att=attackers, dfn=3)).winner == winner


@pytest.mark.parametrize(("fields", "strength"), [
    ({"structure": "capital"}, 7), ({"structure": "capital", "damaged": True}, 4),
    ({"structure": "fortress"}, 3), ({"structure": "fortress", "damaged": True}, 1),
])
def test_fortress_and_capital_strength(fields, strength):
    game = keep_game(structure_owner="daqan", **fields)
    assert resolve(game, battle(att=0, dfn=0)).defender_strength == strength


def test_defensible_terrain_only_with_exploration_tokens():
    game = keep_game(defensible=True)
    assert resolve(game, battle(dfn=1)).defender_strength == 1


def test_no_fortress_damage_without_standing_attackers():
    game = keep_game(structure="fortress", structure_owner="daqan")
    assert not resolve(game, battle(att=0, dfn=0)).fortress_damaged


def test_captured_capital_becomes_the_winners_damaged_fortress():
    game = keep_game(structure="capital", structure_owner="daqan", outposts=2)
    fight = battle(att=12, dfn=0)
    outcome = resolve(game, fight)
    apply_outcome(game, fight, outcome, place_fortress=True)
    keep = game.location("Keep")
    assert (keep.structure, keep.structure_owner, keep.damaged, keep.outposts) == (
        "fortress", "uthuk", True, 0)
    assert keep.controller == "uthuk" and len(game.battles) == 1


def test_capture_without_a_free_fortress_token_needs_one_destroyed():
    game = keep_game(structure="fortress", structure_owner="daqan")
    game.setup.base["fortress_tokens"] = 1
    with_locations(game, Location("Own", structure="fortress", structure_owner="uthuk"))
    fight = battle(att=9, dfn=0)
    outcome = resolve(game, fight)
    with pytest.raises(RuleViolation) as error:
        apply_outcome(game, fight, outcome, place_fortress=True)
    assert error.value.rule == "capture.no-token"
    apply_outcome(game, fight, outcome, place_fortress=True, destroy_own="Own")
    assert game.location("Own").structure == "" and game.location("Keep").structure_owner == "uthuk"


def test_defender_keeps_location_when_winning():
    game = keep_game()
    fight = battle(att=1, dfn=2)
    apply_outcome(game, fight, resolve(game, fight))
    assert game.location("Keep").controller == "daqan"


def test_battle_order_by_initiative_with_tactical_fate():
    fight = Battle("Keep",
                   BattleSide("uthuk", [BattleUnit("Knight", 3, 2, fate_cards=3, tactical_fate=1),
                                        BattleUnit("Archer", 1, 2, fate_cards=1)]),
                   BattleSide("daqan", [BattleUnit("Spear", 1, 2, fate_cards=2)]))
    steps = battle_order(fight)
    assert [(s.initiative, s.side, s.unit) for s in steps] == [
        (1, "attacker", "Archer"), (1, "defender", "Spear"), (3, "attacker", "Knight")]
    assert (steps[2].fate_cards, steps[2].tactical_fate) == (2, 1)


@pytest.mark.parametrize(("tactical", "ok"), [(3, True), (4, False)])
def test_tactical_fate_replaces_at_most_every_fate_card(tactical, ok):
    fight = Battle("Keep", BattleSide("uthuk", [BattleUnit("Knight", 3, 2, 3, tactical)]),
                   BattleSide("daqan"))
    if ok:
        assert battle_order(fight)[0].fate_cards == 0
    else:
        with pytest.raises(RuleViolation):
            battle_order(fight)


def test_a_faction_cannot_fight_itself():
    fight = Battle("Keep", BattleSide("daqan"), BattleSide("daqan"))
    with pytest.raises(RuleViolation) as error:
        resolve(keep_game(), fight)
    assert error.value.rule == "battle.same-faction"


def test_the_defender_defaults_to_whoever_holds_the_location():
    from runewars_helpers import make_game as make

    from warbands_manager.companions.runewars.battle import battle_sides
    from warbands_manager.companions.runewars.state import Location

    game = make()
    game.locations += [Location("Held", controller="uthuk"),
                       Location("Fort", structure="fortress", structure_owner="daqan"),
                       Location("Empty")]
    assert battle_sides(game, "Held") == ("daqan", "uthuk")
    assert battle_sides(game, "Fort") == ("uthuk", "daqan")
    attacker, defender = battle_sides(game, "Empty")
    assert attacker != defender


def test_one_standing_figures_total_replaces_the_per_unit_counts():
    from runewars_helpers import make_game as make

    from warbands_manager.companions.runewars.battle import Battle, BattleSide, resolve
    from warbands_manager.companions.runewars.state import Location

    game = make()
    game.locations.append(Location("Field", controller="uthuk"))
    fight = Battle("Field", BattleSide("daqan", standing_total=5),
                   BattleSide("uthuk", standing_total=5))
    outcome = resolve(game, fight)
    assert (outcome.attacker_strength, outcome.defender_strength) == (5, 5)
    assert outcome.winner == "defender"  # ties go to the defender
    fight.attacker.standing_total = 6
    assert resolve(game, fight).winner == "attacker"
