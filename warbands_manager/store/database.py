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
from warbands_manager.store.identity import FileState, inspect_file  # noqa: F401 (re-export)
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

    @property
    def is_server(self) -> bool:
        return isinstance(self.path, ServerUrl)

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """One unit of work: committed if the block finishes, rolled back if it raises.

        Raises:
            EditConflict: another writer changed a versioned row this transaction updates.
        """
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

    def change_marker(self) -> tuple:
        """Differs whenever anyone saved a change since it was last read (cheap to ask)."""
        from warbands_manager.store.changes import change_marker

        return change_marker(self.engine)

    def close(self) -> None:
        self.engine.dispose()


def open_database(path: DatabaseTarget | str, allow_unbacked_migration: bool = False
                  ) -> Database:
    """Open (creating if needed) the Warbands database at ``path``, upgraded to the head schema.

    ``path`` is a SQLite file or a ``postgresql://`` URL (see :func:`open_server_database`).

    Raises:
        NotAWarbandsDatabase: the file is not SQLite, or another program's database.
        NewerSchemaVersion: the database was written by a newer Warbands Manager.
        DatabaseUnreadable: the file cannot be read or written, or the server not reached.
    """
    path = as_db_target(path)
    if isinstance(path, ServerUrl):
        from warbands_manager.store.server import open_server_database

        return open_server_database(path, allow_unbacked_migration)
    state = inspect_file(path)
    if state.is_new:
        path.parent.mkdir(parents=True, exist_ok=True)
    elif not _is_writable(path):
        raise DatabaseUnreadable(
            path, "the file is read-only; copy it somewhere writable to use it"
        )
    backup = None
    if not state.is_new and state.revision != HEAD_REVISION:
        _require_known_revision(path, state.revision)
        reason = f"before-upgrade-from-{state.revision}"
        backup = backup_database(path, backups_dir_for(path), reason, stored_backup_keep(path))
    engine = create_sqlite_engine(path)
    if state.revision != HEAD_REVISION:
        upgrade_to_head(engine)
    return Database(path=path, engine=engine, backup_taken=backup)


def stored_backup_keep(path: Path) -> int:
    """How many backups this database keeps (``app_meta.backup_keep``, else the default)."""
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
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
    if revision not in known_revisions():
        raise NewerSchemaVersion(
            path,
            f"this database was written by a newer version of Warbands Manager (schema "
            f"'{revision}'); update the app to open it. The file has not been changed.",
        )


def _is_writable(path: Path) -> bool:
    return os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)


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
    from warbands_manager.store.backup import copy_database_into

    state = inspect_file(backup)
    if state.is_new:
        raise NotAWarbandsDatabase(backup, "this backup is empty")
    _require_known_revision(backup, state.revision)
    keep = stored_backup_keep(database.path)
    safety = backup_database(database.path, backups_dir_for(database.path), "before-restore", keep)
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

    event.listen(Session, "before_flush", _stamp_actor)


_install_actor_stamp()
