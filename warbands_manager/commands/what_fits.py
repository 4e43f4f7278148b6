"""``warbands-manager what-fits ROSTER [--points N] [--json]``: army-list entries that can be
added without breaking a rule, at their minimum size, with their cost.

ROSTER is a file or a saved roster's name; the army list is the imported army data of the
roster's army (``--db``). Exit 0 with a list (possibly empty), 2 when the roster or the army
data is missing.
"""

from __future__ import annotations

import argparse
import json
import sys

from warbands_manager.commands.common import opened_database
from warbands_manager.commands.roster_diff import load_roster
from warbands_manager.paths import data_dir
from warbands_manager.rules.army_names import army_name
from warbands_manager.rules.roster import format_points
from warbands_manager.rules.what_fits import points_left, what_fits

EXIT_OK = 0
EXIT_UNREADABLE = 2


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "what-fits", help="army-list entries that fit the points left without breaking a rule")
    parser.add_argument("roster", metavar="ROSTER", help="roster file or saved roster name")
    parser.add_argument("--points", type=float, metavar="N",
                        help="points to fill (default: the points left under the roster's "
                        "limit, else under 500)")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    parser.set_defaults(handler=_what_fits)


def _what_fits(args: argparse.Namespace) -> int:
    # deferred: the services load SQLModel, which `--help` (it builds this parser) must not load
    from warbands_manager.services.armies import ArmyDataService

    try:
        roster = load_roster(args, args.roster)
    except LookupError as error:
        print(f"warbands-manager: {error}", file=sys.stderr)
        return EXIT_UNREADABLE
    with opened_database(args) as database:
        if database is None:
            return EXIT_UNREADABLE
        armies = ArmyDataService(database, data_dir())
        army = armies.army_list_for(roster.army)
        if army is None:
            print(f"warbands-manager: no army data imported for {army_name(roster.army)} "
                  "(warbands-manager import-bsdata FILE...)", file=sys.stderr)
            return EXIT_UNREADABLE
        budget = points_left(roster) if args.points is None else args.points
        choices = what_fits(roster, army, armies.trait_table(roster.army), budget)
    if args.json:
        json.dump({"roster": roster.name, "points": budget, "fits": [
            {"name": c.entry.name, "category": c.entry.category, "models": c.unit.models,
             "points": c.cost} for c in choices]}, sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
        return EXIT_OK
    print(f"{roster.name}: what fits in {format_points(budget)} points "
          f"({len(choices)} entries, at minimum size)")
    for choice in choices:
        print(f"  {format_points(choice.cost):>5} pts  {choice.unit.models:>3} × "
              f"{choice.entry.name} ({choice.entry.category})")
    return EXIT_OK
