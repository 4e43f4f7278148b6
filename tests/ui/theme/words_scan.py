"""Collect every text a page shows (labels, buttons, tabs, combo items, table cells and
headers) so a test can look for identifiers among them."""

from __future__ import annotations

import re

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QTabWidget,
    QWidget,
)

TAGS = re.compile(r"<[^>]+>")
MAX_ROWS = 60


def _model_texts(model, where: str):
    root = QModelIndex()
    columns = _count(model.columnCount, root)
    for column in range(columns):
        yield where + ":header", str(model.headerData(column, Qt.Orientation.Horizontal) or "")
    for row in range(min(_count(model.rowCount, root), MAX_ROWS)):
        for column in range(columns):
            value = model.index(row, column).data(Qt.ItemDataRole.DisplayRole)
            if value is not None:
                yield where, str(value)


def _count(method, root) -> int:
    """Models differ in how they are asked (a Python override takes the parent; some of Qt's
    own list models make the overload private)."""
    for args in ((root,), ()):
        try:
            return method(*args)
        except TypeError:
            continue
    return 1


def page_texts(page: QWidget):
    """(where, text) for every visible text of ``page``."""
    for widget in page.findChildren(QWidget):
        if not widget.isVisibleTo(page):
            continue
        name = type(widget).__name__
        if isinstance(widget, QLabel):
            yield name, TAGS.sub(" ", widget.text())
        elif isinstance(widget, QAbstractButton | QGroupBox):
            yield name, widget.text() if hasattr(widget, "text") else widget.title()
        elif isinstance(widget, QComboBox):
            for index in range(widget.count()):
                yield name, widget.itemText(index)
        elif isinstance(widget, QTabWidget):
            for index in range(widget.count()):
                yield name, widget.tabText(index)
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            yield from _model_texts(widget.model(), name)
