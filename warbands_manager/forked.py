"""Work done in a forked worker process while this one does something else.

On two cores, a command that must both read (SQLite, the XML of army files) and import a heavy
library (SQLAlchemy, reportlab) can do the two at once: :class:`ForkedCall` forks before the
import, the worker does the reading and sends its pickled result through a pipe, and the
caller asks for it once its own part is done. Where a fork is not safe (other threads running,
Qt loaded, macOS, Windows) the work is done in the process itself when the result is asked
for: the outcome is the same, only later. A worker that fails is logged and the work is done
again in the process, where its error gets a traceback.

What a worker logs is kept in the worker and sent back with its result; the caller hands the
records to its own handlers when it asks for the result. Two processes never write the log
file (or stderr) at once, so no line is cut by another's and the rotating file is rotated by
one process only; the records come in the order a run in one process would give them.

:func:`in_shares` splits a list of work between this process and forked workers (one per
further core) and gives back each share's result in the list's order.
"""

from __future__ import annotations

import functools
import itertools
import logging
import os
import pickle
import sys
import threading
from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

_log = logging.getLogger(__name__)
T = TypeVar("T")
S = TypeVar("S")


def fork_is_safe() -> bool:
    # A fork copies only the calling thread: with other threads (Qt's, a pool's) or on macOS,
    # where system libraries refuse to run in a forked child, work in the process instead.
    return (hasattr(os, "fork") and sys.platform != "darwin" and threading.active_count() == 1
            and "PySide6" not in sys.modules)


class ForkedCall(Generic[T]):
    """``work()`` in a worker process if ``fork`` (else, or if that fails, in :meth:`result`)."""

    def __init__(self, work: Callable[[], T], fork: bool, what: str = "worker") -> None:
        self._work, self._what = work, what
        self._pid: int | None = None
        self._pipe: int | None = None
        if fork:
            self._start()

    @property
    def in_worker(self) -> bool:
        return self._pid is not None

    def result(self) -> T:
        """What the work gave; done here if the worker was not started or did not deliver.
        The worker's log records go to this process's handlers first."""
        if self._pid is not None:
            delivered, value, records = self._collect()
            if delivered:
                _replay(records)
                return value  # type: ignore[return-value]
        return self._work()

    def close(self) -> None:
        """Stop a worker whose result is not wanted."""
        if self._pid is None:
            return
        import signal

        os.kill(self._pid, signal.SIGTERM)
        self._finish()

    def _start(self) -> None:
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:  # the worker: work, send the pickled result, leave without cleanup
            os.close(read_end)
            code = 1
            try:
                kept = _keep_records()
                value = self._work()
                data = pickle.dumps((value, kept.records), protocol=pickle.HIGHEST_PROTOCOL)
                with os.fdopen(write_end, "wb") as pipe:
                    pipe.write(data)
                code = 0
            finally:
                os._exit(code)  # never run the parent's atexit handlers or flush its buffers
        os.close(write_end)
        self._pid, self._pipe = pid, read_end

    def _collect(self) -> tuple[bool, T | None, list[logging.LogRecord]]:
        assert self._pipe is not None  # only called while the worker runs
        with os.fdopen(self._pipe, "rb") as pipe:  # read to the end first: the worker
            data = pipe.read()                     # cannot finish while the pipe is full
        self._pipe = None
        code = self._finish()
        if code != 0 or not data:
            _log.warning("%s ended with code %s; working in process", self._what, code)
            return False, None, []
        value, records = pickle.loads(data)  # noqa: S301 - our own child's output, our pipe
        return True, value, records

    def _finish(self) -> int:
        assert self._pid is not None
        if self._pipe is not None:
            os.close(self._pipe)
            self._pipe = None
        _pid, status = os.waitpid(self._pid, 0)
        self._pid = None
        return os.waitstatus_to_exitcode(status)


