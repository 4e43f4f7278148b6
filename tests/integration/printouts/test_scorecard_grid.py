"""The scorecard grid (reports/grid_table.py): drawn straight on the canvas, it must still
print every row once, in order, under the head on every page, with the shared frame, and
split pages by the row heights (a wrapped long name makes its row taller)."""

from __future__ import annotations

from io import BytesIO

from pypdf import PdfReader
from pypdf.generic import ContentStream
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


def _lefts_of(reader: PdfReader, shown: bytes) -> set[float] | set[str]:
    """Where on the line each ``(shown) Tj`` of the pages' text starts (``Tm`` sets the line,
    ``Td`` moves it): {"1 value"} when all start at one x."""
    lefts = set()
    for page in reader.pages:
        x = 0.0
        for operands, operator in ContentStream(page.get_contents(), reader).operations:
            if operator == b"Tm":
                x = float(operands[4])
            elif operator == b"Td":
                x += float(operands[0])
            elif operator == b"Tj":
                value = operands[0]  # bytes, or a string pypdf decoded: compare the bytes
                raw = value if isinstance(value, bytes) else value.get_original_bytes()
                if raw == shown:
                    lefts.add(round(x, 2))
    return {"1 value"} if len(lefts) == 1 else lefts


def _many_letters(count: int) -> list[str]:
    """``count`` names of six different non-ASCII letters each (Greek, Cyrillic, Latin
    Extended), so that a document needs more than one 256-letter subset of the body font."""
    letters = [chr(c) for c in range(0x391, 0x3CA) if chr(c).isalpha()]
    letters += [chr(c) for c in range(0x410, 0x450)] + [chr(c) for c in range(0x100, 0x17F)]
    return ["".join(letters[(6 * i + k) % len(letters)] for k in range(6)) for i in range(count)]


def test_letters_from_several_font_subsets_and_empty_cells_keep_their_columns(tmp_path):
    """Each row is one text move and a ready piece per cell: a name whose letters are in a
    second font subset must hand the next cell back its font, and an empty cell must still move
    along the line, or the following columns would print garbled or shifted."""
    names = _many_letters(60)
    rows = tuple(StandingRow(PlayerInfo(i, names[i - 1], "" if i % 3 else f"Band{i}",
                                        "Empire"),
                             rank=i, warband_size=500, massacres=1, victories=2, losses=1,
                             games=4, league_points=15, points_by_week=[15])
                 for i in range(1, 61))
    path = tmp_path / "card.pdf"
    scorecard.write_scorecard(path, scorecard.ScorecardInfo("Autumn"), Standings(1, rows, ()))
    reader = PdfReader(BytesIO(path.read_bytes()))
    text = "\n".join(page.extract_text() for page in reader.pages)
    lines = {line.split()[0]: line.split() for line in text.splitlines() if line.strip()}
    for row in rows:
        words = lines[str(row.rank)]
        expected = [str(row.rank), row.player.name]
        expected += [row.player.warband] if row.player.warband else []
        assert words == [*expected, "Empire", "500", "1", "2", "0", "1", "15"], words
    assert _lefts_of(reader, b"Empire") == {"1 value"}  # one column, empty cell before or not
    fonts = {name for page in reader.pages
             for name in page["/Resources"]["/Font"]}
    assert len(fonts) >= 3  # the body font's two subsets (and the head's bold)
