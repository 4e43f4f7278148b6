"""Edit › Preferences…: theme, folder for PDFs and exports, backups to keep, and the name
written into histories."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from warbands_manager.ui.dialog_buttons import ok_cancel
from warbands_manager.ui.file_dialogs import existing_directory
from warbands_manager.ui.preferences import DEFAULT_HISTORY_NAME, Preferences
from warbands_manager.ui.theme import THEME_CHOICES


class PreferencesDialog(QDialog):
    """Shows ``preferences``; :meth:`chosen` is what the user set (after ``exec``)."""

    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Preferences")
        self.theme = QComboBox()
        for key, label in THEME_CHOICES.items():
            self.theme.addItem(label, key)
        self.theme.setCurrentIndex(max(0, self.theme.findData(preferences.theme)))
        self.folder = QLineEdit(preferences.export_folder)
        self.folder.setPlaceholderText(str(preferences.export_dir()))
        browse = QPushButton("Choose…")
        browse.clicked.connect(self._choose_folder)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder, 1)
        folder_row.addWidget(browse)
        self.keep = QSpinBox()
        self.keep.setRange(1, 500)
        self.keep.setValue(preferences.backups_to_keep)
        self.keep.setSuffix(" backups")
        self.name = QLineEdit(preferences.history_name)
        self.name.setPlaceholderText(DEFAULT_HISTORY_NAME)
        form = QFormLayout(self)
        form.addRow("Colours:", self.theme)
        form.addRow("Save PDFs and exports in:", folder_row)
        form.addRow("Backups to keep:", self.keep)
        form.addRow("Your name in histories:", self.name)
        note = QLabel("League and campaign histories record this name beside every change.")
        note.setWordWrap(True)
        form.addRow(note)
        buttons = ok_cancel(self)
        form.addRow(buttons)

    def _choose_folder(self) -> None:
        start = self.folder.text() or self.folder.placeholderText()
        folder = existing_directory(self, "Save PDFs and exports in", start)
        if folder:
            self.folder.setText(folder)

    def chosen(self) -> Preferences:
        return Preferences(theme=self.theme.currentData(), export_folder=self.folder.text().strip(),
                           backups_to_keep=self.keep.value(), history_name=self.name.text().strip())
