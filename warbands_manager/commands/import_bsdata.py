"""``warbands-manager import-bsdata PATH...``: import BattleScribe army data into the database.

Files (``.gst``/``.cat``/``.ros`` and zipped forms) or folders of them. Prints the import
report: per catalogue the units and magic items read and every entry not read as a unit, with the
reason; what a newer revision changed; each file it refused (``--json``: the same as data).
Exit 2, as ``validate``, when a file was refused (unreadable, hostile, or a catalogue that
yielded no unit: nothing is stored for it) or no BattleScribe file was found, else 0.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from warbands_manager.commands.common import EXIT_REFUSED, opened_database
from warbands_manager.paths import data_dir

SOURCE_FILES = (".bsr", ".bsi", ".json")

EXIT_REFUSED_FILE = 2


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "import-bsdata", help="import BattleScribe .gst/.cat/.ros files (or folders)")
    parser.add_argument("paths", nargs="+", metavar="PATH",
                        help="files or folders, or one data source: a data index address "
                             "(.bsi or index.xml), a repository distribution (.bsr) or a "
                             "repository source (.json)")
    parser.add_argument("--json", action="store_true", help="print the import report as JSON")
    parser.add_argument("--only", nargs="+", metavar="NAME",
                        help="from a data source: only these catalogues (names or files)")
    parser.add_argument("--list", dest="list_only", action="store_true",
                        help="from a data source: list what it holds, import nothing")
    parser.set_defaults(handler=_import)


def is_source(paths: list[str]) -> bool:
    """Whether ``import-bsdata`` was given one data source rather than files or folders."""
    if len(paths) != 1:
        return False
    text = paths[0]
    return text.startswith(("http://", "https://", "file:")) or (
        Path(text).suffix.lower() in SOURCE_FILES or Path(text).name.lower() == "index.xml")


def _import(args: argparse.Namespace) -> int:
    if is_source(args.paths):
        # deferred: only a data source needs the network and data-index readers; files do not
        from warbands_manager.commands.army_sources import import_source

        return import_source(args, _print_report)
    # deferred: loads SQLModel, which `--help` (it builds this parser) must not load
    from warbands_manager.services.armies import ArmyDataService

    with opened_database(args) as database:
        if database is None:
            return EXIT_REFUSED
        report = ArmyDataService(database, data_dir()).import_paths(args.paths)
    return _print_report(args, report)


def _print_report(args: argparse.Namespace, report) -> int:
    if args.json:
        print(json.dumps(report.to_json(), ensure_ascii=False, indent=2))
    else:
        for line in report.lines():
            stream = sys.stderr if line.startswith("error:") else sys.stdout
            print(line, file=stream)
    if not (report.stored or report.unchanged or report.roster_ids or report.errors):
        print(f"no BattleScribe files (.gst, .cat, .ros or zipped) found in "
              f"{', '.join(args.paths)}", file=sys.stderr)
        return EXIT_REFUSED_FILE
    return EXIT_REFUSED_FILE if report.not_understood or report.errors else 0
