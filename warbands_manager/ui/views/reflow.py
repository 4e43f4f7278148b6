"""A row of panels that stacks them when the page is too narrow for them side by side, so a
page fits a 1024x700 window without cutting anything and still uses a wide screen.

Its minimum width is the widest panel's (the stacked layout), never the row's sum; the row
turns into a column whenever the width given is less than the panels need side by side.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QBoxLayout, QFrame, QLayout, QScrollArea, QWidget


def panel(layout: QLayout) -> QWidget:
    """A layout as a widget (the row's parts are widgets)."""
    holder = QWidget()
    holder.setLayout(layout)
    layout.setContentsMargins(0, 0, 0, 0)
    return holder


class ReflowRow(QWidget):
    """Panels left to right when they fit, top to bottom when they do not."""

    def __init__(self, *parts: tuple[QWidget, int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._parts = [part for part, _stretch in parts]
        self._box = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self._box.setContentsMargins(0, 0, 0, 0)
        for part, stretch in parts:
            self._box.addWidget(part, stretch)

    @staticmethod
    def _least(part: QWidget) -> QSize:
        """What a layout gives ``part`` at least: its hint or a minimum set on it."""
        return part.minimumSizeHint().expandedTo(part.minimumSize())

    def side_by_side_width(self) -> int:
        widths = [self._least(part).width() for part in self._parts if part.isVisibleTo(self)]
        return sum(widths) + self._box.spacing() * max(0, len(widths) - 1)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        hints = [self._least(part) for part in self._parts if part.isVisibleTo(self)]
        if not hints:
            return QSize(0, 0)
        width = max(hint.width() for hint in hints)
        if self._box.direction() == QBoxLayout.Direction.LeftToRight:
            height = max(hint.height() for hint in hints)
        else:
            height = sum(hint.height() for hint in hints) + self._box.spacing() * (len(hints) - 1)
        return QSize(width, height)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        wanted = (QBoxLayout.Direction.LeftToRight
                  if event.size().width() >= self.side_by_side_width()
                  else QBoxLayout.Direction.TopToBottom)
        if wanted != self._box.direction():
            self._box.setDirection(wanted)
            self.updateGeometry()  # the minimum height changes with the direction
        super().resizeEvent(event)

    @property
    def stacked(self) -> bool:
        return self._box.direction() == QBoxLayout.Direction.TopToBottom


def scrolled(widget: QWidget) -> QWidget:
    """``widget`` in a frameless scroll area: it scrolls (down, when its panels are stacked)
    instead of making its tab, and so every other tab, as tall as itself."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidget(widget)
    return area
