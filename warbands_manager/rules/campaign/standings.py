"""Campaign standings by the chosen victory condition: highest WBR or best win-loss record.

The first and second place play a final Little War battle; a tie for first or second place needs
a semi-final round (seed 002, "Winning the campaign").
"""

from __future__ import annotations

from dataclasses import dataclass

VICTORY_CONDITIONS = ("wbr", "record")
WINS = ("massacre", "victory")


@dataclass(frozen=True)
class GameRecord:
    """A warband's record over every game recorded for it, and how many of those games still
    wait for its post-battle pass (counted in the record all the same)."""

    won: int = 0
    drawn: int = 0
    lost: int = 0
    pending: int = 0

    def text(self) -> str:
        """``W1 D0 L1 (1 post-battle pass pending)``."""
        pending = (f" ({self.pending} post-battle pass{'es' if self.pending > 1 else ''} "
                   "pending)" if self.pending else "")
        return f"W{self.won} D{self.drawn} L{self.lost}{pending}"


def game_record(games: list[tuple[str, bool]]) -> GameRecord:
    """The record of ``(own result, pass complete)`` pairs, one per game the warband played.

    Every recorded game counts (reading ``record-every-game``): the result is known when the
    game is recorded, the pass only adds experience, so a game whose pass has not run yet is
    counted and marked pending rather than left out.
    """
    won = sum(1 for result, _done in games if result in WINS)
    drawn = sum(1 for result, _done in games if result == "draw")
    pending = sum(1 for _result, done in games if not done)
    return GameRecord(won, drawn, len(games) - won - drawn, pending)


@dataclass(frozen=True)
class StandingRow:
    player: str
    warband: str
    won: int
    drawn: int
    lost: int
    wbr: float
    pending: int = 0  # games counted whose post-battle pass has not been completed

    @property
    def games(self) -> int:
        return self.won + self.drawn + self.lost

    def key(self, condition: str) -> tuple:
        if condition == "wbr":
            return (self.wbr,)
        # Reading: "best win-loss record" = most wins minus losses, then most wins.
        return (self.won - self.lost, self.won)


@dataclass(frozen=True)
class Standings:
    condition: str
    rows: tuple[StandingRow, ...]
    finalists: tuple[str, ...]  # empty while a semi-final is needed
    semifinal: tuple[str, ...]  # players tied for first or second place

    def place(self, row: StandingRow) -> int:
        """1-based place, equal keys share a place."""
        better = [other for other in self.rows if other.key(self.condition) >
                  row.key(self.condition)]
        return len(better) + 1


def standings(rows: list[StandingRow], condition: str) -> Standings:
    """Sort rows by the condition and decide the final (or the semi-final needed)."""
    if condition not in VICTORY_CONDITIONS:
        raise ValueError(f"victory condition must be one of {', '.join(VICTORY_CONDITIONS)}")
    ordered = tuple(sorted(rows, key=lambda r: (tuple(-k for k in r.key(condition)), r.player)))
    if len(ordered) < 2:
        return Standings(condition, ordered, (), ())
    first = [r.player for r in ordered if r.key(condition) == ordered[0].key(condition)]
    if len(first) == 2:
        return Standings(condition, ordered, tuple(first), ())
    if len(first) > 2:
        # Reading: three or more tied for first play semi-finals for the two final places.
        return Standings(condition, ordered, (), tuple(first))
    second = [r.player for r in ordered if r.key(condition) == ordered[1].key(condition)]
    if len(second) > 1:
        # Reading: the leader waits in the final; those tied for second play a semi-final.
        return Standings(condition, ordered, (), tuple(second))
    return Standings(condition, ordered, (ordered[0].player, ordered[1].player), ())
