"""Back up and restore from the window: pick a backup, see what it holds, then restore."""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.store.backup import BackupDescription, describe_backup
from warbands_manager.store.errors import DatabaseRefused
from warbands_manager.ui.file_dialogs import open_file_name
from warbands_manager.ui.views.words import local_date_time

PATH_ROLE = Qt.ItemDataRole.UserRole


def preview_html(description: BackupDescription) -> str:
    rows = "".join(f"<tr><td>{escape(table)}</td><td align='right'>{count}</td></tr>"
                   for table, count in description.row_counts.items())
    return (
        f"<b>{escape(description.path.name)}</b><br>Taken {local_date_time(description.modified)}"
        f" · schema {escape(str(description.revision))} · {description.size:,} bytes"
        f"<table cellspacing='4'><tr><th align='left'>table</th><th>rows</th></tr>{rows}</table>"
    )


class RestoreDialog(QDialog):
    """Lists the backups (newest first) with a preview of the selected one."""

    def __init__(self, backups: list[Path], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Restore from a backup")
        self.resize(720, 420)
        self.backups = QListWidget()
        for path in reversed(backups):
            item = QListWidgetItem(path.name)
            item.setData(PATH_ROLE, str(path))
            self.backups.addItem(item)
        self.preview = QLabel("Choose a backup to see what it holds.")
        self.preview.setWordWrap(True)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.other_button = QPushButton("Other file…")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.restore_button = self.buttons.addButton(
            "Restore", QDialogButtonBox.ButtonRole.AcceptRole)
        self.restore_button.setEnabled(False)
        self._build_layout()
        self._connect_signals()
        self.chosen: Path | None = None

    def _build_layout(self) -> None:
        columns = QHBoxLayout()
        columns.addWidget(self.backups, 1)
        columns.addWidget(self.preview, 1)
        note = QLabel("The current database is backed up first, so a restore can be undone by "
                      "restoring that backup.")
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addWidget(note)
        bottom = QHBoxLayout()
        bottom.addWidget(self.other_button)
        bottom.addStretch(1)
        bottom.addWidget(self.buttons)
        layout.addLayout(bottom)

    def _connect_signals(self) -> None:
        self.backups.currentItemChanged.connect(self._on_backups_current_item_changed)
        self.other_button.clicked.connect(self._on_other_button_clicked)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

    def show_preview(self, path: Path) -> None:
        try:
            self.preview.setText(preview_html(describe_backup(path)))
            self.chosen = path
            self.restore_button.setEnabled(True)
        except DatabaseRefused as refused:
            self.preview.setText(f"<b>Cannot restore this file.</b><br>{escape(refused.message)}")
            self.chosen = None
            self.restore_button.setEnabled(False)

    def _on_backups_current_item_changed(self, current: QListWidgetItem, _previous) -> None:
        if current is not None:
            self.show_preview(Path(current.data(PATH_ROLE)))

    def _on_other_button_clicked(self) -> None:
        name, _ = open_file_name(self, "Backup file", "",
                                 "SQLite backups (*.sqlite *.db);;All files (*)")
        if name:
            self.show_preview(Path(name))
