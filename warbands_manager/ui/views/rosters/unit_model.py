"""The units of the roster being edited, as a Qt table model.

The model never changes the roster itself: an edit in a cell is reported through ``edit``
(a callable the editor supplies), which turns it into an undoable command.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt

from warbands_manager.rules.armydata.build import traits_unknown
from warbands_manager.rules.roster import CATEGORIES, Roster, Unit, format_points
from warbands_manager.ui.theme import tone_brushes

COLUMNS = ("Unit", "Cat.", "Models", "Each", "Pts", "Upgrades", "Traits", "Cmdr")
HEADER_TIPS = {"Cat.": "Category (lord, hero, core, special, rare)", "Pts": "Unit points",
               "Each": "Points per model",
               "Cmdr": "The Warband's Commander (one unit)"}
EDITABLE = ("Unit", "Cat.", "Models", "Each")
TRAIT_LABELS = {"war_machine": "war machine", "chariot": "chariot", "flyer": "flyer",
                "wizard": "wizard", "regiment_of_renown": "RoR", "not_core_minimum": "not Core min"}

UnitEdit = Callable[[int, str, object], None]  # (row, column name, value)
DISPLAY = int(Qt.ItemDataRole.DisplayRole.value)
EDIT = int(Qt.ItemDataRole.EditRole.value)
TOOL_TIP = int(Qt.ItemDataRole.ToolTipRole.value)
CHECK_STATE = int(Qt.ItemDataRole.CheckStateRole.value)
BACKGROUND = int(Qt.ItemDataRole.BackgroundRole.value)
ROLES_ANSWERED = frozenset((DISPLAY, EDIT, TOOL_TIP, CHECK_STATE, BACKGROUND))


class UnitTableModel(QAbstractTableModel):
    """One row per unit: name, category, models (spin box), points, upgrades, traits, commander."""

    def __init__(self, edit: UnitEdit, parent=None) -> None:
        super().__init__(parent)
        self._edit = edit
        self._roster: Roster | None = None
        self._flagged: set[int] = set()

    def set_roster(self, roster: Roster | None, flagged: set[int] | None = None) -> bool:
        """Show ``roster``; True if the model was reset (the view's selection is then gone)."""
        same_shape = (self._roster is not None and roster is not None
                      and len(self._roster.units) == len(roster.units))
        if same_shape and roster.units:
            # An edit that keeps the units' count: repaint only the rows that changed (their
            # unit or their flag), keep the selection and the layout (a reset re-laid the
            # table and re-selected the unit on every edit; repainting every row was half of
            # an edit's time).
            before, was_flagged = self._roster.units, self._flagged
            self._roster = roster
            self._flagged = flagged or set()
            changed = [row for row, unit in enumerate(roster.units)
                       if unit != before[row] or (row in was_flagged) != (row in self._flagged)]
            if changed:
                self.dataChanged.emit(self.index(min(changed), 0),
                                      self.index(max(changed), len(COLUMNS) - 1))
            return False
        self.beginResetModel()
        self._roster = roster
        self._flagged = flagged or set()
        self.endResetModel()
        return True

    def units(self) -> list[Unit]:
        return self._roster.units if self._roster else []

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.units())

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        horizontal = orientation == Qt.Orientation.Horizontal
        if role == Qt.ItemDataRole.ToolTipRole and horizontal:
            return HEADER_TIPS.get(COLUMNS[section])
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return COLUMNS[section] if horizontal else str(section + 1)

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        base = super().flags(index)
        column = COLUMNS[index.column()]
        if column in EDITABLE:
            return base | Qt.ItemFlag.ItemIsEditable
        if column == "Cmdr":
            return base | Qt.ItemFlag.ItemIsUserCheckable
        return base

    def data(self, index: QModelIndex, role: int = DISPLAY):
        # Called for every cell and role on each repaint: plain int roles, no enum lookups.
        if role not in ROLES_ANSWERED or not index.isValid():
            return None
        unit = self.units()[index.row()]
        column = COLUMNS[index.column()]
        if role == CHECK_STATE:
            if column == "Cmdr":
                return Qt.CheckState.Checked if unit.commander else Qt.CheckState.Unchecked
            return None
        if role in (DISPLAY, EDIT):
            return _value(unit, column, role == EDIT)
        if role == TOOL_TIP:
            return _tooltip(unit, column)
        if index.row() in self._flagged:  # BACKGROUND
            return tone_brushes("flagged")[0]
        return None

    def setData(self, index: QModelIndex, value, role=Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if not index.isValid():
            return False
        column = COLUMNS[index.column()]
        if role == Qt.ItemDataRole.CheckStateRole and column == "Cmdr":
            checked = Qt.CheckState(value) == Qt.CheckState.Checked
            self._edit(index.row(), column, checked)
            return True
        if role != Qt.ItemDataRole.EditRole or column not in EDITABLE:
            return False
        if column == "Cat." and value not in CATEGORIES:
            return False
        if column == "Unit" and not str(value).strip():
            return False
        self._edit(index.row(), column, value)
        return True


def _value(unit: Unit, column: str, editing: bool):
    if column == "Unit":
        return unit.name if editing else unit.name + ("  ⚠" if traits_unknown(unit) else "")
    if column == "Cat.":
        return unit.category
    if column == "Models":
        return unit.models
    if column == "Each":
        return float(unit.points_per_model) if editing else format_points(unit.points_per_model)
    if column == "Pts":
        return format_points(unit.points)
    if column == "Upgrades":
        return ", ".join(_upgrade_label(u) for u in unit.upgrades)
    if column == "Traits":
        parts = [unit.base] if unit.base else []
        return ", ".join(parts + [TRAIT_LABELS.get(t, t) for t in unit.traits])
    return None


def _upgrade_label(upgrade) -> str:
    return upgrade.name if upgrade.count == 1 else f"{upgrade.name} ×{upgrade.count}"


def _tooltip(unit: Unit, column: str) -> str | None:
    if column == "Unit" and traits_unknown(unit):
        return ("Traits unknown: the army data has no base size or troop type for this unit. "
                "Check them in the unit panel.")
    if column == "Upgrades" and unit.upgrades:
        return "\n".join(f"{u.name} ({u.kind}) {format_points(u.total)} pts"
                         for u in unit.upgrades)
    if column == "Models":
        limits = [f"book minimum {unit.book_min}" if unit.book_min else "",
                  f"book maximum {unit.book_max}" if unit.book_max else ""]
        return ", ".join(part for part in limits if part) or None
    return None
