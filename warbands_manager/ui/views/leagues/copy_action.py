"""Leagues page › "Copy league to…": the chosen league, everything included, into another
database — a SQLite file or a server database — with ``services/league_copy.py``.

The copy (opening the target included) runs on a pool thread; it is one transaction in the
target, so a refusal (a league of that name is already there, a database that is not a
Warbands database) leaves nothing behind. The report names what was copied or why not.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from warbands_manager.errors import UserFacingError
from warbands_manager.services.leagues import LeagueError, LeagueNotFound
from warbands_manager.store.database import open_database
from warbands_manager.ui.background import run_in_background
from warbands_manager.ui.file_dialogs import save_file_name

DATABASE_FILTER = "Warbands Manager database (*.sqlite *.db);;All files (*)"
COPY_ERRORS = (UserFacingError, LeagueError, LeagueNotFound, ValueError, OSError)


def _settings_of(page) -> QSettings | None:
    return getattr(page.window(), "settings", None)


def choose_copy_target(page):
    """Ask where to copy: a database file (a ``Path``) or a server database (opened in the
    dialog, returned as a ``Database``); ``None`` when cancelled."""
    box = QMessageBox(QMessageBox.Icon.Question, "Copy league to…",
                      f"Copy “{page.detail.name}” with its players, games, history and "
                      "linked rosters to another database.", parent=page)
    box.setTextFormat(Qt.TextFormat.PlainText)
    file_button = box.addButton("A database file…", QMessageBox.ButtonRole.ActionRole)
    server_button = box.addButton("A server database…", QMessageBox.ButtonRole.ActionRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.exec()
    if box.clickedButton() is file_button:
        name, _ = save_file_name(
            page, "Copy league to a database file", "", DATABASE_FILTER,
            confirm_overwrite=False)  # an existing file is added to
        return Path(name) if name else None
    if box.clickedButton() is server_button:
        # deferred: a dialog, loaded when first opened rather than with the Leagues page
        from warbands_manager.ui.server_dialog import ServerDatabaseDialog

        dialog = ServerDatabaseDialog(_settings_of(page), page, accept_label="Copy there",
                                      title="Copy League to a Server Database")
        if dialog.exec() and dialog.database is not None:
            return dialog.database
    return None


def tell(page, title: str, text: str, failed: bool) -> None:
    icon = QMessageBox.Icon.Warning if failed else QMessageBox.Icon.Information
    box = QMessageBox(icon, title, text, parent=page)
    box.setTextFormat(Qt.TextFormat.PlainText)  # league names like "<the Bold>" print as typed
    box.exec()


def _copy(source, target, league_id: int):
    """On a pool thread: open a file target, copy, close what was opened here."""
    # deferred: copying loads with the first copy, not with the Leagues page
    from warbands_manager.services.league_copy import copy_league

    database = open_database(target) if isinstance(target, Path) else target
    try:
        return copy_league(source, database, league_id), str(database.path)
    finally:
        database.close()


def copy_league_to(page) -> None:
    """Ask for a target and copy the chosen league there in the background."""
    if page.detail is None or page.copying:
        return
    target = page.choose_copy_target()
    if target is None:
        return
    name = page.detail.name
    page.copying = True
    page.copy_button.setEnabled(False)
    page.show_status(f"Copying “{name}”…")

    def finished(result) -> None:
        report, where = result
        _done(page)
        text = (f"Copied “{name}” to {where}: {report.players} players, {report.games} "
                f"games, {report.events} history entries, {report.rosters} linked rosters.")
        page.show_status(text)
        page.tell_copy("League copied", text, False)

    def failed(error: BaseException) -> None:
        _done(page)
        if not isinstance(error, COPY_ERRORS):
            raise error  # a bug: the application's exception hook reports it
        text = f"Not copied: {error}. Nothing was written to the target."
        page.show_status(text)
        page.tell_copy("League not copied", text, True)

    source, league_id = page.services.database, page.league_id  # as chosen now
    run_in_background(page, lambda: _copy(source, target, league_id), finished, failed)


def _done(page) -> None:
    page.copying = False
    page.copy_button.setEnabled(page.detail is not None)
