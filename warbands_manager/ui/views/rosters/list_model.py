"""The roster list as a Qt table model, and the proxy that searches and filters it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QBrush

from warbands_manager.rules.army_names import army_name
from warbands_manager.rules.roster import format_points
from warbands_manager.ui.row_table_model import RowTableModel
from warbands_manager.ui.theme import tone_colour
from warbands_manager.ui.views.words import shown_value

if TYPE_CHECKING:
    from warbands_manager.store.summaries import RosterSummary

COLUMNS = ("Name", "Player", "Army", "Points", "Size", "Valid", "Errors")
FILTERS = ("All rosters", "Valid", "Not valid", "Small", "Large", "Oversize")
ID_ROLE = Qt.ItemDataRole.UserRole
SORT_ROLE = Qt.ItemDataRole.UserRole + 1


def army_title(army: str) -> str:
    """``vampire-counts`` → ``Vampire Counts`` (the names the rules module uses)."""
    return army_name(army)


class RosterTableModel(RowTableModel["RosterSummary"]):
    """One row per saved roster.

    The cells' texts, sort keys and tones are worked out once per :meth:`set_rows`: the
    header's resize-to-contents asks ``data`` some 150 times per row while the page is first
    laid out, and the Rosters page's first paint would wait for all of them.
    """

    columns = COLUMNS

    def set_rows(self, rows) -> None:
        rows = list(rows)
        self._cells = [tuple(_display(row, column) for column in COLUMNS) for row in rows]
        self._tones: dict[bool, QBrush] = {}
        super().set_rows(rows)

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        if role == _DISPLAY:
            return self._cells[index.row()][index.column()]
        answer = _ROLE_ANSWERS.get(role)
        return answer(self, index.row(), COLUMNS[index.column()]) if answer else None

    def _tone(self, valid: bool) -> QBrush:
        if valid not in self._tones:
            self._tones[valid] = QBrush(tone_colour("good" if valid else "error"))
        return self._tones[valid]

    def summary_at(self, row: int) -> RosterSummary:
        return self._rows[row]

    def row_of(self, roster_id: int) -> int | None:
        return next((i for i, row in enumerate(self._rows) if row.id == roster_id), None)


def _foreground(model: RosterTableModel, row: int, column: str):
    if column in ("Valid", "Errors"):
        return model._tone(model._rows[row].valid)
    return None


def _tooltip(model: RosterTableModel, row: int, column: str):
    summary = model._rows[row]
    if column == "Valid":
        return "legal" if summary.valid else f"{summary.error_count} rule(s) broken"
    return model._cells[row][COLUMNS.index(column)]  # the cell may be cut in a narrow window


def _alignment(_model: RosterTableModel, _row: int, column: str):
    return Qt.AlignmentFlag.AlignCenter if column in ("Points", "Errors", "Valid") else None


_DISPLAY = Qt.ItemDataRole.DisplayRole
_ROLE_ANSWERS = {
    ID_ROLE: lambda model, row, _column: model._rows[row].id,
    SORT_ROLE: lambda model, row, column: _sort_key(model._rows[row], column),
    Qt.ItemDataRole.ForegroundRole: _foreground,
    Qt.ItemDataRole.ToolTipRole: _tooltip,
    Qt.ItemDataRole.TextAlignmentRole: _alignment,
}


def _display(row: RosterSummary, column: str):
    return {
        "Name": row.name, "Player": row.player, "Army": army_title(row.army),
        "Points": format_points(row.points), "Size": shown_value(row.size_class),
        "Valid": "✓" if row.valid else "✗", "Errors": str(row.error_count),
    }[column]


def _sort_key(row: RosterSummary, column: str):
    if column == "Points":
        return row.points
    if column == "Errors":
        return row.error_count
    if column == "Valid":
        return int(row.valid)
    return str(_display(row, column)).lower()


class RosterFilterProxy(QSortFilterProxyModel):
    """Search by name, player or army; filter by validity or size class."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._search = ""
        self._filter = FILTERS[0]
        self.setSortRole(SORT_ROLE)

    def set_search(self, text: str) -> None:
        self.beginFilterChange()
        self._search = text.strip().lower()
        self.endFilterChange()

    def set_filter(self, name: str) -> None:
        self.beginFilterChange()
        self._filter = name
        self.endFilterChange()

    def filterAcceptsRow(self, source_row: int, _parent: QModelIndex) -> bool:  # noqa: N802
        row = self.sourceModel().summary_at(source_row)
        haystack = f"{row.name} {row.player} {army_title(row.army)}".lower()
        if self._search and self._search not in haystack:
            return False
        return {
            "Valid": row.valid, "Not valid": not row.valid, "Small": row.size_class == "small",
            "Large": row.size_class == "large", "Oversize": row.size_class == "oversize",
        }.get(self._filter, True)
