"""Refusing to commit into a write-ahead log that is no longer the database's.

SQLite's locks on a file are POSIX advisory locks: they belong to the process, and closing
*any* descriptor of the file in that process drops all of them (a file dialog sniffing the
file's type, a stray ``open()``/``close()``). Another process then believes it is the last
user of the database, checkpoints it and deletes its ``-wal`` and ``-shm`` files, while this
process's connection keeps writing into the deleted log: every later commit is lost, and the
next checkpoint from the stale log corrupts the file.

Two defences, both for SQLite files only:

* the engine keeps no connection between units of work (``NullPool``), so a stray close
  between two user actions finds no lock to drop;
* each connection notes which file its log is when it opens, and a write is refused at its
  commit (rolled back: nothing of it is kept) if the log on disk is no longer that file. The
  next unit of work opens a fresh connection on the files as they are now.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from warbands_manager.errors import UserFacingError

if TYPE_CHECKING:
    from sqlalchemy.pool import ConnectionPoolEntry

WAL_IDENTITY_KEY = "warbands_wal_identity"


class DatabaseFilesReplaced(UserFacingError):
    """The database's log file was removed or replaced while a change was being saved."""

    def __init__(self, edit: str | None = None) -> None:
        self.edit = edit
        what = f"“{edit}” was not saved" if edit else "This change was not saved"
        super().__init__(
            f"{what}: while it was being saved another program removed or replaced the "
            "database's journal file. Nothing of it was written, and the database was "
            "reopened as it is now; please make the change again."
        )

    def for_edit(self, edit: str) -> DatabaseFilesReplaced:
        """The same refusal naming the edit the user must redo."""
        return DatabaseFilesReplaced(edit)


def wal_path(database: Path) -> Path:
    return database.with_name(database.name + "-wal")


def wal_identity(database: Path) -> tuple[int, int] | None:
    """Which file the log beside ``database`` is now (device and inode), None if none."""
    try:
        status = os.stat(wal_path(database))
    except OSError:
        return None
    return status.st_dev, status.st_ino


def note_wal_identity(database: Path, connection_record: ConnectionPoolEntry) -> None:
    """Remember, for a connection that has just opened its log, which file that log is."""
    connection_record.info[WAL_IDENTITY_KEY] = wal_identity(database)


def refuse_commit_into_a_replaced_wal(database: Path, info: dict) -> None:
    """Raise :class:`DatabaseFilesReplaced` if the log noted at connect is gone or replaced.

    Called just before COMMIT: raising there leaves the transaction to be rolled back.
    """
    noted = info.get(WAL_IDENTITY_KEY)
    if noted is not None and wal_identity(database) != noted:
        raise DatabaseFilesReplaced()
