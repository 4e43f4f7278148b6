"""``warbands-manager validate FILE... [--json]``: check roster files against the Warbands rules.

Exit status: 0 when every file is a valid roster, 1 when any is invalid, 2 when any cannot be
read (2 wins over 1). Units are numbered from 1, as the roster sheet and the editor number them;
the play reminders the sheet prints are printed too. Rules modules are imported inside the
handler so ``--help`` stays cheap. From 500 files the work is split between the processor's
cores (``forked.in_shares``); the output, exit status and log are those of one process.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar

T = TypeVar("T")
EXIT_VALID = 0
EXIT_INVALID = 1
EXIT_UNREADABLE = 2
_BATCH = 100  # files read, then validated, then described together
_GC_YOUNG = 20_000  # objects between collections of the youngest generation (default 700)
# Files per process when the work is split between cores (forked.in_shares): a worker costs
# ~10-20 ms of CPU (the fork, pages copied as it touches them, its lines sent back) and each
# file ~140 us, so a split pays from ~300 files; from 500 (250 a process) it clearly does.
_SHARE_MIN = 250


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "validate", help="check roster files (warbands-roster/1) against the Warbands rules",
        description="Check Warbands roster files and print each problem and the reminders for "
        "play. Units are numbered from 1, in roster order, as on the roster sheet and in the "
        "editor. Exit 0: all valid; 1: some roster breaks a rule; 2: some file cannot be read as "
        "a roster.",
    )
    parser.add_argument("files", nargs="+", metavar="FILE", help="roster JSON files")
    parser.add_argument("--json", action="store_true",
                        help="print one JSON document instead of text")
    parser.set_defaults(handler=_validate)


def check_file(path: str) -> dict:
    """The result for one file, in the shape ``--json`` prints."""
    return next(_FileChecker().results([path]))


class _FileChecker:
    """Checks files with the rules imported once (an import statement in a function costs
    its look-up on every call: 10,000 files, 10,000 look-ups)."""

    def __init__(self) -> None:
        from warbands_manager.rules.roster import size_class
        from warbands_manager.rules.roster_io import RosterReadError, read_roster_file
        from warbands_manager.rules.validation import validate_with_reminders, warband_rating

        self.size_class, self.read, self.unreadable = size_class, read_roster_file, RosterReadError
        self.validate, self.rating = validate_with_reminders, warband_rating

    def checked(self, paths: Sequence[str]) -> Iterator[tuple[str, Any, tuple | None]]:
        """Each file's path, roster and (violations, reminders), in order; for a file that
        cannot be read, its result (``file``, ``error``) and None. Files are taken in
        batches: read them all, then validate them all, then describe them, so each step's
        code and tables stay in the processor's caches for a whole batch (a fifth faster
        than file by file on 10,000 files; a batch is small enough to cost little memory)."""
        for start in range(0, len(paths), _BATCH):
            batch = paths[start:start + _BATCH]
            read = [self._read(path) for path in batch]
            checked = [None if isinstance(roster, dict) else self.validate(roster)
                       for roster in read]
            yield from zip(batch, read, checked, strict=True)

    def results(self, paths: Sequence[str]) -> Iterator[dict]:
        """Each file's result, in order, in the shape ``--json`` prints."""
        for path, roster, outcome in self.checked(paths):
            yield roster if outcome is None else self._result(path, roster, *outcome)

    def text(self, paths: Sequence[str]) -> tuple[str, int, bool]:
        """The lines of ``paths``, their highest exit status and whether any has a problem.
        The lines are written from the validation's own objects: building each file's
        ``--json`` result first cost a seventh of the run."""
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
        """The roster, or the result of a file that cannot be read."""
        try:
            return self.read(path)
        except self.unreadable as error:
            return {"file": path, "error": str(error)}

    def _figures(self, roster: Any) -> tuple[int | float, str, int | float | None]:
        """Points, size class and Warband Rating (None without campaign fields)."""
        total = roster.total_points  # summed once for the points and the size
        wbr = _number(self.rating(roster).total) if roster.has_campaign_fields else None
        return _number(total), self.size_class(total), wbr

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
        ``--json``. (Lines added one by one, not joined per roster first: that copied every
        roster's text twice.)"""
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


def _is_valid(violations: list) -> bool:
    return not any(v.severity == "error" for v in violations)


def exit_code(results: list[dict]) -> int:
    return max(map(_file_exit, results), default=EXIT_VALID)


def _file_exit(result: dict) -> int:
    if "error" in result:
        return EXIT_UNREADABLE
    return EXIT_VALID if result["valid"] else EXIT_INVALID


def _validate(args: argparse.Namespace) -> int:
    check = _FileChecker()
    with _fewer_collections():  # before the fork too: frozen objects stay shared with workers
        if not args.json:
            return _print_text(_in_shares(check.text, args.files))
        results = [result for share in _in_shares(check.listed, args.files)
                   for result in share]
    shown = [{key: value for key, value in result.items() if key != "name"}
             for result in results]
    json.dump({"files": shown}, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
    return exit_code(results)


def _in_shares(work: Callable[[Sequence[str]], T], paths: list[str]) -> list[T]:
    """``work`` of consecutive shares of ``paths``, in order, one per core for many files."""
    if len(paths) < 2 * _SHARE_MIN:  # one share: the forking module (pickle: ~4 ms) not needed
        return [work(paths)]
    from warbands_manager.forked import in_shares

    return in_shares(paths, work, _SHARE_MIN, "validate worker")


def _print_text(shares: list[tuple[str, int, bool]]) -> int:
    """The shares' lines in file order, then the pointer to ``explain`` if any file has a
    problem, in one write as from one process (a reader that leaves, ``| head``, then meets
    the same single write: written share by share, the exit status would differ); the
    highest exit status of all."""
    text = "".join(lines for lines, _code, _problems in shares)
    if any(problems for _lines, _code, problems in shares):
        text += "(warbands-manager explain RULE shows the rule behind a problem)\n"
    sys.stdout.write(text)
    return max(code for _lines, code, _problems in shares)


@contextlib.contextmanager
def _fewer_collections() -> Iterator[None]:
    """Let the cyclic garbage collector run less often while files are checked.

    Each roster read makes dozens of small objects that reference counting frees at once,
    but their number alone sets off a collection every 700 objects, each walking what the
    results kept so far: collecting took ~13 % of ``validate`` on 10,000 files. The objects
    of start-up (modules, rule tables) are set aside meanwhile (``gc.freeze``); cycles are
    still collected, in larger batches. Restored after, for a caller in the same process
    (the tests)."""
    threshold = gc.get_threshold()
    ours = gc.get_freeze_count() == 0  # a caller's own frozen objects stay frozen
    if ours:
        gc.freeze()
    gc.set_threshold(_GC_YOUNG, *threshold[1:])
    try:
        yield
    finally:
        gc.set_threshold(*threshold)
        if ours:
            gc.unfreeze()


def _number(value: float) -> int | float:
    return int(value) if float(value).is_integer() else value
