"""The scorecard grid (reports/grid_table.py): drawn straight on the canvas, it must still
print every row once, in order, under the head on every page, with the shared frame, and
split pages by the row heights (a wrapped long name makes its row taller)."""

from __future__ import annotations

from io import BytesIO

from pypdf import PdfReader
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm

from warbands_manager.reports import league_scorecard as scorecard
from warbands_manager.reports.fonts import BODY_FONT, register_fonts
from warbands_manager.reports.grid_table import ROW_PADDING, measure_rows
from warbands_manager.rules.league.standings import PlayerInfo, StandingRow, Standings


def _standings(count: int, long_name: str = "") -> Standings:
    rows = tuple(StandingRow(PlayerInfo(
        i, long_name if i == 2 and long_name else f"Player {i:04d}", f"Band {i}", "Empire"),
        rank=i, warband_size=500, massacres=1, victories=2, losses=1, games=4,
        league_points=15, points_by_week=[15]) for i in range(1, count + 1))
    return Standings(1, rows, ())


def _pages(path) -> list[str]:
    return [page.extract_text() for page in PdfReader(BytesIO(path.read_bytes())).pages]


def test_every_row_once_in_order_under_the_head_on_every_page(tmp_path):
    path = tmp_path / "card.pdf"
    scorecard.write_scorecard(path, scorecard.ScorecardInfo("Autumn", weeks=4),
                              _standings(120))
    pages = _pages(path)
    assert len(pages) > 3
    text = "\n".join(pages)
    positions = [text.index(f"Player {i:04d}") for i in range(1, 121)]
    assert positions == sorted(positions)
    for number, page in enumerate(pages, start=1):
        assert "Warband Name" in page and "Massacres" in page  # the head repeats
        assert f"Page {number} of {len(pages)}" in page and "Autumn" in page


def test_a_long_name_wraps_into_a_taller_row_and_fewer_rows_fit(tmp_path):
    register_fonts()
    cell = ParagraphStyle("cell", fontName=BODY_FONT, fontSize=9, leading=11)
    body = measure_rows([["1", "Ann"], ["2", "Þór " * 40]], [13 * mm, 40 * mm], cell)
    assert body.heights[0] == 11 + 2 * ROW_PADDING
    assert body.heights[1] > 4 * 11  # wrapped onto several lines
    assert body.tops == [0.0, body.heights[0], body.heights[0] + body.heights[1]]
    short, long = tmp_path / "short.pdf", tmp_path / "long.pdf"
    info = scorecard.ScorecardInfo("Autumn")
    scorecard.write_scorecard(short, info, _standings(60))
    scorecard.write_scorecard(long, info, _standings(60, long_name="Þór " * 70))
    assert len(_pages(long)) >= len(_pages(short))
    assert "Player 0060" in "\n".join(_pages(long))
