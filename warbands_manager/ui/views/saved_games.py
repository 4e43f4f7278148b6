"""A list of one companion game's saved sessions: rename and delete (undoable)."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QHBoxLayout,
    QInputDialog,
    QListView,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.services.companion_saves import CompanionSaveService, SaveSummary
from warbands_manager.ui.views.words import local_date_time


class SavedGamesModel(QAbstractListModel):
    """Saves of one game, newest first; the display text shows name and last change."""

    def __init__(self, saves: CompanionSaveService, game: str, parent=None) -> None:
        super().__init__(parent)
        self._saves = saves
        self._game = game
        self._rows: list[SaveSummary] = []

    def refresh(self) -> None:
        self.beginResetModel()
        self._rows = self._saves.list(self._game)
        self.endResetModel()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{row.name} — {local_date_time(row.updated_at)}"
        if role == Qt.ItemDataRole.UserRole:
            return row.id
        return None

    def save_id_at(self, row: int) -> int:
        return self._rows[row].id


class DeleteSaveCommand(QUndoCommand):
    """Deleting a save; undo puts it back with the same id and contents."""

    def __init__(self, saves: CompanionSaveService, save_id: int, name: str, after) -> None:
        super().__init__(f"Delete “{name}”")
        self._saves = saves
        self._save_id = save_id
        self._after = after
        self._deleted = None

    def redo(self) -> None:
        self._deleted = self._saves.delete(self._save_id)
        self._after()

    def undo(self) -> None:
        self._saves.restore(self._deleted)
        self._after()


class SavedGamesPanel(QWidget):
    """Saved sessions of one game with Rename and Delete; emits ``open_requested(id)``."""

    open_requested = Signal(int)

    def __init__(self, saves: CompanionSaveService, game: str, undo_stack: QUndoStack,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._saves = saves
        self._undo_stack = undo_stack
        self.model = SavedGamesModel(saves, game, self)
        self.list_view = QListView()
        self.list_view.setModel(self.model)
        self.rename_button = QPushButton("Rename…")
        self.delete_button = QPushButton("Delete")
        self._build_layout()
        self._connect_signals()
        self.refresh()

    def _build_layout(self) -> None:
        buttons = QHBoxLayout()
        buttons.addWidget(self.rename_button)
        buttons.addWidget(self.delete_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list_view)
        layout.addLayout(buttons)

    def _connect_signals(self) -> None:
        self.rename_button.clicked.connect(self._on_rename_button_clicked)
        self.delete_button.clicked.connect(self._on_delete_button_clicked)
        self.list_view.doubleClicked.connect(self._on_list_view_double_clicked)
        self.list_view.selectionModel().selectionChanged.connect(self._update_buttons)

    def refresh(self) -> None:
        self.model.refresh()
        self._update_buttons()

    def _selected_row(self) -> int | None:
        indexes = self.list_view.selectionModel().selectedIndexes()
        return indexes[0].row() if indexes else None

    def _update_buttons(self, *_args) -> None:
        selected = self._selected_row() is not None
        self.rename_button.setEnabled(selected)
        self.delete_button.setEnabled(selected)

    def _on_rename_button_clicked(self) -> None:
        row = self._selected_row()
        if row is None:
            return
        name, accepted = QInputDialog.getText(self, "Rename", "New name:")
        if accepted and name.strip():
            self._saves.rename(self.model.save_id_at(row), name.strip())
            self.refresh()

    def _on_delete_button_clicked(self) -> None:
        row = self._selected_row()
        if row is None:
            return
        index = self.model.index(row)
        name = str(self.model.data(index)).split(" — ")[0]
        self._undo_stack.push(
            DeleteSaveCommand(self._saves, self.model.save_id_at(row), name, self.refresh)
        )

    def _on_list_view_double_clicked(self, index: QModelIndex) -> None:
        self.open_requested.emit(self.model.save_id_at(index.row()))
