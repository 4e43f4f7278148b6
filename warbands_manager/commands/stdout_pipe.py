"""Standard output that notices its reader leaving (``warbands-manager validate … | head``).

Run unbuffered (``PYTHONUNBUFFERED=1``, as containers and CI often set, or ``python -u``),
Python's ``sys.stdout`` writes its text straight to the file descriptor and ignores how much
the system took. A big text written in one go into a pipe whose reader leaves meanwhile is
taken in part (Linux reports the part, not an error) and the rest is dropped without a word:
the command then exits with its own status, where a Unix tool gets SIGPIPE (status 141).

:func:`whole_writes` puts a writer under ``sys.stdout`` that writes again until all is taken,
so the next attempt meets the closed pipe (``BrokenPipeError``), which ``cli`` turns into
status 141. Buffered output (the default) already does that and is left alone.
"""

from __future__ import annotations

import contextlib
import io
import sys
from collections.abc import Iterator


class WholeWrites(io.FileIO):
    """A file descriptor writer whose ``write`` returns only once everything is written (or
    raises, e.g. ``BrokenPipeError`` once the pipe's reader has gone)."""

    def write(self, data) -> int:
        view = memoryview(data).cast("B")
        written = 0
        while written < len(view):
            taken = super().write(view[written:])
            if taken is None:  # a non-blocking descriptor that is full: not ours to wait on
                break
            written += taken
        return written


def _unbuffered(stream) -> bool:
    """True for a text stream written straight to its descriptor (no buffered writer)."""
    buffer = getattr(stream, "buffer", None)
    return isinstance(buffer, io.RawIOBase) and not isinstance(buffer, WholeWrites)


@contextlib.contextmanager
def whole_writes() -> Iterator[None]:
    """While a command runs, give an unbuffered process stdout a :class:`WholeWrites`
    underneath (same descriptor, encoding, errors and line buffering; still unbuffered).
    A replaced ``sys.stdout`` (a test capturing output) is left alone; restored after."""
    original, process = sys.stdout, sys.__stdout__
    if process is None or original is not process or not _unbuffered(process):
        yield
        return
    raw = WholeWrites(process.fileno(), "w", closefd=False)
    sys.stdout = io.TextIOWrapper(raw, encoding=process.encoding, errors=process.errors,
                                  line_buffering=process.line_buffering, write_through=True)
    try:
        yield
    finally:
        with contextlib.suppress(OSError, ValueError):  # a closed pipe: nothing left to say
            sys.stdout.flush()
        sys.stdout = original
