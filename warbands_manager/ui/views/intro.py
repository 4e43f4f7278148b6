"""A page's heading block: title, one-line summary and a longer description."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget


def heading_block(title: str, summary: str, details: str = "") -> QWidget:
    """A heading, a summary line and an optional paragraph, styled from the palette."""
    block = QWidget()
    layout = QVBoxLayout(block)
    layout.setContentsMargins(0, 0, 0, 8)
    title_label = QLabel(title)
    title_label.setObjectName("page-title")
    font = title_label.font()
    font.setPointSizeF(font.pointSizeF() * 1.6)
    font.setBold(True)
    title_label.setFont(font)
    layout.addWidget(title_label)
    summary_label = QLabel(summary)
    summary_label.setWordWrap(True)
    layout.addWidget(summary_label)
    if details:
        details_label = QLabel(details)
        details_label.setWordWrap(True)
        details_label.setTextFormat(Qt.TextFormat.RichText)
        details_label.setOpenExternalLinks(False)
        layout.addWidget(details_label)
    return block
