"""Two windows on one database file, each with a file dialog open on its folder, editing at
the same time (the second window in its own process, as a second copy of the app would be)."""

from __future__ import annotations

import subprocess
import sys

import pytest
from PySide6.QtWidgets import QFileDialog, QFileSystemModel

from tests.file_opens import deleted_files_held
from tests.ui.main_window.test_window_and_command_line_on_one_file import (
    add_player,
    contents,
    leagues_page,
)
from warbands_manager.services.leagues import LeagueSettings
from warbands_manager.ui.file_dialogs import file_dialog

SECOND_WINDOW = """
import sys
from pathlib import Path
from PySide6.QtCore import QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
from warbands_manager.services.container import Services
from warbands_manager.services.leagues import LeagueSettings, PlayerData
from warbands_manager.store.database import open_database
from warbands_manager.ui.file_dialogs import file_dialog
from warbands_manager.ui.main_window import MainWindow

path = Path(sys.argv[1])
settings = QSettings(sys.argv[2], QSettings.Format.IniFormat)
window = MainWindow(Services.for_database(open_database(path)), settings)
window.show()
dialog = file_dialog(window, "Print", str(path.parent), "PDF (*.pdf)")
dialog.show()
window.show_view("leagues")
page = window.pages["leagues"]
page.tell_conflict = lambda text: print("conflict:", text)
page.ask_league = lambda current: LeagueSettings("Second window")
page.new_league()
league = next(row.id for row in page.services.leagues.list_leagues()
              if row.name == "Second window")
page.select_league(league)
for index in range(int(sys.argv[3])):
    page.ask_player = lambda current, index=index: PlayerData(f"South {index}")
    page.players_tab.add_button.click()
    pause = QEventLoop()  # (a busy processEvents() loop trips a PySide6 reference bug)
    QTimer.singleShot(50, pause.quit)
    pause.exec()
dialog.reject()
window.close()
window.services.database.close()
print("done")
"""

EDITS = 12


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "club" / "club.db"


def test_two_windows_with_dialogs_open_on_one_file_lose_no_edit(window, qtbot, db_path, tmp_path):
    page = leagues_page(window)
    page.ask_league = lambda _current: LeagueSettings("First window")
    page.new_league()
    ours = next(row.id for row in page.services.leagues.list_leagues())
    dialog = file_dialog(window, "Open", str(db_path.parent), "All files (*)")
    qtbot.addWidget(dialog)
    model = dialog.findChild(QFileSystemModel)
    with qtbot.waitSignal(model.directoryLoaded, timeout=10_000):
        dialog.setViewMode(QFileDialog.ViewMode.Detail)
        dialog.show()
    second = subprocess.Popen(
        [
            sys.executable,
            "-c",
            SECOND_WINDOW,
            str(db_path),
            str(tmp_path / "second.ini"),
            str(EDITS),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    for index in range(EDITS):
        add_player(page, ours, f"North {index}")
        qtbot.wait(50)
    output, errors = second.communicate(timeout=180)
    assert second.returncode == 0 and "done" in output and "conflict" not in output, errors
    dialog.reject()
    assert page.told == []
    assert deleted_files_held(db_path) == []
    assert window.outside_changes.check() is True  # the second window's, from elsewhere
    window.close()
    window.services.database.close()
    leagues, _games = contents(db_path)
    assert sorted(leagues["First window"]) == sorted(f"North {i}" for i in range(EDITS))
    assert sorted(leagues["Second window"]) == sorted(f"South {i}" for i in range(EDITS))
