"""An end state the box could not produce is refused, naming the count (issues 22 and 24)."""

import copy

import pytest

from warbands_manager.companions.against_the_darkness.endstate import (
    EndStateError,
    parse_end_state,
    score_json,
)
from warbands_manager.companions.against_the_darkness.scoring import score_game

REALMS = ("kholdrum", "shenaru", "ela-vethera", "lorendale", "zhoni")


def player(name, **changes):
    base = {"name": name, "race": "", "enemy_cards": [2], "war_heroes": 0, "captains": 1,
            "gold": 3, "scouts": {"kholdrum": 1}, "intel": {"kholdrum": 1}, "medica": 0}
    base.update(changes)
    return base


def document(*players):
    return {"format": "against-the-darkness/1",
            "players": list(players) or [player("Red"), player("Blue")]}


def test_a_legal_end_state_on_the_limits_is_read():
    # 5 players, 7 captains in all, 24 Enemy cards, 4 Intel cards of one realm, 20 cubes used
    players = [player("A", captains=3, enemy_cards=[2] * 8, intel={"zhoni": 4},
                      scouts={"zhoni": 17}, war_heroes=2, medica=1),
               player("B", captains=1, enemy_cards=[3] * 4, intel={}),
               player("C", captains=1, enemy_cards=[4] * 4, intel={}),
               player("D", captains=1, enemy_cards=[2] * 4, intel={}),
               player("E", captains=1, enemy_cards=[2] * 4, intel={})]
    assert len(parse_end_state(document(*players), "end.json")) == 5


@pytest.mark.parametrize(("players", "key", "words"), [
    ([player("Solo")], "players", "2 to 5 players"),
    ([player(f"P{i}") for i in range(6)], "players", "2 to 5 players"),
    ([player(f"P{i}") for i in range(11)], "players", "2 to 5 players"),
    ([player("A", captains=8), player("B", captains=0)], "players[0].captains", "7"),
    ([player("A", captains=4), player("B", captains=4)], "captains", "seven platoons"),
    ([player("A", scouts={"kholdrum": 25}), player("B")], "players[0]", "20 unit cubes"),
    ([player("A", scouts={"zhoni": 10}, war_heroes=6, medica=5), player("B")],
     "players[0]", "20 unit cubes"),
    ([player("A", intel={"shenaru": 5}), player("B")], "players[0].intel.shenaru", "4"),
    ([player("A", intel={"shenaru": 3}), player("B", intel={"shenaru": 2})],
     "intel.shenaru", "4 Intel cards"),
    ([player("A", enemy_cards=[2] * 13), player("B", enemy_cards=[3] * 12)],
     "enemy_cards", "24 Enemy cards"),
])
def test_impossible_counts_are_refused_naming_the_count(players, key, words):
    with pytest.raises(EndStateError) as raised:
        parse_end_state(document(*players), "end.json")
    message = str(raised.value)
    assert message.startswith(f"end.json: {key}:"), message
    assert words in message


@pytest.mark.parametrize("bad", [2.0, 3.0, "2", True])
def test_enemy_card_vp_must_be_a_whole_number(bad):
    with pytest.raises(EndStateError, match=r"players\[0\]\.enemy_cards\[0\]"):
        parse_end_state(document(player("A", enemy_cards=[bad]), player("B")), "end.json")


def test_score_json_names_the_tie_break_and_carries_cards_and_gold(rules):
    players = parse_end_state(document(
        player("Red", enemy_cards=[2, 2], gold=0, scouts={}, intel={}),
        player("Blue", enemy_cards=[4], gold=0, scouts={}, intel={})), "end.json")
    out = score_json(score_game(players, rules))
    assert out["winner"] == "Red"
    assert out["tie_break"] == "enemy cards defeated"
    assert "number of Enemy cards defeated" in out["tie_break_reason"]
    red = out["players"][0]
    assert (red["enemy_cards_defeated"], red["gold_left"]) == (2, 0)


def test_a_typed_score_pad_is_held_to_the_same_counts():
    from warbands_manager.companions.against_the_darkness.endstate import end_players
    from warbands_manager.companions.against_the_darkness.state import Game, Player

    game = Game(players=[Player("Red", "elves", "red"), Player("Blue", "dwarves", "blue")],
                start_countdown=1, countdown=1,
                pad=copy.deepcopy(document(player("Red", captains=8), player("Blue"))["players"]))
    with pytest.raises(EndStateError, match="captains"):
        end_players(game)


@pytest.mark.parametrize(("change", "key", "says"), [
    ({"race": 5}, "players[0].race", "must be text"),
    ({"scouts": [1]}, "players[0].scouts", "must be an object with kholdrum"),
    ({"scouts": {"zhoni": 1.5}}, "players[0].scouts.zhoni", "must be a whole number"),
    ({"intel": {"shenaru": True}}, "players[0].intel.shenaru", "must be a whole number"),
    ({"name": 3}, "players[0].name", "must be a non-empty text"),
    ({"enemy_cards": "2, 3"}, "players[0].enemy_cards", "must be a list of VP"),
])
def test_the_schema_names_the_key_and_what_it_must_be(change, key, says):
    first = player("A")
    first.update(change)
    players = [first, player("B")]
    with pytest.raises(EndStateError) as refused:
        parse_end_state(document(*players), "end.json")
    assert str(refused.value).startswith(f"end.json: {key}: {says}")
