"""A regular table drawn straight onto the canvas: the league scorecard and results sheets.

A scorecard is a grid of fixed column widths. reportlab's ``Table`` measures every one of its
100,000 cells at 10,000 players and draws each through its general text path (7 s for one
PDF, issue 21); here each row is measured once when the table is made (most cells are short
plain text: one width, looked up once per distinct text), a page's rows are found from the row
heights, and the cells are written as ready PDF text operators, each distinct text encoded
once. The look is the old table's: the same head, grid, shading, padding and middle alignment.

Text too wide for its column, or in letters the body font lacks (CJK), becomes a wrapping
``Paragraph`` cut to :data:`fonts.CELL_CHARS` characters as before (issue 22), so a 750-character
name still gives a row that fits a page.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import accumulate

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import getFont, stringWidth
from reportlab.platypus import Flowable, Paragraph

from warbands_manager.reports.fonts import cell_paragraph_text, paragraph_text, plain_text

CELL_PADDING = 6  # left and right, as reportlab's default cell padding
ROW_PADDING = 4  # above and below the text of a body row
HEAD_PADDING = 3  # above and below the head (reportlab's default)
GRID = colors.HexColor("#777777")
HEAD_BACKGROUND = colors.HexColor("#e4e0d4")
STRIPES = (colors.white, colors.HexColor("#f6f4ee"))
BIG = 1e6  # room enough for a paragraph's height


@dataclass(frozen=True)
class GridRows:
    """The measured body: each cell a plain string or a Paragraph, each row's height and
    each row's top below the first row's (one more: the bottom of the last)."""

    cells: list[list]
    heights: list[float]
    tops: list[float]


def measure_rows(rows: Sequence[Sequence], widths: Sequence[float], style: ParagraphStyle,
                 row_height: float | None = None) -> GridRows:
    """Each value as it will be drawn and each row's height (``row_height`` if given).

    Column by column: each distinct text of a column is measured once (a scorecard repeats
    its numbers thousands of times)."""
    plain_height = style.leading + 2 * ROW_PADDING
    heights = [plain_height if row_height is None else row_height] * len(rows)
    columns = []
    for column, values in enumerate(zip(*rows, strict=True)):
        room = widths[column] - 2 * CELL_PADDING
        texts = [str(value) for value in values]
        fits = {text: _plain_if_it_fits(text, style, room) for text in set(texts)}
        drawn = [fits[text] for text in texts]
        for index, plain in enumerate(drawn):
            if plain is None:  # wraps: a taller row, unless the rows have a fixed height
                paragraph = drawn[index] = Paragraph(cell_paragraph_text(texts[index]), style)
                if row_height is None:
                    heights[index] = max(heights[index],
                                         paragraph.wrap(room, BIG)[1] + 2 * ROW_PADDING)
        columns.append(drawn)
    cells = [list(row) for row in zip(*columns, strict=True)] if columns else [[] for _ in rows]
    return GridRows(cells, heights, [0.0, *accumulate(heights)])


def _plain_if_it_fits(text: str, style: ParagraphStyle, room: float) -> str | None:
    drawn = plain_text(text)
    if drawn is None or "\n" in drawn or stringWidth(drawn, style.fontName, style.fontSize) > room:
        return None
    return drawn


class _Head:
    """The head row, measured once; drawn once per document as a form that every page
    repeats (wrapping and drawing ten paragraphs on each of 480 pages cost more than a
    second)."""

    def __init__(self, texts: Sequence[str], style: ParagraphStyle, widths: Sequence[float]
                 ) -> None:
        self.paragraphs = [Paragraph(paragraph_text(text), style) for text in texts]
        self.widths = list(widths)
        self.sizes = [p.wrap(w - 2 * CELL_PADDING, BIG)[1] for p, w in
                      zip(self.paragraphs, self.widths, strict=True)]
        self.height = max(self.sizes) + 2 * HEAD_PADDING

    def draw(self, canvas, bottom: float) -> None:
        forms = canvas.__dict__.setdefault("_grid_head_forms", {})
        name = forms.get(id(self))
        if name is None:
            name = forms[id(self)] = f"GridHead{len(forms)}"
            canvas.beginForm(name)
            self._draw_once(canvas)
            canvas.endForm()
        canvas.saveState()
        canvas.translate(0, bottom)
        canvas.doForm(name)
        canvas.restoreState()

    def _draw_once(self, canvas) -> None:
        width = sum(self.widths)
        canvas.setFillColor(HEAD_BACKGROUND)
        canvas.rect(0, 0, width, self.height, stroke=0, fill=1)
        left = 0.0
        for paragraph, column_width, size in zip(self.paragraphs, self.widths, self.sizes,
                                                 strict=True):
            paragraph.drawOn(canvas, left + CELL_PADDING, (self.height - size) / 2)
            left += column_width


class GridTable(Flowable):
    """Rows ``start`` .. ``end`` of a measured grid under its head; splits between rows and
    repeats the head on every page."""

    def __init__(self, head: Sequence[str] | _Head, head_style: ParagraphStyle,
                 body: GridRows, widths: Sequence[float], style: ParagraphStyle,
                 start: int = 0, end: int | None = None) -> None:
        super().__init__()
        self.hAlign = "CENTER"  # as reportlab's Table
        self.head = head if isinstance(head, _Head) else _Head(head, head_style, widths)
        self.head_style, self.body = head_style, body
        self.widths, self.style = list(widths), style
        self.start, self.end = start, len(body.heights) if end is None else end
        self.head_height = self.head.height
        self.rows_height = body.tops[self.end] - body.tops[self.start]

    def wrap(self, available_width, available_height):
        self.width = sum(self.widths)
        self.height = self.head_height + self.rows_height
        return self.width, self.height

    def split(self, available_width, available_height):
        room = available_height - self.head_height + self.body.tops[self.start]
        cut = min(bisect_right(self.body.tops, room) - 1, self.end)
        if cut <= self.start or cut >= self.end:
            return []  # not one row fits here (next frame), or everything does (no split)
        return [self._part(self.start, cut), self._part(cut, self.end)]

    def _part(self, start: int, end: int) -> GridTable:
        return GridTable(self.head, self.head_style, self.body, self.widths, self.style,
                         start, end)

    def draw(self) -> None:
        canvas = self.canv
        lefts = [0.0, *accumulate(self.widths)]
        canvas.saveState()
        self._draw_backgrounds(canvas)
        self.head.draw(canvas, self.rows_height)
        self._draw_cells(canvas, lefts)
        self._draw_grid(canvas, lefts)
        canvas.restoreState()

    def _row_bottom(self, row: int) -> float:
        """Bottom of body row ``row`` from the bottom of this part."""
        return self.body.tops[self.end] - self.body.tops[row + 1]

    def _draw_backgrounds(self, canvas) -> None:
        """Every other row shaded, in one path (the others are the white page itself)."""
        path = canvas.beginPath()
        for row in range(self.start, self.end):
            if row % 2:
                path.rect(0, self._row_bottom(row), self.width, self.body.heights[row])
        canvas.setFillColor(STRIPES[1])
        canvas.drawPath(path, stroke=0, fill=1)

    def _draw_cells(self, canvas, lefts) -> None:
        style = self.style
        text = _TextWriter(canvas, style.fontName, style.fontSize)
        canvas.setFillColor(colors.black)
        xs = [f"{left + CELL_PADDING:.2f}" for left in lefts]
        cells, heights, add = self.body.cells, self.body.heights, text.add
        for row in range(self.start, self.end):
            bottom, height = self._row_bottom(row), heights[row]
            # reportlab's middle alignment of one line of text in a cell:
            baseline = f"{bottom + (height + style.leading) / 2 - style.fontSize:.2f}"
            for column, cell in enumerate(cells[row]):
                if cell.__class__ is str:
                    if cell:
                        add(xs[column], baseline, cell)
                else:
                    drawn = cell.wrap(self.widths[column] - 2 * CELL_PADDING, BIG)[1]
                    text.flush()
                    cell.drawOn(canvas, lefts[column] + CELL_PADDING, bottom + (height - drawn) / 2)
        text.flush()

    def _draw_grid(self, canvas, lefts) -> None:
        canvas.setStrokeColor(GRID)
        canvas.setLineWidth(0.5)
        top = self.height
        path = canvas.beginPath()
        for x in lefts:
            path.moveTo(x, 0)
            path.lineTo(x, top)
        for y in (top, *(self._row_bottom(row) for row in range(self.start - 1, self.end))):
            path.moveTo(0, y)
            path.lineTo(self.width, y)
        canvas.drawPath(path, stroke=1, fill=0)


class _TextWriter:
    """Plain strings written as one PDF text block of ready operators.

    Uses reportlab's own font encoding (``splitString``: which subset of the embedded font
    holds each letter) and escaping, once per distinct text and document (plain ASCII letters
    once each); the block is added with ``addLiteral``. This skips ``drawString``'s per-call
    set-up, which was most of the time for 100,000 cells.
    """

    def __init__(self, canvas, font_name: str, size: float) -> None:
        self.canvas, self.font, self.size = canvas, getFont(font_name), size
        cache = canvas.__dict__.setdefault("_grid_text", {})
        self.operators = cache.setdefault(("operators", font_name), {})
        # Letters found (through splitString, once each) to be written as themselves in the
        # font's first subset: reportlab keeps printable ASCII readable so. A text of only
        # such letters is escaped directly instead of split letter by letter.
        self.readable = cache.setdefault(("readable", font_name), set())
        self.lines: list[str] = []
        self.current = None
        self.first_subset: str | None = None

    def add(self, x: str, y: str, text: str) -> None:
        """``text`` with its baseline starting at (``x``, ``y``), both already formatted."""
        parts = self.operators.get(text)
        if parts is None:
            parts = self.operators[text] = self._encode(text)
        if len(parts) == 1 and parts[0][0] == self.current:  # the usual case: one font
            self.lines.append(f"1 0 0 1 {x} {y} Tm ({parts[0][1]}) Tj")
            return
        self.lines.append(f"1 0 0 1 {x} {y} Tm")
        for font_name, escaped in parts:
            if font_name != self.current:
                self.lines.append(f"{font_name} {self.size:g} Tf")
                self.current = font_name
            self.lines.append(f"({escaped}) Tj")

    def _encode(self, text: str) -> list[tuple[str, str]]:
        document, escape = self.canvas._doc, self.canvas._escape
        if not getattr(self.font, "_dynamicFont", False):  # a standard font: one name
            return [(document.getInternalFontName(self.font.fontName), escape(text))]
        if text.isascii() and set(text) <= self.readable:
            return [(self._first_subset(), escape(text))]
        if text.isascii():
            for letter in set(text) - self.readable:
                if self.font.splitString(letter, document) == [(0, letter.encode("ascii"))]:
                    self.readable.add(letter)
        return [(self.font.getSubsetInternalName(subset, document), escape(part))
                for subset, part in self.font.splitString(text, document)]

    def _first_subset(self) -> str:
        if self.first_subset is None:
            self.first_subset = self.font.getSubsetInternalName(0, self.canvas._doc)
        return self.first_subset

    def flush(self) -> None:
        if self.lines:
            self.canvas.addLiteral("BT\n" + "\n".join(self.lines) + "\nET")
            self.lines, self.current = [], None
