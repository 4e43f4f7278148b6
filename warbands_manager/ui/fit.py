"""Pages that fit a small window (1024x700): a page's content scrolls once the window is
narrower or shorter than the content can shrink, instead of forcing the window wider."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QScrollArea, QWidget


def scroll_when_small(content: QWidget) -> QScrollArea:
    """``content`` in a frameless scroll area: it fills the area while there is room and
    gets scroll bars (both ways) only when the area is smaller than its minimum size."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidget(content)
    return area
