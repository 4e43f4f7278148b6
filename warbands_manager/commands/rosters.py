"""``warbands-manager rosters list [--json]``: the rosters saved in the database with their ids
(the id ``league link-roster`` takes, though it takes a roster's name too). No Qt."""

from __future__ import annotations

import argparse
import json

from warbands_manager.commands import roster_army_update
from warbands_manager.commands.common import EXIT_REFUSED, quick_or_opened

EXIT_NOT_FOUND = 2  # no such roster, or the file cannot be written


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
    export.set_defaults(handler=_export)
    roster_army_update.register(actions, find_roster)


def _export(args: argparse.Namespace) -> int:
    import sys
    from pathlib import Path

    from warbands_manager.commands.common import opened_database
    from warbands_manager.rules.roster_io import write_roster_text
    from warbands_manager.services.rosters import RosterService
    from warbands_manager.whole_file import write_text

    with opened_database(args, create=False, read_only=True) as database:
        if database is None:
            return EXIT_REFUSED
        try:
            roster = RosterService(database).load(find_roster(database, args.name))
        except LookupError as error:
            print(f"warbands-manager rosters: {error}", file=sys.stderr)
            return EXIT_NOT_FOUND
    target = Path(args.output)
    try:  # whole or not at all: a file being replaced is never left half written
        write_text(target, write_roster_text(roster))
    except OSError as error:
        print(f"warbands-manager rosters: cannot write {target}: {error.strerror}",
              file=sys.stderr)
        return EXIT_NOT_FOUND
    print(f"roster written: {target}")
    return 0


def _list(args: argparse.Namespace) -> int:
    from warbands_manager.rules.roster import format_points

    def listed(database):
        from warbands_manager.services.rosters import RosterService

        return RosterService(database).list()

    rosters = quick_or_opened(args, _quick_list, listed)
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
    from warbands_manager.paths import resolve_db_path
    from warbands_manager.store import quick_read

    connection = quick_read.open_current(resolve_db_path(args.db))
    if connection is None:
        return None
    try:
        return quick_read.roster_summaries(connection)
    finally:
        connection.close()


def find_roster(database, wanted: str) -> int:
    """The id of the saved roster whose id or name (ignoring case, any alphabet) is ``wanted``.

    Raises:
        LookupError: none or several; the message lists the rosters to choose from.
    """
    from warbands_manager.services.leagues import fold_name
    from warbands_manager.services.rosters import RosterService

    rosters = RosterService(database).list()
    text = wanted.strip()
    if text.isdigit() and any(r.id == int(text) for r in rosters):
        return int(text)
    found = [r for r in rosters if fold_name(r.name) == fold_name(text)]
    if len(found) == 1:
        return found[0].id
    shown = ", ".join(f"#{r.id} {r.name}" for r in (found or rosters)) or "none saved"
    what = "several rosters are" if found else "no roster is"
    raise LookupError(f"{what} called {wanted!r}; rosters: {shown}")

