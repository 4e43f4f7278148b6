"""Captaincy recounts and Train moves (never down, one step, promotions cost one gold)."""

import pytest
from atd_games import make_game

from warbands_manager.companions.against_the_darkness.roster import (
    RESERVE,
    CaptainChoiceNeeded,
    IllegalMove,
    Move,
    move_kind,
    new_captain,
    recompute_captains,
    train_cost,
)
from warbands_manager.companions.against_the_darkness.state import Roster
from warbands_manager.companions.against_the_darkness.turns import RuleBroken, train


def roster_with(platoon, counts, captain):
    roster = Roster()
    for owner, n in counts.items():
        roster.add(platoon, owner, n)
    roster.captains[platoon] = captain
    return roster


@pytest.mark.parametrize(("counts", "captain", "choices", "rockmen", "expected"), [
    ({"red": 2, "blue": 1}, None, None, None, "red"),                 # most units
    ({"red": 2, "blue": 2}, "red", None, None, "red"),                # tie keeps the captain
    ({"red": 1, "blue": 2}, "red", None, None, "blue"),               # one more takes it
    ({"red": 1, "blue": 2, "black": 2}, "red", {"heavy-cavalry": "black"}, None, "black"),
    ({}, "red", None, None, None),                                   # empty: no captain
    ({"red": 2, "blue": 2}, "red", None, "blue", "blue"),             # Rockmen tie a captain
    ({"red": 2, "blue": 1}, "red", None, "blue", "red"),              # Rockmen one short
])
def test_new_captain(counts, captain, choices, rockmen, expected):
    roster = roster_with("heavy-cavalry", counts, captain)
    assert new_captain(roster, "heavy-cavalry", choices, rockmen) == expected


def test_tied_opponents_ask_the_current_captain():
    roster = roster_with("infantry", {"red": 1, "blue": 2, "black": 2}, "red")
    with pytest.raises(CaptainChoiceNeeded) as asked:
        new_captain(roster, "infantry")
    assert asked.value.chooser == "red" and asked.value.options == ["black", "blue"]
    with pytest.raises(CaptainChoiceNeeded):  # a pick outside the tie is not an answer
        new_captain(roster, "infantry", {"infantry": "red"})


def test_rockmen_only_in_heavy_platoons():
    roster = roster_with("cavalry", {"red": 2, "blue": 2}, "red")
    assert new_captain(roster, "cavalry", rockmen="blue") == "red"


def test_rockmen_only_after_a_train_action():
    game = make_game(2, races=["elves", "rockmen"])
    game.roster.add("heavy-archery", "red", 1)
    game.roster.add("heavy-archery", "yellow", 1)
    game.roster.captains["heavy-archery"] = "red"
    recompute_captains(game)
    assert game.roster.captains["heavy-archery"] == "red"
    recompute_captains(game, after_train=True)
    assert game.roster.captains["heavy-archery"] == "yellow"


@pytest.mark.parametrize(("source", "target", "kind"), [
    (RESERVE, "infantry", "deploy"), (RESERVE, "archery", "deploy"),
    ("infantry", "heavy-infantry", "promote"), ("cavalry", "heavy-cavalry", "promote"),
    ("heavy-archery", "honour-guard", "promote"), ("heavy-infantry", "honour-guard", "promote"),
    ("infantry", "archery", "lateral"), ("heavy-cavalry", "heavy-infantry", "lateral"),
])
def test_allowed_moves(source, target, kind):
    assert move_kind(Move(source, target)) == kind


@pytest.mark.parametrize(("source", "target"), [
    (RESERVE, "heavy-infantry"),            # reserve only to light
    ("infantry", "heavy-cavalry"),          # promotion follows its own arrow
    ("infantry", "honour-guard"),           # one step at a time
    ("heavy-infantry", "infantry"),         # never down
    ("honour-guard", "heavy-archery"),      # never down
    ("infantry", RESERVE),                  # never back to reserve
    ("honour-guard", "war-heroes"),         # heroes only in a Fight
    ("infantry", "infantry"),
])
def test_forbidden_moves(source, target):
    with pytest.raises(IllegalMove):
        move_kind(Move(source, target))


