"""Consistent copies of a database file, taken with SQLite's online backup API.

The backup API copies what a reader would see, WAL content included, even while the app has the
file open; a plain file copy could miss the WAL or catch a page half-written.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from warbands_manager.store.errors import DatabaseUnreadable, NotAWarbandsDatabase

DEFAULT_KEEP = 20
_SAFE_REASON = re.compile(r"[^a-z0-9-]+")


def backup_database(
    db_path: Path, backups_dir: Path, reason: str, keep: int = DEFAULT_KEEP
) -> Path:
    """Copy ``db_path`` to a timestamped file in ``backups_dir`` and return its path.

    Older backups beyond the newest ``keep`` are deleted.
    """
    backups_dir.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    label = _SAFE_REASON.sub("-", reason.lower()).strip("-") or "manual"
    target = backups_dir / f"{db_path.stem}-{stamp}-{label}.sqlite"
    copy_database_into(db_path, target)
    rotate_backups(backups_dir, db_path.stem, keep)
    return target


def list_backups(backups_dir: Path, stem: str, suffix: str = ".sqlite") -> list[Path]:
    """Backups of the database named ``stem``, oldest first (``.dump`` for a server's)."""
    if not backups_dir.is_dir():
        return []
    return sorted(backups_dir.glob(f"{stem}-*{suffix}"))


def rotate_backups(backups_dir: Path, stem: str, keep: int, suffix: str = ".sqlite") -> None:
    """Delete all but the newest ``keep`` backups of ``stem``."""
    backups = list_backups(backups_dir, stem, suffix)
    for old in backups[: max(0, len(backups) - keep)]:
        old.unlink(missing_ok=True)


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
    from warbands_manager.store.database import inspect_file

    if not path.is_file():
        raise DatabaseUnreadable(path, "no such backup file")
    state = inspect_file(path)
    if state.is_new:
        raise NotAWarbandsDatabase(path, "this backup is empty")
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
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
    reader = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
    try:
        writer = sqlite3.connect(target)
        try:
            reader.backup(writer)
        finally:
            writer.close()
    finally:
        reader.close()