def spare_core() -> bool:
    """Whether a core looks free now: the last minute's load average at least half a core
    below the number of cores (a command and its benchmark's own runs keep about one busy).

    Work run in a thread beside Python (SQLite steps, :class:`ThreadCall`) pays only on a free
    core; on a busy machine the two threads share one and the hand-over costs more than it
    saves (``league scorecard`` at 10k: ~50–130 ms more CPU, no sooner done). Without a load
    average (Windows), any second core counts.
    """
    cores = os.cpu_count() or 1
    try:
        load = os.getloadavg()[0]
    except (AttributeError, OSError):
        return cores > 1
    return load <= cores - 0.5  # 2 cores: a load average of at most 1.5


class ThreadCall(Generic[T]):
    """``work()`` in a thread of this process, started at once; :meth:`result` waits for it.

    Worth it only for work that lets go of Python's lock for long stretches (SQLite working
    on one step: ``quick_read.all_rows``) while the caller runs Python (an import): the two
    then share the two cores without copying the result anywhere, on every platform. An error
    raised by the work is raised again by :meth:`result`, with its own traceback.
    """

    def __init__(self, work: Callable[[], T], what: str = "reader") -> None:
        self._work = work
        self._value: T | None = None
        self._error: BaseException | None = None
        # A daemon: a caller that fails before asking never waits for it to finish.
        self._thread = threading.Thread(target=self._run, name=what, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            self._value = self._work()
        except BaseException as error:  # noqa: BLE001 - handed to the caller in result()
            self._error = error

    def result(self) -> T:
        self._thread.join()
        if self._error is not None:
            error, self._error = self._error, None
            raise error
        return self._value  # type: ignore[return-value]


class _KeptRecords(logging.Handler):
    """In a worker, the one handler of every logger that had one (and of the root logger, so
    logging's last-resort stderr handler is never used there): records kept to be sent back,
    in a form that pickles (message formatted, traceback as text)."""

    def __init__(self) -> None:
        super().__init__()
        self.records: list[logging.LogRecord] = []

    def handle(self, record: logging.LogRecord) -> bool:
        # A record propagating through two loggers that had handlers meets this one twice.
        if not self.records or self.records[-1] is not record:
            self.emit(record)
        return True

    def emit(self, record: logging.LogRecord) -> None:
        record.msg, record.args = record.getMessage(), None
        if record.exc_info:
            record.exc_text = record.exc_text or logging.Formatter().formatException(
                record.exc_info)
            record.exc_info = None
        self.records.append(record)


def _keep_records() -> _KeptRecords:
    """In a fresh worker: every record logged from now on is kept, none written."""
    kept = _KeptRecords()
    loggers = [logging.getLogger(), *(logger for logger in logging.Logger.manager.loggerDict
                                      .values() if isinstance(logger, logging.Logger))]
    for logger in loggers:
        if logger.handlers or logger is loggers[0]:
            logger.handlers = [kept]
    return kept


def _replay(records: list[logging.LogRecord]) -> None:
    """A worker's records through this process's loggers, as if logged here."""
    for record in records:
        logging.getLogger(record.name).handle(record)


def cores() -> int:
    """The processor cores this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def in_shares(items: Sequence[S], work: Callable[[Sequence[S]], T], minimum: int,
              what: str = "worker") -> list[T]:
    """``work`` of consecutive shares of ``items``, in order: the first share here, each
    other one in a forked worker (one per further core, each share at least ``minimum``
    items), all at once. Without a safe fork, or with too few items, one share done here.

    ``work`` must give the same result wherever it runs (it sees a copy of this process).
    """
    count = min(cores(), len(items) // max(1, minimum)) if fork_is_safe() else 1
    if count <= 1:
        return [work(items)]
    size, extra = divmod(len(items), count)
    bounds = [index * size + min(index, extra) for index in range(count + 1)]
    shares = [items[start:end] for start, end in itertools.pairwise(bounds)]
    workers = [ForkedCall(functools.partial(work, share), fork=True, what=what)
               for share in shares[1:]]
    try:
        first = work(shares[0])
        return [first, *(worker.result() for worker in workers)]
    finally:
        for worker in workers:
            worker.close()  # only those not collected: an error or an interrupt here
