"""Noticing changes saved by someone else (another organiser, another window, the CLI).

When the window becomes active again — and every :data:`POLL_MS` while a server database is
open — the window asks the database for its cheap change marker; if it moved, the page in
front reloads and the status bar says so.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

POLL_MS = 15_000


class OutsideChangeWatcher(QObject):
    """Installed on the main window by :meth:`MainWindow.attach_services`."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self._window = window
        self._marker = self._read()
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self._on_timer_timeout)
        if window.services.database.is_server:
            self.timer.start()
        window.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.WindowActivate:
            self.check()
        return False

    def _on_timer_timeout(self) -> None:
        # Never reload under an open dialog: the organiser is in the middle of something.
        if QApplication.activeModalWidget() is None:
            self.check()

    def _read(self):
        services = self._window.services
        try:
            return services.database.change_marker() if services is not None else None
        except Exception:  # noqa: BLE001 - a server hiccup must not break focusing the window
            return None

    def check(self) -> bool:
        """Reload the page in front if anyone saved a change since the last check."""
        marker = self._read()
        if marker is None or marker == self._marker:
            return False
        self._marker = marker
        page = self._window.pages.get(self._window.current_view_name())
        if page is not None:
            page.on_shown()
        self._window.statusBar().showMessage("Updated with changes saved elsewhere", 5000)
        return True

    def stop(self) -> None:
        self.timer.stop()
        self._window.removeEventFilter(self)
