"""Face-down Rune tokens stay secret on the shared screen; a player peeks at their own."""

from runewars_helpers import make_game, with_locations

from warbands_manager.companions.runewars.runes import (
    peek,
    public_rune_text,
    public_standings,
    reveal_rune,
    shown_runes,
)
from warbands_manager.companions.runewars.state import Location


def board():
    return with_locations(
        make_game(),
        Location("Greyhaven", controller="daqan", rune="dragon"),
        Location("Dawnsmoor", controller="daqan", rune="false"),
        Location("Frostgate", controller="uthuk", rune="dragon"),
        Location("Empty", controller="uthuk"))


def test_a_face_down_token_shows_neither_dragon_nor_false():
    game = board()
    texts = [public_rune_text(loc) for loc in game.locations]
    assert texts == ["Rune token (face down)", "Rune token (face down)",
                     "Rune token (face down)", ""]
    reveal_rune(game, "daqan", "Dawnsmoor")
    assert public_rune_text(game.location("Dawnsmoor")) == "false rune (face up)"


def test_public_counts_leave_out_face_down_dragons():
    game = board()
    assert shown_runes(game, "daqan") == 0
    assert public_standings(game) == [("daqan", 0, 2), ("uthuk", 0, 1)]
    reveal_rune(game, "daqan", "Greyhaven")
    assert public_standings(game) == [("daqan", 1, 1), ("uthuk", 0, 1)]


def test_a_peek_shows_only_the_peeking_players_own_tokens():
    game = board()
    lines = peek(game, "daqan")
    assert "Greyhaven: dragon rune" in lines and "Dawnsmoor: false rune" in lines
    assert not any("Frostgate" in line for line in lines)
    assert lines[-1] == "Dragon runes that count for you: 1"
    assert peek(game, "uthuk")[0] == "Frostgate: dragon rune"
