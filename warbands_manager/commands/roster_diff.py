"""``warbands-manager diff A B [--json]``: what changed between two rosters.

A and B are roster files, or the names of saved rosters (the database of ``--db``) when no
such file exists. Exit 0 when they are the same, 1 when they differ, 2 when one cannot be read.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from warbands_manager.commands.common import opened_database
from warbands_manager.paths import ServerUrl, resolve_db_path
from warbands_manager.rules.roster_diff import diff_rosters
from warbands_manager.rules.roster_io import RosterReadError, read_roster_file

EXIT_SAME = 0
EXIT_DIFFERENT = 1
EXIT_UNREADABLE = 2


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "diff", help="compare two rosters (files or saved rosters by name)",
        description="Units added, removed and changed (models, upgrades, points) between "
        "roster A and roster B, with the points difference. Exit 0: the same; 1: different; "
        "2: a roster cannot be read.")
    parser.add_argument("before", metavar="A", help="roster file or saved roster name (before)")
    parser.add_argument("after", metavar="B", help="roster file or saved roster name (after)")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    parser.set_defaults(handler=_diff)


def _diff(args: argparse.Namespace) -> int:
    try:
        before, after = load_roster(args, args.before), load_roster(args, args.after)
    except LookupError as error:
        print(f"warbands-manager: {error}", file=sys.stderr)
        return EXIT_UNREADABLE
    diff = diff_rosters(before, after)
    if args.json:
        json.dump(diff.to_dict(), sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    else:
        sys.stdout.write("\n".join(diff.lines()) + "\n")
    return EXIT_SAME if diff.same else EXIT_DIFFERENT


def load_roster(args: argparse.Namespace, where: str):
    """A roster from a file, else the saved roster of that name (exact, then unique part).

    Raises:
        LookupError: the file is not a roster, or no single saved roster has that name.
    """
    if Path(where).is_file():
        try:
            return read_roster_file(where)
        except RosterReadError as error:
            raise LookupError(str(error)) from error
    found = saved_rosters(args, [where])[where]
    if isinstance(found, str):
        raise LookupError(found)
    return found


def saved_rosters(args: argparse.Namespace, names: list[str]) -> dict:
    """Each name → the saved roster of that name (exact, then the unique one containing it,
    ignoring case), or the message saying why there is none; the database is opened once and
    never created (a mistyped file name must not make a database)."""
    # deferred: the services load SQLModel, which comparing or checking two files never needs
    from warbands_manager.services.rosters import RosterService

    target = resolve_db_path(args.db)
    if not isinstance(target, ServerUrl) and not Path(target).is_file():
        return {name: f"{name}: file not found (and no saved rosters)" for name in names}
    with opened_database(args, create=False, read_only=True) as database:
        if database is None:
            return {name: f"{name}: file not found, and the database cannot be opened"
                    for name in names}
        service = RosterService(database)
        summaries = service.list()
        return {name: _pick(service, summaries, name) for name in names}


def _pick(service, summaries, where: str):
    exact = [s for s in summaries if s.name.casefold() == where.casefold()]
    found = exact or [s for s in summaries if where.casefold() in s.name.casefold()]
    if len(found) == 1:
        return service.load(found[0].id)
    detail = (f"no saved roster of that name (saved: "
              f"{', '.join(s.name for s in summaries) or 'none'})" if not found else
              f"{len(found)} saved rosters of that name: "
              + ", ".join(s.name for s in found))
    return f"{where}: file not found, and {detail}"
