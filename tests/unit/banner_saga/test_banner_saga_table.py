"""The table view's figures: season, location, phase, renown per role, the warband."""

from warbands_manager.companions.banner_saga.setup import new_game
from warbands_manager.companions.banner_saga.table import table_figures


def test_season_location_phase_and_renown(mission):
    figures = table_figures(new_game(mission, "four"))
    assert figures.when == "Spring · L0 (1 of 8)"
    assert figures.turn == "Resolve the starting location's event"
    assert [f.label for f in figures.figures] == [
        "Quartermaster", "Keeper of Names", "Thane", "Warmaster", "Warband"]
    assert table_figures(None).when == "No game open"


def test_tracked_only_roles_are_marked(mission):
    figures = table_figures(new_game(mission, "solo"))
    notes = {f.label: f.note for f in figures.figures}
    assert notes["Thane"] == "" and notes["Warmaster"] == "tracked only"
