import random

import pytest

from warbands_manager.companions.tiny_big_wars import war
from warbands_manager.companions.tiny_big_wars.damage import hits_on_tracker, hits_without_tracker
from warbands_manager.companions.tiny_big_wars.state import RuleError
from warbands_manager.rules.dice import Dice, InvalidDiceEntry


@pytest.fixture
def battle(game):
    """Ann (Rosey, Nightfang, Batlings) and Bob (Bones, 2 Skelly Infantry) on Plain Town."""
    game.encounters[0].defeated = True
    game.forces["Plain Town"] = {"Ann": game.forces.pop("Blood Moon")["Ann"],
                                 "Bob": game.forces.pop("Dead Marsh")["Bob"]}
    return war.start_war_if_shared(game.copy(), "Plain Town")


def typed(state, dice, rolls):
    for (side, card), values in rolls.items():
        state = war.roll(state, dice, side, card, values)
    return state


ALL_MISS = {("Ann", "Rosey"): [1, 1, 1], ("Ann", "Nightfang"): [1], ("Ann", "Batlings"): [1],
            ("Bob", "Bones"): [1, 1, 1], ("Bob", "Skelly Infantry"): [1, 1]}


def test_each_card_rolls_its_dice_per_token(battle):
    groups = {(g.side, g.card): (g.dice, g.to_hit) for g in war.groups(battle)}
    assert groups == {("Ann", "Rosey"): (3, 4), ("Ann", "Nightfang"): (1, 4),
                      ("Ann", "Batlings"): (1, 5), ("Bob", "Bones"): (3, 4),
                      ("Bob", "Skelly Infantry"): (2, 4)}


@pytest.mark.parametrize("value, hits", [(3, 0), (4, 1), (6, 1)])
def test_a_die_equal_to_or_above_to_hit_is_a_hit(battle, value, hits):
    rolls = ALL_MISS | {("Ann", "Nightfang"): [value]}
    state = typed(battle, Dice(), rolls)
    assert state.war.hits["Ann"] == hits


def test_typed_dice_are_checked_and_every_roll_logged(battle):
    dice = Dice()
    with pytest.raises(InvalidDiceEntry):
        war.roll(battle, dice, "Ann", "Nightfang", [7])
    with pytest.raises(RuleError, match="rolls 3 dice"):
        war.roll(battle, dice, "Ann", "Rosey", [4])
    assert dice.log == []  # a miscount is refused before anything is logged
    state = war.roll_all(battle, Dice(random.Random(5)))
    assert state.war is None or state.war.step != "roll"
    assert sum("WAR! Plain Town round 1" in line for line in state.log) == 5


def test_the_player_whose_turn_it_is_assigns_first(battle):
    rolls = ALL_MISS | {("Ann", "Nightfang"): [5], ("Bob", "Skelly Infantry"): [6, 6]}
    state = typed(battle, Dice(), rolls)
    assert state.war.order == ["Ann", "Bob"] and war.assigner(state) == "Ann"
    with pytest.raises(RuleError) as error:
        war.assign(state, "Bob", "Ann", "Nightfang", 1)
    assert error.value.rule == "war.not-your-assignment"
    state = war.assign(state, "Ann", "Bob", "Skelly Infantry", 1)
    assert state.forces["Plain Town"]["Bob"]["Skelly Infantry"] == 1
    assert war.assigner(state) == "Bob"


def test_warlord_only_once_that_players_armies_there_are_gone(battle):
    rolls = ALL_MISS | {("Ann", "Rosey"): [6, 6, 6], ("Ann", "Nightfang"): [6]}
    state = typed(battle, Dice(), rolls)
    with pytest.raises(RuleError) as error:
        war.assign(state, "Ann", "Bob", "Bones", 1)
    assert error.value.rule == "war.warlord-protected"
    state = war.assign(state, "Ann", "Bob", "Skelly Infantry", 2)
    state = war.assign(state, "Ann", "Bob", "Bones", 2)  # now allowed
    assert state.player("Bob").health["Bones"] == 2


