"""The one look of every sheet the app prints (roster, scorecard, results and pairing sheets,
campaign sheet and cards, the companions' pads): table heads, rules, stripes and card boxes.

A sheet builds its tables with :func:`ruled_table` (reportlab ``Table``) or ``grid_table``'s
canvas-drawn grid; both take their colours from here, so a club's printouts look like one set.
"""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Paragraph, Table, TableStyle

from warbands_manager.reports.fonts import BOLD_FONT, cell_paragraph_text

GRID = colors.HexColor("#777777")  # every table's rules
HEAD_BACKGROUND = colors.HexColor("#e4e0d4")  # every table's head row: warm grey, black text
HEAD_TEXT = colors.black
STRIPES = (colors.white, colors.HexColor("#f6f4ee"))  # alternate body rows
TOTAL_BACKGROUND = colors.HexColor("#f3eedf")  # a total or summary row
FLAGGED_BACKGROUND = colors.HexColor("#fde7e7")  # a row with a problem
GRID_WIDTH = 0.4
CARD_BOX_WIDTH = 0.9


def table_style(rows: int, header: bool = True, stripes: bool = True) -> list[tuple]:
    """The ``TableStyle`` commands of a ruled table of ``rows`` rows (head row first)."""
    style: list[tuple] = [("GRID", (0, 0), (-1, -1), GRID_WIDTH, GRID),
                          ("VALIGN", (0, 0), (-1, -1), "TOP")]
    if header:
        style += [("BACKGROUND", (0, 0), (-1, 0), HEAD_BACKGROUND),
                  ("TEXTCOLOR", (0, 0), (-1, 0), HEAD_TEXT),
                  ("FONTNAME", (0, 0), (-1, 0), BOLD_FONT)]
    if stripes:
        first = 1 if header else 0
        style += [("BACKGROUND", (0, row), (-1, row), STRIPES[1])
                  for row in range(first + 1, rows, 2)]
    return style


def head_style(body):
    """The paragraph style of a head cell, from the body cells' style: bold, black."""
    return ParagraphStyle(f"{body.name}-head", parent=body, fontName=BOLD_FONT,
                          textColor=HEAD_TEXT)


def ruled_table(rows: list[list], widths, body, heights=None, header: bool = True,
                stripes: bool = True) -> Table:
    """``rows`` (text or flowables; the first the head) as a table in the sheets' style."""
    head = head_style(body)

    def cell(value, style):
        if isinstance(value, str | int | float):
            return Paragraph(cell_paragraph_text(str(value)), style)
        return value

    data = [[cell(value, head if header and index == 0 else body) for value in row]
            for index, row in enumerate(rows)]
    table = Table(data, colWidths=widths, rowHeights=heights, repeatRows=1 if header else 0)
    table.setStyle(TableStyle(table_style(len(rows), header, stripes)))
    return table


def card_style(rows: int) -> list[tuple]:
    """A card (a character's or a unit's): a box, the head row as a table head, rules
    between the lines."""
    return [("BOX", (0, 0), (-1, -1), CARD_BOX_WIDTH, colors.black),
            ("LINEBELOW", (0, 0), (-1, rows - 2), 0.3, GRID),
            ("BACKGROUND", (0, 0), (-1, 0), HEAD_BACKGROUND),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("BOTTOMPADDING", (0, -1), (-1, -1), 8)]


CARD_LABEL_WIDTH = 34 * mm
