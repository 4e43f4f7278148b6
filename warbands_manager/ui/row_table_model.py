"""A read-only table model over a Python list of rows with fixed column titles.

Pages subclass it and implement ``data``; the row list, counts and header are shared, so each
page's model holds only what its cells show.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt

Row = TypeVar("Row")


class RowTableModel(QAbstractTableModel, Generic[Row]):
    """Rows in ``self._rows``; column titles from the class attribute ``columns``."""

    columns: Sequence[str] = ()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: list[Row] = []

    def set_rows(self, rows: Iterable[Row]) -> None:
        """Replace every row (one model reset)."""
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.columns[section]
        return None
