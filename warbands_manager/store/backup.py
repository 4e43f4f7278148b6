"""Consistent copies of a database file, taken with SQLite's online backup API.

The backup API copies what a reader would see, WAL content included, even while the app has the
file open; a plain file copy could miss the WAL or catch a page half-written.
"""

from __future__ import annotations

import re
import sqlite3
from datetime import datetime
from pathlib import Path

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
    source = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        destination = sqlite3.connect(target)
        try:
            source.backup(destination)
        finally:
            destination.close()
    finally:
        source.close()
    rotate_backups(backups_dir, db_path.stem, keep)
    return target


def list_backups(backups_dir: Path, stem: str) -> list[Path]:
    """Backups of the database named ``stem``, oldest first."""
    if not backups_dir.is_dir():
        return []
    return sorted(backups_dir.glob(f"{stem}-*.sqlite"))


def rotate_backups(backups_dir: Path, stem: str, keep: int) -> None:
    """Delete all but the newest ``keep`` backups of ``stem``."""
    backups = list_backups(backups_dir, stem)
    for old in backups[: max(0, len(backups) - keep)]:
        old.unlink(missing_ok=True)
