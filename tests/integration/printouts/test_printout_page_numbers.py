""""Page x of y" is written as ready operators (``PrintoutCanvas._draw_page_number``): the
same bytes reportlab's ``drawRightString`` writes, in the same place."""

from __future__ import annotations

from io import BytesIO

from pypdf import PdfReader
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import PageBreak, Paragraph

from warbands_manager.reports.fonts import BODY_FONT, register_fonts
from warbands_manager.reports.printout import (
    PAGE_NUMBER_SIZE,
    Printout,
    PrintoutCanvas,
    write,
)


def test_the_page_number_is_what_draw_right_string_writes():
    register_fonts()
    for number, total, right in ((1, 1, 500.0), (7, 435, 782.36), (10000, 10000, 553.1)):
        ours = PrintoutCanvas(BytesIO(), printout=Printout("Title"), pagesize=landscape(A4))
        ours._pageNumber = number
        ours._draw_page_number(right, 23.84252, total)
        theirs = Canvas(BytesIO(), pagesize=landscape(A4))
        theirs.setFont(BODY_FONT, PAGE_NUMBER_SIZE)
        theirs.drawRightString(right, 23.84252, f"Page {number} of {total}")
        assert ours._code[-1] == theirs._code[-1]


def test_every_page_says_its_number_of_the_total(tmp_path):
    style = ParagraphStyle("p", fontName=register_fonts(), fontSize=9)
    story = [Paragraph("one", style), PageBreak(), Paragraph("two", style), PageBreak(),
             Paragraph("three", style)]
    path = write(tmp_path / "pages.pdf", story, Printout("Pages"), A4)
    texts = [page.extract_text() for page in PdfReader(path).pages]
    assert [f"Page {n} of 3" in text for n, text in enumerate(texts, start=1)] == [True] * 3
