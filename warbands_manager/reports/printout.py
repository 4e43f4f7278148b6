"""One printout style for every PDF the app writes: the same header (the printout's title on
the left; the league or campaign and its week on the right) and footer (the print date, a
note when assumed values were used, "Page x of y"), and an optional mark across each page
(NOT VALID for an illegal roster, PROVISIONAL for an unfinished game)."""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from datetime import date
from functools import partial
from io import BytesIO
from pathlib import Path

from reportlab import rl_config
from reportlab.lib import colors
from reportlab.lib.rl_accel import fp_str
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfdoc
from reportlab.pdfgen import canvas
from reportlab.platypus import Flowable, SimpleDocTemplate

from warbands_manager import APP_NAME
from warbands_manager.reports.collection import collection_paused
from warbands_manager.reports.fonts import (
    BODY_FONT,
    BOLD_FONT,
    fit_line,
    register_fonts,
    visual_order,
)
from warbands_manager.reports.grid_table import text_writer

MARGIN = 14 * mm
PAGE_NUMBER_SIZE = 8
# Page streams compressed at zlib's fastest level: a 435-page scorecard's 3 MB of text
# operators took 56 ms at the default level 6 and take 24 ms (the streams 15 % bigger). They
# are written as binary, not as ASCII85 text (a quarter bigger than binary, and encoded for
# nothing): every PDF reader takes both, the pages are the same.
FLATE_LEVEL = 1


class _FastFlate(pdfdoc.PDFStreamFilterZCompress):
    def encode(self, text):
        return zlib.compress(text.encode("utf8") if isinstance(text, str) else text, FLATE_LEVEL)


rl_config.useA85 = 0
pdfdoc.PDFZCompress = _FastFlate()
HEADER_GREY = colors.HexColor("#555555")
ASSUMED_NOTE = "Some values are assumed defaults, not printed rules — check your rulebook."


@dataclass(frozen=True)
class Printout:
    """What the header and footer of every page say.

    Attributes:
        title: what this printout is (``Escalation League Scorecard``).
        context: the league or campaign and week, where there is one.
        assumed: whether any value printed is an assumed default (the footer says so).
        mark: a word across every page (``NOT VALID``, ``PROVISIONAL``), or ``None``.
        printed: the print date (today unless a test fixes it).
    """

    title: str
    context: str = ""
    assumed: bool = False
    mark: str | None = None
    printed: date | None = None

    def date_text(self) -> str:
        day = self.printed or date.today()
        return f"Printed {day.day} {day:%B %Y}"


