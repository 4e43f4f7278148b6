"""The units of the roster being edited, grouped by slot, as a Qt tree model.

Top-level rows are the slots (Lords, Heroes, Core, Special, Rare) with the rules' count against
the limit ("Special 1 / 2"); their children are the units of that category, in roster order.
The model never changes the roster itself: an edit in a cell is reported through ``edit`` (a
callable the editor supplies), which turns it into an undoable command.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt, Signal
from PySide6.QtGui import QFont

from warbands_manager.rules.armydata.build import traits_unknown
from warbands_manager.rules.roster import Roster, Unit, format_points
from warbands_manager.rules.roster_sections import Section, short_heading
from warbands_manager.ui.theme import tone_brushes

COLUMNS = ("Unit", "Models", "Pts", "Options", "Commander", "")
ADD_COLUMN = len(COLUMNS) - 1
HEADER_TIPS = {"Pts": "Points (a slot's row: the slot's total)",
               "Commander": "The Warband's Commander (one unit)",
               "Options": "Options and upgrades taken"}
EDITABLE = ("Models",)

UnitEdit = Callable[[int, str, object], None]  # (roster row, column name, value)
DISPLAY = int(Qt.ItemDataRole.DisplayRole.value)
EDIT = int(Qt.ItemDataRole.EditRole.value)
TOOL_TIP = int(Qt.ItemDataRole.ToolTipRole.value)
CHECK_STATE = int(Qt.ItemDataRole.CheckStateRole.value)
BACKGROUND = int(Qt.ItemDataRole.BackgroundRole.value)
FOREGROUND = int(Qt.ItemDataRole.ForegroundRole.value)
FONT = int(Qt.ItemDataRole.FontRole.value)
ROLES_ANSWERED = frozenset((DISPLAY, EDIT, TOOL_TIP, CHECK_STATE, BACKGROUND, FOREGROUND, FONT))
SECTION = 0  # internal id of a slot row; a unit row's id is its slot's row + 1


def _bold() -> QFont:
    font = QFont()
    font.setBold(True)
    return font


class UnitTreeModel(QAbstractItemModel):
    """Slots and their units: name, models (spin box), points, options, commander."""

    # Once per update made in place, after its rows' dataChanged: a view that measures every
    # row (the tree sharing its columns) measures once, not once per changed row.
    rows_changed = Signal()

    def __init__(self, edit: UnitEdit, parent=None) -> None:
        super().__init__(parent)
        self._edit = edit
        self._roster: Roster | None = None
        self._flagged: set[int] = set()
        self._sections: list[Section] = []
        self._bold = _bold()

    # -- contents ----------------------------------------------------------------------------
    def set_roster(self, roster: Roster | None, sections: list[Section],
                   flagged: set[int] | None = None) -> bool:
        """Show ``roster``; True if the model was reset (the view's selection is then gone)."""
        shape = [s.units for s in sections]
        if (self._roster is not None and roster is not None
                and shape == [s.units for s in self._sections]):
            # Same units in the same slots: repaint only what changed (a reset re-lays the
            # tree, drops the selection and the slots' Add buttons).
            before, was_flagged, old_sections = self._roster.units, self._flagged, self._sections
            self._roster, self._flagged, self._sections = roster, flagged or set(), sections
            changed = []
            for number, section in enumerate(sections):
                if section != old_sections[number]:
                    changed.append(self.index(number, 0))
                for position, row in enumerate(section.units):
                    if roster.units[row] != before[row] or (
                            (row in was_flagged) != (row in self._flagged)):
                        changed.append(self.index(position, 0, self.index(number, 0)))
            for first in changed:
                self.dataChanged.emit(first, first.siblingAtColumn(len(COLUMNS) - 2))
            if changed:
                self.rows_changed.emit()
            return False
        self.beginResetModel()
        self._roster, self._flagged, self._sections = roster, flagged or set(), sections
        self.endResetModel()
        return True

    def units(self) -> list[Unit]:
        return self._roster.units if self._roster else []

    def sections(self) -> list[Section]:
        return self._sections

    def unit_index(self, row: int, column: str | int = 0) -> QModelIndex:
        """The index of roster unit ``row`` (in its slot) at ``column``."""
        col = COLUMNS.index(column) if isinstance(column, str) else column
        for number, section in enumerate(self._sections):
            if row in section.units:
                return self.index(section.units.index(row), col, self.index(number, 0))
        return QModelIndex()

    def section_index(self, category: str, column: int = 0) -> QModelIndex:
        for number, section in enumerate(self._sections):
            if section.category == category:
                return self.index(number, column)
        return QModelIndex()

    def roster_row(self, index: QModelIndex) -> int | None:
        """The roster index of the unit at ``index`` (None for a slot row)."""
        if not index.isValid() or index.internalId() == SECTION:
            return None
        return self._sections[index.internalId() - 1].units[index.row()]

    def section_at(self, index: QModelIndex) -> Section | None:
        """The slot of ``index`` (the slot row itself, or a unit's slot)."""
        if not index.isValid():
            return None
        number = index.row() if index.internalId() == SECTION else index.internalId() - 1
        return self._sections[number]

    # -- tree structure ----------------------------------------------------------------------
    def index(self, row: int, column: int, parent: QModelIndex = QModelIndex()) -> QModelIndex:  # noqa: B008
        if parent.isValid():
            if parent.internalId() != SECTION:
                return QModelIndex()
            return self.createIndex(row, column, parent.row() + 1)
        return self.createIndex(row, column, SECTION)

    def parent(self, index: QModelIndex = QModelIndex()):  # noqa: B008
        if not index.isValid() or index.internalId() == SECTION:
            return QModelIndex()
        return self.createIndex(index.internalId() - 1, 0, SECTION)

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        if not parent.isValid():
            return len(self._sections)
        if parent.internalId() != SECTION or parent.column() != 0:
            return 0
        return len(self._sections[parent.row()].units)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return len(COLUMNS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.ToolTipRole:
            return HEADER_TIPS.get(COLUMNS[section])
        return COLUMNS[section] if role == Qt.ItemDataRole.DisplayRole else None

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.internalId() == SECTION:
            return base
        column = COLUMNS[index.column()]
        if column in EDITABLE:
            return base | Qt.ItemFlag.ItemIsEditable
        if column == "Commander":
            return base | Qt.ItemFlag.ItemIsUserCheckable
        return base

    # -- cells -------------------------------------------------------------------------------
    def data(self, index: QModelIndex, role: int = DISPLAY):
        # Called for every cell and role on each repaint: plain int roles, no enum lookups.
        if role not in ROLES_ANSWERED or not index.isValid():
            return None
        column = COLUMNS[index.column()]
        if index.internalId() == SECTION:
            return self._section_data(self._sections[index.row()], column, role)
        row = self._sections[index.internalId() - 1].units[index.row()]
        unit = self._roster.units[row]
        if role == CHECK_STATE:
            if column == "Commander":
                return Qt.CheckState.Checked if unit.commander else Qt.CheckState.Unchecked
            return None
        if role in (DISPLAY, EDIT):
            return _value(unit, column, role == EDIT)
        if role == TOOL_TIP:
            return _tooltip(unit, column)
        if role == BACKGROUND and row in self._flagged:
            return tone_brushes("flagged")[0]  # the theme's, light or dark
        return None

    def _section_data(self, section: Section, column: str, role: int):
        if role == FONT:
            return self._bold if column == "Unit" else None
        if role == FOREGROUND:
            if section.over:
                return tone_brushes("error")[1]
            return None if section.allowed else tone_brushes("muted")[1]
        if role == TOOL_TIP:  # the heading may be cut in a narrow window
            return f"{section.heading}: {section.note}" if section.note else section.heading
        if role != DISPLAY:
            return None
        if column == "Unit":  # short: the column is narrow; the reason is the tooltip
            return short_heading(section)
        if column == "Pts" and section.units:
            return format_points(section.points)
        return None

    def setData(self, index: QModelIndex, value, role=Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        row = self.roster_row(index)
        if row is None:
            return False
        column = COLUMNS[index.column()]
        if role == Qt.ItemDataRole.CheckStateRole and column == "Commander":
            self._edit(row, column, Qt.CheckState(value) == Qt.CheckState.Checked)
            return True
        if role != Qt.ItemDataRole.EditRole or column not in EDITABLE:
            return False
        self._edit(row, column, value)
        return True


def _value(unit: Unit, column: str, editing: bool):
    if column == "Unit":
        return unit.name if editing else unit.name + ("  ⚠" if traits_unknown(unit) else "")
    if column == "Models":
        return unit.models
    if column == "Pts":
        return format_points(unit.points)
    if column == "Options":
        return ", ".join(_upgrade_label(u) for u in unit.upgrades)
    return None


def _upgrade_label(upgrade) -> str:
    return upgrade.name if upgrade.count == 1 else f"{upgrade.name} ×{upgrade.count}"


def _tooltip(unit: Unit, column: str) -> str | None:
    if column == "Unit":
        if traits_unknown(unit):
            return (f"{unit.name}: the army data has no base size or troop type for this "
                    "unit. Check them in the unit's details.")
        return unit.name  # the cell may be cut in a narrow window
    if column == "Options" and unit.upgrades:
        return "\n".join(f"{u.name} ({u.kind.replace('_', ' ')}) {format_points(u.total)} pts"
                         for u in unit.upgrades)
    if column == "Models":
        limits = [f"book minimum {unit.book_min}" if unit.book_min else "",
                  f"book maximum {unit.book_max}" if unit.book_max else ""]
        return ", ".join(part for part in limits if part) or None
    return None
