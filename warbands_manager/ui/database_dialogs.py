"""What the user sees when a database file is refused: why, and a way out."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox

from warbands_manager.store.errors import DatabaseRefused

DATABASE_FILTER = "Warbands Manager database (*.sqlite *.db);;All files (*)"


def ask_for_other_database(refused: DatabaseRefused) -> Path | None:
    """Explain the refusal; return another file to try, or ``None`` to quit."""
    box = QMessageBox(QMessageBox.Icon.Warning, "Cannot open this database",
                      f"{refused.path}\n\n{refused.message}")
    box.setInformativeText("The file has not been changed. Open another database, start a "
                           "new one, or quit.")
    open_button = box.addButton("Open another…", QMessageBox.ButtonRole.AcceptRole)
    new_button = box.addButton("Start a new database…", QMessageBox.ButtonRole.ActionRole)
    box.addButton("Quit", QMessageBox.ButtonRole.RejectRole)
    box.exec()
    clicked = box.clickedButton()
    if clicked is open_button:
        name, _ = QFileDialog.getOpenFileName(None, "Open database", str(refused.path.parent),
                                              DATABASE_FILTER)
        return Path(name) if name else None
    if clicked is new_button:
        name, _ = QFileDialog.getSaveFileName(None, "New database", str(refused.path.parent),
                                              DATABASE_FILTER)
        return Path(name) if name else None
    return None
