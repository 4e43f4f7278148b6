"""One printout style for every PDF the app writes: the same header (the printout's title on
the left; the league or campaign and its week on the right) and footer (the print date, a
note when assumed values were used, "Page x of y"), and an optional mark across each page
(NOT VALID for an illegal roster, PROVISIONAL for an unfinished game)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from functools import partial
from io import BytesIO
from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas
from reportlab.platypus import Flowable, SimpleDocTemplate

from warbands_manager import APP_NAME
from warbands_manager.reports.fonts import (
    BODY_FONT,
    BOLD_FONT,
    fit_line,
    register_fonts,
    visual_order,
)
from warbands_manager.whole_file import write_bytes

MARGIN = 14 * mm
PAGE_NUMBER_SIZE = 8
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
        for state in self._pages:
            self.__dict__.update(state)
            self._decorate(total)
            super().showPage()
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
        # that each page repeats.
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
        """"Page x of y" ending at ``right``."""
        self.setFont(BODY_FONT, PAGE_NUMBER_SIZE)
        self.drawRightString(right, y, f"Page {self._pageNumber} of {total}")

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
    document(buffer, printout, pagesize, author).build(
        story, canvasmaker=partial(PrintoutCanvas, printout=printout))
    return buffer.getvalue()


def write(path: Path, story: list, printout: Printout, pagesize, author: str = "") -> Path:
    """Build to bytes first, so a failure to build leaves ``path`` untouched; the bytes are
    then written whole (see ``whole_file``)."""
    return write_bytes(path, build(story, printout, pagesize, author))
