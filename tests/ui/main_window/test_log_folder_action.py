"""Help › Open Log Folder shows the folder the log is written to."""

from __future__ import annotations

from warbands_manager.logs import log_dir
from warbands_manager.ui.main_window import MainWindow


def test_help_open_log_folder_opens_the_log_folder(window, monkeypatch, isolated_user_data):
    shown = []
    monkeypatch.setattr(MainWindow, "show_folder", staticmethod(shown.append))
    window.log_folder_action.trigger()
    assert shown == [log_dir()] and log_dir().is_dir()
    assert log_dir().is_relative_to(isolated_user_data)
