"""The army list to pick units from: the imported catalogue's entries, searchable."""

from __future__ import annotations

from PySide6.QtCore import QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QLabel, QLineEdit, QListView, QPushButton, QVBoxLayout, QWidget

from warbands_manager.rules.armydata.model import ArmyList, UnitEntry
from warbands_manager.rules.roster import format_points

ENTRY_ROLE = Qt.ItemDataRole.UserRole
CATEGORY_ORDER = {"lord": 0, "hero": 1, "core": 2, "special": 3, "rare": 4}


class ArmyPicker(QWidget):
    """Search field, the entries of one army list, Add and Add custom unit buttons."""

    entry_chosen = Signal(object)  # a UnitEntry
    custom_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.search = QLineEdit()
        self.search.setPlaceholderText("Search the army list…")
        self.search.setClearButtonEnabled(True)
        self.model = QStandardItemModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.list_view = QListView()
        self.list_view.setModel(self.proxy)
        self.list_view.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        self.add_button = QPushButton("Add unit")
        self.custom_button = QPushButton("Add custom unit")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.title, self.search, self.list_view, self.add_button,
                       self.custom_button):
            layout.addWidget(widget)
        self._connect_signals()

    def _connect_signals(self) -> None:
        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        self.list_view.doubleClicked.connect(self._on_list_view_double_clicked)
        self.add_button.clicked.connect(self._on_add_button_clicked)
        self.custom_button.clicked.connect(self.custom_requested.emit)

    def show_army(self, army: ArmyList | None, army_name: str) -> None:
        self.model.clear()
        if army is None:
            self.title.setText(f"<b>{army_name}</b>: no army data imported. Import BattleScribe "
                               "files (File ▸ Open…) or add custom units by hand.")
            self.title.setToolTip("")
            self.add_button.setEnabled(False)
            return
        self.title.setText(f"<b>{army.name}</b> (revision {army.revision})")
        self.title.setToolTip(f"BattleScribe catalogue imported from {army.source_file}; base "
                              "sizes and troop types from data/armies/")
        self.add_button.setEnabled(True)
        for entry in sorted(army.units, key=lambda e: (CATEGORY_ORDER[e.category], e.name)):
            item = QStandardItem(_label(entry))
            item.setData(entry, ENTRY_ROLE)
            item.setToolTip(_tooltip(entry))
            self.model.appendRow(item)

    def entry_at_row(self, row: int) -> UnitEntry:
        return self.proxy.index(row, 0).data(ENTRY_ROLE)

    def _on_list_view_double_clicked(self, index) -> None:
        self.entry_chosen.emit(index.data(ENTRY_ROLE))

    def _on_add_button_clicked(self) -> None:
        index = self.list_view.currentIndex()
        if index.isValid():
            self.entry_chosen.emit(index.data(ENTRY_ROLE))


def _label(entry: UnitEntry) -> str:
    per = "/model" if entry.max_models != 1 else ""
    return f"{entry.name} — {entry.category}, {format_points(entry.points_per_model)}{per}"


def _tooltip(entry: UnitEntry) -> str:
    parts = [f"book size {entry.min_models}-{entry.max_models or '∞'}"]
    if entry.army_max is not None:
        parts.append(f"0-{entry.army_max} per army")
    if entry.not_core_minimum:
        parts.append("does not count toward the Core minimum")
    if entry.magic_allowance:
        parts.append(f"magic items up to {format_points(entry.magic_allowance)} pts")
    return "; ".join(parts)
