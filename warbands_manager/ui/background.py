"""Run long work (PDF writing, big recomputes) on Qt's thread pool, off the GUI thread.

The work must not touch widgets or the database session of the GUI thread; give it plain
data. Its result (or the exception it raised) comes back on the GUI thread through a signal.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Signals(QObject):
    finished = Signal(object)
    failed = Signal(object)


class BackgroundJob(QRunnable):
    """``work()`` on a pool thread; ``finished(result)`` or ``failed(exception)`` after."""

    def __init__(self, work: Callable[[], object]) -> None:
        super().__init__()
        self.setAutoDelete(False)  # the owner keeps it until a signal has been delivered
        self.work = work
        self.signals = _Signals()

    def run(self) -> None:
        try:
            result = self.work()
        except Exception as error:  # noqa: BLE001 - handed to the GUI thread, never lost
            self.signals.failed.emit(error)
            return
        self.signals.finished.emit(result)


def run_in_background(owner: QObject, work: Callable[[], object],
                      on_finished: Callable[[object], None],
                      on_failed: Callable[[BaseException], None]) -> BackgroundJob:
    """Start ``work`` on the global thread pool; the callbacks run on the GUI thread.

    ``owner`` keeps the job alive (``owner.background_jobs``) until it has reported.
    """
    job = BackgroundJob(work)
    jobs = owner.__dict__.setdefault("background_jobs", [])
    jobs.append(job)

    def done(callback, value) -> None:
        if job in jobs:
            jobs.remove(job)
        callback(value)

    job.signals.finished.connect(lambda result: done(on_finished, result))
    job.signals.failed.connect(lambda error: done(on_failed, error))
    QThreadPool.globalInstance().start(job)
    return job
