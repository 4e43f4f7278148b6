"""The end-of-game record of a companion game as a PDF: the result, each seat's final state
and the game's log, in the look of the other sheets (the shared header and footer, the grid of
``grid_table``)."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Spacer

from warbands_manager.companions.records import GameRecord
from warbands_manager.reports.fonts import BOLD_FONT, paragraph_text, register_fonts
from warbands_manager.reports.grid_table import GridTable, measure_rows
from warbands_manager.reports.printout import Printout, write

SEAT_HEAD = ("Player", "Side", "At the end", "Won")
SEAT_WIDTHS = (40 * mm, 40 * mm, 84 * mm, 14 * mm)
LOG_HEAD = ("#", "What happened")
LOG_WIDTHS = (12 * mm, 166 * mm)


def _styles() -> dict[str, ParagraphStyle]:
    font = register_fonts()
    return {
        "title": ParagraphStyle("title", fontName=BOLD_FONT, fontSize=16, leading=20),
        "result": ParagraphStyle("result", fontName=BOLD_FONT, fontSize=12, leading=15),
        "body": ParagraphStyle("body", fontName=font, fontSize=9, leading=11.5),
        "cell": ParagraphStyle("cell", fontName=font, fontSize=9, leading=11),
        "head": ParagraphStyle("head", fontName=BOLD_FONT, fontSize=8, leading=10),
        "small": ParagraphStyle(
            "small", fontName=font, fontSize=7.5, leading=9.5, textColor=colors.HexColor("#444444")
        ),
    }


def _grid(rows: list[list], head, widths, styles) -> GridTable:
    return GridTable(
        head, styles["head"], measure_rows(rows, widths, styles["cell"]), widths, styles["cell"]
    )


def write_game_record(path: Path, record: GameRecord) -> Path:
    """Write ``record`` to ``path`` (through a temporary file, as every printout)."""
    styles = _styles()
    seats = [[seat.name, seat.side, seat.final, "✓" if seat.won else ""] for seat in record.seats]
    log = [[number, line] for number, line in enumerate(record.log, start=1)] or [
        ["", "Nothing was logged."]
    ]
    story = [
        Paragraph(paragraph_text(f"{record.game}: {record.name}"), styles["title"]),
        Paragraph(paragraph_text(f"Finished {record.finished}"), styles["small"]),
        Spacer(1, 3 * mm),
        Paragraph(paragraph_text(record.result), styles["result"]),
        Spacer(1, 4 * mm),
        _grid(seats, SEAT_HEAD, SEAT_WIDTHS, styles),
        Spacer(1, 6 * mm),
        Paragraph(paragraph_text("The game's log"), styles["result"]),
        Spacer(1, 2 * mm),
        _grid(log, LOG_HEAD, LOG_WIDTHS, styles),
    ]
    printout = Printout(f"{record.game} — end of game", record.name)
    return write(Path(path), story, printout, A4)
