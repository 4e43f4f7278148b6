"""``warbands-manager rosters update-army-data ROSTER [--dry-run]``: move a saved roster to the
imported revision of its army data (units renamed and repriced as the catalogue now has them;
units it no longer has are kept as saved), after saying what changes. No Qt. (``rosters``
registers the parser; this module loads the services when the action runs.)"""

from __future__ import annotations

import argparse
import sys

from warbands_manager.commands.common import EXIT_REFUSED, opened_database
from warbands_manager.commands.rosters_opened import find_roster
from warbands_manager.paths import data_dir
from warbands_manager.services.roster_army_update import roster_update
from warbands_manager.services.rosters import RosterService

EXIT_UNKNOWN = 2


def update(args: argparse.Namespace) -> int:
    with opened_database(args) as database:
        if database is None:
            return EXIT_REFUSED
        try:
            roster_id = find_roster(database, args.roster)
        except LookupError as error:
            print(f"warbands-manager: {error}", file=sys.stderr)
            return EXIT_UNKNOWN
        seen = RosterService(database).seen(roster_id)  # a save since then is refused
        update = roster_update(database, data_dir(), roster_id)
        if not update.moves:
            print(f"“{update.before.name}” already matches its imported army data: "
                  "nothing to change")
            return 0
        if not update.effects:
            print(f"“{update.before.name}”: its units read the same on the newest revision")
        for effect in update.effects:
            print(effect.line())
            print("\n".join(f"  {change}" for change in effect.changes))
        if args.dry_run:
            print("nothing changed (--dry-run)")
            return 0
        RosterService(database).save(roster_id, update.after, seen)
    print(f"“{update.after.name}” moved to the imported army data")
    return 0
