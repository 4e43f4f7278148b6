"""A disk that fills up: files opened for writing in one folder take a few bytes, then every
further write fails with ENOSPC, as a full disk does (the first bytes land, the rest do not).

Both ``open`` names are replaced (``pathlib`` and ``zipfile`` call ``io.open``; the rest the
builtin), so every Python writer of the app meets the full disk; reading is unchanged.
"""

from __future__ import annotations

import builtins
import errno
import io
import os
from pathlib import Path


class _FillingFile:
    """A real file object whose writes stop with ENOSPC after ``room`` bytes."""

    def __init__(self, handle, room: int) -> None:
        self._handle, self._room = handle, room

    def write(self, data):
        if len(data) > self._room:
            self._handle.write(data[:self._room])
            self._room = 0
            self._handle.flush()
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        self._room -= len(data)
        return self._handle.write(data)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self._handle.close()
        return False

    def __iter__(self):
        return iter(self._handle)

    def __getattr__(self, name):
        return getattr(self._handle, name)


def fill_disk(monkeypatch, folder: Path, room: int = 100) -> None:
    """From now on, files opened for writing inside ``folder`` hold at most ``room`` bytes."""
    real_open = io.open
    folder = Path(folder).resolve()

    def opening(file, mode="r", *args, **kwargs):
        handle = real_open(file, mode, *args, **kwargs)
        writes = any(flag in mode for flag in "wax+")
        if writes and isinstance(file, (str, os.PathLike)) \
                and Path(file).resolve().is_relative_to(folder):
            return _FillingFile(handle, room)
        return handle

    monkeypatch.setattr(builtins, "open", opening)
    monkeypatch.setattr(io, "open", opening)
