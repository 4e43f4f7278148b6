"""``warbands-manager import-bsdata PATH...``: import BattleScribe army data into the database.

Files (``.gst``/``.cat``/``.ros`` and zipped forms) or folders of them. Prints what was stored,
what a newer revision changed, and each file it refused; exit 1 when any file was refused.
"""

from __future__ import annotations

import argparse
import sys

from warbands_manager.commands.common import EXIT_REFUSED, open_database_or_explain

EXIT_SOME_FAILED = 1


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "import-bsdata", help="import BattleScribe .gst/.cat/.ros files (or folders)")
    parser.add_argument("paths", nargs="+", metavar="PATH", help="files or folders")
    parser.set_defaults(handler=_import)


def _import(args: argparse.Namespace) -> int:
    from warbands_manager.paths import data_dir
    from warbands_manager.services.armies import ArmyDataService

    database = open_database_or_explain(args)
    if database is None:
        return EXIT_REFUSED
    try:
        report = ArmyDataService(database, data_dir()).import_paths(args.paths)
    finally:
        database.close()
    for line in report.lines():
        stream = sys.stderr if line.startswith("error:") else sys.stdout
        print(line, file=stream)
    if not (report.stored or report.unchanged or report.roster_ids or report.errors):
        print("no BattleScribe files found", file=sys.stderr)
        return EXIT_SOME_FAILED
    return EXIT_SOME_FAILED if report.errors else 0
