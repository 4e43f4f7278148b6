"""What the table view shows: the few figures everyone at the table needs, per game.

Each companion has a pure ``table.py`` returning :class:`TableFigures` for its state; the one
Qt widget (``ui/table_view.py``) draws any of them in large type. Hidden information (face-down
cards and tokens, Intel) never reaches these figures.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Figure:
    """One tile: whose it is, the key number, and a short line under it."""

    label: str
    value: str
    note: str = ""
    highlight: bool = False  # e.g. the player whose turn it is


@dataclass(frozen=True)
class TableFigures:
    title: str
    when: str  # round / season / year
    turn: str  # whose turn, or what happens now
    figures: list[Figure] = field(default_factory=list)
    footer: str = ""  # e.g. the winning target


def no_game(title: str) -> TableFigures:
    return TableFigures(title, "No game open", "Start or open a game on the page first.")
