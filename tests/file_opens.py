"""Which files of a folder anything opened, seen through Linux's inotify (no root needed).

A test watches the database's folder and asks afterwards whether the database file or its
``-wal``/``-shm`` was opened by anything but SQLite: every open is reported, so a test
compares against the opens SQLite itself made (or makes none while watching).
"""

from __future__ import annotations

import ctypes
import os
import struct
import sys
from pathlib import Path

_IN_OPEN = 0x00000020
_IN_NONBLOCK = os.O_NONBLOCK
_HEADER = struct.Struct("iIII")

AVAILABLE = sys.platform.startswith("linux")


class FileOpens:
    """Records the names of the files opened in ``folder`` while it is watched."""

    def __init__(self, folder: Path) -> None:
        self._libc = ctypes.CDLL(None, use_errno=True)
        self._fd = self._libc.inotify_init1(_IN_NONBLOCK)
        if self._fd < 0:
            raise OSError(ctypes.get_errno(), "inotify_init1 failed")
        if self._libc.inotify_add_watch(self._fd, os.fsencode(folder), _IN_OPEN) < 0:
            raise OSError(ctypes.get_errno(), f"cannot watch {folder}")
        self.names: list[str] = []

    def collect(self) -> list[str]:
        """Every name opened since the watch began (in order, repeated as often as opened)."""
        while True:
            try:
                data = os.read(self._fd, 65536)
            except BlockingIOError:
                return self.names
            offset = 0
            while offset < len(data):
                _wd, _mask, _cookie, length = _HEADER.unpack_from(data, offset)
                start = offset + _HEADER.size
                raw = data[start : start + length].rstrip(b"\0")
                self.names.append(os.fsdecode(raw))
                offset = start + length

    def of(self, database: Path) -> list[str]:
        """The opens of ``database`` and its ``-wal``/``-shm``/``-journal`` files."""
        ours = {database.name + suffix for suffix in ("", "-wal", "-shm", "-journal")}
        return [name for name in self.collect() if name in ours]

    def close(self) -> None:
        os.close(self._fd)


def deleted_files_held(database: Path) -> list[str]:
    """The database's files this process still holds open after they were deleted: a log
    deleted from under its connection (Linux's ``/proc``; empty elsewhere)."""
    folder = Path("/proc/self/fd")
    if not folder.is_dir():
        return []
    held = []
    for entry in folder.iterdir():
        try:
            target = os.readlink(entry)
        except OSError:
            continue
        if target.startswith(str(database)) and target.endswith("(deleted)"):
            held.append(target)
    return held
