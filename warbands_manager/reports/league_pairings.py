"""The pairing sheet of a league night: table numbers, players and their warband sizes for the
week, the bye and the pairer's notes (reportlab only here)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from reportlab.lib.units import mm

from warbands_manager.reports.league_scorecard import (
    ScorecardInfo,
    _build,
    _footnotes,
    _heading,
    _styles,
    _tables,
)


@dataclass(frozen=True)
class SheetTable:
    table: int
    player_a: str
    size_a: int
    player_b: str
    size_b: int


def write_pairings_sheet(path: Path, info: ScorecardInfo, week: int, tables: list[SheetTable],
                         byes: list[str], notes: list[str]) -> None:
    """One row per table, room to write the result; byes and notes below."""
    styles = _styles()
    head = ("Table", "Player A", "Warband size", "Player B", "Warband size",
            "Result (A's side)")
    rows = [[t.table, t.player_a, f"{t.size_a} pts", t.player_b, f"{t.size_b} pts", ""]
            for t in tables] or [["", "Nobody to pair", "", "", "", ""]]
    widths = [16 * mm, 62 * mm, 26 * mm, 62 * mm, 26 * mm, 55 * mm]
    story = _heading(info, f"Pairings — week {week}", styles)
    story += _tables(rows, styles, head, widths, row_height=11 * mm)
    lines = ([f"Bye: {', '.join(byes)}."] if byes else []) + list(notes)
    lines.append("Pairings follow the rule that players should not play the same person more "
                 "than twice in a row, then fewest repeat opponents, then similar league points.")
    story += _footnotes(ScorecardInfo(info.league, notes=tuple(lines)), styles, order=False)
    # "of N" only when the league's length is known (0: paired from a results file)
    length = f" of {info.weeks}" if info.weeks else ""
    _build(Path(path), story, info, "Pairings", f"week {week}{length}")
