"""Browse, import and delete imported army data (BattleScribe game systems and catalogues).

Modeless, so Edit → Undo of a deletion works while it is open. Deleting is a QUndoCommand on
the Rosters page's undo stack, asks first (saying what happens to the saved rosters of that
army) and never changes saved rosters: they hold their own units.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.services.army_data_admin import deletion_consequences
from warbands_manager.ui.views.rosters.army_data_models import (
    ArmyEntryModel,
    ArmyUnitModel,
    DeleteArmyDataCommand,
)
from warbands_manager.ui.views.rosters.list_model import army_title

INTRO = ("Game systems and catalogues imported from BattleScribe files. A roster is built from "
         "the catalogue chosen in its army list (by default the army book of the Warbands era, "
         "2006). Deleting one never changes saved rosters (they keep their units); Edit → Undo "
         "puts it back.")
WHERE_FROM = ("base sizes and traits: the army table (written from the army book) first, else "
              "the catalogue's profile (troop type, Fly rule, Wizard level), else the usual base "
              "of the troop type (assumed); what you set for a unit in a roster wins")


def ask_confirmation(parent: QWidget, title: str, text: str) -> bool:
    """The real Yes/No question; tests replace ``ArmyDataDialog.confirm``."""
    answer = QMessageBox.question(parent, title, text,
                                  QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                  QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes


def _table(model, stretch_column: int) -> QTableView:
    table = QTableView()
    table.setModel(model)
    table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
    table.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
    table.setWordWrap(False)
    table.verticalHeader().setVisible(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch_column, QHeaderView.ResizeMode.Stretch)
    return table


class ArmyDataDialog(QDialog):
    """The imported entries (top), the selected catalogue's units (bottom), Import and Delete."""

    def __init__(self, admin, undo_stack, after_change: Callable[[], None] | None = None,
                 import_files: Callable[[], None] | None = None, parent=None,
                 get_army_data: Callable[[], None] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Army data")
        self.resize(1100, 640)
        self.admin, self.undo_stack = admin, undo_stack
        self.after_change, self.import_files = after_change, import_files
        self.confirm = ask_confirmation
        self.model = ArmyEntryModel(self)
        self.unit_model = ArmyUnitModel(self)
        self.table = _table(self.model, 1)
        self.table.setObjectName("army-data-entries")
        self.unit_table = _table(self.unit_model, 0)
        self.unit_table.setObjectName("army-data-units")
        self.units_label = QLabel()
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.import_button = QPushButton("Import army data…")
        self.import_button.setEnabled(import_files is not None)
        self.get_button = QPushButton("Get army data…")
        self.get_button.setToolTip("From the community's repositories, and check for updates")
        self.get_button.setEnabled(get_army_data is not None)
        self.get_army_data = get_army_data
        self.delete_button = QPushButton("Delete…")
        for button in (self.import_button, self.get_button, self.delete_button):
            button.setAutoDefault(False)  # Enter must not import or delete
        self._build_layout()
        self._connect_signals()
        self.refresh()

    def _build_layout(self) -> None:
        intro = QLabel(INTRO)
        intro.setWordWrap(True)
        units = QWidget()
        units_layout = QVBoxLayout(units)
        units_layout.setContentsMargins(0, 0, 0, 0)
        units_layout.addWidget(self.units_label)
        units_layout.addWidget(self.unit_table, 1)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.table)
        splitter.addWidget(units)
        splitter.setSizes([220, 360])
        row = QHBoxLayout()
        row.addWidget(self.get_button)
        row.addWidget(self.import_button)
        row.addWidget(self.delete_button)
        row.addStretch(1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        row.addWidget(self.buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.note)
        layout.addLayout(row)

    def _connect_signals(self) -> None:
        self.buttons.rejected.connect(self.reject)
        self.table.selectionModel().selectionChanged.connect(self._on_table_selection_changed)
        self.delete_button.clicked.connect(self._on_delete_button_clicked)
        self.import_button.clicked.connect(self._on_import_button_clicked)
        self.get_button.clicked.connect(lambda: self.get_army_data and self.get_army_data())

    # -- showing -----------------------------------------------------------------------------
    def refresh(self) -> None:
        """Reload the entries, keeping the selected one selected when it still exists."""
        selected = self.selected_entry()
        key = (selected.kind, selected.bs_id) if selected else None
        self.model.set_rows(self.admin.entries())
        rows = self.model.rows
        keys = [(entry.kind, entry.bs_id) for entry in rows]
        if rows:
            wanted = keys.index(key) if key in keys else _first_catalogue(rows)
            self.table.selectRow(wanted)
        self._on_table_selection_changed()

    def selected_entry(self):
        rows = self.table.selectionModel().selectedRows()
        return self.model.row(rows[0].row()) if rows else None

    def _on_table_selection_changed(self, *_args) -> None:
        entry = self.selected_entry()
        self.delete_button.setEnabled(entry is not None)
        if entry is None:
            self.unit_model.set_rows([])
            self.units_label.setText("No army data imported yet: Get army data… fetches it "
                                     "from the community's repository; Import army data… "
                                     "reads BattleScribe .gst and .cat files (zipped too).")
            self.note.setText("")
            return
        if entry.kind == "catalogue":
            self.unit_model.set_rows(self.admin.units(entry.bs_id))
            self.units_label.setText(f"<b>Units of {entry.name}</b> ({army_title(entry.army)}; "
                                     f"read-only — {WHERE_FROM})")
            self.units_label.setWordWrap(True)
        else:
            self.unit_model.set_rows([])
            self.units_label.setText(f"<b>{entry.name}</b> is a game system: it holds no units "
                                     f"itself; {entry.catalogues} imported catalogue(s) were "
                                     "written for it.")
        self.note.setText(f"If deleted: {deletion_consequences(entry)}")

    # -- actions -----------------------------------------------------------------------------
    def _changed(self) -> None:
        if self.after_change is None:
            self.refresh()
        else:
            self.after_change()  # the page refreshes its list and this dialog

    def _on_delete_button_clicked(self) -> None:
        entry = self.selected_entry()
        if entry is None:
            return
        question = (f"Delete the imported {entry.kind_label} “{entry.name}” (revision "
                    f"{entry.revision}, {entry.source_file})?\n\n"
                    f"{deletion_consequences(entry)}\n\nEdit → Undo puts it back.")
        if not self.confirm(self, "Delete army data", question):
            return
        self.undo_stack.push(DeleteArmyDataCommand(self.admin, entry, self._changed,
                                                   self._on_command_failed))

    def _on_command_failed(self, message: str) -> None:
        self.note.setText(message)

    def _on_import_button_clicked(self) -> None:
        if self.import_files is not None:
            self.import_files()


def _first_catalogue(entries) -> int:
    return next((i for i, entry in enumerate(entries) if entry.kind == "catalogue"), 0)
