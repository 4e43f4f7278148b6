"""The ``rosters`` actions that open the database through the services: ``export``, ``list``
of a database the quick read does not answer, and the roster finder other commands share."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from warbands_manager.commands.common import EXIT_REFUSED, opened_database
from warbands_manager.rules.roster_io import write_roster_text
from warbands_manager.services.leagues import fold_name
from warbands_manager.services.rosters import RosterService
from warbands_manager.whole_file import write_text

EXIT_NOT_FOUND = 2  # no such roster, or the file cannot be written


def saved_rosters(database) -> list:
    """The saved rosters, as ``rosters list`` prints them."""
    return RosterService(database).list()


def export(args: argparse.Namespace) -> int:
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


def find_roster(database, wanted: str) -> int:
    """The id of the saved roster whose id or name (ignoring case, any alphabet) is ``wanted``.

    Raises:
        LookupError: none or several; the message lists the rosters to choose from.
    """
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
