"""Run long work (PDF writing, big recomputes) on Qt's thread pool, off the GUI thread.

The work must not touch widgets or the database session of the GUI thread; give it plain
data. Its result (or the exception it raised) comes back on the GUI thread through a signal.
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal
from shiboken6 import isValid


class _Signals(QObject):
    finished = Signal(object)
    failed = Signal(object)


class BackgroundJob(QRunnable):
    """``work()`` on a pool thread; ``finished(result)`` or ``failed(exception)`` after."""

    def __init__(self, work: Callable[[], object]) -> None:
        super().__init__()
        self.setAutoDelete(False)  # the owner keeps it until a signal has been delivered
        self.work: Callable[[], object] | None = work  # dropped once it has reported
        self.signals = _Signals()

    def run(self) -> None:
        if self.work is None:
            return
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
        # The signals hold these slots from C++, and the slots the job: a cycle the
        # collector cannot see, which kept every job, its work's data (a league's 10,000
        # players) and the owner alive for good. Let go of them once the job has reported.
        job.signals.finished.disconnect(finished)
        job.signals.failed.disconnect(failed)
        job.work = None
        if isValid(owner):  # a page closed while its job ran has nothing left to show it on
            callback(value)

    def finished(result) -> None:
        done(on_finished, result)

    def failed(error) -> None:
        done(on_failed, error)

    job.signals.finished.connect(finished)
    job.signals.failed.connect(failed)
    QThreadPool.globalInstance().start(job)
    return job


def write_file_in_background(owner: QObject, path: str | Path, what: str,
                             write: Callable[[Path], object], *,
                             status: Callable[[str], None],
                             show_error: Callable[[str], None],
                             on_written: Callable[[Path], None] | None = None) -> BackgroundJob:
    """Write ``what`` (e.g. "the roster sheet") to ``path`` on the thread pool.

    ``write(path)`` runs on the pool thread, so it gets plain data gathered beforehand (no
    widgets, no database session). ``status`` says "Writing …" now and "Saved … as NAME in FOLDER"
    when done; a failure is shown with ``show_error`` (and ``status``) naming the file, and
    never crashes the page. An unexpected error also goes to stderr with its traceback.
    """
    target = Path(path)
    status(f"Writing {what} to {target.name}…")

    def finished(_result: object) -> None:
        status(f"Saved {what} as {target.name} in {target.parent}")
        if on_written is not None:
            on_written(target)

    def failed(error: BaseException) -> None:
        if not isinstance(error, OSError):
            traceback.print_exception(error, file=sys.stderr)  # a bug: keep its traceback
        text = write_failure_text(what, target, error)
        status(text)
        show_error(text)

    return run_in_background(owner, lambda: write(target), finished, failed)


def write_failure_text(what: str, path: Path, error: BaseException) -> str:
    """"Could not write the roster sheet to /x/y.pdf: Permission denied" (the path once)."""
    if isinstance(error, OSError) and error.strerror:
        reason = error.strerror
    else:
        reason = f"{type(error).__name__}: {error}"
    return f"Could not write {what} to {path}: {reason}"
