"""The roster list as a Qt table model, and the proxy that searches and filters it."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QBrush

from warbands_manager.rules.army_names import army_name
from warbands_manager.rules.roster import format_points
from warbands_manager.services.rosters import RosterSummary
from warbands_manager.ui.row_table_model import RowTableModel
from warbands_manager.ui.theme import tone_colour
from warbands_manager.ui.views.words import shown_value

COLUMNS = ("Name", "Player", "Army", "Points", "Size", "Valid", "Errors")
FILTERS = ("All rosters", "Valid", "Not valid", "Small", "Large", "Oversize")
ID_ROLE = Qt.ItemDataRole.UserRole
SORT_ROLE = Qt.ItemDataRole.UserRole + 1


def army_title(army: str) -> str:
    """``vampire-counts`` → ``Vampire Counts`` (the names the rules module uses)."""
    return army_name(army)


class RosterTableModel(RowTableModel[RosterSummary]):
    """One row per saved roster."""

    columns = COLUMNS

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        column = COLUMNS[index.column()]
        if role == ID_ROLE:
            return row.id
        if role == Qt.ItemDataRole.DisplayRole:
            return _display(row, column)
        if role == SORT_ROLE:
            return _sort_key(row, column)
        if role == Qt.ItemDataRole.ForegroundRole and column in ("Valid", "Errors"):
            return QBrush(tone_colour("good" if row.valid else "error"))
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == "Valid":
                return "legal" if row.valid else f"{row.error_count} rule(s) broken"
            return _display(row, column)  # the cell may be cut in a narrow window
        if role == Qt.ItemDataRole.TextAlignmentRole and column in ("Points", "Errors", "Valid"):
            return Qt.AlignmentFlag.AlignCenter
        return None

    def summary_at(self, row: int) -> RosterSummary:
        return self._rows[row]

    def row_of(self, roster_id: int) -> int | None:
        return next((i for i, row in enumerate(self._rows) if row.id == roster_id), None)


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
