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

from warbands_manager.rules.league.results import warband_size
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

    def problems(self) -> list[str]:
        """What makes the roster illegal for the week, one line each."""
        found = []
        points = format_points(self.roster_points)
        for game in self.too_big_for:
            found.append(f"{points} points is more than the {game.size} points allowed for "
                         f"{game.label} of week {self.week}")
        if self.roster_points > self.allowed_size:
            found.append(f"{points} points is more than the {self.allowed_size} points "
                         f"allowed in week {self.week}")
        return found + [v.message for v in self.violations if v.is_error]

    def warnings(self) -> list[str]:
        """Worth checking, but legal."""
        return [v.message for v in self.violations if not v.is_error]

    def messages(self) -> list[str]:
        """What is wrong, then what is worth checking (marked), for people."""
        return self.problems() + [f"warning: {text}" for text in self.warnings()]

    def summary(self) -> str:
        """"legal", or the count of the problems :meth:`messages` lists (and warnings)."""
        problems, warnings = len(self.problems()), len(self.warnings())
        said = [] if self.legal else [_count(problems, "problem")]
        if warnings:
            said.append(_count(warnings, "warning"))
        if self.legal:
            return "legal" + (f" ({said[0]})" if said else "")
        return ", ".join(said)


def _count(number: int, word: str) -> str:
    return f"{number} {word}{'' if number == 1 else 's'}"


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
    found: list[GameSize] = []
    added: list[int] = []
    for label, bonus in games:
        found.append(GameSize(label, warband_size(tables, week, added)))
        added.append(bonus)
    return tuple(found)
