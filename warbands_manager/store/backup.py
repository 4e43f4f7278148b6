"""Consistent copies of a database file, taken with SQLite's online backup API.

The backup API copies what a reader would see, WAL content included, even while the app has the
file open; a plain file copy could miss the WAL or catch a page half-written.
"""

from __future__ import annotations

import errno
import os
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from warbands_manager.store.backup_checks import BackupNotVerified, verify_whole
from warbands_manager.store.backup_files import (  # noqa: F401 (re-exported for callers)
    PARTIAL_SUFFIX,
    backup_label,
    backup_pattern,
    backup_stamp,
    connect_backup,
    discard,
    list_backups,
    partial_name,
    remove_leftovers,
    rotate_backups,
)
from warbands_manager.store.errors import DatabaseUnreadable, NotAWarbandsDatabase
from warbands_manager.store.failures import DISK_CODES
from warbands_manager.store.identity import APP_MARKER_KEY, APP_MARKER_VALUE, connect_read_only
from warbands_manager.whole_file import sync_folder

DEFAULT_KEEP = 20


class BackupFailed(DatabaseUnreadable):
    """A backup could not be written or did not verify; no backup file was kept."""


def backup_database(
    db_path: Path, backups_dir: Path, reason: str, keep: int = DEFAULT_KEEP,
    spare: Path | None = None,
) -> Path:
    """Copy ``db_path`` to a timestamped file in ``backups_dir`` and return its path.

    The copy is written under a temporary name, checked (``PRAGMA quick_check``, the app's
    marker, every table of its revision) and only then renamed into place, so an interrupted
    or failed backup never looks like a backup. Older backups beyond the newest ``keep`` are
    deleted afterwards, except ``spare`` (a backup about to be restored).

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


def verify_backup(path: Path) -> None:
    """Raise :class:`BackupNotVerified` unless ``path`` is a sound, whole Warbands database
    (a copy just written: ``quick_check``, the marker, every table of its revision)."""
    verify_whole(path, thorough=False)


def publish(partial: Path, target: Path) -> None:
    """Make the verified ``partial`` durable, then give it its real name (atomically)."""
    with partial.open("rb") as handle:
        os.fsync(handle.fileno())
    os.replace(partial, target)
    sync_folder(target.parent)


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
        # Only a failed read, write or flush is the disk's (as store/failures.py judges it).
        code = getattr(error, "sqlite_errorname", "") or ""
        if code in DISK_CODES:
            return "the disk reported an error; it may be full"
        return "the database's files could not be read or written"
    return str(error)


@dataclass(frozen=True)
class BackupDescription:
    """What a backup holds, for a preview before restoring it."""

    path: Path
    revision: str | None
    size: int
    modified: datetime
    row_counts: dict[str, int]


def describe_backup(path: Path) -> BackupDescription:
    """Read a backup and count the rows of each table. Nothing is written, not even beside
    it, so a backup on a read-only folder or stick can be described.

    Raises:
        DatabaseRefused: the file is not a Warbands Manager database.
    """
    if not path.is_file():
        raise DatabaseUnreadable(path, "no such backup file")
    if path.stat().st_size == 0:
        raise NotAWarbandsDatabase(path, "this backup is empty")
    try:
        connection = connect_backup(path)
        try:
            revision, counts = _revision_and_counts(connection)
        finally:
            connection.close()
    except sqlite3.DatabaseError as error:
        raise NotAWarbandsDatabase(path, "this is not a Warbands Manager backup (it cannot "
                                         f"be read as a database: {error})") from error
    if revision is _NOT_OURS:
        raise NotAWarbandsDatabase(path, "this SQLite file belongs to another program, not "
                                         "Warbands Manager")
    stat = path.stat()
    return BackupDescription(path, revision, stat.st_size,
                             datetime.fromtimestamp(stat.st_mtime), counts)


_NOT_OURS = "not a Warbands database"


def _revision_and_counts(connection: sqlite3.Connection) -> tuple[str | None, dict[str, int]]:
    tables = [row[0] for row in connection.execute(
        "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' "
        "ORDER BY name")]
    if "app_meta" not in tables or connection.execute(
            "SELECT value FROM app_meta WHERE key = ?", (APP_MARKER_KEY,)
    ).fetchone() != (APP_MARKER_VALUE,):
        return _NOT_OURS, {}
    revision = None
    if "alembic_version" in tables:
        row = connection.execute("SELECT version_num FROM alembic_version").fetchone()
        revision = row[0] if row else None
    counts = {table: connection.execute(f'SELECT COUNT(*) FROM "{table}"').fetchone()[0]
              for table in tables if table not in ("alembic_version", "app_meta")}
    return revision, counts


def copy_database_into(source: Path, target: Path) -> None:
    """Write a copy of the database ``source`` as the new file ``target``.

    Uses SQLite's online backup API, so ``source`` may be open and in WAL mode: the copy is
    what a reader sees, WAL content included. The copy is then switched to rollback-journal
    mode, so it is a plain file: it can be read from a read-only folder or stick, and reading
    it leaves no ``-wal``/``-shm`` beside it.
    """
    reader = connect_read_only(source)
    try:
        writer = sqlite3.connect(target)
        try:
            reader.backup(writer)
            writer.execute("PRAGMA journal_mode=DELETE")
        finally:
            writer.close()
    finally:
        reader.close()
