"""The one page pattern: every page opens with the same header (title, one-line purpose, the
page's main actions on the right) drawn by the main window above the page's scrolling body;
a page adds at most a paragraph of details of its own (``heading_block``)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget


class PageHeader(QWidget):
    """Title and purpose on the left, the page's main actions on the right."""

    def __init__(self, title: str, purpose: str, actions: list[QWidget] | tuple = ()) -> None:
        super().__init__()
        self.setObjectName("page-header")
        self.title = QLabel(title)
        self.title.setObjectName("page-title")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.title.setFont(font)
        self.purpose = QLabel(purpose)
        self.purpose.setObjectName("page-purpose")
        self.purpose.setWordWrap(True)
        words = QVBoxLayout()
        words.setContentsMargins(0, 0, 0, 0)
        words.setSpacing(2)
        words.addWidget(self.title)
        words.addWidget(self.purpose)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 8, 12, 4)
        row.addLayout(words, 1)
        self.actions_row = QHBoxLayout()
        row.addLayout(self.actions_row)
        for action in actions:
            self.add_action(action)

    def add_action(self, widget: QWidget) -> None:
        self.actions_row.addWidget(widget, 0, Qt.AlignmentFlag.AlignBottom)


def heading_block(_title: str, _summary: str, details: str = "") -> QWidget:
    """What a page shows under the window's page header: its paragraph of details, if any
    (the title and purpose are the header's, so they are not repeated here)."""
    block = QWidget()
    layout = QVBoxLayout(block)
    layout.setContentsMargins(0, 0, 0, 4 if details else 0)
    if details:
        details_label = QLabel(details)
        details_label.setWordWrap(True)
        details_label.setTextFormat(Qt.TextFormat.RichText)
        details_label.setOpenExternalLinks(False)
        layout.addWidget(details_label)
    else:
        block.hide()
    return block
