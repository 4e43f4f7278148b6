"""What the user sees when a database file is refused: why, and a way out."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox, QPushButton

from warbands_manager.paths import ServerUrl
from warbands_manager.services.backups import (
    backups_of,
    restore_as_new_file,
    restore_over_damaged,
)
from warbands_manager.store.backup import BackupDescription
from warbands_manager.store.backup_offer import DatabaseDamaged
from warbands_manager.store.errors import DatabaseRefused
from warbands_manager.ui.backup_dialogs import RestoreDialog
from warbands_manager.ui.file_dialogs import open_file_name, save_file_name

DATABASE_FILTER = "Warbands Manager database (*.sqlite *.db);;All files (*)"


def ask_for_other_database(refused: DatabaseRefused) -> Path | None:
    """Explain the refusal; return another file to try, or ``None`` to quit."""
    if isinstance(refused.path, ServerUrl):
        return _explain_server_refusal(refused)
    box = QMessageBox(QMessageBox.Icon.Warning, "Cannot open this database",
                      f"{refused.path}\n\n{refused.message}")
    box.setInformativeText("The file has not been changed. Open another database, start a "
                           "new one, restore a backup into a new file, or quit.")
    open_button = box.addButton("Open another…", QMessageBox.ButtonRole.AcceptRole)
    new_button = box.addButton("Start a new database…", QMessageBox.ButtonRole.ActionRole)
    backups = backups_of(refused.path)
    restore_button = None
    if backups:
        restore_button = box.addButton("Restore a backup…", QMessageBox.ButtonRole.ActionRole)
    newest = _newest_backup_of_damaged(refused)
    newest_button = None if newest is None else _offer_newest_backup(box, newest)
    box.addButton("Quit", QMessageBox.ButtonRole.RejectRole)
    box.exec()
    clicked = box.clickedButton()
    if newest is not None and clicked is newest_button:
        return _restore_newest(newest.path, refused.path)
    if clicked is open_button:
        name, _ = open_file_name(None, "Open database", str(refused.path.parent),
                                 DATABASE_FILTER)
        return Path(name) if name else None
    if restore_button is not None and clicked is restore_button:
        return _restore_beside(refused, backups)
    if clicked is new_button:
        name, _ = save_file_name(None, "New database", str(refused.path.parent),
                                 DATABASE_FILTER)
        return Path(name) if name else None
    return None


def _newest_backup_of_damaged(refused: DatabaseRefused) -> BackupDescription | None:
    if isinstance(refused, DatabaseDamaged) and isinstance(refused.path, Path):
        return refused.newest_backup
    return None


def _offer_newest_backup(box: QMessageBox, newest: BackupDescription) -> QPushButton:
    """A damaged file gets a button restoring the newest backup that verifies (its date and
    what it holds are in the message); the damaged file is kept among the backups."""
    box.setInformativeText("Restore the newest backup that verifies in its place (the damaged "
                           "file is kept with the backups), open another database, start a "
                           "new one, or quit.")
    button = box.addButton(f"Restore the backup of {newest.modified:%d %B %Y}",
                           QMessageBox.ButtonRole.ActionRole)
    box.setDefaultButton(button)
    return button


def _restore_newest(backup: Path, damaged: Path | ServerUrl) -> Path | None:
    if not isinstance(damaged, Path):
        return None
    try:
        return restore_over_damaged(backup, damaged)
    except DatabaseRefused as error:
        QMessageBox.warning(None, "Cannot restore", str(error))
        return None


def _restore_beside(refused: DatabaseRefused, backups: list[Path]) -> Path | None:
    """Let the user pick a backup; it becomes a new file beside the refused one."""
    dialog = RestoreDialog(backups)
    if not dialog.exec() or dialog.chosen is None:
        return None
    if not isinstance(refused.path, Path):
        return None  # a server database is restored on the server (docs/postgresql.md)
    try:
        return restore_as_new_file(dialog.chosen, refused.path)
    except DatabaseRefused as error:
        QMessageBox.warning(None, "Cannot restore", str(error))
        return None


def _explain_server_refusal(refused: DatabaseRefused) -> Path | None:
    """A server database offers no files to pick instead: explain, then quit."""
    QMessageBox.warning(None, "Cannot open this database",
                        f"{refused.path}\n\n{refused.message}\n\nThe database has not been "
                        "changed. See docs/postgresql.md for setting up a club server.")
    return None
