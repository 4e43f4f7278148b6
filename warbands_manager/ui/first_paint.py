"""Work kept out of a page's first paint (issue 21, the Leagues page at 10,000 players).

Two things made the first paint of a big page slow in some runs only:

- **A full garbage collection on the GUI thread.** The collector walks every live object of
  the process (0.1-0.5 s with a few hundred thousand); a collection of the oldest generation
  falls due after enough allocations, and building a page allocates thousands of objects
  (the league's 10,000 players), so now and then it fell inside the page's building.
  :func:`collection_paused_until_painted` pauses collecting from the page's building until
  just after its first paint, as ``cli.main`` does for the window's start; a collection that
  fell due meanwhile runs after, while the page already shows what it is working on. (Its
  cost is the live objects': see ``ui/background.py`` for the leak that made them grow.)
- **Work arriving before the paint.** Standings computed on the thread pool share Python's
  lock with the GUI thread while the page paints, and an answer arriving before the paint
  laid its table out inside it. :func:`after_first_paint` holds such work until the turn after
  the widget's first paint.

A widget that is not on screen is not waited for (nothing would paint it); one on screen
whose paint never comes (a minimised window) is waited for at most ``FALLBACK_MS``.
"""

from __future__ import annotations

import gc
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


_pauses: list[object] = []  # pages whose first paint the collector is waiting for


def collection_paused_until_painted(widget) -> None:
    """Pause the cyclic garbage collector until ``widget``'s first paint (see the module
    docstring). Nothing is paused if collecting was already off (the window's start, which
    resumes it itself); pauses of several pages end with the last of them."""
    if not _pauses and not gc.isenabled():
        return
    token = object()
    if not _pauses:
        gc.disable()
    _pauses.append(token)

    def resume() -> None:
        if token not in _pauses:
            return  # resumed already (the page was destroyed first)
        _pauses.remove(token)
        if not _pauses:
            gc.enable()

    # One turn later still: what waited for the paint (the standings' job) starts first, and
    # a collection that fell due runs while the page already shows what it is working on.
    after_first_paint(widget, lambda: QTimer.singleShot(0, resume))
    widget.destroyed.connect(lambda *_: resume())  # never painted: its callbacks are dropped


def collection_paused() -> bool:
    """True while a page's building has the collector paused (tests)."""
    return bool(_pauses)
