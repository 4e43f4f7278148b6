"""The change check reads the marker on a pool thread: a slow or unreachable database never
freezes the window, at most one check runs at a time, and a failure is a status-bar line."""

import threading

import pytest
from PySide6.QtCore import QTimer

from warbands_manager.services.leagues import LeagueSettings
from warbands_manager.ui.outside_changes import UPDATED_MESSAGE


class BlockingSource:
    """A marker source that waits until released (a server that does not answer)."""

    def __init__(self, marker=None, error=None):
        self.release = threading.Event()
        self.started = threading.Event()
        self.calls = 0
        self.threads = []
        self.marker, self.error = marker, error

    def __call__(self, database):
        self.calls += 1
        self.threads.append(threading.current_thread())
        self.started.set()
        self.release.wait(10)
        if self.error is not None:
            raise self.error
        return self.marker if self.marker is not None else database.change_marker()


@pytest.fixture
def watcher(window):
    window.show_view("leagues")
    return window.outside_changes


def _wait_done(qtbot, watcher):
    qtbot.waitUntil(lambda: not watcher.in_flight, timeout=5000)


def test_a_slow_source_does_not_block_the_gui_thread(qtbot, window, watcher, other):
    source = BlockingSource()
    watcher.read_marker = source
    other.leagues.create_league(LeagueSettings("From the other store"))
    try:
        assert watcher.request_check() is True
        assert source.started.wait(5)
        # The GUI thread keeps running its event loop while the source hangs.
        ticked = []
        QTimer.singleShot(0, lambda: ticked.append(True))
        qtbot.waitUntil(lambda: bool(ticked), timeout=2000)
        assert source.threads[0] is not threading.main_thread()
        assert watcher.in_flight
        # Never two checks in flight: the timer and a window activation are both refused.
        assert watcher.request_check() is False
        watcher._on_timer_timeout()
        assert source.calls == 1
    finally:
        source.release.set()
    _wait_done(qtbot, watcher)
    page = window.pages["leagues"]
    assert [row.name for row in page.list_model.rows] == ["From the other store"]
    assert window.statusBar().currentMessage() == UPDATED_MESSAGE
    assert watcher.request_check() is True  # free again once the answer arrived
    _wait_done(qtbot, watcher)


def test_an_unreachable_server_is_one_status_line_and_the_window_keeps_working(
        qtbot, window, watcher, services, other):
    services.leagues.create_league(LeagueSettings("Shown before the outage"))
    window.pages["leagues"].refresh()
    source = BlockingSource(error=ConnectionError("connection refused\nsecond line"))
    source.release.set()
    watcher.read_marker = source
    for _ in range(3):  # three polls while the server is down
        assert watcher.request_check() is True
        _wait_done(qtbot, watcher)
    message = window.statusBar().currentMessage()
    assert message.startswith("Cannot reach the database (connection refused)")
    assert "second line" not in message
    assert watcher.unreachable == message
    # No dialog was opened, and the page still shows (and uses) what it had.
    from PySide6.QtWidgets import QApplication

    assert QApplication.activeModalWidget() is None
    page = window.pages["leagues"]
    assert [row.name for row in page.list_model.rows] == ["Shown before the outage"]
    # The server comes back: said once, and changes made elsewhere are picked up again (the
    # window's own saves are not "changes saved elsewhere").
    other.leagues.create_league(LeagueSettings("After"))
    watcher.read_marker = BlockingSource()
    watcher.read_marker.release.set()
    assert watcher.request_check() is True
    _wait_done(qtbot, watcher)
    assert watcher.unreachable is None
    assert len(page.list_model.rows) == 2


def test_window_activation_checks_in_the_background(qtbot, window, watcher, other):
    from PySide6.QtCore import QEvent

    source = BlockingSource()
    watcher.read_marker = source
    try:
        watcher.eventFilter(window, QEvent(QEvent.Type.WindowActivate))
        assert source.started.wait(5)
        assert watcher.in_flight
    finally:
        source.release.set()
    _wait_done(qtbot, watcher)


def test_an_answer_after_the_database_was_switched_is_ignored(qtbot, window, watcher, other):
    source = BlockingSource()
    watcher.read_marker = source
    other.leagues.create_league(LeagueSettings("Late"))
    watcher.request_check()
    assert source.started.wait(5)
    watcher.stop()
    source.release.set()
    _wait_done(qtbot, watcher)
    assert window.statusBar().currentMessage() != UPDATED_MESSAGE
