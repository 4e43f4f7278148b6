"""Writing a file whole: every file the app writes goes through here.

The new contents go to a temporary file in the target's folder, are flushed to the disk, and the
temporary is then renamed over the target. A reader (or a crash, or a full disk) sees the old
file or the new one, never half of one; on failure the old file is untouched, the temporary is
removed, and :class:`FileNotWritten` names the file the user asked for.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

from warbands_manager.errors import UserFacingError

TEMPORARY_SUFFIX = ".partial"


class FileNotWritten(OSError, UserFacingError):
    """The file could not be written; the old one (if any) is as it was.

    An ``OSError`` (callers that catch the disk's errors catch this one too) whose message names
    the file and whose ``strerror`` is the disk's reason alone.
    """

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"cannot write {path}: {reason}")
        self.strerror = reason
        self.path = path


def temporary_beside(target: Path) -> Path:
    """A fresh, unused name in ``target``'s folder (hidden; ends in ``.partial``)."""
    token = secrets.token_hex(4)
    return target.with_name(f".{target.name}.{os.getpid()}-{token}{TEMPORARY_SUFFIX}")


def write_whole(target: str | os.PathLike, fill: Callable[[Path], None]) -> Path:
    """Have ``fill`` write the new contents to a temporary path, then put it in place.

    ``fill`` receives the temporary path (for libraries that write to a path themselves, such as
    openpyxl or reportlab). Raises :class:`FileNotWritten` for any error of the disk; other
    errors pass through unchanged, after the temporary is removed.
    """
    with replacing(target) as temporary:
        fill(temporary)
    return Path(target)


def write_bytes(target: str | os.PathLike, data: bytes) -> Path:
    """Write ``data`` to ``target`` whole (see :func:`write_whole`)."""
    return write_whole(target, lambda temporary: _put(temporary, data))


def write_text(target: str | os.PathLike, text: str, newline: str | None = None) -> Path:
    """Write ``text`` as UTF-8 to ``target`` whole; ``newline`` as for :func:`open`."""

    def fill(temporary: Path) -> None:
        with open(temporary, "w", encoding="utf-8", newline=newline) as handle:
            handle.write(text)

    return write_whole(target, fill)


@contextlib.contextmanager
def replacing(target: str | os.PathLike, precreate: bool = True) -> Iterator[Path]:
    """``with replacing(target) as temporary:`` write ``temporary``; on a clean exit it is
    flushed to the disk and renamed over ``target``; on any error it is removed and ``target``
    is as it was (errors of the disk become :class:`FileNotWritten`).

    ``precreate=False`` leaves the temporary name free, for a writer (SQLite) that must create
    the file itself.
    """
    target = Path(target)
    temporary = temporary_beside(target)
    try:
        if precreate:
            _create(temporary)
        yield temporary
        _sync_file(temporary)
        _keep_mode(target, temporary)
        os.replace(temporary, target)
    except OSError as error:
        _remove(temporary)
        raise FileNotWritten(target, _reason(error)) from error
    except BaseException:
        _remove(temporary)
        raise
    sync_folder(target.parent)


def _create(temporary: Path) -> None:
    # O_EXCL: never reuse someone's file; mode 0o666 lets the umask decide, as open() would.
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    os.close(descriptor)


def _put(temporary: Path, data: bytes) -> None:
    with open(temporary, "wb") as handle:
        handle.write(data)


def _sync_file(temporary: Path) -> None:
    with open(temporary, "rb+") as handle:
        os.fsync(handle.fileno())


def _keep_mode(target: Path, temporary: Path) -> None:
    # Replacing a file keeps who may read it (a published page stays readable by the web server).
    if target.exists():
        with contextlib.suppress(OSError):
            shutil.copymode(target, temporary)


def sync_folder(folder: Path) -> None:
    # The rename is durable only once the folder is synced (POSIX; Windows cannot open one).
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def _remove(temporary: Path) -> None:
    # With the journals a SQLite writer may have left beside its temporary.
    for leftover in (temporary, *(temporary.with_name(temporary.name + end)
                                  for end in ("-journal", "-wal", "-shm"))):
        with contextlib.suppress(OSError):
            leftover.unlink(missing_ok=True)


def _reason(error: OSError) -> str:
    return error.strerror or str(error)
