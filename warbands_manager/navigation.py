"""The app's views by name: the single list the window, ``--view`` and ``--list-views`` share.

Pure data (no Qt), so the command line can name views without loading the GUI.
"""

from __future__ import annotations

from typing import NamedTuple


# A NamedTuple, not a dataclass: this module is on the start path, which the first paint
# waits for.
class ViewInfo(NamedTuple):
    name: str  # stable, used by --view and in settings
    title: str
    group: str
    summary: str


WARHAMMER = "Warhammer Warbands"
COMPANIONS = "Companion trackers"

VIEWS: tuple[ViewInfo, ...] = (
    ViewInfo("rosters", "Rosters", WARHAMMER,
             "Build 100-500 point warbands and check them against the composition rules."),
    ViewInfo("leagues", "Leagues", WARHAMMER,
             "Run escalation leagues: record Little War games, standings and scorecards."),
    ViewInfo("campaigns", "Campaigns", WARHAMMER,
             "Carry warbands from game to game: experience, Warband Rating, injuries."),
    ViewInfo("against-the-darkness", "Against the Darkness", COMPANIONS,
             "Warband: Against the Darkness - game tracker and end-game score pad."),
    ViewInfo("banner-saga", "Banner Saga: Warbands", COMPANIONS,
             "The Banner Saga: Warbands - the four role boards and the journey."),
    ViewInfo("runewars", "Runewars: Banners of War", COMPANIONS,
             "Runewars with Banners of War - years, seasons, runes and battles."),
    ViewInfo("tiny-big-wars", "Tiny Big Wars", COMPANIONS,
             "Tiny Big Wars - castles, storage, health trackers and WAR! dice."),
)

# Which page opens a file given on the command line or dropped on the window, by suffix.
FILE_OPENERS: dict[str, str] = {
    suffix: "rosters"
    for suffix in (".json", ".gst", ".cat", ".gstz", ".catz", ".ros", ".rosz")
}

VIEW_NAMES: tuple[str, ...] = tuple(view.name for view in VIEWS)
DEFAULT_VIEW = "rosters"


def view_info(name: str) -> ViewInfo:
    """The view called ``name``; ``KeyError`` names the valid choices."""
    for view in VIEWS:
        if view.name == name:
            return view
    raise KeyError(f"unknown view {name!r}; choose one of: {', '.join(VIEW_NAMES)}")


def with_page(view: str) -> str:
    """``--view`` text with its page named: the Rules Reference (``help`` or ``help=RULE``)
    opens over any page, so given alone it opens over the default one."""
    first = view.split("/")[0]
    if first == "help" or first.startswith("help="):
        return f"{DEFAULT_VIEW}/{view}"
    return view
