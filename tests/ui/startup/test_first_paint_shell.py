"""The start of the window: the log file is opened with the first record (a start that logs
nothing leaves the user's folders as they were), and a refused file is explained over the
painted shell."""

from __future__ import annotations

import logging
import sys

from warbands_manager import logs


def test_the_log_file_is_opened_with_the_first_record(isolated_user_data):
    log_file = isolated_user_data / "logs" / logs.LOG_FILE_NAME
    logs.setup_logging()
    try:
        assert not log_file.parent.exists()  # nothing logged: no folder made
        logging.getLogger("warbands_manager.x").warning("first record")
        for handler in logging.getLogger("warbands_manager").handlers:
            handler.flush()
        assert "first record" in log_file.read_text(encoding="utf-8")
    finally:
        logs.setup_logging()


def _window_args(db, **extra):
    from types import SimpleNamespace

    return SimpleNamespace(screenshot=None, theme=None, db=str(db), view=None, open=[],
                           demo=False, allow_unbacked_migration=False, **extra)


def test_a_refused_file_is_explained_over_the_painted_shell_and_quits_refused(
        qapp, tmp_path, monkeypatch, isolated_user_data):
    """The file is identified after the first paint now: the refusal is still explained (the
    shell is on screen behind it), the file is left as it was, and giving up exits 2."""
    from PySide6.QtWidgets import QApplication

    from warbands_manager import app as app_module
    from warbands_manager.ui import database_dialogs, launch
    from warbands_manager.ui.main_window import MainWindow

    not_ours = tmp_path / "notes.sqlite"
    not_ours.write_bytes(b"shopping list, not a database\n" * 10)
    before = not_ours.read_bytes()
    asked = []

    def give_up(refused):
        shown = [w for w in QApplication.topLevelWidgets()
                 if isinstance(w, MainWindow) and w.isVisible()]
        asked.append((refused.message, len(shown)))
        return None

    monkeypatch.setattr(database_dialogs, "ask_for_other_database", give_up)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # run() installs the app's own
    assert app_module.run(_window_args(not_ours)) == launch.EXIT_REFUSED
    assert len(asked) == 1 and "not SQLite" in asked[0][0] and asked[0][1] == 1
    assert not_ours.read_bytes() == before
    for widget in QApplication.topLevelWidgets():
        widget.close()
