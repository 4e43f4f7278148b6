"""The file and text dialogs the Rosters view uses, behind one object tests can replace."""

from __future__ import annotations

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QInputDialog, QMessageBox, QWidget

from warbands_manager.ui.file_dialogs import open_file_names, save_file_name
from warbands_manager.ui.preferences import dialog_start

OPEN_FILTER = ("Rosters and army data (*.json *.ros *.rosz *.gst *.gstz *.cat *.catz);;"
               "Warbands rosters (*.json);;BattleScribe files (*.ros *.rosz *.gst *.gstz "
               "*.cat *.catz);;All files (*)")


class RosterDialogs:
    """Real dialogs; a test passes an object with the same methods."""

    def open_paths(self, parent: QWidget) -> list[str]:
        paths, _ = open_file_names(parent, "Open rosters or army data", "", OPEN_FILTER)
        return paths

    def save_path(self, parent: QWidget, title: str, suggested: str, pattern: str) -> str | None:
        path, _ = save_file_name(parent, title, dialog_start(suggested), pattern)
        return path or None

    def ask_text(self, parent: QWidget, title: str, label: str, text: str) -> str | None:
        value, accepted = QInputDialog.getText(parent, title, label, text=text)
        return value if accepted else None

    def choose(self, parent: QWidget, title: str, text: str,
               choices: tuple[str, ...]) -> int | None:
        """Which of ``choices`` the user picked (its index), or None for Cancel."""
        box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=parent)
        buttons = [box.addButton(choice, QMessageBox.ButtonRole.AcceptRole)
                   for choice in choices]
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(buttons[0])
        box.exec()
        clicked = box.clickedButton()
        return buttons.index(clicked) if clicked in buttons else None

    def show_report(self, parent: QWidget, title: str, text: str, error: bool = False) -> None:
        box = QMessageBox.warning if error else QMessageBox.information
        box(parent, title, text)

    def open_file(self, path: str) -> None:
        """Show a written file (the roster PDF) in the desktop's viewer, to read or print."""
        QDesktopServices.openUrl(QUrl.fromLocalFile(path))
