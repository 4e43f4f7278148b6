"""A regular table drawn straight onto the canvas: the league scorecard and results sheets.

A scorecard is a grid of fixed column widths. reportlab's ``Table`` measures every cell of
every row and draws each through its general text path, which for a league of thousands of
players takes seconds; here each row is measured once when the table is made (each distinct
text of a column measured once, with reportlab's ``stringWidth``), a page's rows are found from
the row heights, and the cells are written as ready PDF text operators, each distinct text encoded
once: a row is one text-matrix move and one ready piece per cell (a move along the line and the
text). The shading and grid lines of a page are built once per page layout (every full page of
a scorecard has the same one) and repeated. The look is the old table's: the same head, grid,
shading, padding and middle alignment.

Text too wide for its column, or in letters the body font lacks (CJK), becomes a wrapping
``Paragraph`` cut to :data:`fonts.CELL_CHARS` characters, so even a very long name still gives
a row that fits a page.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import accumulate

from reportlab.lib import colors
from reportlab.lib.rl_accel import escapePDF
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import getFont
from reportlab.pdfgen.pathobject import PDFPathObject
from reportlab.platypus import Flowable, Paragraph

from warbands_manager.reports.fonts import cell_paragraph_text, paragraph_text, plain_text
from warbands_manager.reports.sheet_style import GRID, HEAD_BACKGROUND, STRIPES

CELL_PADDING = 6  # left and right, as reportlab's default cell padding
ROW_PADDING = 4  # above and below the text of a body row
HEAD_PADDING = 3  # above and below the head (reportlab's default)
BIG = 1e6  # room enough for a paragraph's height


@dataclass(frozen=True)
class GridRows:
    """The measured body: each cell a plain string or a Paragraph, each row's height and
    each row's top below the first row's (one more: the bottom of the last)."""

    cells: list[list]
    heights: list[float]
    tops: list[float]
    wrapped: frozenset[int] = frozenset()  # rows holding a Paragraph (text too wide to fit)


def measure_rows(rows: Sequence[Sequence], widths: Sequence[float], style: ParagraphStyle,
                 row_height: float | None = None) -> GridRows:
    """Each value as it will be drawn and each row's height (at least ``row_height`` if
    given: a row whose text wraps is as tall as its text).

    Column by column: each distinct text of a column is measured once (a scorecard repeats
    its numbers thousands of times)."""
    plain_height = style.leading + 2 * ROW_PADDING
    heights = [plain_height if row_height is None else row_height] * len(rows)
    columns: list[list] = []
    wrapped: set[int] = set()
    font, size = getFont(style.fontName), style.fontSize
    for column, values in enumerate(zip(*rows, strict=True)):
        room = widths[column] - 2 * CELL_PADDING
        texts = list(map(str, values))
        width = font.stringWidth
        if _all_plain_and_fit(set(texts), font, size, room):  # most columns: nothing to do
            columns.append(texts)
            continue
        # Plain ASCII on one line (most texts) measured inline, the rest by _plain_if_it_fits.
        fits = {text: (text if width(text, size) <= room else None)
                if text.isascii() and "\n" not in text
                else _plain_if_it_fits(text, font, size, room) for text in set(texts)}
        drawn = list(map(fits.__getitem__, texts))
        if None not in fits.values():  # every text of the column fits on one line
            columns.append(drawn)
            continue
        for index, plain in enumerate(drawn):
            if plain is None:  # wraps: a taller row (a row height given is the least one,
                # so a long name on a sheet to fill in by hand never runs into the rules)
                paragraph = drawn[index] = Paragraph(cell_paragraph_text(texts[index]), style)
                wrapped.add(index)
                heights[index] = max(heights[index],
                                     paragraph.wrap(room, BIG)[1] + 2 * ROW_PADDING)
        columns.append(drawn)
    cells = [list(row) for row in zip(*columns, strict=True)] if columns else [[] for _ in rows]
    return GridRows(cells, heights, [0.0, *accumulate(heights)], frozenset(wrapped))


def _all_plain_and_fit(texts: set[str], font, size: float, room: float) -> bool:
    """Whether every one of ``texts`` is plain ASCII on one line no wider than ``room``: the
    column is then drawn as it is, without a check per text."""
    joined = "".join(texts)
    if not texts or not joined.isascii() or "\n" in joined:
        return not texts
    return max(font.stringWidth(text, size) for text in texts) <= room


def _plain_if_it_fits(text: str, font, size: float, room: float) -> str | None:
    drawn = text if text.isascii() else plain_text(text)  # most texts: no call
    if drawn is None or "\n" in drawn or font.stringWidth(drawn, size) > room:
        return None
    return drawn


class _Head:
    """The head row, measured once; drawn once per document as a form that every page
    repeats (rather than wrapping and drawing its paragraphs again on every page)."""

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
                 start: int = 0, end: int | None = None,
                 shapes: dict[tuple, tuple[str, str]] | None = None) -> None:
        super().__init__()
        self.hAlign = "CENTER"  # as reportlab's Table
        self.head = head if isinstance(head, _Head) else _Head(head, head_style, widths)
        self.head_style, self.body = head_style, body
        self.widths, self.style = list(widths), style
        self.start, self.end = start, len(body.heights) if end is None else end
        self.head_height = self.head.height
        self.rows_height = body.tops[self.end] - body.tops[self.start]
        # The shading and grid paths by page layout, shared by the parts of one table.
        self.shapes = {} if shapes is None else shapes

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
                         start, end, self.shapes)

    def draw(self) -> None:
        canvas = self.canv
        stripes, grid = self._shapes()
        canvas.saveState()
        canvas.setFillColor(STRIPES[1])
        canvas.addLiteral(stripes)
        self.head.draw(canvas, self.rows_height)
        self._draw_cells(canvas)
        canvas.setStrokeColor(GRID)
        canvas.setLineWidth(0.5)
        canvas.addLiteral(grid)
        canvas.restoreState()

    def _shapes(self) -> tuple[str, str]:
        """(every other row shaded, in one path; the grid lines) of this part, as PDF path
        operators. They depend only on the part's row heights and whether it starts on a
        shaded row, so all the full pages of a document share them."""
        heights = tuple(self.body.heights[self.start:self.end])
        width = sum(self.widths)
        key = (self.start % 2, heights, width, self.head_height)
        shapes = self.shapes.get(key)
        if shapes is None:
            shapes = self.shapes[key] = _shape_paths(self.start % 2, heights, width,
                                                     self.widths, self.head_height)
        return shapes

    def _draw_cells(self, canvas) -> None:
        """All plain cells as one text block: per row one text-matrix move to the first
        column and a ready piece per cell (``_CellPieces``); wrapped cells (Paragraphs) are
        drawn after it."""
        style = self.style
        writer = _TextWriter.of(canvas, style.fontName, style.fontSize)
        canvas.setFillColor(colors.black)
        lefts = [0.0, *accumulate(self.widths)]
        pieces = [writer.pieces(None if column == 0 else lefts[column] - lefts[column - 1])
                  for column in range(len(self.widths))]
        x = f"{CELL_PADDING:.2f}"
        # reportlab's middle alignment of one line of text in a cell:
        offset = (style.leading / 2) - style.fontSize
        cells, heights, tops = self.body.cells, self.body.heights, self.body.tops
        end_top, wrapped = tops[self.end], self.body.wrapped
        writer.fill_columns(self.body, pieces)
        lines = [writer.font_operator]
        texts = _row_texts(pieces, cells[self.start:self.end])
        for row, line in zip(range(self.start, self.end), texts, strict=True):
            if line:
                bottom = end_top - tops[row + 1]
                lines.append(f"1 0 0 1 {x} {bottom + heights[row] / 2 + offset:.2f} Tm{line}")
        canvas.addLiteral("BT\n" + "\n".join(lines) + "\nET")
        for row in wrapped.intersection(range(self.start, self.end)):
            bottom, height = end_top - tops[row + 1], heights[row]
            for column, cell in enumerate(cells[row]):
                if cell.__class__ is not str:
                    drawn = cell.wrap(self.widths[column] - 2 * CELL_PADDING, BIG)[1]
                    cell.drawOn(canvas, lefts[column] + CELL_PADDING,
                                bottom + (height - drawn) / 2)


def _row_texts(pieces: Sequence[_CellPieces], rows: Sequence[Sequence]) -> Iterator[str]:
    """Each row's pieces joined, looked up column by column through ``map`` (in C; a text
    not made yet goes through ``__missing__``) rather than in a Python loop per row."""
    if not rows or not rows[0]:  # no columns: every row empty
        return iter([""] * len(rows))
    columns = zip(*rows, strict=True)
    looked_up = [map(piece.__getitem__, column)
                 for piece, column in zip(pieces, columns, strict=True)]
    return map("".join, zip(*looked_up, strict=True))


def _shape_paths(first_shaded: int, heights: tuple[float, ...], width: float,
                 widths: Sequence[float], head_height: float) -> tuple[str, str]:
    """The shading (filled) and grid (stroked) of rows of ``heights`` under a head, bottoms
    measured from the last row's bottom; row ``i`` is shaded when ``(first_shaded + i)`` is
    odd. Written through reportlab's path object, so the numbers are formatted as before."""
    bottoms = [0.0] * len(heights)
    below = 0.0
    for index in range(len(heights) - 1, -1, -1):
        bottoms[index] = below
        below += heights[index]
    rows_height = below
    stripes = PDFPathObject()
    for index, (bottom, height) in enumerate(zip(bottoms, heights, strict=True)):
        if (first_shaded + index) % 2:
            stripes.rect(0, bottom, width, height)
    grid = PDFPathObject()
    top = rows_height + head_height
    for x in (0.0, *accumulate(widths)):
        grid.moveTo(x, 0)
        grid.lineTo(x, top)
    for y in (top, rows_height, *bottoms):
        grid.moveTo(0, y)
        grid.lineTo(width, y)
    # The canvas's default fill rule is even-odd ("f*"), as drawPath wrote it.
    return stripes.getCode() + "\nf*", grid.getCode() + "\nS"


