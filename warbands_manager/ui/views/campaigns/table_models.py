"""Qt table models over campaign rows (read-only adapters; the services own the data)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from warbands_manager.ui.theme import tone_brushes

# A highlighted row (an assumed value) gets the tone's background and its matching text.
TONE_ROLES = {Qt.ItemDataRole.BackgroundRole: 0, Qt.ItemDataRole.ForegroundRole: 1}


class RowsModel(QAbstractTableModel):
    """Columns are (title, getter) pairs over a list of row objects."""

    def __init__(self, columns: Sequence[tuple[str, Callable[[Any], Any]]], parent=None) -> None:
        super().__init__(parent)
        self._columns = list(columns)
        self._rows: list[Any] = []
        self.highlight: Callable[[Any], bool] | None = None

    def set_rows(self, rows: Sequence[Any]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def row_at(self, row: int) -> Any:
        return self._rows[row]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        # the tooltip is the whole text of a cell cut short by a narrow window
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            value = self._columns[index.column()][1](row)
            return f"{value:g}" if isinstance(value, float) else str(value)
        if role in TONE_ROLES and self.highlight and self.highlight(row):
            return tone_brushes("assumed")[TONE_ROLES[role]]
        return None

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self._columns[section][0]
        return None
