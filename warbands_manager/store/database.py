"""Opening a database safely: identify it, back it up, migrate it, hand out sessions.

A database is a SQLite file (the default) or a PostgreSQL server database given by URL
(``store/server.py``); past opening, both behave the same.

The order matters. Nothing writes to a file until it has been identified as empty/new or as a
Warbands Manager database of a schema this version knows; a file from a newer version, another
program's SQLite file or a non-SQLite file is refused and left exactly as it was.
"""

from __future__ import annotations

import io
import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from sqlalchemy.engine import Engine
from sqlmodel import Session

from warbands_manager.errors import UserFacingError
from warbands_manager.paths import DatabaseTarget, ServerUrl, as_db_target, backups_dir_for
from warbands_manager.store.backup import DEFAULT_KEEP, backup_database
from warbands_manager.store.engine import create_sqlite_engine
from warbands_manager.store.errors import (
    DatabaseUnreadable,
    EditConflict,
    NewerSchemaVersion,
    NotAWarbandsDatabase,
    NotPermitted,
)
from warbands_manager.store.identity import (  # noqa: F401 (FileState: re-export)
    FileState,
    connect_read_only,
    inspect_file,
)
from warbands_manager.store.migrations import HEAD_REVISION

BACKUP_KEEP_KEY = "backup_keep"


ACTOR_ENV = "WARBANDS_USER"


def default_actor() -> str:
    """Who is making changes, for the league history: ``WARBANDS_USER``, else the name chosen
    in Preferences, else the login name."""
    import getpass

    from warbands_manager.history_name import preferred_history_name

    try:
        return os.environ.get(ACTOR_ENV) or preferred_history_name() or getpass.getuser()
    except (KeyError, OSError):
        return "unknown"


@dataclass
class Database:
    """An open, current database: the engine and a way to run one short transaction.

    ``path`` is the SQLite file, or the :class:`ServerUrl` of a PostgreSQL database.
    """

    path: DatabaseTarget
    engine: Engine
    backup_taken: Path | None = None
    actor: str = field(default_factory=default_actor)
    # A database opened for an action that only reads (``league standings``, exports): its
    # transactions are deferred reads that a writer in another process never blocks.
    read_only: bool = False

    @property
    def is_server(self) -> bool:
        return isinstance(self.path, ServerUrl)

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """One unit of work: committed if the block finishes, rolled back if it raises.

        On a database opened ``read_only`` this is :meth:`reading`.

        Raises:
            EditConflict: another writer changed a versioned row this transaction updates.
        """
        if self.read_only:
            with self.reading() as session:
                yield session
            return
        from sqlalchemy.exc import ProgrammingError
        from sqlalchemy.orm.exc import StaleDataError

        with Session(self.engine, expire_on_commit=False) as session:
            session.info["actor"] = self.actor
            try:
                yield session
                session.commit()
            except ProgrammingError as error:
                session.rollback()
                _raise_if_not_permitted(error)
                raise
            except StaleDataError as stale:
                session.rollback()
                raise EditConflict(
                    "Someone else changed this record while you were saving it, so your "
                    "change was not saved. Reload to see their change, then try again.") from stale
            except BaseException:
                session.rollback()
                raise

    @contextmanager
    def reading(self) -> Iterator[Session]:
        """A transaction that only reads: deferred (a writer elsewhere never blocks it, it
        sees the last commit) and always rolled back. Writing in it raises
        :class:`ReadOnlyAction` instead of taking the write lock."""
        from warbands_manager.store.engine import read_only_engine

        engine = self.engine if self.is_server else read_only_engine(self.engine)
        with Session(engine, expire_on_commit=False) as session:
            session.info["read_only"] = True
            try:
                yield session
            finally:
                # A rollback expires what the session loaded; the rows handed out are read
                # after the block (as a transaction's are), so they leave the session first.
                session.expunge_all()
                session.rollback()

    def change_marker(self) -> tuple:
        """Differs whenever anyone saved a change since it was last read (cheap to ask)."""
        from warbands_manager.store.changes import change_marker

        return change_marker(self.engine)

    def close(self) -> None:
        self.engine.dispose()


def open_database(path: DatabaseTarget | str, allow_unbacked_migration: bool = False,
                  create: bool = True, read_only: bool = False) -> Database:
    """Open (creating if needed) the Warbands database at ``path``, upgraded to the head schema.

    ``path`` is a SQLite file or a ``postgresql://`` URL (see :func:`open_server_database`).
    With ``create=False`` (commands that only look) a missing file is refused, not created, so
    a mistyped name leaves no new folder or file behind. ``read_only`` gives a database whose
    transactions are deferred reads (:meth:`Database.reading`); opening still upgrades it.

    Raises:
        NotAWarbandsDatabase: the file is not SQLite, or another program's database.
        NewerSchemaVersion: the database was written by a newer Warbands Manager.
        DatabaseUnreadable: the file cannot be read or written, the server not reached, or
            the backup due before an upgrade could not be written (nothing was changed).
    """
    path = as_db_target(path)
    if isinstance(path, ServerUrl):
        from warbands_manager.store.server import open_server_database

        database = open_server_database(path, allow_unbacked_migration)
        database.read_only = read_only
        return database
    state = inspect_file(path)
    if state.is_new and not create and not path.exists():
        raise DatabaseUnreadable(path, "there is no database file here; check the name "
                                       "(nothing was created)")
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


