"""What a person cannot read or reach on a page as shown: a control cut by the edge of what
holds it (the window's, or a panel's, when nothing scrolls), a button or a combo box too narrow
for its own text, a tab or a column header whose title is elided."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QComboBox,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QStyle,
    QTabBar,
    QWidget,
)

CONTROLS = (QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit)
# Room a combo box keeps beside its text for the frame and the arrow, and a push button for
# its frame (Fusion; tight on purpose: a margin of a few pixels is not a cut).
COMBO_CHROME = 26
BUTTON_CHROME = 6


def problems(root: QWidget) -> list[str]:
    """Every control of ``root`` cut, squeezed or elided, as readable lines."""
    found: list[str] = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisible() or widget.width() <= 0:
            continue
        if isinstance(widget, CONTROLS):
            found += _cut(widget, root) + _text_does_not_fit(widget)
        if isinstance(widget, QTabBar):
            found += _elided_tabs(widget)
        if isinstance(widget, QHeaderView):
            found += _elided_headers(widget)
    return found


def _name(widget: QWidget) -> str:
    text = widget.text() if hasattr(widget, "text") and callable(widget.text) else ""
    if isinstance(widget, QComboBox):
        text = widget.currentText()
    return f"{type(widget).__name__} {text or widget.objectName()!r}"


def _cut(widget: QWidget, root: QWidget) -> list[str]:
    """The control reaches past an ancestor that does not scroll it into view."""
    rect = QRect(widget.mapTo(root, widget.rect().topLeft()), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not root:
        if isinstance(parent.parentWidget(), QAbstractScrollArea):
            return []  # a scrolled content: the bar brings the rest into view
        holder = QRect(parent.mapTo(root, parent.rect().topLeft()), parent.size())
        if not holder.contains(rect):
            return [f"{_name(widget)} cut by the edge of {type(parent).__name__} "
                    f"({rect.width()}x{rect.height()} at {rect.x()},{rect.y()})"]
        parent = parent.parentWidget()
    return []


def _text_does_not_fit(widget: QWidget) -> list[str]:
    metrics = widget.fontMetrics()
    if isinstance(widget, QComboBox) and not widget.isEditable():
        need = metrics.horizontalAdvance(widget.currentText()) + COMBO_CHROME
    elif isinstance(widget, QPushButton) and widget.text():
        need = metrics.horizontalAdvance(widget.text().replace("&", "")) + BUTTON_CHROME
    else:
        return []
    if widget.width() < need or widget.height() < widget.minimumSizeHint().height():
        return [f"{_name(widget)} too small for its text ({widget.width()}x{widget.height()}, "
                f"needs {need}x{widget.minimumSizeHint().height()})"]
    return []


def _elided_tabs(bar: QTabBar) -> list[str]:
    space = bar.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace, None, bar)
    found = []
    for index in range(bar.count()):
        text = bar.tabText(index).replace("&", "")
        tab = bar.tabRect(index)
        if not bar.isTabVisible(index):
            continue
        if tab.right() > bar.width() or tab.left() < 0:
            found.append(f"tab {text!r} out of sight (the tab bar scrolls)")
        elif bar.fontMetrics().horizontalAdvance(text) > tab.width() - space + 1:
            found.append(f"tab {text!r} elided ({tab.width()} px)")
    return found


def _elided_headers(header: QHeaderView) -> list[str]:
    model = header.model()
    if model is None or header.orientation() != Qt.Orientation.Horizontal:
        return []
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    found = []
    for section in range(header.count()):
        if header.isSectionHidden(section) or header.sectionSize(section) <= 0:
            continue
        text = str(model.headerData(section, Qt.Orientation.Horizontal) or "")
        need = header.fontMetrics().horizontalAdvance(text) + 2 * margin
        if header.sectionSize(section) < need:
            found.append(f"column header {text!r} elided ({header.sectionSize(section)} px, "
                         f"needs {need})")
    return found
