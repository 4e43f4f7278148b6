"""The validation summary the roster list stores: valid, error and warning counts.

A thin adapter over the rules engine (``rules.validation``) so the service and the views ask one
place; it adds nothing to the rules.
"""

from __future__ import annotations

from warbands_manager.rules.roster import Roster
from warbands_manager.rules.validation import validate
from warbands_manager.store.summaries import RosterStatus


def check_roster(roster: Roster) -> RosterStatus:
    """Validate ``roster`` and count its errors and warnings."""
    violations = tuple(validate(roster))
    errors = sum(1 for violation in violations if violation.severity == "error")
    return RosterStatus(violations, errors, len(violations) - errors)
