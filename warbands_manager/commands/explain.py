"""``warbands-manager explain RULE|WORDS``: the rules reference (Help › Rules Reference) on the
command line — the entry of a rule id that ``validate`` printed, or the entries matching words.
"""

from __future__ import annotations

import argparse
import sys
import textwrap

EXIT_FOUND = 0
EXIT_NOTHING = 1
MAX_LISTED = 25


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "explain", help="explain a rule id (as validate prints it) or search the rules reference",
        description="Print the rules-reference entry of a rule id such as large.max-units, "
        "or list the entries that contain every word given.")
    parser.add_argument("words", nargs="+", metavar="RULE|WORD")
    parser.set_defaults(handler=_explain)


def _explain(args: argparse.Namespace) -> int:
    from warbands_manager.paths import data_dir, rules_coverage_dir
    from warbands_manager.rules.reference import build_reference

    reference = build_reference(rules_coverage_dir(), data_dir())
    query = " ".join(args.words)
    entry = reference.entry_for_rule(query)
    if entry is not None:
        _print_entry(entry)
        return EXIT_FOUND
    hits = reference.search(query)
    if len(hits) == 1:
        _print_entry(hits[0])
    for hit in hits[:MAX_LISTED] if len(hits) > 1 else ():
        rule = hit.key.removeprefix("rule:") if hit.key.startswith("rule:") else ""
        print(f"{hit.title}" if rule else f"{hit.title}  [{hit.group}]")
    if len(hits) > MAX_LISTED:
        print(f"… and {len(hits) - MAX_LISTED} more; add words to narrow the search")
    if not hits:
        print(f"nothing in the rules reference matches {query!r}", file=sys.stderr)
        return EXIT_NOTHING
    return EXIT_FOUND


def _print_entry(entry) -> None:
    print(entry.title)
    print(f"({entry.group}; {entry.source})")
    for line in entry.lines:
        print(textwrap.fill(line.replace("**", ""), width=100, initial_indent="- ",
                            subsequent_indent="  "))