def _backup_before_upgrade(path: Path, revision: str | None) -> Path:
    from warbands_manager.store.backup import BackupFailed

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


def _alembic_config():
    from alembic.config import Config

    from warbands_manager.store.migrations import MIGRATIONS_DIR

    # Alembic's default stdout is bound at import time; a fresh buffer keeps it quiet and safe.
    config = Config(stdout=io.StringIO())
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    return config


def known_revisions() -> set[str]:
    """Every revision id this version's migrations know."""
    from alembic.script import ScriptDirectory

    scripts = ScriptDirectory.from_config(_alembic_config())
    return {script.revision for script in scripts.walk_revisions()}


def head_revision() -> str:
    """The newest revision id among this version's migrations."""
    from alembic.script import ScriptDirectory

    return ScriptDirectory.from_config(_alembic_config()).get_current_head()


def upgrade_to_head(engine: Engine, server: bool = False) -> None:
    """Run every pending migration in one transaction.

    On a server, organisers opening it at the same moment queue on a lock; the later ones find
    it migrated already (Alembic reads the revision after the lock) and do nothing.
    """
    from alembic import command

    config = _alembic_config()
    with engine.begin() as connection:
        if server:
            from warbands_manager.store.server import lock_for_migration

            lock_for_migration(connection)
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


def check_schema_drift(engine: Engine) -> None:
    """Raise if the tables in code differ from what the migrations build (``alembic check``)."""
    from alembic import command

    config = _alembic_config()
    with engine.connect() as connection:
        config.attributes["connection"] = connection
        command.check(config)


def restore_backup(database: Database, backup: Path) -> Database:
    """Replace the open database's contents with ``backup`` and return the reopened database.

    The current contents are first saved as a ``before-restore`` backup, so a restore can itself
    be undone by restoring that file. ``database`` is closed; use the returned one.

    Raises:
        DatabaseRefused: ``backup`` is not a Warbands database this version can open.
    """
    from warbands_manager.store.backup import (
        BackupNotVerified,
        copy_database_into,
        verify_backup,
    )

    state = inspect_file(backup)
    if state.is_new:
        raise NotAWarbandsDatabase(backup, "this backup is empty")
    _require_known_revision(backup, state.revision)
    try:
        verify_backup(backup)
    except (BackupNotVerified, sqlite3.DatabaseError) as damaged:
        raise DatabaseUnreadable(backup, f"this backup cannot be restored ({damaged}); "
                                         "nothing was changed") from damaged
    keep = stored_backup_keep(database.path)
    # The backup being restored may be the oldest one kept: rotation must spare it.
    safety = backup_database(database.path, backups_dir_for(database.path), "before-restore",
                             keep, spare=backup)
    database.close()
    copy_database_into(backup, database.path)
    reopened = open_database(database.path)
    reopened.backup_taken = reopened.backup_taken or safety
    return reopened


def _raise_if_not_permitted(error) -> None:
    # PostgreSQL's "insufficient privilege": a read-only role (players viewing standings).
    if getattr(error.orig, "sqlstate", None) == "42501":
        raise NotPermitted(
            "Your database login may only read this database (a read-only role), so the "
            "change was not saved. Ask the league's organiser to make it.") from error


class ReadOnlyAction(RuntimeError):
    """Code that only reads tried to write (a programming error, never a user's)."""


def _refuse_writes_when_reading(session, _context, _instances) -> None:
    if session.info.get("read_only") and (session.new or session.dirty or session.deleted):
        raise ReadOnlyAction("a read-only action tried to save a change")


class TextNotStorable(UserFacingError):
    """A text value too long for its column, or holding a character no database can store."""


def _check_texts(session, _context, _instances) -> None:
    # One check for every table, before SQL: PostgreSQL would refuse a name over 200
    # characters with a multi-line DataError (SQLite would store it, and a later copy to the
    # server fail), and a lone surrogate ends in UnicodeEncodeError inside the driver.
    from warbands_manager.rules.input_files import lone_surrogate

    for row in (*session.new, *session.dirty):
        table = getattr(type(row), "__table__", None)
        for column in table.columns if table is not None else ():
            value = getattr(row, column.key, None)
            if not isinstance(value, str):
                continue
            label = column.key.replace("_", " ")
            length = getattr(column.type, "length", None)
            if length and len(value) > length:
                raise TextNotStorable(f"The {label} is {len(value):,} characters long; at most "
                                      f"{length} fit. Nothing was saved.")
            bad = lone_surrogate(value)
            if bad:
                raise TextNotStorable(f"The {label} contains {bad}, a broken character (a lone "
                                      "surrogate) no database can store. Nothing was saved.")


def _stamp_actor(session, _context, _instances) -> None:
    # History rows say who made the change: filled from the transaction's actor if not given.
    actor = session.info.get("actor")
    if not actor:
        return
    for row in session.new:
        if hasattr(row, "who") and not row.who:
            row.who = actor[:100]


def _install_actor_stamp() -> None:
    from sqlalchemy import event

    event.listen(Session, "before_flush", _refuse_writes_when_reading)
    event.listen(Session, "before_flush", _stamp_actor)
    event.listen(Session, "before_flush", _check_texts)


_install_actor_stamp()
