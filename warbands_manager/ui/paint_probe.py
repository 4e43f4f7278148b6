"""The start-up benchmark's signals: "first-paint" (the window's shell) and "content-paint"
(the Rosters page's table drawn with its rows), each printed on the event-loop turn after the
paint — when the loop is idle again — with the CPU seconds used so far.

``WARBANDS_QUIT_AFTER_FIRST_PAINT=1`` quits after the first paint; ``=content`` reports the first
paint, carries on starting, and quits after the content paint. Each line is followed by which of
the deferred modules (``app.DEFERRED_MODULES``) were loaded by then.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer

CONTENT = "content"


def report(label: str, deferred: tuple[str, ...], cpu: float | None = None) -> None:
    """Print ``label`` with ``cpu`` (CPU seconds; by default now) and the deferred modules."""
    print(f"{label} {time.process_time() if cpu is None else cpu:.4f}", flush=True)
    loaded = sorted({name.split(".")[0] for name in sys.modules} & set(deferred))
    print(f"{label}-deferred-loaded {','.join(loaded) or '-'}", flush=True)


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
