"""The table view's figures: year, season and runes on show; face-down tokens unnamed."""

from runewars_helpers import make_game

from warbands_manager.companions.runewars.runes import reveal_rune
from warbands_manager.companions.runewars.state import Location
from warbands_manager.companions.runewars.table import table_figures


def test_face_down_tokens_are_counted_never_named():
    game = make_game()
    game.locations.append(Location("Mine", controller="daqan", rune="dragon"))
    figures = table_figures(game)
    assert figures.when.startswith("Year 1 of") and figures.when.endswith("Spring")
    tile = figures.figures[0]
    assert tile.value == "0 runes" and "1 face down" in tile.note
    reveal_rune(game, "daqan", "Mine")
    assert table_figures(game).figures[0].value == "1 runes"
    assert table_figures(None).when == "No game open"
