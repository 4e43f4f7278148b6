"""``warbands-manager print roster FILE -o OUT.pdf``: printable sheets; ``--text`` prints the
roster as text to share instead (``--format plain|markdown|bbcode``).

``print`` takes a target (only ``roster`` so far); other printable things add their own target
parser here. reportlab is imported inside the handler.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from warbands_manager.commands.roster_diff import load_roster
from warbands_manager.commands.validate_catalogues import CatalogueChecks
from warbands_manager.rules.roster_text import roster_text
from warbands_manager.whole_file import write_bytes

EXIT_OK = 0
EXIT_UNREADABLE = 2


def register(subparsers) -> None:
    parser = subparsers.add_parser("print", help="print a sheet to PDF (roster)")
    targets = parser.add_subparsers(dest="print_target", metavar="TARGET", required=True)
    roster = targets.add_parser("roster", help="a roster file as a printable roster sheet")
    roster.add_argument("file", metavar="FILE",
                        help="roster JSON file (warbands-roster/1) or a saved roster's name")
    roster.add_argument("-o", "--output", metavar="OUT.pdf",
                        help="where to write the PDF (needed unless --text)")
    roster.add_argument("--text", action="store_true",
                        help="print the roster as text to share instead of a PDF")
    roster.add_argument("--format", choices=("plain", "markdown", "bbcode"), default="plain",
                        help="the text's format with --text (bbcode: for forums)")
    roster.set_defaults(handler=_print_roster)


def _print_roster(args: argparse.Namespace) -> int:
    try:
        roster = load_roster(args, args.file)
    except LookupError as error:
        print(f"warbands-manager: {error}", file=sys.stderr)
        return EXIT_UNREADABLE
    if args.text:
        sys.stdout.write(roster_text(roster, args.format))
        return EXIT_OK
    if not args.output:
        print("warbands-manager: print roster needs -o OUT.pdf (or --text)", file=sys.stderr)
        return EXIT_UNREADABLE
    # deferred: only the PDF needs reportlab (not --text, nor `--help`, which builds this parser)
    from warbands_manager.reports.roster_pdf import roster_pdf

    output = Path(args.output)
    catalogues = CatalogueChecks(args)  # the army data the roster names, when stored
    try:
        catalogues.before([roster])
        write_bytes(output, roster_pdf(roster))
    except OSError as error:
        print(f"warbands-manager: cannot write {output}: {error.strerror}", file=sys.stderr)
        return EXIT_UNREADABLE
    finally:
        catalogues.close()
    print(f"roster sheet written: {output}")
    return EXIT_OK