def test_cost_one_gold_per_promotion(rules):
    moves = [Move(RESERVE, "infantry"), Move("infantry", "heavy-infantry"),
             Move("heavy-infantry", "honour-guard"), Move("cavalry", "archery")]
    assert train_cost(moves, rules.promotion_gold) == 2


def test_olivers_example(rules):
    """Rank 2 Train: two units to light platoons; later infantry → heavy → honour guard."""
    game = make_game(2, races=["giants", "elves"])
    game.upgraded = True
    game.players[0].ranks["train"] = 2
    train(game, [Move(RESERVE, "infantry"), Move(RESERVE, "infantry")], rules)
    assert game.roster.captains["infantry"] == "mercenary"  # 2 v 2: the captain keeps it
    train(game, [Move("infantry", "heavy-infantry"), Move("heavy-infantry", "honour-guard")],
          rules)
    assert game.players[0].gold == 1
    assert game.roster.captains["honour-guard"] == "red"
    assert game.actions_taken == 2


def test_train_limits(rules):
    game = make_game(2)
    game.upgraded = True
    with pytest.raises(RuleBroken, match="1 to 1"):
        train(game, [Move(RESERVE, "infantry")] * 2, rules)
    game.players[0].gold = 0
    game.roster.add("infantry", "red")
    with pytest.raises(IllegalMove, match="gold"):
        train(game, [Move("infantry", "heavy-infantry")], rules)
    with pytest.raises(IllegalMove, match="no unit"):
        train(game, [Move("cavalry", "archery")], rules)
    assert game.roster.count("infantry", "red") == 1 and game.actions_taken == 0


def test_dwarves_bring_a_reserve_unit_after_a_light_to_heavy_promotion(rules):
    game = make_game(2, races=["dwarves", "elves"])
    game.upgraded = True
    game.roster.add("cavalry", "red")
    train(game, [Move("cavalry", "heavy-cavalry")], rules, dwarf_deploy="archery")
    assert game.roster.count("archery", "red") == 1 and game.players[0].reserve == 6
    game.roster.add("heavy-cavalry", "red")
    with pytest.raises(IllegalMove, match="light → heavy"):
        train(game, [Move("heavy-cavalry", "honour-guard")], rules, dwarf_deploy="archery")
    other = make_game(2, races=["elves", "dwarves"])
    other.upgraded = True
    other.roster.add("cavalry", "red")
    with pytest.raises(IllegalMove, match="only the Dwarves"):
        train(other, [Move("cavalry", "heavy-cavalry")], rules, dwarf_deploy="archery")


def test_a_tie_can_be_answered_by_asking():
    roster = roster_with("infantry", {"red": 1, "blue": 2, "black": 2}, "red")
    asked = []

    def ask(platoon, chooser, options):
        asked.append((platoon, chooser, options))
        return "blue"
    assert new_captain(roster, "infantry", ask) == "blue"
    assert asked == [("infantry", "red", ["black", "blue"])]


def test_a_card_may_move_any_unit_and_captaincy_is_recounted():
    from warbands_manager.companions.against_the_darkness.roster import move_by_card

    game = make_game(2)
    game.roster.add("heavy-archery", "yellow", 1)
    game.roster.captains["heavy-archery"] = "yellow"
    move_by_card(game, "red", RESERVE, "heavy-archery")  # not a Train move: the card says so
    move_by_card(game, "red", RESERVE, "heavy-archery")
    assert game.roster.captains["heavy-archery"] == "red"
    move_by_card(game, "yellow", "heavy-archery", "medica")
    assert game.players[1].medica == 1 and game.roster.count("heavy-archery", "yellow") == 0
    with pytest.raises(IllegalMove, match="war hero"):
        move_by_card(game, "red", "war-heroes", RESERVE)
    with pytest.raises(IllegalMove, match="different"):
        move_by_card(game, "red", RESERVE, RESERVE)
