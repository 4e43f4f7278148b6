"""A player's weekly roster checked against that week's warband size.

Reading (shown in the app): the roster linked for a week must not cost more than the player's
warband size in that week (the week's starting size plus the points added by that week's
results so far, capped at the week's maximum), and must pass the Warbands composition rules
(``rules.validation.validate``: errors make it illegal, warnings are shown). The size is checked
per game, in game order: each game the player played that week was played at the size before
its own result was added, so a roster too big for an earlier game of the week is caught even
though the week's later results made the warband bigger (reading ``weekly-roster-per-game``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from warbands_manager.rules.roster import Roster, format_points
from warbands_manager.rules.validation import Violation, validate

if TYPE_CHECKING:
    from warbands_manager.rules.league.tables import LeagueTables


@dataclass(frozen=True)
class GameSize:
    """One of the week's games and the player's warband size when it was played."""

    label: str  # "game 2 (v Bob)"
    size: int


@dataclass(frozen=True)
class WeeklyRosterCheck:
    week: int
    allowed_size: int  # the size now, for the week's next game
    roster_points: float
    violations: tuple[Violation, ...]
    games: tuple[GameSize, ...] = ()  # the week's games so far, in game order

    @property
    def too_big_for(self) -> list[GameSize]:
        """The week's games the roster was too big for, in game order."""
        return [game for game in self.games if self.roster_points > game.size]

    @property
    def over_size(self) -> bool:
        return self.roster_points > self.allowed_size or bool(self.too_big_for)

    @property
    def legal(self) -> bool:
        return not self.over_size and not any(v.is_error for v in self.violations)

    def messages(self) -> list[str]:
        """What is wrong (or worth checking), for people."""
        found = []
        points = format_points(self.roster_points)
        for game in self.too_big_for:
            found.append(f"{points} points is more than the {game.size} points allowed for "
                         f"{game.label} of week {self.week}")
        if self.roster_points > self.allowed_size:
            found.append(f"{points} points is more than the {self.allowed_size} points "
                         f"allowed in week {self.week}")
        found += [v.message for v in self.violations]
        return found

    def summary(self) -> str:
        if self.legal:
            warnings = len(self.violations)
            return "legal" + (f" ({warnings} warning(s))" if warnings else "")
        problems = int(self.over_size) + sum(v.is_error for v in self.violations)
        return f"{problems} problem(s)"


def check_weekly_roster(roster: Roster, week: int, allowed_size: int,
                        games: tuple[GameSize, ...] = ()) -> WeeklyRosterCheck:
    """Check ``roster`` for ``week`` against ``allowed_size`` (the size now), the size of each
    of the week's ``games`` (in game order) and the composition rules."""
    return WeeklyRosterCheck(week, allowed_size, roster.total_points, tuple(validate(roster)),
                             tuple(games))


def sizes_per_game(tables: LeagueTables, week: int,
                   games: list[tuple[str, int]]) -> tuple[GameSize, ...]:
    """The size at each of a player's games of ``week`` from ``(label, size added by that
    game)`` in game order: the week's starting size plus the earlier games' points, capped."""
    from warbands_manager.rules.league.results import warband_size

    found: list[GameSize] = []
    added: list[int] = []
    for label, bonus in games:
        found.append(GameSize(label, warband_size(tables, week, added)))
        added.append(bonus)
    return tuple(found)
