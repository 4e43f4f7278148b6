"""Backing up and restoring the open database (the use cases behind File › Back Up/Restore)."""

from __future__ import annotations

from pathlib import Path

from warbands_manager.paths import backups_dir_for
from warbands_manager.store.backup import (
    BackupDescription,
    backup_database,
    describe_backup,
    list_backups,
)
from warbands_manager.store.database import Database, restore_backup, stored_backup_keep


class BackupService:
    """Backups of one database file, kept in ``backups/`` beside it."""

    def __init__(self, database: Database) -> None:
        self._database = database

    @property
    def folder(self) -> Path:
        return backups_dir_for(self._database.path)

    def backup_now(self, reason: str = "manual") -> Path:
        """Take a consistent backup; older ones beyond the database's keep count are removed."""
        path = self._database.path
        return backup_database(path, self.folder, reason, stored_backup_keep(path))

    def backups(self) -> list[Path]:
        """Backups of this database, oldest first."""
        return list_backups(self.folder, self._database.path.stem)

    def describe(self, backup: Path) -> BackupDescription:
        return describe_backup(backup)

    def restore(self, backup: Path) -> Database:
        """Replace the contents with ``backup``; returns the reopened database to use from now.

        The database this service was built on is closed.
        """
        return restore_backup(self._database, backup)


def backups_of(path: Path) -> list[Path]:
    """Backups of the database file at ``path`` (which need not open), oldest first."""
    return list_backups(backups_dir_for(path), path.stem)


def restore_as_new_file(backup: Path, refused: Path) -> Path:
    """Copy ``backup`` to a new database file beside ``refused`` and return its path.

    Used when a database cannot be opened: the refused file is left exactly as it is.
    """
    from datetime import datetime

    from warbands_manager.store.backup import copy_database_into

    describe_backup(backup)  # refuses a backup that is not a Warbands database
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = refused.with_name(f"{refused.stem}-restored-{stamp}.sqlite")
    copy_database_into(backup, target)
    return target
