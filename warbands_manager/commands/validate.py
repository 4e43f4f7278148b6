"""``warbands-manager validate FILE... [--json]``: check roster files against the Warbands rules.

Exit status: 0 when every file is a valid roster, 1 when any is invalid, 2 when any cannot be
read (2 wins over 1). Units are numbered from 1, as the roster sheet and the editor number them;
the play reminders the sheet prints are printed too. Rules modules are imported inside the
handler so ``--help`` stays cheap.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from warbands_manager.commands.roster_diff import saved_rosters
from warbands_manager.commands.validate_catalogues import CatalogueChecks
from warbands_manager.rules.roster import size_class
from warbands_manager.rules.roster_io import RosterReadError, read_roster_file
from warbands_manager.rules.validation import validate_with_reminders, warband_rating

EXIT_VALID = 0
EXIT_INVALID = 1
EXIT_UNREADABLE = 2


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "validate", help="check roster files (warbands-roster/1) against the Warbands rules",
        description="Check Warbands roster files and print each problem and the reminders for "
        "play. Units are numbered from 1, in roster order, as on the roster sheet and in the "
        "editor. Exit 0: all valid; 1: some roster breaks a rule; 2: some file cannot be read as "
        "a roster.",
    )
    parser.add_argument("files", nargs="+", metavar="FILE",
                        help="roster JSON files, or the names of saved rosters")
    parser.add_argument("--json", action="store_true",
                        help="print one JSON document instead of text")
    parser.set_defaults(handler=_validate)


def check_file(path: str) -> dict:
    """The result for one file, in the shape ``--json`` prints."""
    return next(_FileChecker().results([path]))


class _FileChecker:
    """Checks files with the rules modules."""

    def __init__(self, catalogues: CatalogueChecks | None = None) -> None:
        self.catalogues = catalogues
        self.saved: dict[str, Any] = {}  # a name that is no file → saved roster (or why not)

    def find_saved(self, args: argparse.Namespace, paths: Sequence[str]) -> None:
        """Look up, in the database, the saved rosters named by what is not a file."""
        names = [path for path in paths if looks_like_a_name(path) and not Path(path).exists()]
        if names:
            self.saved = saved_rosters(args, names)

    def checked(self, paths: Sequence[str]) -> Iterator[tuple[str, Any, tuple | None]]:
        """Each file's path, roster and (violations, reminders), in order; for a file that
        cannot be read, its result (``file``, ``error``) and None."""
        for path in paths:
            roster = self._read(path)
            if self.catalogues is not None:
                self.catalogues.before([roster])  # the army data a roster names, if any
            outcome = None if isinstance(roster, dict) else validate_with_reminders(roster)
            yield path, roster, outcome

    def results(self, paths: Sequence[str]) -> Iterator[dict]:
        """Each file's result, in order, in the shape ``--json`` prints."""
        for path, roster, outcome in self.checked(paths):
            yield roster if outcome is None else self._result(path, roster, *outcome)

    def text(self, paths: Sequence[str]) -> tuple[str, int, bool]:
        """The lines of ``paths``, their highest exit status and whether any has a problem."""
        chunks: list[str] = []
        code, problems = EXIT_VALID, False
        describe = self._describe
        for path, roster, outcome in self.checked(paths):
            if outcome is None:
                chunks.append(f"{path}: UNREADABLE: {roster['error']}\n")
                code = EXIT_UNREADABLE
                continue
            violations, reminders = outcome
            valid = _is_valid(violations)
            describe(chunks, path, roster, valid, violations, reminders)
            if not valid and code == EXIT_VALID:
                code = EXIT_INVALID
            problems = problems or bool(violations)
        return "".join(chunks), code, problems

    def listed(self, paths: Sequence[str]) -> list[dict]:
        return list(self.results(paths))

    def _read(self, path: str) -> Any:
        """The roster (a saved one for a name that is no file), or the result of a file that
        cannot be read."""
        saved = self.saved.get(path)
        if isinstance(saved, str):
            return {"file": path, "error": saved}
        if saved is not None:
            return saved
        try:
            return read_roster_file(path)
        except RosterReadError as error:
            return {"file": path, "error": str(error)}

    def _figures(self, roster: Any) -> tuple[int | float, str, int | float | None]:
        """Points, size class and Warband Rating (None without campaign fields)."""
        total = roster.total_points  # summed once for the points and the size
        wbr = _number(warband_rating(roster).total) if roster.has_campaign_fields else None
        return _number(total), size_class(total), wbr

    def _result(self, path: str, roster: Any, violations: list, reminders: list) -> dict:
        points, size, wbr = self._figures(roster)
        result = {"file": path, "name": roster.name, "valid": _is_valid(violations),
                  "points": points, "size": size}
        if wbr is not None:
            result["wbr"] = wbr
        # Unit numbers as the user sees them (the sheet and the editor count from 1).
        result["violations"] = [
            {"rule": v.rule, "severity": v.severity, "units": [index + 1 for index in v.units],
             "message": v.message}
            for v in violations
        ]
        result["reminders"] = [{"rule": r.rule, "text": r.text} for r in reminders]
        return result

    def _describe(self, chunks: list[str], path: str, roster: Any, valid: bool,
                  violations: list, reminders: list) -> None:
        """The text of one roster added to ``chunks``, a line each ending in a new line: a
        line for it, one per problem, then its reminders. Units numbered from 1, as in
        ``--json``."""
        points, size, wbr = self._figures(roster)
        rating = "" if wbr is None else f", WBR {wbr}"
        chunks.append(f"{path}: {roster.name} — {points} pts, {size}{rating}: "
                      f"{'VALID' if valid else 'INVALID'}\n")
        for v in violations:
            where = (" [units " + ",".join([str(index + 1) for index in v.units]) + "]"
                     if v.units else "")
            chunks.append(f"  {v.severity}: {v.rule}{where}: {v.message}\n")
        if reminders:
            chunks.append("  reminders for play:\n")
            chunks.extend([f"    - {r.text} ({r.rule})\n" for r in reminders])


def looks_like_a_name(text: str) -> bool:
    """A saved roster's name, not a file path: no folder and no ``.json`` (a missing file
    keeps its "file not found")."""
    return "/" not in text and "\\" not in text and not text.lower().endswith(".json")


def _is_valid(violations: list) -> bool:
    return not any(v.severity == "error" for v in violations)


def exit_code(results: list[dict]) -> int:
    return max(map(_file_exit, results), default=EXIT_VALID)


def _file_exit(result: dict) -> int:
    if "error" in result:
        return EXIT_UNREADABLE
    return EXIT_VALID if result["valid"] else EXIT_INVALID


def _validate(args: argparse.Namespace) -> int:
    catalogues = CatalogueChecks(args)
    try:
        return _validate_with(args, _FileChecker(catalogues))
    finally:
        catalogues.close()


def _validate_with(args: argparse.Namespace, check: _FileChecker) -> int:
    check.find_saved(args, args.files)
    if not args.json:
        return _print_text(*check.text(args.files))
    results = check.listed(args.files)
    shown = [{key: value for key, value in result.items() if key != "name"}
             for result in results]
    json.dump({"files": shown}, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
    return exit_code(results)


def _print_text(text: str, code: int, problems: bool) -> int:
    """The files' lines, then the pointer to ``explain`` if any file has a problem, in one
    write; the highest exit status of all."""
    if problems:
        text += "(warbands-manager explain RULE shows the rule behind a problem)\n"
    sys.stdout.write(text)
    return code


def _number(value: float) -> int | float:
    return int(value) if float(value).is_integer() else value
