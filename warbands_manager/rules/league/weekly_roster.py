"""A player's weekly roster checked against that week's warband size.

Reading (shown in the app): the roster linked for a week must not cost more than the player's
warband size in that week (the week's starting size plus the points added by that week's
results so far, capped at the week's maximum), and must pass the Warbands composition rules
(``rules.validation.validate``: errors make it illegal, warnings are shown).
"""

from __future__ import annotations

from dataclasses import dataclass

from warbands_manager.rules.roster import Roster, format_points
from warbands_manager.rules.validation import Violation, validate


@dataclass(frozen=True)
class WeeklyRosterCheck:
    week: int
    allowed_size: int
    roster_points: float
    violations: tuple[Violation, ...]

    @property
    def over_size(self) -> bool:
        return self.roster_points > self.allowed_size

    @property
    def legal(self) -> bool:
        return not self.over_size and not any(v.is_error for v in self.violations)

    def messages(self) -> list[str]:
        """What is wrong (or worth checking), for people."""
        found = []
        if self.over_size:
            found.append(f"{format_points(self.roster_points)} points is more than the "
                         f"{self.allowed_size} points allowed in week {self.week}")
        found += [v.message for v in self.violations]
        return found

    def summary(self) -> str:
        if self.legal:
            warnings = len(self.violations)
            return "legal" + (f" ({warnings} warning(s))" if warnings else "")
        problems = int(self.over_size) + sum(v.is_error for v in self.violations)
        return f"{problems} problem(s)"


def check_weekly_roster(roster: Roster, week: int, allowed_size: int) -> WeeklyRosterCheck:
    """Check ``roster`` for ``week`` against ``allowed_size`` and the composition rules."""
    return WeeklyRosterCheck(week, allowed_size, roster.total_points, tuple(validate(roster)))
