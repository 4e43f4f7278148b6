"""Work done in a forked worker process while this one does something else.

On two cores, a command that must both read (SQLite, the XML of army files) and import a heavy
library (SQLAlchemy, reportlab) can do the two at once: :class:`ForkedCall` forks before the
import, the worker does the reading and sends its pickled result through a pipe, and the
caller asks for it once its own part is done. Where a fork is not safe (other threads running,
Qt loaded, macOS, Windows) the work is done in the process itself when the result is asked
for: the outcome is the same, only later. A worker that fails is logged and the work is done
again in the process, where its error gets a traceback.
"""

from __future__ import annotations

import logging
import os
import pickle
import sys
import threading
from collections.abc import Callable
from typing import Generic, TypeVar

_log = logging.getLogger(__name__)
T = TypeVar("T")


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
        """What the work gave; done here if the worker was not started or did not deliver."""
        if self._pid is not None:
            delivered, value = self._collect()
            if delivered:
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
                data = pickle.dumps(self._work(), protocol=pickle.HIGHEST_PROTOCOL)
                with os.fdopen(write_end, "wb") as pipe:
                    pipe.write(data)
                code = 0
            finally:
                os._exit(code)  # never run the parent's atexit handlers or flush its buffers
        os.close(write_end)
        self._pid, self._pipe = pid, read_end

    def _collect(self) -> tuple[bool, T | None]:
        assert self._pipe is not None  # only called while the worker runs
        with os.fdopen(self._pipe, "rb") as pipe:  # read to the end first: the worker
            data = pipe.read()                     # cannot finish while the pipe is full
        self._pipe = None
        code = self._finish()
        if code != 0 or not data:
            _log.warning("%s ended with code %s; working in process", self._what, code)
            return False, None
        return True, pickle.loads(data)  # noqa: S301 - our own child's output, through our pipe

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