class _CellPieces(dict):
    """Text → its ready operators in one column: a move from the previous column's start
    (``step`` points; none for the first column) and the text shown. An empty cell is only the
    move; a wrapped cell (a Paragraph, drawn separately) too."""

    def __init__(self, writer: _TextWriter, step: float | None) -> None:
        super().__init__()
        self.writer = writer
        self.move = "" if step is None else f" {step:.3f} 0 Td"

    def __missing__(self, cell) -> str:
        if cell.__class__ is not str or not cell:
            return self.move
        writer = self.writer
        if cell.isascii() and not cell.strip(writer.readable_letters):  # _TextWriter's usual
            piece = f"{self.move} ({escapePDF(cell)}) Tj"  # case, without its two calls
        else:
            piece = self.move + writer.shown(cell)
        self[cell] = piece
        return piece

    def fill(self, column: Sequence) -> None:
        """Make the pieces of a column's new texts at once when they are all plain ASCII the
        block's font shows as itself (most names): escaped and formatted through ``map``
        instead of a ``__missing__`` call per text. The
        same pieces ``__missing__`` makes; any other text is left to it."""
        new = [text for text in set(column).difference(self) if text.__class__ is str and text]
        if new and self.writer.all_readable("".join(new)):
            shown = map(f"{self.move} (%s) Tj".__mod__, map(escapePDF, new))
            self.update(zip(new, shown, strict=True))


