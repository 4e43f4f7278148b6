"""Browse and delete imported army data (BattleScribe catalogues). Deleting is undoable (the
Rosters page's undo stack) and never changes saved rosters: they hold their own units."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
)

COLUMNS = (("Catalogue", lambda a: a.name), ("Army", lambda a: a.army),
           ("Revision", lambda a: a.revision), ("Units", lambda a: a.units),
           ("Imported", lambda a: a.imported_at.strftime("%Y-%m-%d %H:%M")),
           ("File", lambda a: a.source_file), ("Provenance", lambda a: a.provenance))


class ArmyDataModel(QAbstractTableModel):
    def __init__(self, armies=()) -> None:
        super().__init__()
        self.armies = list(armies)

    def set_armies(self, armies) -> None:
        self.beginResetModel()
        self.armies = list(armies)
        self.endResetModel()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.armies)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole) \
                and index.isValid():
            return str(COLUMNS[index.column()][1](self.armies[index.row()]))
        return None

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section][0]
        return None


class DeleteArmyCommand(QUndoCommand):
    """Delete a catalogue; undo puts the same row back."""

    def __init__(self, armies_service, bs_id: str, name: str, after) -> None:
        super().__init__(f"delete army data {name}")
        self.service, self.bs_id, self.after, self.kept = armies_service, bs_id, after, None

    def redo(self) -> None:
        self.kept = self.service.delete_army(self.bs_id)
        self.after()

    def undo(self) -> None:
        self.service.restore_army(self.kept)
        self.after()


class ArmyDataDialog(QDialog):
    """The imported catalogues, with Delete (undoable on ``undo_stack``)."""

    def __init__(self, armies_service, undo_stack, after_change, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Imported army data")
        self.resize(900, 360)
        self.service, self.undo_stack, self.after_change = armies_service, undo_stack, after_change
        self.model = ArmyDataModel()
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.table.setWordWrap(False)  # long provenance texts: full text in the tooltip
        self.table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.delete_button = QPushButton("Delete catalogue")
        self.note = QLabel("Deleting a catalogue never changes saved rosters (they keep their "
                           "units); the army picker then uses another import of that army, if "
                           "any. Edit → Undo puts it back.")
        self.note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.note)
        layout.addWidget(self.delete_button)
        layout.addWidget(buttons)
        self.delete_button.clicked.connect(self._on_delete_button_clicked)
        self.refresh()

    def refresh(self) -> None:
        self.model.set_armies(self.service.armies())
        self.delete_button.setEnabled(bool(self.model.armies))

    def _changed(self) -> None:
        self.refresh()
        self.after_change()

    def _on_delete_button_clicked(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return
        army = self.model.armies[rows[0].row()]
        self.undo_stack.push(DeleteArmyCommand(self.service, army.bs_id, army.name,
                                               self._changed))
