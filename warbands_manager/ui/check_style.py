"""Fusion with check boxes and radio buttons whose outline shows in both themes.

Fusion draws a check box's outline from the *window* colour (a shade darker), so on a table's
dark ``Base`` an unticked box in a table or list all but vanishes, and on the light one it is
faint (a radio button's circle likewise). This style draws the same box, then its outline
again in a colour between the text and the base (see
:func:`warbands_manager.ui.theme.indicator_outline`), for every check box: widgets and the
ones item views draw (Fusion draws those as a check box too).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOption, QWidget

Primitive = QStyle.PrimitiveElement
# The outline's colour for a palette (the theme's: this module draws, the theme chooses).
Outline = Callable[[QPalette], QColor]


class OutlinedCheckStyle(QProxyStyle):
    """Fusion, with a visible outline round every check box and radio button."""

    def __init__(self, outline: Outline) -> None:
        super().__init__("Fusion")
        self._outline = outline

    def drawPrimitive(
        self,
        element: Primitive,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawPrimitive(element, option, painter, widget)
        # Fusion draws an item view's box as a check box (through this style): outline once.
        if element == Primitive.PE_IndicatorCheckBox:
            _draw_outline(option, painter, self._outline(option.palette))
        elif element == Primitive.PE_IndicatorRadioButton:
            _draw_round_outline(option, painter, self._outline(option.palette))

    def __repr__(self) -> str:
        return "OutlinedCheckStyle(Fusion)"


def _draw_outline(option: QStyleOption, painter: QPainter, colour: QColor) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colour, 1))
    # Fusion's own outline: the box less a pixel, on the half pixel.
    box = QRectF(option.rect).adjusted(0.5, 0.5, -0.5, -0.5)
    painter.drawRect(box)
    painter.restore()


def _draw_round_outline(option: QStyleOption, painter: QPainter, colour: QColor) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colour, 1))
    # Fusion's own circle: centred a pixel down and right, a pixel inside the box.
    rect = option.rect
    radius = (rect.width() + (rect.width() + 1) % 2) / 2.0 - 1
    painter.drawEllipse(QPointF(rect.center()) + QPointF(1, 1), radius, radius)
    painter.restore()
