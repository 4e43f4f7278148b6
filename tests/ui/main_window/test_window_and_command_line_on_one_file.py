"""A club evening on one file: the window open with its Print and Open dialogs on the
database's folder while organisers run commands beside it, then the window's own edits.

Every edit of both is in the file afterwards and ``PRAGMA integrity_check`` passes. (Qt's
default dialog opened ``club.db`` to sniff its type, which dropped the window's SQLite locks;
the next command deleted the log the window kept writing into.)
"""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QFileSystemModel, QLineEdit

from tests.file_opens import deleted_files_held
from tests.roster_sample import bones
from warbands_manager.rules.league.results import Outcome
from warbands_manager.services.league_games import GameInput
from warbands_manager.services.leagues import LeagueSettings, PlayerData
from warbands_manager.ui.outside_changes import UPDATED_MESSAGE


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "club" / "club.db"


def cli(path: Path, *args: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "warbands_manager", "--db", str(path), *args],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def while_dialog_open(
    qtbot, folder: Path, work: Callable[[], None], choose: str | None = None
) -> None:
    """When the next file dialog opens: show ``folder`` in it, let it list and type every
    file, run ``work`` meanwhile, then choose ``choose`` in it (or cancel)."""

    def act() -> None:
        dialog = next(
            (
                widget
                for widget in QApplication.topLevelWidgets()
                if isinstance(widget, QFileDialog) and widget.isVisible()
            ),
            None,
        )
        if dialog is None:
            QTimer.singleShot(20, act)
            return
        try:
            use(dialog)
        finally:
            if dialog.isVisible():
                dialog.reject()  # a failed step must not leave the test waiting on a dialog

    def use(dialog: QFileDialog) -> None:
        dialog.setViewMode(QFileDialog.ViewMode.Detail)
        model = dialog.findChild(QFileSystemModel)
        # (A PDF filter hides club.db from the list, but the model still fetches its type.)
        with qtbot.waitSignal(model.directoryLoaded, timeout=10_000):
            dialog.setDirectory(str(folder))
        qtbot.wait(800)  # its worker thread fetches each file's icon and type
        work()
        qtbot.wait(300)
        if choose is not None:
            dialog.findChild(QLineEdit, "fileNameEdit").setText(choose)  # typed, as a user
            dialog.accept()

    QTimer.singleShot(0, act)


def leagues_page(window):
    window.show_view("leagues")
    page = window.pages["leagues"]
    page.told = []
    page.tell_conflict = page.told.append
    return page


def add_player(page, league_id: int, name: str) -> None:
    page.select_league(league_id)
    page.ask_player = lambda current: PlayerData(name)
    page.players_tab.add_button.click()


def league_id(page, name: str) -> int:
    return next(row.id for row in page.services.leagues.list_leagues() if row.name == name)


def contents(path: Path) -> tuple[dict[str, list[str]], int]:
    with sqlite3.connect(path) as reader:
        assert reader.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        rows = reader.execute(
            "SELECT l.name, p.name FROM league l LEFT JOIN league_player p "
            "ON p.league_id = l.id ORDER BY l.name, p.name"
        ).fetchall()
        games = reader.execute("SELECT COUNT(*) FROM league_game").fetchone()[0]
    reader.close()
    found: dict[str, list[str]] = {}
    for league, player in rows:
        found.setdefault(league, [])
        if player:
            found[league].append(player)
    return found, games


def print_and_open_with_commands_beside(window, qtbot, db_path: Path) -> None:
    folder = db_path.parent
    roster_id = window.services.rosters.create(bones())
    window.show_view("rosters")
    rosters = window.pages["rosters"]
    rosters.refresh_list(roster_id)
    rosters.dialogs.open_file = lambda _path: None  # no PDF viewer in a test

    def commands_during_print() -> None:
        cli(db_path, "league", "create", "CLI League", "--weeks", "4")
        cli(db_path, "league", "add-player", "CLI League", "Ann")
        cli(db_path, "league", "add-player", "CLI League", "Bo")
        assert "CLI League" in cli(db_path, "league", "list")

    while_dialog_open(qtbot, folder, commands_during_print, choose="sheet.pdf")
    rosters.print_roster()
    qtbot.waitUntil(lambda: (folder / "sheet.pdf").exists(), timeout=30_000)
    assert deleted_files_held(db_path) == []

    def commands_during_open() -> None:
        cli(db_path, "league", "record", "CLI League", "--week", "1", "Ann", "Bo", "victory")
        assert "Ann" in cli(db_path, "league", "standings", "CLI League")

    while_dialog_open(qtbot, folder, commands_during_open)
    rosters.open_files()
    assert deleted_files_held(db_path) == []


def test_window_dialogs_and_commands_on_one_file_lose_no_edit(window, qtbot, db_path):
    print_and_open_with_commands_beside(window, qtbot, db_path)
    page = leagues_page(window)
    assert window.outside_changes.check() is True  # the commands' league, from elsewhere
    page.ask_league = lambda _current: LeagueSettings("Window League")
    page.new_league()
    ours = league_id(page, "Window League")
    for name in ("Cy", "Di"):
        add_player(page, ours, name)
    cy, di = [player.id for player in page.detail.players]
    page.tabs.setCurrentWidget(page.games_tab)
    page.ask_game = lambda _current: GameInput(1, cy, di, Outcome.DRAW)
    page.games_tab.record_button.click()
    add_player(page, league_id(page, "CLI League"), "Gil")
    # The window's own edits are not "changes saved elsewhere".
    assert window.outside_changes.check() is False
    assert UPDATED_MESSAGE not in window.statusBar().currentMessage()
    cli(db_path, "league", "add-player", "Window League", "Ed")
    assert window.outside_changes.check() is True
    add_player(page, ours, "Fay")
    assert page.told == []
    assert deleted_files_held(db_path) == []
    window.close()
    window.services.database.close()
    leagues, games = contents(db_path)
    assert leagues == {
        "CLI League": ["Ann", "Bo", "Gil"],
        "Window League": ["Cy", "Di", "Ed", "Fay"],
    }
    assert games == 2
