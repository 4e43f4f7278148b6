"""Noticing changes saved by someone else (another organiser, another window, the CLI).

When the window becomes active again — and every :data:`POLL_MS` while a server database is
open — the window asks the database for its cheap change marker; if it moved, the page in
front reloads and the status bar says so.

The marker is read on a pool thread (:func:`run_in_background`): a slow or unreachable server
must not freeze the window. At most one read is in flight; a failed read says so once in the
status bar and the window keeps working on what it shows.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from warbands_manager.ui.background import run_in_background

POLL_MS = 15_000
UPDATED_MESSAGE = "Updated with changes saved elsewhere"
_UNKNOWN = object()  # no marker read yet: the first answer is the baseline, not a change


def read_database_marker(database) -> tuple:
    """The default marker source; runs on a pool thread (the engine is thread-safe)."""
    return database.change_marker()


def _reason(error: BaseException) -> str:
    lines = str(error).strip().splitlines()
    return lines[0] if lines else type(error).__name__


class OutsideChangeWatcher(QObject):
    """Installed on the main window by :meth:`MainWindow.attach_services`."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self._window = window
        self._database = window.services.database
        # deferred: the store's change log brings SQLAlchemy, which the first paint does without
        from warbands_manager.store.changes import OwnWrites

        # This window's own saves move the marker too; they are not "changes saved elsewhere".
        self._database.own_writes = self._database.own_writes or OwnWrites()
        # Replaceable in tests; called with the database on a pool thread.
        self.read_marker = read_database_marker
        self.in_flight = False
        self.unreachable: str | None = None
        self._stopped = False
        if self._database.is_server:
            self._marker = _UNKNOWN
            self.request_check()
        else:
            self._marker = self._read_now()
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self._on_timer_timeout)
        if self._database.is_server:
            self.timer.start()
        window.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.WindowActivate:
            self.request_check()
        return False

    def _on_timer_timeout(self) -> None:
        # Never reload under an open dialog: the organiser is in the middle of something.
        if QApplication.activeModalWidget() is None:
            self.request_check()

    def _read_now(self):
        try:
            return self.read_marker(self._database)
        except Exception:  # noqa: BLE001 - a hiccup must not break opening the window
            return _UNKNOWN

    def request_check(self) -> bool:
        """Start reading the marker on a pool thread; ``False`` if one is already running."""
        if self.in_flight or self._stopped:
            return False
        self.in_flight = True
        database, read = self._database, self.read_marker
        run_in_background(self, lambda: read(database), self._on_marker_read,
                          self._on_marker_failed)
        return True

    def _on_marker_read(self, marker) -> None:
        self.in_flight = False
        if self._stopped:
            return
        if self.unreachable is not None:
            self.unreachable = None
            self._window.statusBar().showMessage("The server answers again", 5000)
        self._apply(marker)

    def _on_marker_failed(self, error: BaseException) -> None:
        self.in_flight = False
        if self._stopped:
            return
        self.unreachable = (f"Cannot reach the database ({_reason(error)}); showing what was "
                            "last loaded — retrying every 15 s")
        # The status bar, not a dialog: a check every 15 s must not pile up message boxes.
        self._window.statusBar().showMessage(self.unreachable)

    def check(self) -> bool:
        """Read the marker now (on this thread) and reload if it moved; for tests and scripts."""
        marker = self._read_now()
        return marker is not _UNKNOWN and self._apply(marker)

    def _apply(self, marker) -> bool:
        """Reload the page in front if anyone saved a change since the last check."""
        if self._marker is _UNKNOWN:
            self._marker = marker
            return False
        if marker == self._marker:
            return False
        own = self._database.own_writes
        if own is not None and own.explain(self._marker, marker):
            self._marker = marker  # only this window's own saves since the last look
            return False
        self._marker = marker
        page = self._window.pages.get(self._window.current_view_name())
        if page is not None:
            page.on_shown()
        self._window.statusBar().showMessage(UPDATED_MESSAGE, 5000)
        return True

    def stop(self) -> None:
        """Stop watching (the window switches database); a read still running is ignored."""
        self._stopped = True
        self.timer.stop()
        self._window.removeEventFilter(self)
