"""Everything the table can read on the main window: the words a hidden-information test scans.

Widgets hidden on purpose (a peek not taken, a closed dialog, a menu) are left out; the pages
of a stack (tabs, the window's pages) are read even when another page is in front, since a
player can switch to them at any time.
"""

from __future__ import annotations

import re
from dataclasses import fields, is_dataclass

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QStackedWidget,
    QTextEdit,
    QWidget,
)

from warbands_manager.companions.secrets import secret_fields

_ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
# When something was saved ("12:04") is not part of a game: two runs a second apart differ.
_CLOCK = re.compile(r"\d{1,2}:\d{2}(:\d{2})?|\d{4}-\d{2}-\d{2}|\d+ (second|minute)s? ago")


def _shown(widget: QWidget, top: QWidget) -> bool:
    while widget is not None and widget is not top:
        if widget.isHidden() and not isinstance(widget.parentWidget(), QStackedWidget):
            return False
        widget = widget.parentWidget()
    return True


def _model_text(view: QAbstractItemView) -> list[str]:
    model = view.model()
    if model is None:
        return []
    texts, root = [], QModelIndex()
    rows = model.rowCount(root)
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(root)
    for orientation, count in (
        (Qt.Orientation.Horizontal, columns),
        (Qt.Orientation.Vertical, rows),
    ):
        texts += [
            str(model.headerData(i, orientation, Qt.ItemDataRole.DisplayRole)) for i in range(count)
        ]
    for row in range(rows):
        for column in range(columns):
            index = model.index(row, column)
            texts += [str(model.data(index, role)) for role in _ROLES]
    return texts


def _widget_text(widget: QWidget) -> list[str]:
    texts = [widget.toolTip()]
    if isinstance(widget, QLabel | QAbstractButton | QLineEdit | QAbstractSpinBox):
        texts.append(widget.text())
    if isinstance(widget, QComboBox):
        texts += [widget.itemText(i) for i in range(widget.count())]
    if isinstance(widget, QTextEdit):
        texts.append(widget.toPlainText())
    if isinstance(widget, QAbstractItemView):
        texts += _model_text(widget)
    return texts


def screen_text(top: QWidget) -> list[str]:
    """Every text and tooltip of every widget under ``top`` a player can bring to the front."""
    texts = []
    for widget in [top, *top.findChildren(QWidget)]:
        if _shown(widget, top):
            texts += [_CLOCK.sub("…", text) for text in _widget_text(widget) if text]
    return texts


def turned_over(thing):
    """``thing`` with every :func:`secret` field given another value (strings swapped, counts
    moved to another key, numbers in lists raised): what an identical table with different
    face-down cards would hold. Walks dataclasses, lists and dicts."""
    if is_dataclass(thing) and not isinstance(thing, type):
        hidden = secret_fields(thing)
        for item in fields(thing):
            value = getattr(thing, item.name)
            setattr(thing, item.name, _other(value) if item.name in hidden else turned_over(value))
        return thing
    if isinstance(thing, list):
        return [turned_over(value) for value in thing]
    if isinstance(thing, dict):
        return {key: turned_over(value) for key, value in thing.items()}
    return thing


_SWAPS = {"dragon": "false", "false": "dragon"}


def _other(value):
    if isinstance(value, str):
        return _SWAPS.get(value, value)
    if isinstance(value, dict):  # counts per realm: move each count one key along
        keys = list(value)
        return {key: value[keys[i - 1]] for i, key in enumerate(keys)}
    if isinstance(value, list):
        return [_raised(card) for card in value]
    return value


def _raised(card):
    if is_dataclass(card):
        for item in fields(card):
            if isinstance(getattr(card, item.name), int):
                setattr(card, item.name, getattr(card, item.name) + 1)
    return card
