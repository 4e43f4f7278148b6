"""The files of a backups folder: their names, whose they are, and what killed backups left.

A backup's name is ``{stem}-{stamp}-{label}{suffix}`` and is recognised by exactly that shape
over the whole name, so ``club-2``'s backups are never ``club``'s, a stem with ``[A]`` still
finds its own, and a database *named like a backup* (``club-2-20260101-000000-000000-manual``,
a copied backup opened as a database) keeps its own backups: a label never holds a stamp.
"""

from __future__ import annotations

import contextlib
import os
import re
import socket
import sqlite3
from datetime import datetime
from pathlib import Path

from warbands_manager.store.identity import SQLITE_HEADER

_SAFE_REASON = re.compile(r"[^a-z0-9-]+")
_SAFE_DUMP_REASON = re.compile(r"[^a-z0-9_-]+")
_STAMP_FORMAT = "%Y%m%d-%H%M%S-%f"
_STAMP = r"\d{8}-\d{6}-\d{6}"
# Any run of label characters in which no stamp begins: the label of ``club-2``'s backup can
# never swallow the stamp of another database's backup name.
_LABEL = rf"(?:(?!{_STAMP})[a-z0-9_-])+"
PARTIAL_SUFFIX = ".partial"
_JOURNALS = ("-journal", "-wal", "-shm")
# A partial file this old whose writer cannot be asked about is a killed backup's leftover.
_LEFTOVER_AGE_SECONDS = 15 * 60
_DUMP_HEADER = b"PGDMP"


def backup_stamp() -> str:
    return datetime.now().strftime(_STAMP_FORMAT)


def backup_label(reason: str, underscores: bool = False) -> str:
    """``reason`` as the last part of a backup's name (a server's dumps keep underscores)."""
    unsafe = _SAFE_DUMP_REASON if underscores else _SAFE_REASON
    label = unsafe.sub("-", reason.lower()).strip("-") or "manual"
    # A stamp inside the label would make the name another database's backup's.
    return re.sub(_STAMP, lambda found: found.group().replace("-", ""), label)


def backup_pattern(stem: str, suffix: str = ".sqlite") -> re.Pattern[str]:
    """The exact shape of the names of ``stem``'s backups."""
    return re.compile(f"{re.escape(stem)}-{_STAMP}-{_LABEL}{re.escape(suffix)}")


def partial_name(target: Path) -> Path:
    """Where ``target`` is written before it is verified: hidden, never matching a backup,
    and naming the machine and process writing it, so the next command can tell a killed
    one's leftover (a backups folder may be shared by several machines)."""
    return target.with_name(f".{target.name}.{_this_machine()}-{os.getpid()}{PARTIAL_SUFFIX}")


def _this_machine() -> str:
    return re.sub(r"[^A-Za-z0-9]", "", socket.gethostname())[:40]


def discard(partial: Path) -> None:
    """Remove a partial copy and any journal SQLite left beside it."""
    for leftover in (partial, *(partial.with_name(partial.name + end) for end in _JOURNALS)):
        with contextlib.suppress(OSError):
            leftover.unlink(missing_ok=True)


def remove_leftovers(backups_dir: Path, stem: str, suffix: str) -> None:
    """Delete what killed backups of ``stem`` left (partial files and their journals).

    A partial whose writing process (on this machine) is gone is a leftover at once; one
    written elsewhere, without a process id (older versions) or whose process id is in use
    again, once it is old.
    """
    shape = re.compile(rf"\.{backup_pattern(stem, suffix).pattern}(?:\.([A-Za-z0-9]*)-(\d+))?"
                       rf"{re.escape(PARTIAL_SUFFIX)}(?:-journal|-wal|-shm)?")
    try:
        candidates = list(backups_dir.iterdir())
    except OSError:
        return
    now = datetime.now().timestamp()
    for candidate in candidates:
        found = shape.fullmatch(candidate.name)
        if found is None:
            continue
        here = found.group(2) is not None and found.group(1) == _this_machine()
        writer = int(found.group(2)) if here else None
        with contextlib.suppress(OSError):
            if ((writer is not None and not _process_alive(writer))
                    or now - candidate.stat().st_mtime > _LEFTOVER_AGE_SECONDS):
                candidate.unlink()


def _process_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    if os.name == "nt":
        return True  # no harmless probe there (os.kill ends the process): the age decides
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # alive, but another user's
    return True


def list_backups(backups_dir: Path, stem: str, suffix: str = ".sqlite") -> list[Path]:
    """Backups of the database named ``stem``, oldest first (``.dump`` for a server's).

    Only files of exactly a backup's name that look complete are listed: a leftover of an
    interrupted backup, an empty file or another database's backup never is. Leftovers of
    killed backups found on the way are removed.
    """
    if not backups_dir.is_dir():
        return []
    remove_leftovers(backups_dir, stem, suffix)
    shape = backup_pattern(stem, suffix)
    header = _DUMP_HEADER if suffix == ".dump" else SQLITE_HEADER
    found = [path for path in backups_dir.iterdir()
             if shape.fullmatch(path.name) and _starts_with(path, header)]
    return sorted(found, key=lambda path: path.name)


def _starts_with(path: Path, header: bytes) -> bool:
    try:
        if not path.is_file():
            return False
        with path.open("rb") as handle:
            return handle.read(len(header)) == header
    except OSError:
        return False


def rotate_backups(backups_dir: Path, stem: str, keep: int, suffix: str = ".sqlite",
                   spare: Path | None = None) -> None:
    """Delete all but the newest ``keep`` backups of ``stem``, never ``spare`` (the backup a
    restore is about to copy from: its own before-restore backup must not delete it)."""
    backups = list_backups(backups_dir, stem, suffix)
    for old in backups[: max(0, len(backups) - keep)]:
        if spare is None or not _same_file(old, spare):
            old.unlink(missing_ok=True)


def _same_file(one: Path, other: Path) -> bool:
    try:
        return os.path.samefile(one, other)
    except OSError:
        return False


def backup_uri(path: Path) -> str:
    """A ``file:`` URI that reads the backup ``path`` and writes nothing, not even beside it.

    A backup nobody writes to is opened ``immutable``: SQLite then takes no lock and creates
    no ``-shm``/``-wal``, so a backup on a read-only stick or folder can be read, and reading
    leaves nothing behind. A file with a journal beside it (a live database given as the
    backup) may hold data there, so it is opened read-only the ordinary way.
    """
    uri = Path(path).absolute().as_uri()
    beside = [path.with_name(path.name + end) for end in ("-wal", "-journal")]
    if any(journal.exists() for journal in beside):
        return uri + "?mode=ro"
    return uri + "?immutable=1"


def connect_backup(path: Path) -> sqlite3.Connection:
    """A read-only connection to a backup file (see :func:`backup_uri`)."""
    return sqlite3.connect(backup_uri(path), uri=True)
