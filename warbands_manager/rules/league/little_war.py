"""The Little War victory conditions: VP with Unknown Objective bonuses → draw/victory/massacre.

"A Warband that achieved its Unknown Objective in battle may claim a bonus number of VPs equal
to 20% of the enemy Warband's starting points value." With warbands of different sizes, "use the
column corresponding to the size of the Warband that accrued the greater number of Victory
Points".
"""

from __future__ import annotations

from dataclasses import dataclass

from warbands_manager.rules.league.results import Outcome
from warbands_manager.rules.league.tables import LETTERS, LeagueTables, VictoryColumn


@dataclass(frozen=True)
class LittleWarInput:
    """What the players report after turn 6 (sizes are each warband's starting points)."""

    size_a: int
    size_b: int
    vp_a: int
    vp_b: int
    objective_a: bool = False
    objective_b: bool = False


@dataclass(frozen=True)
class LittleWarResult:
    """The worked-out result, with every step for the user to check."""

    bonus_a: int
    bonus_b: int
    total_a: int
    total_b: int
    difference: int
    column: VictoryColumn
    column_size: int
    row_from: int
    letter: str
    outcome: Outcome  # from player A's side
    steps: tuple[str, ...]


def objective_bonus(enemy_size: int, percent: int) -> int:
    """The Unknown Objective bonus; fractions of a VP are dropped (reading: round down)."""
    return enemy_size * percent // 100


def little_war_result(tables: LeagueTables, game: LittleWarInput) -> LittleWarResult:
    """Work out a Little War result from the league's victory table.

    Raises:
        ValueError: a size or VP total is negative, or a size is 0.
    """
    for name in ("size_a", "size_b", "vp_a", "vp_b"):
        if getattr(game, name) < 0:
            raise ValueError(f"{name.replace('_', ' ')} cannot be negative")
    if game.size_a < 1 or game.size_b < 1:
        raise ValueError("each warband has a starting size of at least 1 point")
    percent = tables.objective_bonus_percent
    bonus_a = objective_bonus(game.size_b, percent) if game.objective_a else 0
    bonus_b = objective_bonus(game.size_a, percent) if game.objective_b else 0
    total_a, total_b = game.vp_a + bonus_a, game.vp_b + bonus_b
    difference = abs(total_a - total_b)
    # Equal VP: either column reads; we use the larger warband's (reading, shown in the app).
    if total_a > total_b:
        column_size = game.size_a
    elif total_b > total_a:
        column_size = game.size_b
    else:
        column_size = max(game.size_a, game.size_b)
    column_index, column = _column_for(tables.columns, column_size)
    row = max((r for r in tables.rows if r.min_difference <= difference),
              key=lambda r: r.min_difference, default=tables.rows[0])
    letter = row.letters[column_index]
    outcome = _outcome(letter, total_a, total_b)
    steps = (
        f"A: {game.vp_a} VP" + (f" + {bonus_a} objective bonus" if bonus_a else "")
        + f" = {total_a}",
        f"B: {game.vp_b} VP" + (f" + {bonus_b} objective bonus" if bonus_b else "")
        + f" = {total_b}",
        f"difference {difference}; column {column.label} (size {column_size}); "
        f"row from {row.min_difference} → {letter} ({LETTERS[letter]})",
    )
    return LittleWarResult(bonus_a, bonus_b, total_a, total_b, difference, column, column_size,
                           row.min_difference, letter, outcome, steps)


def _column_for(columns: tuple[VictoryColumn, ...], size: int) -> tuple[int, VictoryColumn]:
    for index, column in enumerate(columns):
        if column.min_size <= size <= column.max_size:
            return index, column
    # Outside every column (e.g. a house table with gaps): the nearest column reads.
    index = min(range(len(columns)), key=lambda i: min(abs(columns[i].min_size - size),
                                                       abs(columns[i].max_size - size)))
    return index, columns[index]


def _outcome(letter: str, total_a: int, total_b: int) -> Outcome:
    if letter == "D" or total_a == total_b:
        return Outcome.DRAW
    a_won = total_a > total_b
    if letter == "M":
        return Outcome.MASSACRE if a_won else Outcome.MASSACRED
    return Outcome.VICTORY if a_won else Outcome.DEFEAT
