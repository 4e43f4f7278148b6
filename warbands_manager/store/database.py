"""Opening a database safely: identify it, back it up, migrate it, hand out sessions.

A database is a SQLite file (the default) or a PostgreSQL server database given by URL
(``store/server.py``); past opening, both behave the same.

The order matters. Nothing writes to a file until it has been identified as empty/new or as a
Warbands Manager database of a schema this version knows; a file from a newer version, another
program's SQLite file or a non-SQLite file is refused and left exactly as it was.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from warbands_manager.paths import DatabaseTarget, ServerUrl, as_db_target, backups_dir_for
from warbands_manager.store.backup import DEFAULT_KEEP, BackupFailed, backup_database
from warbands_manager.store.backup_offer import identify_or_offer_backup
from warbands_manager.store.backup_restore import restore_in_place
from warbands_manager.store.engine import create_sqlite_engine
from warbands_manager.store.errors import (
    DatabaseUnreadable,
    NewerSchemaVersion,
)
from warbands_manager.store.identity import (  # noqa: F401 (FileState: re-export)
    FileState,
    connect_read_only,
    inspect_file,
)
from warbands_manager.store.migrate import (  # noqa: F401 (re-exported for callers)
    _alembic_config,
    check_schema_drift,
    head_revision,
    known_revisions,
    upgrade_to_head,
)
from warbands_manager.store.migrations import HEAD_REVISION
from warbands_manager.store.server import open_server_database
from warbands_manager.store.sessions import (  # noqa: F401 (re-exported for callers)
    ACTOR_ENV,
    Database,
    ReadOnlyAction,
    TextNotStorable,
    default_actor,
)

BACKUP_KEEP_KEY = "backup_keep"


def open_database(path: DatabaseTarget | str, allow_unbacked_migration: bool = False,
                  create: bool = True, read_only: bool = False) -> Database:
    """Open (creating if needed) the Warbands database at ``path``, upgraded to the head schema.

    ``path`` is a SQLite file or a ``postgresql://`` URL (see :func:`open_server_database`).
    With ``create=False`` (commands that only look) a missing file is refused, not created, so
    a mistyped name leaves no new folder or file behind. ``read_only`` gives a database whose
    transactions are deferred reads (:meth:`Database.reading`); opening still upgrades it, but
    never creates one (nor a schema in an empty file).

    Raises:
        NotAWarbandsDatabase: the file is not SQLite, or another program's database.
        NewerSchemaVersion: the database was written by a newer Warbands Manager.
        DatabaseUnreadable: the file cannot be read or written, the server not reached, or
            the backup due before an upgrade could not be written (nothing was changed).
    """
    path = as_db_target(path)
    if isinstance(path, ServerUrl):
        database = open_server_database(path, allow_unbacked_migration)
        database.read_only = read_only
        return database
    state = identify_or_offer_backup(path)
    if state.is_new and (not create or read_only):
        _refuse_to_create(path)
    if state.is_new:
        path.parent.mkdir(parents=True, exist_ok=True)
    else:
        _require_writable(path)
    backup = None
    if not state.is_new and state.revision != HEAD_REVISION:
        _require_known_revision(path, state.revision)
        backup = _backup_before_upgrade(path, state.revision)
    engine = create_sqlite_engine(path)
    if state.revision != HEAD_REVISION:
        upgrade_to_head(engine)
    return Database(path=path, engine=engine, backup_taken=backup, read_only=read_only)


def _refuse_to_create(path: Path) -> None:
    # A command that only looks never writes: not even a schema into an empty file.
    if not path.exists():
        raise DatabaseUnreadable(path, "there is no database file here; check the name "
                                       "(nothing was created)")
    raise DatabaseUnreadable(path, "this file holds no Warbands Manager data yet (it is "
                                   "empty); nothing was written to it")


def _backup_before_upgrade(path: Path, revision: str | None) -> Path:
    reason = f"before-upgrade-from-{revision}"
    try:
        return backup_database(path, backups_dir_for(path), reason, stored_backup_keep(path))
    except BackupFailed as failed:
        raise BackupFailed(
            path, "this database must be upgraded for this version of the app, and the "
            f"backup always taken first could not be written ({failed.message}). The upgrade "
            "was not started and nothing was changed; free some disk space (or make the "
            "backups folder writable) and open it again.") from failed


def _require_writable(path: Path) -> None:
    if not os.access(path, os.W_OK):
        raise DatabaseUnreadable(
            path, "the file is read-only; copy it somewhere writable to use it")
    if not os.access(path.parent, os.W_OK):
        raise DatabaseUnreadable(
            path, "the folder it is in is read-only (the app writes a journal file beside "
                  "the database while saving); move the file to a folder you can write to")


def stored_backup_keep(path: Path) -> int:
    """How many backups this database keeps (``app_meta.backup_keep``, else the default)."""
    connection = connect_read_only(path)
    try:
        row = connection.execute(
            "SELECT value FROM app_meta WHERE key = ?", (BACKUP_KEEP_KEY,)
        ).fetchone()
    except sqlite3.DatabaseError:
        row = None
    finally:
        connection.close()
    return int(row[0]) if row and str(row[0]).isdigit() and int(row[0]) > 0 else DEFAULT_KEEP


def set_backup_keep(database: Database, keep: int) -> None:
    """Keep the newest ``keep`` backups of this database from now on."""
    # deferred: opening a database (import-bsdata) loads no league or campaign table
    from warbands_manager.store.tables import AppMeta

    if keep < 1:
        raise ValueError("keep at least one backup")
    with database.transaction() as session:
        session.merge(AppMeta(key=BACKUP_KEEP_KEY, value=str(keep)))


def _require_known_revision(path: Path, revision: str | None) -> None:
    if revision is None:
        raise DatabaseUnreadable(
            path, "this Warbands Manager database has lost the record of its schema version "
                  "(the alembic_version table is empty), so it cannot be upgraded safely; "
                  "restore one of its backups. The file has not been changed.")
    if revision not in known_revisions():
        raise NewerSchemaVersion(
            path,
            f"this database was written by a newer version of Warbands Manager (schema "
            f"'{revision}'); update the app to open it. The file has not been changed.",
        )


def restore_backup(database: Database, backup: Path) -> Database:
    """Replace the open database's contents with ``backup`` and return the reopened database.

    The current contents are first saved as a ``before-restore`` backup (``backup_taken`` of
    the returned database), so a restore can itself be undone by restoring that file; the
    file is held for writing from that backup to the end of the copy (``store.backup_restore``).
    ``database`` is closed; use the returned one.

    Raises:
        DatabaseRefused: ``backup`` is not a whole Warbands database this version can open.
    """
    safety = restore_in_place(database.path, backup, stored_backup_keep(database.path))
    database.close()
    reopened = open_database(database.path)
    # An older backup is upgraded on reopening (with a backup of its own); the previous
    # contents are still the before-restore one.
    reopened.backup_taken = safety
    return reopened
