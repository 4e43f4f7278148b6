"""A campaign warband checked against the roster rules (``rules.validation.validate``).

Injuries, disbanded units and retirements can leave a warband that breaks the composition rules
(a dead Commander, too few Core units ...). The rules do not say what must happen then, so the
problems are shown and logged — never refused (reading ``validator-after-pass``). A *starting*
warband must be legal (``spending.starting_problems``, reading ``starting-warband``).
"""

from __future__ import annotations

from warbands_manager.rules.campaign.ledger import LogEntry
from warbands_manager.rules.roster import Roster
from warbands_manager.rules.validation import Violation, validate


def roster_problems(roster: Roster) -> list[Violation]:
    """Every error and warning of the roster rules, errors first (the validator's order)."""
    return validate(roster)


def describe_problems(problems: list[Violation]) -> list[str]:
    """One line per problem: ``✗ rule: message`` for errors, ``⚠`` for warnings."""
    return [f"{'✗' if v.severity == 'error' else '⚠'} {v.rule}: {v.message}" for v in problems]


def check_entries(roster: Roster, when: str, step: str) -> list[LogEntry]:
    """Log lines (under ``step``) of the roster check ``when`` (e.g. "after the pass")."""
    problems = roster_problems(roster)
    errors = sum(1 for v in problems if v.severity == "error")
    if not problems:
        return [LogEntry(step, f"roster check {when}: valid under the roster rules")]
    head = (f"roster check {when}: {errors} error(s), {len(problems) - errors} warning(s) "
            "under the roster rules — shown, not refused")
    return [LogEntry(step, head)] + [LogEntry(step, line) for line in describe_problems(problems)]
