"""The main dialogs, opened from the real window as a club opens them (the roster editor's Add
unit, Army data › Get army data…, the league's Record result and Add players, Preferences), at
1024x700, 1366x768 and 1920x1080 in the light and the dark theme: none asks for more room
than the window has, and shown at most the window's size none has a control cut by an edge or
too narrow for its text, nor an elided tab or column title (tests/ui/cut_controls.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, QSize
from PySide6.QtWidgets import QApplication, QDialog

from tests.ui.cut_controls import problems as cut_controls
from tests.ui.theme.test_every_page_fits import SIZES, THEMES

ROSTER = "Skrik"  # the demo's Skaven roster, with its army list when the army data is there
LEAGUE = "Autumn Escalation"


def _fits(name: str, dialog: QDialog, size: tuple[int, int]) -> list[str]:
    """What does not fit of ``dialog`` shown in a window of ``size``."""
    dialog.show()
    QApplication.processEvents()
    room = QSize(*size)
    found = []
    need = dialog.minimumSize().expandedTo(dialog.minimumSizeHint())  # a set minimum too
    if need.width() > room.width() or need.height() > room.height():
        found.append(
            f"{name}: needs {need.width()}x{need.height()}, the window has "
            f"{room.width()}x{room.height()}"
        )
    dialog.resize(dialog.size().boundedTo(room))
    QApplication.processEvents()
    found += [f"{name}: {text}" for text in cut_controls(dialog)]
    return found


class ModalDialogs:
    """``QDialog.exec`` replaced: a modal dialog is measured, then cancelled."""

    def __init__(self, monkeypatch, size: tuple[int, int]) -> None:
        self.size, self.name, self.problems, self.seen = size, "", [], []
        monkeypatch.setattr(QDialog, "exec", lambda dialog: self._measure_and_cancel(dialog))

    def _measure_and_cancel(self, dialog: QDialog) -> int:
        self.seen.append(self.name)
        self.problems += _fits(self.name, dialog, self.size)
        dialog.reject()
        return QDialog.DialogCode.Rejected.value

    def open(self, name: str, action) -> None:
        self.name = name
        action()
        assert name in self.seen, f"{name} did not open"


def _window(folder, demo_db, size):
    from warbands_manager.services.container import Services
    from warbands_manager.store.database import open_database
    from warbands_manager.ui.main_window import MainWindow

    database = open_database(demo_db)
    window = MainWindow(
        Services.for_database(database),
        QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat),
    )
    window.resize(*size)
    window.show()
    QApplication.processEvents()
    return window, database


def _roster_dialogs(window, size) -> list[str]:
    window.show_view("rosters")
    page = window.page("rosters")
    found = _fits("Get army data", page.get_army_data(), size)
    page.army_sources_dialog.close()
    assert page.show_subview(ROSTER)
    adding = page.editor.open_entry_list("hero")
    if adding is None:
        pytest.skip("the demo has no army data (the shared BattleScribe files are absent)")
    found += _fits("Add unit", adding, size)
    adding.close()
    return found


def _league_dialogs(window, dialogs: ModalDialogs) -> None:
    window.show_view("leagues")
    page = window.page("leagues")
    page.select_league(page.services.leagues.find(LEAGUE))
    QApplication.processEvents()
    dialogs.open("Record result", lambda: page.ask_game(None))
    dialogs.open("Add players", page.ask_players)
    dialogs.open("Preferences", window._on_preferences_action_triggered)


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_every_main_dialog_fits(qapp, tmp_path, demo_db, monkeypatch, size, theme):
    from warbands_manager.ui.theme import apply_theme

    apply_theme(qapp, theme)
    window, database = _window(tmp_path, demo_db, size)
    dialogs = ModalDialogs(monkeypatch, size)
    try:
        problems = _roster_dialogs(window, size)
        _league_dialogs(window, dialogs)
        problems += dialogs.problems
    finally:
        window.close()
        window.deleteLater()
        QApplication.processEvents()
        database.close()
        apply_theme(qapp, "light")
    assert problems == [], "\n".join(problems)


def test_a_dialog_wider_than_the_window_or_with_a_cut_button_is_reported(qtbot):
    from PySide6.QtWidgets import QPushButton, QVBoxLayout

    dialog = QDialog()
    qtbot.addWidget(dialog)
    dialog.setMinimumWidth(1100)
    squeezed = QPushButton("A button whose words need room", dialog)
    squeezed.setFixedWidth(40)
    QVBoxLayout(dialog).addWidget(squeezed)
    found = _fits("Wide", dialog, (1024, 700))
    assert found[0].startswith("Wide: needs 1100x")
    assert any("QPushButton" in text for text in found[1:])