def text_writer(canvas, font_name: str, size: float) -> _TextWriter:
    """The document's writer of ready text operators for ``font_name`` at ``size``."""
    return _TextWriter.of(canvas, font_name, size)


class _TextWriter:
    """Plain strings as ready PDF text operators for one font and size of one document.

    Uses reportlab's own font encoding (``splitString``: which subset of the embedded font
    holds each letter) and escaping, once per distinct text and document (plain ASCII letters
    once each); the block is added with ``addLiteral``. This skips ``drawString``'s per-call
    set-up, which dominates a table of many small cells.
    """

    @classmethod
    def of(cls, canvas, font_name: str, size: float) -> _TextWriter:
        """The document's writer for ``font_name`` at ``size`` (kept with the canvas: the
        subsets are the document's)."""
        writers = canvas.__dict__.setdefault("_grid_text", {})
        writer = writers.get((font_name, size))
        if writer is None:
            writer = writers[(font_name, size)] = cls(canvas, font_name, size)
        return writer

    def __init__(self, canvas, font_name: str, size: float) -> None:
        self.canvas, self.font, self.size = canvas, getFont(font_name), size
        self.dynamic = getattr(self.font, "_dynamicFont", False)  # embedded, in subsets
        # Letters found (through splitString, once each) to be written as themselves in the
        # font's first subset: reportlab keeps printable ASCII readable so. A text of only
        # such letters is escaped directly instead of split letter by letter.
        self.readable: set[str] = set()
        self.readable_letters = ""  # the same, for str.strip: "" left means all readable
        self.base = self._base_font()
        self.font_operator = f"{self.base} {self.size:g} Tf"
        self.columns: dict[float | None, _CellPieces] = {}
        self.filled: dict[int, GridRows] = {}

    def fill_columns(self, body: GridRows, pieces: Sequence[_CellPieces]) -> None:
        """Each column's pieces for the whole of ``body``, once per body (its first page)."""
        if id(body) in self.filled:
            return
        self.filled[id(body)] = body  # kept: no other body can take its id meanwhile
        columns = zip(*body.cells, strict=True)  # none at all for a table without rows
        for column_pieces, column in zip(pieces, columns, strict=False):
            column_pieces.fill(column)

    def pieces(self, step: float | None) -> _CellPieces:
        """The pieces of a column ``step`` points right of the previous one."""
        pieces = self.columns.get(step)
        if pieces is None:
            pieces = self.columns[step] = _CellPieces(self, step)
        return pieces

    def shown(self, text: str) -> str:
        """`` (text) Tj``, with font switches when parts of it are in other subsets (the
        block's font is set back after them)."""
        parts = self._encode(text)
        if len(parts) == 1 and parts[0][0] == self.base:  # the usual case: one font
            return f" ({parts[0][1]}) Tj"
        shown = "".join(f" {font} {self.size:g} Tf ({escaped}) Tj" for font, escaped in parts)
        return shown + f" {self.font_operator}"

    def _base_font(self) -> str:
        """The internal name of the block's font: the first subset of an embedded font."""
        document = self.canvas._doc
        if not self.dynamic:  # a standard font: one name
            return document.getInternalFontName(self.font.fontName)
        return self.font.getSubsetInternalName(0, document)

    def all_readable(self, text: str) -> bool:
        """Whether ``text`` is written as itself, escaped, in the block's font (see
        ``_encode``): printable ASCII in the first subset of an embedded font (its letters
        looked up once each), any text in a standard font."""
        if not self.dynamic:
            return True
        if not text.isascii():
            return False
        self._learn(text)
        return not text.strip(self.readable_letters)

    def _learn(self, text: str) -> None:
        """Note which of the ASCII ``text``'s letters not seen before are readable."""
        letters = set(text) - self.readable
        if not letters:
            return
        document = self.canvas._doc
        for letter in letters:
            if self.font.splitString(letter, document) == [(0, letter.encode("ascii"))]:
                self.readable.add(letter)
        self.readable_letters = "".join(sorted(self.readable))

    def _encode(self, text: str) -> list[tuple[str, str]]:
        if not self.dynamic or text.isascii() and not text.strip(self.readable_letters):
            return [(self.base, escapePDF(text))]
        document = self.canvas._doc
        if text.isascii():
            self._learn(text)
        return [(self.font.getSubsetInternalName(subset, document), escapePDF(part))
                for subset, part in self.font.splitString(text, document)]
