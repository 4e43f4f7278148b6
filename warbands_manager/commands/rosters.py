"""``warbands-manager rosters list [--json]``: the rosters saved in the database with their ids
(the id ``league link-roster`` takes, though it takes a roster's name too). No Qt.

The actions that load the services are in ``rosters_opened.py`` and ``roster_army_update.py``:
``rosters list`` of a current file reads it with the stdlib driver and must not load them."""

from __future__ import annotations

import argparse
import json

from warbands_manager.commands.common import EXIT_REFUSED, handled_in, quick_or_opened
from warbands_manager.paths import resolve_db_path
from warbands_manager.rules.roster import format_points
from warbands_manager.store import quick_read

_opened_rosters = handled_in("rosters_opened", "saved_rosters")


def register(subparsers) -> None:
    parser = subparsers.add_parser("rosters", help="the rosters saved in the database")
    actions = parser.add_subparsers(dest="rosters_action", metavar="ACTION", required=True)
    listing = actions.add_parser("list", help="saved rosters with their ids, points and verdict")
    listing.add_argument("--json", action="store_true", help="print JSON")
    listing.set_defaults(handler=_list)
    export = actions.add_parser("export", help="write a saved roster to a roster file "
                                "(warbands-roster/1), to share or to keep")
    export.add_argument("name", metavar="NAME", help="the saved roster's name or id")
    export.add_argument("-o", "--output", required=True, metavar="OUT.json")
    export.set_defaults(handler=handled_in("rosters_opened", "export"))
    update = actions.add_parser(
        "update-army-data", help="move a saved roster to the imported revision of its army "
                                 "data (what changes is printed first)")
    update.add_argument("roster", metavar="ROSTER", help="a saved roster's name or id")
    update.add_argument("--dry-run", action="store_true",
                        help="only say what would change; the roster is not touched")
    update.set_defaults(handler=handled_in("roster_army_update", "update"))


def _list(args: argparse.Namespace) -> int:
    rosters = quick_or_opened(args, _quick_list, _opened_rosters)
    if rosters is None:
        return EXIT_REFUSED
    if args.json:
        print(json.dumps({"rosters": [
            {"id": r.id, "name": r.name, "player": r.player, "army": r.army,
             "points": int(r.points) if float(r.points).is_integer() else r.points,
             "size": r.size_class, "valid": r.valid} for r in rosters]},
            ensure_ascii=False, indent=2))
        return 0
    if not rosters:
        print("no rosters saved (the Rosters page, or warbands-manager --demo, adds some)")
        return 0
    for r in rosters:
        player = f" ({r.player})" if r.player else ""
        verdict = "valid" if r.valid else f"INVALID ({r.error_count} error(s))"
        print(f"{r.id:5}  {r.name}{player} — {r.army}, {format_points(r.points)} pts, "
              f"{r.size_class}: {verdict}")
    return 0


def _quick_list(args: argparse.Namespace):
    """The list read with the stdlib driver when the file is current (no ORM import); None
    when the ordinary open path must decide."""
    connection = quick_read.open_current(resolve_db_path(args.db))
    if connection is None:
        return None
    try:
        return quick_read.roster_summaries(connection)
    finally:
        connection.close()
