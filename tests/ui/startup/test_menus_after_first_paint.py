"""The first frame shows the menu bar's titles; the menus' actions, their keyboard shortcuts,
the undo group and the window icon are made on the turn after it: PySide6 builds
the QAction, QKeySequence and QIcon classes with ~230 enum members on first use, and none of
them is drawn in the first frame. The shortcuts work from the first input the window takes,
and every menu ends up with the same actions as a window built all at once."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from tests.ui.start_probe import run_start_probe
from warbands_manager.navigation import VIEWS
from warbands_manager.ui.main_window import MENU_TITLES, MainWindow


def _menus(window: MainWindow) -> list[tuple[str, list[tuple[str, list[str]]]]]:
    return [(menu.title(), [(action.text(), [key.toString() for key in action.shortcuts()])
                            for action in menu.actions()])
            for menu in window.menus.values()]


def _settings(tmp_path, name: str) -> QSettings:
    return QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat)


def test_the_menus_get_the_same_actions_and_shortcuts_as_a_window_built_at_once(
        qtbot, tmp_path):
    at_once = MainWindow(None, _settings(tmp_path, "a"))
    later = MainWindow(None, _settings(tmp_path, "b"), actions_now=False)
    qtbot.addWidget(at_once)
    qtbot.addWidget(later)
    assert [title for title, _actions in _menus(later)] == list(MENU_TITLES.values())
    assert all(not actions for _title, actions in _menus(later))
    later.finish_shell()
    later.finish_shell()  # once only
    assert _menus(later) == _menus(at_once)
    assert sum(len(actions) for _title, actions in _menus(later)) > 20
    assert not later.windowIcon().isNull()


def test_a_menu_opened_first_is_filled_before_it_shows(qtbot, tmp_path):
    window = MainWindow(None, _settings(tmp_path, "c"), actions_now=False)
    qtbot.addWidget(window)
    window.menus["help"].aboutToShow.emit()
    assert "&Rules Reference…" in [action.text() for action in window.menus["help"].actions()]


SHORTCUT_PROBE = """
import faulthandler, sys
import warbands_manager.ui.launch as launch
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest

faulthandler.dump_traceback_later(60, exit=True)  # a hang (an error box) fails, and says where

finish_start = launch._finish_start

def finish(qt_app, window, *args, **kwargs):
    print("actions-at-first-paint", sum(len(m.actions()) for m in window.menus.values()))
    finish_start(qt_app, window, *args, **kwargs)

    def press():
        window.activateWindow()
        QTest.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
        print("view", window.current_view_name())
        qt_app.quit()

    QTimer.singleShot(0, press)

launch._finish_start = finish
from warbands_manager.cli import main
sys.exit(main(["--db", {db!r}]))
"""


def test_a_keyboard_shortcut_works_right_after_the_start(tmp_path):
    """A real start, in a process of its own: on the turn after the first paint, Ctrl+2
    (View › the second page) reaches its action."""
    script = SHORTCUT_PROBE.format(db=str(tmp_path / "start.sqlite"))
    lines, done = run_start_probe(script, tmp_path / "home")
    assert done.returncode == 0, done.stdout + done.stderr
    assert lines.get("actions-at-first-paint") == "0", done.stdout + done.stderr
    assert lines.get("view") == VIEWS[1].name
