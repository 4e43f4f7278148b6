"""Run something once a widget has painted: on the event-loop turn after the paint, when the
loop is idle again (the app opens its database after the Rosters page's first paint, and a
page starts work it needs only once it is on screen: ``ui/first_paint.py``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer


class _OnPaint(QObject):
    def __init__(self, watched, ready: Callable[[], bool], callback: Callable[[], None]) -> None:
        super().__init__(watched)
        self._ready, self._callback = ready, callback

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint and self._ready():
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._callback)  # not once the widget is gone
        return False


def after_paint(widget, callback: Callable[[], None],
                ready: Callable[[], bool] = lambda: True) -> None:
    """Run ``callback`` once, on the event-loop turn after ``widget`` paints while ``ready()``."""
    widget._paint_probe = _OnPaint(widget, ready, callback)
    widget.installEventFilter(widget._paint_probe)


def after_rows_painted(table, callback: Callable[[], None]) -> None:
    """``callback`` after ``table`` (a QTableView) has drawn at least one row."""
    after_paint(table.viewport(), callback, lambda: table.model().rowCount() > 0)
