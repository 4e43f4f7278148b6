"""The army list to pick units from: the imported catalogue's entries, searchable.

Where several catalogues of the roster's army are imported (the 7th and the 8th edition files),
a choice above the list shows each one's name, army book year and edition and the rules it was
written for; the roster records the one picked (``catalogue_chosen``).
"""

from __future__ import annotations

from PySide6.QtCore import QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.rules.armydata.editions import CatalogueChoice
from warbands_manager.rules.armydata.model import ArmyList, UnitEntry
from warbands_manager.rules.roster import format_points

ENTRY_ROLE = Qt.ItemDataRole.UserRole
CATEGORY_ORDER = {"lord": 0, "hero": 1, "core": 2, "special": 3, "rare": 4}


class ArmyPicker(QWidget):
    """Search field, the entries of one army list, Add and Add custom unit buttons."""

    entry_chosen = Signal(object)  # a UnitEntry
    custom_requested = Signal()
    catalogue_chosen = Signal(object)  # a CatalogueChoice

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.edition_label = QLabel("Army list from:")
        self.edition_combo = QComboBox()
        self.edition_combo.setToolTip("Several catalogues of this army are imported: choose the "
                                      "one this roster is built from. Units already added keep "
                                      "their points.")
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setVisible(False)
        self._choices: list[CatalogueChoice] = []
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
        for widget in (self.edition_label, self.edition_combo, self.title, self.note,
                       self.search, self.list_view, self.add_button, self.custom_button):
            layout.addWidget(widget)
        self._connect_signals()

    def _connect_signals(self) -> None:
        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        self.list_view.doubleClicked.connect(self._on_list_view_double_clicked)
        self.add_button.clicked.connect(self._on_add_button_clicked)
        self.custom_button.clicked.connect(self.custom_requested.emit)
        self.edition_combo.activated.connect(self._on_edition_combo_activated)

    def show_army(self, army: ArmyList | None, army_name: str,
                  choices: list[CatalogueChoice] | tuple = (), note: str | None = None) -> None:
        """Show ``army``'s entries; ``choices``: every imported catalogue of the army (the
        choice is offered from two on); ``note``: why this is not the roster's own choice."""
        self.model.clear()
        self._show_choices(army, list(choices))
        self.note.setText(note or "")
        self.note.setVisible(bool(note))
        if army is None:
            self.title.setText(f"<b>{army_name}</b>: no army data imported. Import BattleScribe "
                               "files (File ▸ Open…) or add custom units by hand.")
            self.title.setToolTip("")
            self.add_button.setEnabled(False)
            return
        shown = next((c for c in self._choices if c.bs_id == army.bs_id), None)
        edition = f"<br>{shown.edition.label()}" if shown else ""
        self.title.setText(f"<b>{army.name}</b> (revision {army.revision}){edition}")
        self.title.setToolTip(f"BattleScribe catalogue imported from {army.source_file}; base "
                              "sizes and traits from the army's table, else from the "
                              "catalogue's profiles (Army data… shows where each came from)")
        self.add_button.setEnabled(True)
        for entry in sorted(army.units, key=lambda e: (CATEGORY_ORDER[e.category], e.name)):
            item = QStandardItem(_label(entry))
            item.setData(entry, ENTRY_ROLE)
            item.setToolTip(_tooltip(entry))
            self.model.appendRow(item)

    def _show_choices(self, army: ArmyList | None, choices: list[CatalogueChoice]) -> None:
        self._choices = choices
        self.edition_combo.blockSignals(True)
        self.edition_combo.clear()
        for choice in choices:
            self.edition_combo.addItem(choice.label(), choice.bs_id)
            self.edition_combo.setItemData(self.edition_combo.count() - 1, choice.label(),
                                           Qt.ItemDataRole.ToolTipRole)
        if army is not None:
            self.edition_combo.setCurrentIndex(max(0, self.edition_combo.findData(army.bs_id)))
        self.edition_combo.blockSignals(False)
        several = len(choices) > 1
        self.edition_label.setVisible(several)
        self.edition_combo.setVisible(several)

    def _on_edition_combo_activated(self, index: int) -> None:
        if 0 <= index < len(self._choices):
            self.catalogue_chosen.emit(self._choices[index])

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