class PrintoutCanvas(canvas.Canvas):
    """Keeps every page until the end, so each footer can say how many pages there are."""

    def __init__(self, *args, printout: Printout, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._printout = printout
        self._pages: list[dict] = []

    def showPage(self) -> None:  # noqa: N802 (reportlab's name)
        self._pages.append({SECTION_ATTRIBUTE: None, **self.__dict__})  # each page its own
        self._startPage()

    def save(self) -> None:
        total = len(self._pages)
        shared: dict[tuple, _SharedResources] = {}
        for state in self._pages:
            self.__dict__.update(state)
            self._decorate(total)
            super().showPage()
            _share_resources(self._doc.Pages.pages[-1], shared)
        super().save()

    def _decorate(self, total: int) -> None:
        width, height = self._pagesize
        info = self._printout
        self.saveState()
        if info.mark:  # in its own state: its transparency must not reach the form below
            self.saveState()
            self.setFillColor(colors.Color(0.8, 0.1, 0.1, alpha=0.12))
            self.setFont(BOLD_FONT, 90 if len(info.mark) <= 10 else 64)
            self.translate(width / 2, height / 2)
            self.rotate(35)
            self.drawCentredString(0, -30, info.mark)
            self.restoreState()
        # Everything but the page number is the same on every page: drawn once as a form
        # that each page repeats (a 435-page scorecard set the same five lines 435 times).
        # A part of the printout with its own title (a roster sheet's campaign pages) has its
        # own form; the title holds from the page a SectionTitle was drawn on.
        title = getattr(self, SECTION_ATTRIBUTE, None) or info.title
        forms = self.__dict__.setdefault("_decoration_forms", {})
        if title not in forms:
            forms[title] = f"PrintoutDecoration{len(forms) or ''}"
            self.beginForm(forms[title])
            self._draw_fixed_decoration(width, height, title)
            self.endForm()
        self.doForm(forms[title])
        self.setFillColor(HEADER_GREY)
        self._draw_page_number(width - MARGIN, MARGIN / 2 + 4, total)
        self.restoreState()

    def _draw_page_number(self, right: float, y: float, total: int) -> None:
        """"Page x of y" ending at ``right``: the operators ``drawRightString`` writes, from
        the document's text writer (one ``splitString`` per distinct text, ASCII escaped
        directly), without its text object and font set-up on each of a scorecard's 435 pages."""
        text = f"Page {self._pageNumber} of {total}"
        writer = text_writer(self, BODY_FONT, PAGE_NUMBER_SIZE)
        left = right - writer.font.stringWidth(text, PAGE_NUMBER_SIZE)
        leading = fp_str(PAGE_NUMBER_SIZE * 1.2)  # the canvas's default leading, as setFont's
        self.addLiteral(f"BT 1 0 0 1 {fp_str(left, y)} Tm {writer.font_operator} {leading} TL"
                        f"{writer.shown(text)} T* ET")

    def _draw_fixed_decoration(self, width: float, height: float, title: str) -> None:
        """The header (title, league or campaign and week, a rule) and the footer (a rule,
        the print date, the assumed-values note)."""
        info = self._printout
        self.setFillColor(HEADER_GREY)
        self.setFont(BOLD_FONT, 8)
        top = height - MARGIN / 2 - 2
        title = visual_order(title)
        self.drawString(MARGIN, top, title)
        self.setFont(BODY_FONT, 8)
        if info.context:  # a long name is cut to the room right of the title, never over it
            room = width - 2 * MARGIN - self.stringWidth(title, BOLD_FONT, 8) - 18
            self.drawRightString(width - MARGIN, top,
                                 fit_line(visual_order(info.context), BODY_FONT, 8, room))
        self.setStrokeColor(colors.HexColor("#bbbbbb"))
        self.setLineWidth(0.4)
        self.line(MARGIN, top - 3, width - MARGIN, top - 3)
        bottom = MARGIN / 2 + 4
        self.line(MARGIN, bottom + 9, width - MARGIN, bottom + 9)
        self.drawString(MARGIN, bottom, f"{info.date_text()} · {APP_NAME}")
        if info.assumed:  # its own line: portrait pages have no room beside the date
            self.drawString(MARGIN, bottom - 9, ASSUMED_NOTE)


SECTION_ATTRIBUTE = "_section_title"


class SectionTitle(Flowable):
    """Draws nothing; from the page it lands on, the pages' header says ``title`` instead of
    the printout's (the campaign pages of a roster sheet are headed "Campaign sheet")."""

    def __init__(self, title: str) -> None:
        super().__init__()
        self.title = title
        self.width = self.height = 0

    def draw(self) -> None:
        setattr(self.canv, SECTION_ATTRIBUTE, self.title)


class _SharedResources(pdfdoc.PDFResourceDictionary):
    """A page's resource dictionary (fonts, procedure sets, forms) formatted once for all the
    pages that have the same: each of a scorecard's 435 pages formatted the same dictionary."""

    _formatted: bytes | None = None

    def format(self, document):
        if self._formatted is None:
            self._formatted = super().format(document)
        return self._formatted


def _share_resources(page: pdfdoc.PDFPage, shared: dict[tuple, _SharedResources]) -> None:
    """Give ``page`` the resource dictionary reportlab's ``PDFPage.check_format`` would build
    for it, shared with the pages before it whose resources are the same. Only the plain case:
    a page with transparency (a NOT VALID mark), shadings or colour spaces keeps its own."""
    if page.Resources or page.ExtGState or page._shadingUsed or page._colorsUsed:
        return
    forms = tuple(sorted(page.XObjects.dict)) if page.XObjects else ()
    key = (bool(page.hasImages), forms)
    resources = shared.get(key)
    if resources is None:  # as check_format builds it
        resources = shared[key] = _SharedResources()
        resources.basicFonts()
        if page.hasImages:
            resources.allProcs()
        else:
            resources.basicProcs()
        if page.XObjects:
            resources.XObject = page.XObjects
    page.Resources = resources
    if not (page.Annots or page.Dur or page.Trans.dict or page.CropBox or page.ArtBox
            or page.BleedBox or page.TrimBox):
        page.__class__ = _SameLayoutPage


class _SameLayoutPage(pdfdoc.PDFPage):
    """A page with shared resources and nothing else of its own but its contents: its
    dictionary after ``/Contents`` is that of the document's other such pages of the same
    size and rotation, formatted once and reused (435 pages formatted seven entries each)."""

    def format(self, document):
        if not isinstance(document.encrypt, pdfdoc.NoEncryption):
            return super().format(document)
        tails = document.__dict__.setdefault("_page_tails", {})
        key = (id(self.Resources), self.pagewidth, self.pageheight, self.Rotate)
        tail = tails.get(key)
        if tail is None:  # the first: reportlab formats it all
            formatted = super().format(document)
            head = _CONTENTS + document.Reference(self.Contents).format(document)
            if formatted.startswith(head):
                tails[key] = (formatted[len(head):], self.Resources)  # kept: its id is the key
            return formatted
        self.check_format(document)  # makes the contents stream, as for the first
        return _CONTENTS + document.Reference(self.Contents).format(document) + tail[0]


_CONTENTS = b"<<\n/Contents "


def document(target, printout: Printout, pagesize, author: str = "") -> SimpleDocTemplate:
    """A page template with room for the shared header and footer."""
    register_fonts()
    return SimpleDocTemplate(target, pagesize=pagesize, leftMargin=MARGIN, rightMargin=MARGIN,
                             topMargin=MARGIN + 4 * mm, bottomMargin=MARGIN + 2 * mm,
                             title=f"{printout.title}" + (f" — {printout.context}"
                                                          if printout.context else ""),
                             author=author, creator=APP_NAME)


def build(story: list, printout: Printout, pagesize, author: str = "") -> bytes:
    """The story on pages with the shared header and footer, as PDF bytes."""
    buffer = BytesIO()
    with collection_paused():
        document(buffer, printout, pagesize, author).build(
            story, canvasmaker=partial(PrintoutCanvas, printout=printout))
    return buffer.getvalue()


def write(path: Path, story: list, printout: Printout, pagesize, author: str = "") -> Path:
    """Build to bytes first, so a failure leaves no half-written file at ``path``."""
    path = Path(path)
    path.write_bytes(build(story, printout, pagesize, author))
    return path
