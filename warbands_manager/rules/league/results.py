"""Game outcomes, league points and the weekly warband size.

An outcome is written from player A's side: ``massacre`` (A massacred B), ``victory``, ``draw``,
``defeat`` (B won a victory) or ``massacred`` (B massacred A). Each player's *result* is then
massacre, victory, draw or loss ("a loss whether the loss was a result of a massacre or a
victory").
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from warbands_manager.rules.league.tables import LeagueTables


class Outcome(StrEnum):
    MASSACRE = "massacre"
    VICTORY = "victory"
    DRAW = "draw"
    DEFEAT = "defeat"
    MASSACRED = "massacred"

    @classmethod
    def parse(cls, text: str) -> Outcome:
        """Case-insensitive; "loss" (the rulebook's and the campaigns' word) is a defeat;
        ``ValueError`` lists the accepted words."""
        word = text.strip().lower()
        try:
            return cls(_ALIASES.get(word, word))
        except ValueError:
            words = ", ".join(o.value for o in cls)
            raise ValueError(f"{text!r} is not a result; use one of {words}") from None

    @property
    def reversed(self) -> Outcome:
        """The same game seen from player B's side."""
        return _REVERSED[self]


_ALIASES = {"loss": "defeat"}
_REVERSED = {
    Outcome.MASSACRE: Outcome.MASSACRED, Outcome.VICTORY: Outcome.DEFEAT,
    Outcome.DRAW: Outcome.DRAW, Outcome.DEFEAT: Outcome.VICTORY,
    Outcome.MASSACRED: Outcome.MASSACRE,
}
RESULT_OF_A = {
    Outcome.MASSACRE: "massacre", Outcome.VICTORY: "victory", Outcome.DRAW: "draw",
    Outcome.DEFEAT: "loss", Outcome.MASSACRED: "loss",
}
RESULT_OF_B = {outcome: RESULT_OF_A[outcome.reversed] for outcome in Outcome}
OUTCOMES = {outcome.value: outcome for outcome in Outcome}  # fast lookup from stored text


class Scored(NamedTuple):
    """What one game is worth to each player, frozen at the moment it is recorded.

    Results already recorded keep these values even if the organiser edits the tables later.
    """

    result_a: str
    result_b: str
    league_points_a: int
    league_points_b: int
    size_added_a: int
    size_added_b: int


def score_game(tables: LeagueTables, week: int, outcome: Outcome) -> Scored:
    """League points and warband-size bonus of both players for ``outcome`` in ``week``.

    Args:
        tables: the league's tables (its copy, with house rules).
        week: 1-based week the game was played in.
        outcome: the result from player A's side.
    """
    row = tables.week(week)
    result_a, result_b = RESULT_OF_A[outcome], RESULT_OF_B[outcome]
    return Scored(
        result_a, result_b,
        tables.league_points[result_a], tables.league_points[result_b],
        row.added[result_a], row.added[result_b],
    )


def warband_size(tables: LeagueTables, week: int, added: list[int] | tuple[int, ...]) -> int:
    """The week's starting size plus the points for each result, capped at the week's maximum.

    Every week starts anew at its starting size, so only that week's games count.
    """
    row = tables.week(week)
    return min(row.maximum_size, row.starting_size + sum(added))
