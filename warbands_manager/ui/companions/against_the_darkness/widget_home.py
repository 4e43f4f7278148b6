"""The page shown when no game is open: saved games, new game, import, and the history of
finished games with per-player statistics."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.companions.against_the_darkness.model import GAME, history_stats
from warbands_manager.companions.save_documents import SaveDocumentError
from warbands_manager.services.companion_saves import CompanionSaveService
from warbands_manager.ui.views.intro import heading_block
from warbands_manager.ui.views.saved_games import DeleteSaveCommand, SavedGamesPanel
from warbands_manager.ui.views.words import local_date_time


class DictTableModel(QAbstractTableModel):
    """Rows of dicts shown through ``columns`` (key, title)."""

    def __init__(self, columns: list[tuple[str, str]], parent=None) -> None:
        super().__init__(parent)
        self.columns = columns
        self.rows: list[dict] = []

    def set_rows(self, rows: list[dict]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.columns[section][1]
        return None

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if index.isValid() and role == Qt.ItemDataRole.DisplayRole:
            value = self.rows[index.row()].get(self.columns[index.column()][0])
            return "" if value is None else str(value)
        return None


HISTORY_COLUMNS = [("date", "Finished"), ("name", "Game"), ("winner", "Winner"),
                   ("tie_break", "Decided by"), ("scores", "Scores")]
STATS_COLUMNS = [("name", "Player"), ("games", "Games"), ("wins", "Wins"),
                 ("average", "Average VP"), ("best", "Best VP"), ("cards", "Enemy cards")]


def _view(model) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.verticalHeader().setVisible(False)
    view.horizontalHeader().setStretchLastSection(True)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return view


class HomePanel(QWidget):
    def __init__(self, saves: CompanionSaveService, undo_stack: QUndoStack, summary: str,
                 result_kind: str) -> None:
        super().__init__()
        self._saves = saves
        self._undo_stack = undo_stack
        self._result_kind = result_kind
        self.saved_games = SavedGamesPanel(saves, GAME.game_id, undo_stack)
        self.new_button = QPushButton("New game…")
        self.open_button = QPushButton("Open selected")
        self.import_button = QPushButton("Import end state…")
        self.blank_pad_button = QPushButton("Blank score pad PDF…")
        self.history_model = DictTableModel(HISTORY_COLUMNS, self)
        self.stats_model = DictTableModel(STATS_COLUMNS, self)
        self.history_view = _view(self.history_model)
        self.history_view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.delete_result_button = QPushButton("Delete result")
        buttons = QHBoxLayout()
        # New game… sits in the window's page header (every page's main action is there)
        for button in (self.open_button, self.import_button, self.blank_pad_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        saves_box = QGroupBox("Games in progress (double-click to resume)")
        QVBoxLayout(saves_box).addWidget(self.saved_games)
        history_box = QGroupBox("Finished games")
        self.history_box = history_box
        history_layout = QHBoxLayout(history_box)
        results = QVBoxLayout()
        results.addWidget(self.history_view)
        results.addWidget(self.delete_result_button, 0, Qt.AlignmentFlag.AlignLeft)
        history_layout.addLayout(results, 3)
        history_layout.addWidget(_view(self.stats_model), 2)
        self.delete_result_button.clicked.connect(self._on_delete_result_button_clicked)
        # Open selected and Delete result act on a chosen line: enabled only with one chosen
        self.saved_games.list_view.selectionModel().selectionChanged.connect(self._choices)
        self.history_view.selectionModel().selectionChanged.connect(self._choices)
        layout = QVBoxLayout(self)
        layout.addWidget(heading_block(GAME.title, summary, GAME.description))
        layout.addLayout(buttons)
        layout.addWidget(saves_box, 1)
        layout.addWidget(history_box, 1)

    def refresh(self) -> None:
        self.saved_games.refresh()
        records, damaged = [], 0
        for summary in self._saves.list(GAME.game_id, self._result_kind):
            try:
                records.append(self._history_row(summary))
            except (SaveDocumentError, KeyError, TypeError, AttributeError):
                damaged += 1  # a damaged result is kept in the database and said, not shown
        self.history_model.set_rows(records)
        self.stats_model.set_rows(history_stats(records))
        self.history_box.setTitle("Finished games" + (
            f" ({damaged} could not be read and are not counted)" if damaged else ""))
        self._choices()

    def _history_row(self, summary) -> dict:
        record = self._saves.load(summary.id)
        scores = ", ".join(f"{p['name']} {p['total']}" for p in record["players"])
        return {**record, "id": summary.id, "date": local_date_time(summary.updated_at),
                "name": summary.name, "scores": scores, "winner": record["winner"] or "shared"}

    def _choices(self, *_args) -> None:
        self.open_button.setEnabled(self.selected_save() is not None)
        self.delete_result_button.setEnabled(
            bool(self.history_view.selectionModel().selectedRows()))

    def _on_delete_result_button_clicked(self) -> None:
        rows = self.history_view.selectionModel().selectedRows()
        if rows:
            row = self.history_model.rows[rows[0].row()]
            self._undo_stack.push(DeleteSaveCommand(self._saves, row["id"],
                                                    f"result {row['name']}", self.refresh))

    def selected_save(self) -> int | None:
        indexes = self.saved_games.list_view.selectionModel().selectedIndexes()
        return self.saved_games.model.save_id_at(indexes[0].row()) if indexes else None
