"""``warbands-manager print roster FILE -o OUT.pdf``: printable sheets.

``print`` takes a target (only ``roster`` so far); other printable things add their own target
parser here. reportlab is imported inside the handler.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

EXIT_OK = 0
EXIT_UNREADABLE = 2


def register(subparsers) -> None:
    parser = subparsers.add_parser("print", help="print a sheet to PDF (roster)")
    targets = parser.add_subparsers(dest="print_target", metavar="TARGET", required=True)
    roster = targets.add_parser("roster", help="a roster file as a printable roster sheet")
    roster.add_argument("file", metavar="FILE", help="roster JSON file (warbands-roster/1)")
    roster.add_argument("-o", "--output", metavar="OUT.pdf", required=True,
                        help="where to write the PDF")
    roster.set_defaults(handler=_print_roster)


def _print_roster(args: argparse.Namespace) -> int:
    from warbands_manager.reports.roster_pdf import roster_pdf
    from warbands_manager.rules.roster_io import RosterReadError, read_roster_file

    try:
        roster = read_roster_file(args.file)
    except RosterReadError as error:
        print(f"warbands-manager: {error}", file=sys.stderr)
        return EXIT_UNREADABLE
    output = Path(args.output)
    try:
        output.write_bytes(roster_pdf(roster))
    except OSError as error:
        print(f"warbands-manager: cannot write {output}: {error.strerror}", file=sys.stderr)
        return EXIT_UNREADABLE
    print(f"roster sheet written: {output}")
    return EXIT_OK
