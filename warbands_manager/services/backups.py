"""Backing up and restoring the open database (the use cases behind File › Back Up/Restore)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from warbands_manager.paths import backups_dir_for
from warbands_manager.store.backup import (
    BackupDescription,
    backup_database,
    copy_database_into,
    describe_backup,
    list_backups,
)
from warbands_manager.store.backup_restore import replace_damaged, require_restorable
from warbands_manager.store.database import (
    Database,
    restore_backup,
    set_backup_keep,
    stored_backup_keep,
)
from warbands_manager.store.errors import DatabaseRefused
from warbands_manager.store.server import pg_dump_backup

SERVER_RESTORE_MESSAGE = (
    "restoring a PostgreSQL server database is the server administrator's job: it replaces "
    "every organiser's data. Use pg_restore with a backup taken by pg_dump (see "
    "docs/postgresql.md). Nothing was changed."
)


class ServerRestoreNotApplicable(DatabaseRefused):
    """File restore applies to SQLite files only; a server is restored with ``pg_restore``."""


class BackupService:
    """Backups of one database: a SQLite file's in ``backups/`` beside it; a server
    database's are ``pg_dump`` files in the user's data folder."""

    def __init__(self, database: Database) -> None:
        self._database = database

    @property
    def folder(self) -> Path:
        return backups_dir_for(self._database.path)

    def backup_now(self, reason: str = "manual") -> Path:
        """Take a consistent backup; older ones beyond the database's keep count are removed.

        Raises:
            DatabaseRefused: a server database and ``pg_dump`` is missing or fails.
        """
        path = self._database.path
        if self._database.is_server:
            return _server_backup(path, reason)
        return backup_database(path, self.folder, reason, stored_backup_keep(path))

    def set_keep(self, keep: int) -> None:
        """Keep the newest ``keep`` backups of this (SQLite) database from now on."""
        if stored_backup_keep(self._database.path) != keep:
            set_backup_keep(self._database, keep)

    def backups(self) -> list[Path]:
        """Backups of this database, oldest first."""
        suffix = ".dump" if self._database.is_server else ".sqlite"
        return list_backups(self.folder, self._database.path.stem, suffix)

    def describe(self, backup: Path) -> BackupDescription:
        return describe_backup(backup)

    def restore(self, backup: Path) -> Database:
        """Replace the contents with ``backup``; returns the reopened database to use from now.

        The database this service was built on is closed.

        Raises:
            ServerRestoreNotApplicable: the database is on a server (use ``pg_restore``).
        """
        if self._database.is_server:
            raise ServerRestoreNotApplicable(self._database.path, SERVER_RESTORE_MESSAGE)
        return restore_backup(self._database, backup)


def _server_backup(target, reason: str) -> Path:
    saved = pg_dump_backup(target, reason)
    if saved is None:
        raise DatabaseRefused(target, "pg_dump was not found, so no backup was taken; install "
                                      "the PostgreSQL client tools (see docs/postgresql.md)")
    return saved


def backups_of(path: Path) -> list[Path]:
    """Backups of the database file at ``path`` (which need not open), oldest first."""
    return list_backups(backups_dir_for(path), path.stem)


def restore_as_new_file(backup: Path, refused: Path) -> Path:
    """Copy ``backup`` to a new database file beside ``refused`` and return its path.

    Used when a database cannot be opened: the refused file is left exactly as it is.
    """
    require_restorable(backup)  # refuses a backup that is not a whole Warbands database
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = refused.with_name(f"{refused.stem}-restored-{stamp}.sqlite")
    copy_database_into(backup, target)
    return target


def restore_over_damaged(backup: Path, damaged: Path) -> Path:
    """Put ``backup`` (which must verify whole) in place of the damaged file ``damaged``; the
    damaged file is kept in the backups folder. Returns the database file to open.

    Raises:
        DatabaseRefused: the backup does not verify (nothing was changed).
    """
    replace_damaged(damaged, backup)
    return damaged
