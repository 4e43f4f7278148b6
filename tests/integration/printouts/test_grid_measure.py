"""Columns of plain ASCII that fit are taken as they are (``grid_table._all_plain_and_fit``):
the measured grid is the one measuring text by text gives, at the edge of the room too."""

from __future__ import annotations

from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import getFont

from warbands_manager.reports.fonts import BODY_FONT, register_fonts
from warbands_manager.reports.grid_table import CELL_PADDING, _plain_if_it_fits, measure_rows


def _by_text(rows, widths, style):
    font = getFont(style.fontName)
    return [[_plain_if_it_fits(str(value), font, style.fontSize, width - 2 * CELL_PADDING)
             for value, width in zip(row, widths, strict=True)] for row in rows]


def test_plain_columns_are_drawn_as_measured_text_by_text():
    register_fonts()
    style = ParagraphStyle("cell", fontName=BODY_FONT, fontSize=9, leading=11)
    font = getFont(BODY_FONT)
    edge = "W" * 9
    exact = font.stringWidth(edge, 9) + 2 * CELL_PADDING  # the text fills the room exactly
    rows = [[1, "Ann", edge, ""], [22, "Zoë", edge, ""], [333, "Bo (x)", edge, "12="]]
    widths = [40.0, 60.0, exact, 40.0]
    body = measure_rows(rows, widths, style)
    assert body.cells == _by_text(rows, widths, style)
    assert body.cells[0] == ["1", "Ann", edge, ""] and not body.wrapped
    narrower = measure_rows(rows, [40.0, 60.0, exact - 0.01, 40.0], style)
    assert narrower.wrapped == frozenset({0, 1, 2})  # one point less: every edge text wraps
    assert [row[0] for row in narrower.cells] == ["1", "22", "333"]
