"""Pages that fit a small window (1024x700): a page's content scrolls once the window is
narrower or shorter than the content can shrink, instead of forcing the window wider."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHeaderView, QScrollArea, QStyle, QTableView, QWidget


def scroll_when_small(content: QWidget) -> QScrollArea:
    """``content`` in a frameless scroll area: it fills the area while there is room and
    gets scroll bars (both ways) only when the area is smaller than its minimum size."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidget(content)
    return area


def title_width(header: QHeaderView, section: int) -> int:
    """The width a column needs to show its whole title (text, margins, a sort arrow)."""
    model = header.model()
    text = str(model.headerData(section, Qt.Orientation.Horizontal) or "") if model else ""
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    arrow = header.fontMetrics().height() if header.isSortIndicatorShown() else 0
    return header.fontMetrics().horizontalAdvance(text) + 2 * margin + arrow + 4


def widen_to_titles(table: QTableView, titles: tuple[str, ...] = ()) -> None:
    """Columns at least as wide as their titles, never elided; with ``titles``, only those
    columns, kept at that width while the others stretch (a narrow table's short columns)."""
    header = table.horizontalHeader()
    model = header.model()
    for section in range(header.count()):
        title = model.headerData(section, Qt.Orientation.Horizontal) if model else None
        if titles and title not in titles:
            continue
        if titles:
            header.setSectionResizeMode(section, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(section, max(header.sectionSize(section) if not titles else 0,
                                          title_width(header, section)))
