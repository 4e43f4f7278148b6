"""Work kept out of a page's first paint.

Standings computed on the thread pool share Python's lock with the GUI thread while the page
paints, and an answer arriving before the paint laid its table out inside it.
:func:`after_first_paint` holds such work until the turn after the widget's first paint, so
the page shows first what it is working on.

A widget that is not on screen is not waited for (nothing would paint it); one on screen
whose paint never comes (a minimised window) is waited for at most ``FALLBACK_MS``.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer

from warbands_manager.ui.paint_probe import after_paint

FALLBACK_MS = 500


def after_first_paint(widget, callback: Callable[[], None], fallback_ms: int | None = None
                      ) -> None:
    """Run ``callback`` once: on the event-loop turn after ``widget`` has painted for the first
    time; at once (next turn) if it already has, or if it is not on screen by the next turn."""
    if getattr(widget, "_first_painted", False):
        QTimer.singleShot(0, widget, callback)  # dropped if the widget is gone by then
        return
    done: list[bool] = []

    def once() -> None:
        if not done:
            done.append(True)
            waiting = widget.__dict__.get("_first_paint_waiting", [])
            if once in waiting:  # not painted (not on screen): let go of what it holds
                waiting.remove(once)
            callback()

    def decide() -> None:  # the turn after: shown by now, or not about to be painted
        if done:
            return
        if widget.isVisible():
            wait = FALLBACK_MS if fallback_ms is None else fallback_ms
            QTimer.singleShot(wait, widget, once)
        else:
            once()

    _watch_first_paint(widget, once)
    QTimer.singleShot(0, widget, decide)


def _watch_first_paint(widget, callback: Callable[[], None]) -> None:
    """``callback`` after the widget's first paint, once the widget knows it has painted."""
    widget.__dict__.setdefault("_first_paint_waiting", []).append(callback)
    if widget.__dict__.get("_first_paint_watched"):
        return  # one probe per widget

    def painted() -> None:
        widget._first_painted = True
        for each in widget.__dict__.pop("_first_paint_waiting", []):
            each()

    widget._first_paint_watched = True
    after_paint(widget, painted)
