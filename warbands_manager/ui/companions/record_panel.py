"""The "End of game" tab of Banner Saga, Runewars and Tiny Big Wars: print and export the
record a finished game ends on, keep it in the group's history, and list that history (who
played, who won, when)."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from datetime import date
from pathlib import Path

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.companions.records import (
    RESULT_KIND,
    GameRecord,
    record_from_dict,
)
from warbands_manager.companions.save_documents import SaveDocumentError
from warbands_manager.services.companion_saves import CompanionSaveService
from warbands_manager.ui.enabled import enable_with_reason
from warbands_manager.ui.file_dialogs import save_file_name
from warbands_manager.ui.preferences import dialog_start
from warbands_manager.ui.row_table_model import RowTableModel

HISTORY_COLUMNS = ("Finished", "Game", "Players", "Winner", "Result")
NOT_OVER = "the game is not over yet"


class HistoryModel(RowTableModel[list[str]]):
    columns = HISTORY_COLUMNS

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ):
        if index.isValid() and role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._rows[index.row()][index.column()]
        return None


def ask_path(parent: QWidget, caption: str, default: str, filters: str) -> str | None:
    path, _ = save_file_name(parent, caption, dialog_start(default), filters)
    return path or None


def write_json(path: Path, document: dict) -> None:
    """The whole file or nothing: written beside the target, then renamed over it."""
    partial = path.with_name(path.name + ".partial")
    partial.write_text(json.dumps(document, indent=2, ensure_ascii=False), encoding="utf-8")
    os.replace(partial, path)


class RecordPanel(QWidget):
    """``current()`` gives the record of the open game once it is over (else None); the save
    that the record belongs to is in the record, so keeping it twice updates it."""

    status_message = Signal(str)

    def __init__(
        self,
        saves: CompanionSaveService,
        game_id: str,
        current: Callable[[str], GameRecord | None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.saves, self.game_id, self.current = saves, game_id, current
        self.ask_path = ask_path  # injectable: tests answer for the file dialog
        self.result = QLabel()
        self.result.setWordWrap(True)
        self.print_button = QPushButton("Print record…")
        self.export_button = QPushButton("Export record…")
        self.keep_button = QPushButton("Keep in history")
        self.history = HistoryModel(self)
        self.history_view = QTableView()
        self.history_view.setModel(self.history)
        header = self.history_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.history_title = QLabel("<b>History of games</b>")
        buttons = QHBoxLayout()
        for button in (self.print_button, self.export_button, self.keep_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.result)
        layout.addLayout(buttons)
        layout.addWidget(self.history_title)
        layout.addWidget(self.history_view, 1)
        self.print_button.clicked.connect(self._on_print_button_clicked)
        self.export_button.clicked.connect(self._on_export_button_clicked)
        self.keep_button.clicked.connect(self._on_keep_button_clicked)
        self.refresh()

    def record(self) -> GameRecord | None:
        return self.current(date.today().isoformat())

    def refresh(self) -> None:
        record = self.record()
        self.result.setText(
            f"<b>{record.result}</b>"
            if record
            else "When the game is over, its record is printed and kept here."
        )
        for button in (self.print_button, self.export_button, self.keep_button):
            enable_with_reason(button, "" if record else NOT_OVER)
        self._show_history()

    def history_records(self) -> list[GameRecord]:
        """Every kept record of this companion, newest first (a damaged one is left out)."""
        records = []
        for summary in self.saves.list(self.game_id, RESULT_KIND):
            try:
                records.append(record_from_dict(self.saves.load(summary.id)))
            except SaveDocumentError:
                continue
        return sorted(records, key=lambda r: r.finished, reverse=True)

    def _show_history(self) -> None:
        records = self.history_records()
        self.history.set_rows(
            [[r.finished, r.name, r.players, r.winner or "—", r.result] for r in records]
        )
        self.history_title.setText(f"<b>History of games</b> ({len(records)})")

    def keep(self) -> bool:
        record = self.record()
        if record is None:
            return False
        for summary in self.saves.list(self.game_id, RESULT_KIND):
            try:
                kept = record_from_dict(self.saves.load(summary.id))
            except SaveDocumentError:
                continue
            if record.save is not None and kept.save == record.save:
                self.saves.update(summary.id, record.to_dict(), name=record.name)
                break
        else:
            self.saves.create(self.game_id, record.name, record.to_dict(), kind=RESULT_KIND)
        self._show_history()
        self.status_message.emit(f"“{record.name}” kept in the history of games.")
        return True

    def print_record(self) -> bool:
        # deferred: printing loads reportlab, which the trackers' pages do without
        from warbands_manager.reports.companion_record import write_game_record

        record = self.record()
        path = record and self.ask_path(
            self, "Record PDF", f"{record.name} record.pdf", "PDF (*.pdf)"
        )
        if not path or record is None:
            return False
        write_game_record(Path(path), record)
        self.status_message.emit(f"Record written to {Path(path).name}")
        return True

    def export_record(self) -> bool:
        record = self.record()
        path = record and self.ask_path(
            self, "Export record", f"{record.name} record.json", "Game record (*.json)"
        )
        if not path or record is None:
            return False
        write_json(Path(path), record.to_dict())
        self.status_message.emit(f"Record exported to {Path(path).name}")
        return True

    def _on_print_button_clicked(self) -> None:
        self.print_record()

    def _on_export_button_clicked(self) -> None:
        self.export_record()

    def _on_keep_button_clicked(self) -> None:
        self.keep()
