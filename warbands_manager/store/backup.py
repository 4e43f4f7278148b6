"""Consistent copies of a database file, taken with SQLite's online backup API.

The backup API copies what a reader would see, WAL content included, even while the app has the
file open; a plain file copy could miss the WAL or catch a page half-written.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from warbands_manager.store.errors import DatabaseUnreadable, NotAWarbandsDatabase
from warbands_manager.store.identity import (
    APP_MARKER_KEY,
    APP_MARKER_VALUE,
    SQLITE_HEADER,
    connect_read_only,
    inspect_file,
)

DEFAULT_KEEP = 20
_SAFE_REASON = re.compile(r"[^a-z0-9-]+")
_SAFE_DUMP_REASON = re.compile(r"[^a-z0-9_-]+")
# A backup's name is ``{stem}-{stamp}-{label}{suffix}``; it is recognised by exactly that shape,
# so ``club-2``'s backups are never ``club``'s and a stem with ``[A]`` still finds its own.
_STAMP_FORMAT = "%Y%m%d-%H%M%S-%f"
_STAMP = r"\d{8}-\d{6}-\d{6}"
_LABEL = r"[a-z0-9_-]+"
PARTIAL_SUFFIX = ".partial"
# A partial file older than this is a killed backup's leftover, not one still being written.
_LEFTOVER_AGE_SECONDS = 15 * 60
_DUMP_HEADER = b"PGDMP"


class BackupFailed(DatabaseUnreadable):
    """A backup could not be written or did not verify; no backup file was kept."""


class BackupNotVerified(Exception):
    """A freshly written copy failed its checks (integrity, the app's marker)."""


def backup_stamp() -> str:
    return datetime.now().strftime(_STAMP_FORMAT)


def backup_label(reason: str, underscores: bool = False) -> str:
    """``reason`` as the last part of a backup's name (a server's dumps keep underscores)."""
    unsafe = _SAFE_DUMP_REASON if underscores else _SAFE_REASON
    return unsafe.sub("-", reason.lower()).strip("-") or "manual"


def backup_pattern(stem: str, suffix: str = ".sqlite") -> re.Pattern[str]:
    """The exact shape of the names of ``stem``'s backups."""
    return re.compile(f"{re.escape(stem)}-{_STAMP}-{_LABEL}{re.escape(suffix)}")


def backup_database(
    db_path: Path, backups_dir: Path, reason: str, keep: int = DEFAULT_KEEP,
    spare: Path | None = None,
) -> Path:
    """Copy ``db_path`` to a timestamped file in ``backups_dir`` and return its path.

    The copy is written under a temporary name, checked (``PRAGMA quick_check`` and the app's
    marker) and only then renamed into place, so an interrupted or failed backup never looks
    like a backup. Older backups beyond the newest ``keep`` are deleted afterwards, except
    ``spare`` (a backup about to be restored).

    Raises:
        BackupFailed: the copy could not be written (full disk, no permission) or verified;
            nothing was left behind.
    """
    target = backups_dir / f"{db_path.stem}-{backup_stamp()}-{backup_label(reason)}.sqlite"
    partial = partial_name(target)
    try:
        backups_dir.mkdir(parents=True, exist_ok=True)
        remove_leftovers(backups_dir, db_path.stem, ".sqlite")
        copy_database_into(db_path, partial)
        verify_backup(partial)
        publish(partial, target)
    except (sqlite3.Error, OSError, BackupNotVerified) as error:
        discard(partial)
        raise BackupFailed(db_path, "the backup could not be written "
                           f"({failure_reason(error)}); no backup was kept") from error
    rotate_backups(backups_dir, db_path.stem, keep, spare=spare)
    return target


def partial_name(target: Path) -> Path:
    """Where ``target`` is written before it is verified (hidden, never matches a backup)."""
    return target.with_name(f".{target.name}{PARTIAL_SUFFIX}")


def verify_backup(path: Path) -> None:
    """Raise :class:`BackupNotVerified` unless ``path`` is a sound Warbands database."""
    connection = connect_read_only(path)
    try:
        check = connection.execute("PRAGMA quick_check").fetchone()
        if not check or check[0] != "ok":
            raise BackupNotVerified(f"the copy is damaged: {check[0] if check else 'no answer'}")
        try:
            marker = connection.execute("SELECT value FROM app_meta WHERE key = ?",
                                        (APP_MARKER_KEY,)).fetchone()
        except sqlite3.DatabaseError:
            marker = None
        if not marker or marker[0] != APP_MARKER_VALUE:
            raise BackupNotVerified("the copy is not a Warbands Manager database")
    finally:
        connection.close()


def publish(partial: Path, target: Path) -> None:
    """Make the verified ``partial`` durable, then give it its real name (atomically)."""
    with partial.open("rb") as handle:
        os.fsync(handle.fileno())
    os.replace(partial, target)
    _sync_folder(target.parent)


def _sync_folder(folder: Path) -> None:
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


def discard(partial: Path) -> None:
    """Remove a partial copy and any journal SQLite left beside it."""
    for leftover in (partial, *(partial.with_name(partial.name + end)
                                for end in ("-journal", "-wal", "-shm"))):
        with contextlib.suppress(OSError):
            leftover.unlink(missing_ok=True)


def remove_leftovers(backups_dir: Path, stem: str, suffix: str) -> None:
    """Delete what killed backups of ``stem`` left (old partial files and their journals)."""
    shape = re.compile(rf"\.{backup_pattern(stem, suffix).pattern}{re.escape(PARTIAL_SUFFIX)}"
                       r"(-journal|-wal|-shm)?")
    now = datetime.now().timestamp()
    for candidate in backups_dir.iterdir():
        if not shape.fullmatch(candidate.name):
            continue
        try:
            if now - candidate.stat().st_mtime > _LEFTOVER_AGE_SECONDS:
                candidate.unlink()
        except OSError:
            pass


def failure_reason(error: BaseException) -> str:
    """A few words for why writing a backup failed."""
    text = str(error).lower()
    number = getattr(error, "errno", None)
    if number == errno.ENOSPC or "disk is full" in text or "database or disk is full" in text:
        return "the disk is full"
    if number == errno.EFBIG:
        return "the file is larger than the disk allows"
    if number in (errno.EACCES, errno.EPERM, errno.EROFS) or "readonly" in text:
        return "the backups folder cannot be written"
    if "disk i/o error" in text:
        return "the disk reported an error; it may be full"
    return str(error)


def list_backups(backups_dir: Path, stem: str, suffix: str = ".sqlite") -> list[Path]:
    """Backups of the database named ``stem``, oldest first (``.dump`` for a server's).

    Only files of exactly a backup's name that look complete are listed: a leftover of an
    interrupted backup, an empty file or another database's backup never is.
    """
    if not backups_dir.is_dir():
        return []
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


@dataclass(frozen=True)
class BackupDescription:
    """What a backup holds, for a preview before restoring it."""

    path: Path
    revision: str | None
    size: int
    modified: datetime
    row_counts: dict[str, int]


def describe_backup(path: Path) -> BackupDescription:
    """Read a backup (read-only) and count the rows of each table.

    Raises:
        DatabaseRefused: the file is not a Warbands Manager database.
    """
    if not path.is_file():
        raise DatabaseUnreadable(path, "no such backup file")
    state = inspect_file(path)
    if state.is_new:
        raise NotAWarbandsDatabase(path, "this backup is empty")
    connection = connect_read_only(path)
    try:
        tables = [row[0] for row in connection.execute(
            "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' "
            "AND name NOT IN ('alembic_version', 'app_meta') ORDER BY name"
        )]
        counts = {table: connection.execute(f'SELECT COUNT(*) FROM "{table}"').fetchone()[0]
                  for table in tables}
    finally:
        connection.close()
    stat = path.stat()
    return BackupDescription(path, state.revision, stat.st_size,
                             datetime.fromtimestamp(stat.st_mtime), counts)


def copy_database_into(source: Path, target: Path) -> None:
    """Overwrite the database ``target`` (created if missing) with the contents of ``source``.

    Uses SQLite's online backup API, so ``source`` may be open and in WAL mode. When restoring,
    the caller closes its engine first and takes a safety backup of ``target``; SQLite copies
    page by page inside one transaction on ``target``, so an interrupted restore leaves the
    old contents.
    """
    reader = connect_read_only(source)
    try:
        writer = sqlite3.connect(target)
        try:
            reader.backup(writer)
        finally:
            writer.close()
    finally:
        reader.close()
