"""``warbands-manager explain RULE|WORDS``: the rules reference (Help › Rules Reference) on the
command line — the entry of a rule id that ``validate`` printed, or the entries matching words.
"""

from __future__ import annotations

import argparse
import sys
import textwrap

from warbands_manager.paths import data_dir, rules_coverage_dir
from warbands_manager.rules.reference import build_reference

EXIT_FOUND = 0
EXIT_NOTHING = 1
MAX_LISTED = 25


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "explain", help="explain a rule id (as validate prints it) or search the rules reference",
        description="Print the rules-reference entry of a rule id such as large.max-units, "
        "or list the entries that contain every word given.")
    parser.add_argument("words", nargs="+", metavar="RULE|WORD")
    parser.add_argument("--details", action="store_true",
                        help="also print the coverage notes: rule ids, tests and source files")
    parser.set_defaults(handler=_explain)


def _explain(args: argparse.Namespace) -> int:
    reference = build_reference(rules_coverage_dir(), data_dir())
    query = " ".join(args.words)
    entry = reference.entry_for_rule(query)
    if entry is not None:
        _print_entry(entry, args.details)
        return EXIT_FOUND
    hits = reference.search(query)
    if len(hits) == 1:
        _print_entry(hits[0], args.details)
    for hit in hits[:MAX_LISTED] if len(hits) > 1 else ():
        rule = hit.key.removeprefix("rule:") if hit.key.startswith("rule:") else ""
        name = f"{hit.title}  ({rule})" if rule and args.details else hit.title
        print(name if rule else f"{name}  [{hit.group}]")
    if len(hits) > MAX_LISTED:
        print(f"… and {len(hits) - MAX_LISTED} more; add words to narrow the search")
    if not hits:
        print(f"nothing in the rules reference matches {query!r}", file=sys.stderr)
        return EXIT_NOTHING
    return EXIT_FOUND


def _print_entry(entry, details: bool = False) -> None:
    """The entry in plain words; ``details`` adds ids, tests and the source file."""
    print(entry.title)
    print(f"({entry.group})")
    for heading, text in entry.plain:
        line = f"{heading}: {text}" if heading else text
        print(textwrap.fill(line, width=100, initial_indent="- ", subsequent_indent="  "))
    if not details and entry.plain:
        return
    ids = ", ".join(entry.rule_ids)
    print(f"Details ({entry.source}{'; rule ' + ids if ids else ''}):")
    for line in entry.lines:
        print(textwrap.fill(line.replace("**", ""), width=100, initial_indent="- ",
                            subsequent_indent="  "))