def test_destroying_the_last_enemy_warlord_wins(battle):
    rolls = ALL_MISS | {("Ann", "Rosey"): [6, 6, 6], ("Ann", "Nightfang"): [6],
                        ("Ann", "Batlings"): [6]}
    state = typed(battle, Dice(), rolls)
    state = war.assign(state, "Ann", "Bob", "Skelly Infantry", 2)
    state = war.assign(state, "Ann", "Bob", "Bones", 3)
    assert state.player("Bob").out and state.winner == "Ann"
    assert state.win_reason == "destroyed every enemy Warlord"
    assert state.war is None and state.owners["Plain Town"] == "Ann"
    assert state.player("Bob").lost == {"Bones": 1}


def test_two_warlords_left_means_no_winner_yet(battle):
    rolls = ALL_MISS | {("Ann", "Nightfang"): [6]}
    state = typed(battle, Dice(), rolls)
    state = war.assign(state, "Ann", "Bob", "Skelly Infantry", 1)
    assert state.winner is None and state.war.step == "outcome"


def test_retreat_or_more_war(battle):
    state = typed(battle, Dice(), ALL_MISS)
    assert state.war.step == "outcome"
    again = war.more_war(state)
    assert again.war.round == 2 and again.war.step == "roll" and again.war.rolls == {}
    with pytest.raises(RuleError):
        war.retreat(state, "Ann", 1)  # Grave Keep is Bob's
    after = war.retreat(state, "Ann", 0)
    assert after.war is None and after.owners["Plain Town"] == "Bob"
    assert after.forces["Blood Moon"]["Ann"]["Rosey"] == 1


def test_pass_leaves_hits_unassigned(battle):
    rolls = ALL_MISS | {("Ann", "Nightfang"): [6]}
    state = war.pass_damage(typed(battle, Dice(), rolls), "Ann")
    assert state.forces["Plain Town"]["Bob"]["Skelly Infantry"] == 2


@pytest.mark.parametrize("spot, hits, removed, cube", [
    (0, 2, 0, 2),  # 3 health: the cube moves down two spots
    (0, 3, 1, 0),  # a hit with the cube on the last spot removes the token
    (2, 1, 1, 0),
    (1, 5, 2, 0),  # carries on to the next token
    (0, 9, 2, 0),  # only two tokens: the rest is wasted
])
def test_health_tracker(spot, hits, removed, cube):
    result = hits_on_tracker(3, spot, 2, hits)
    assert (result.removed, result.cube) == (removed, cube)


@pytest.mark.parametrize("hits, removed, wasted", [(1, 0, 1), (2, 1, 0), (5, 2, 1)])
def test_no_tracker_needs_all_the_health_at_once(hits, removed, wasted):
    result = hits_without_tracker(2, 3, hits)
    assert (result.removed, result.wasted) == (removed, wasted)


def test_encounter_fights_back_and_can_be_defeated(game):
    game.forces["Plain Town"] = {"Ann": {"Nightfang": 1}}
    state = war.start_war_if_shared(game.copy(), "Plain Town")
    assert state.war.sides == ["Ann", "encounter:Patches"]
    state = typed(state, Dice(), {("Ann", "Nightfang"): [6], ("encounter:Patches", "Patches"):
                                  [1, 1]})
    state = war.assign(state, "Ann", "encounter:Patches", "Patches", 1)
    assert state.encounters[0].damage == 1 and state.war.step == "outcome"
    assert war.reminders(state) == {}
    state.cards["Plain Town"] = state.cards["Plain Town"] | {"before_battle": "Fog: -1 die"}
    assert war.reminders(state.copy()) == {"before_battle": "Fog: -1 die"}


def test_damage_direction_is_the_tables_choice():
    players, sides = ["Ann", "Bob", "Cy", "Di"], ["Ann", "Bob", "Di"]
    # turns pass to the right; "goes clockwise" read the same way round (the default) ...
    assert war.damage_order(players, "Bob", sides) == ["Bob", "Di", "Ann"]
    # ... or the literal way round: to the right is anticlockwise, so clockwise is opposite
    assert war.damage_order(players, "Bob", sides, "opposite") == ["Bob", "Ann", "Di"]
    assert war.damage_order(players, "Ann", ["Ann", "encounter:Patches", "Cy"],
                            "opposite") == ["Ann", "Cy", "encounter:Patches"]
    with pytest.raises(RuleError):
        war.damage_order(players, "Ann", sides, "sideways")
