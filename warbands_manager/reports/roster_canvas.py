"""A reportlab canvas that prints "Page x of y" and, for an invalid roster, a NOT VALID mark."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfgen import canvas

from warbands_manager.reports.fonts import BODY_FONT, BOLD_FONT, fit_line, visual_order


class RosterCanvas(canvas.Canvas):
    """Keeps every page until the end so the footer can say how many pages there are."""

    def __init__(self, *args, footer: str = "", watermark: str | None = None, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._footer = footer
        self._watermark = watermark
        self._pages: list[dict] = []

    def showPage(self) -> None:  # noqa: N802 (reportlab's name)
        self._pages.append(dict(self.__dict__))
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
        self.saveState()
        if self._watermark:
            self.setFillColor(colors.Color(0.8, 0.1, 0.1, alpha=0.12))
            self.setFont(BOLD_FONT, 90)
            self.translate(width / 2, height / 2)
            self.rotate(35)
            self.drawCentredString(0, -30, self._watermark)
            self.rotate(-35)
            self.translate(-width / 2, -height / 2)
        self.setFillColor(colors.grey)
        self.setFont(BODY_FONT, 8)
        number = f"Page {self._pageNumber} of {total}"
        # A long roster name is cut to the room left of the page number, never over it.
        room = width - 72 - self.stringWidth(number, BODY_FONT, 8) - 12
        self.drawString(36, 24, fit_line(visual_order(self._footer), BODY_FONT, 8, room))
        self.drawRightString(width - 36, 24, number)
        self.restoreState()
