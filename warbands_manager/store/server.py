"""Opening a PostgreSQL server database: identify it, back it up, migrate it.

The same promises as a SQLite file: nothing is written until the database is identified as
empty or as a Warbands Manager database of a schema this version knows; another program's
database or a newer schema is refused and left untouched. Before a migration the current
contents are saved with ``pg_dump``; where ``pg_dump`` cannot be found, the migration is refused
unless the caller explicitly allows an unbacked migration (``--allow-unbacked-migration`` or
``WARBANDS_ALLOW_UNBACKED_MIGRATION=1``).
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from sqlalchemy import inspect, text
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import ArgumentError, DBAPIError

from warbands_manager.paths import ServerUrl, backups_dir_for
from warbands_manager.store.backup import (
    BackupFailed,
    backup_label,
    backup_stamp,
    discard,
    failure_reason,
    partial_name,
    publish,
    remove_leftovers,
    rotate_backups,
)
from warbands_manager.store.engine import create_server_engine
from warbands_manager.store.errors import (
    DatabaseRefused,
    DatabaseUnreadable,
    NewerSchemaVersion,
    NotAWarbandsDatabase,
)
from warbands_manager.store.identity import APP_MARKER_KEY, APP_MARKER_VALUE, FileState
from warbands_manager.store.migrate import known_revisions, upgrade_to_head
from warbands_manager.store.migrations import HEAD_REVISION
from warbands_manager.store.sessions import Database

ALLOW_UNBACKED_ENV = "WARBANDS_ALLOW_UNBACKED_MIGRATION"
SERVER_BACKUP_KEEP = 20


class MigrationNeedsBackup(DatabaseRefused):
    """The server database needs a migration, but no backup could be taken first."""


def connect_server(target: ServerUrl) -> Engine:
    """An engine for ``target``, after checking the server answers.

    Raises:
        DatabaseUnreadable: the server cannot be reached or refuses the login.
    """
    try:
        engine = create_server_engine(target.url)
    except (ValueError, ArgumentError) as error:  # a port that is not a number, a bad URL
        raise DatabaseUnreadable(target, f"the address is not a valid server address "
                                         f"({_first_line(error)})") from error
    try:
        with engine.connect():
            pass
    except (DBAPIError, ValueError) as error:  # unreachable, login refused, a bad option
        engine.dispose()
        reason = _first_line(error.orig if getattr(error, "orig", None) else error)
        raise DatabaseUnreadable(target, f"cannot connect to the server ({reason})") from error
    return engine


def _first_line(error: BaseException) -> str:
    lines = str(error).strip().splitlines()
    return lines[0] if lines else type(error).__name__


def inspect_server(target: ServerUrl, connection: Connection) -> FileState:
    """Identify the server database without writing to it.

    Raises:
        NotAWarbandsDatabase: the database holds another program's tables.
    """
    tables = set(inspect(connection).get_table_names())
    if not tables:
        return FileState(is_new=True, revision=None)
    marker = None
    if "app_meta" in tables:
        marker = connection.execute(text("SELECT value FROM app_meta WHERE key = :key"),
                                    {"key": APP_MARKER_KEY}).scalar()
    if marker != APP_MARKER_VALUE:
        raise NotAWarbandsDatabase(
            target, "this database belongs to another program, not Warbands Manager; "
            "create an empty database for the league (see docs/postgresql.md)")
    revision = None
    if "alembic_version" in tables:
        revision = connection.execute(text("SELECT version_num FROM alembic_version")).scalar()
    return FileState(is_new=False, revision=revision)


def pg_dump_backup(target: ServerUrl, reason: str,
                   keep: int = SERVER_BACKUP_KEEP) -> Path | None:
    """Save the database with ``pg_dump`` (custom format) in the user's backups folder.

    The dump is created readable by its owner only (0600), written under a temporary name and
    renamed once ``pg_dump`` succeeded and the file is a complete dump. The password reaches
    ``pg_dump`` through ``PGPASSWORD`` in its environment, never on its command line (which
    every user of the machine can read).

    Returns the file, or ``None`` when ``pg_dump`` is not installed.

    Raises:
        DatabaseUnreadable: ``pg_dump`` ran and failed (its message says why).
    """
    program = shutil.which("pg_dump")
    if program is None:
        return None
    folder = backups_dir_for(target)
    out = folder / f"{target.stem}-{backup_stamp()}-{backup_label(reason, underscores=True)}.dump"
    partial = partial_name(out)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        remove_leftovers(folder, target.stem, ".dump")
        _create_private(partial)
        result = subprocess.run(
            [program, "-Fc", "--no-owner", "-f", str(partial), dump_url(target)],
            capture_output=True, text=True, timeout=600, check=False, env=dump_environment(target))
        if result.returncode != 0:
            raise BackupFailed(target, f"pg_dump failed: {result.stderr.strip()}")
        _require_complete_dump(target, partial)
        publish(partial, out)
    except OSError as error:
        discard(partial)
        raise BackupFailed(target, f"the backup could not be written ({failure_reason(error)})"
                           "; no backup was kept") from error
    except BaseException:
        discard(partial)
        raise
    rotate_backups(folder, target.stem, keep, suffix=".dump")
    return out


def dump_url(target: ServerUrl) -> str:
    """The URL for ``pg_dump``: libpq's scheme, every option kept, no password."""
    scheme, _, rest = target.without_password.partition("://")
    return f"postgresql://{rest}" if scheme.lower().startswith("postgres") else f"{scheme}://{rest}"


def dump_environment(target: ServerUrl) -> dict[str, str]:
    """The child's environment: ours, plus the password as ``PGPASSWORD`` when there is one."""
    environment = dict(os.environ)
    if target.password is not None:
        environment["PGPASSWORD"] = target.password
    return environment


def _create_private(path: Path) -> None:
    # Created 0600 before pg_dump opens it: pg_dump truncates and keeps the mode, so the dump
    # is never readable by other users, not even for a moment.
    path.unlink(missing_ok=True)
    os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    os.chmod(path, 0o600)  # the umask may have taken bits away, never added; be explicit


def _require_complete_dump(target: ServerUrl, path: Path) -> None:
    with path.open("rb") as handle:
        if handle.read(5) != b"PGDMP":
            raise BackupFailed(target, "pg_dump wrote no complete backup; no backup was kept")


def unbacked_migration_allowed(flag: bool = False) -> bool:
    return flag or os.environ.get(ALLOW_UNBACKED_ENV, "") in ("1", "yes", "true")


def prepare_server(target: ServerUrl, engine: Engine, head: str, known: set[str],
                   allow_unbacked: bool = False) -> tuple[FileState, Path | None]:
    """Identify the database and, if it must be migrated, back it up first.

    Raises:
        DatabaseRefused: another program's database, a newer schema, or no backup possible.
    """
    with engine.connect() as connection:
        state = inspect_server(target, connection)
    if state.is_new or state.revision == head:
        return state, None
    if state.revision not in known:
        raise _newer_schema(target, state.revision)
    backup = pg_dump_backup(target, f"before-upgrade-from-{state.revision}")
    if backup is None and not unbacked_migration_allowed(allow_unbacked):
        raise MigrationNeedsBackup(
            target, f"the database needs an upgrade from schema '{state.revision}', and "
            "pg_dump was not found to back it up first. Install the PostgreSQL client tools, "
            "take a backup yourself, or pass --allow-unbacked-migration. Nothing was changed.")
    return state, backup


def _newer_schema(target: ServerUrl, revision: str | None) -> NewerSchemaVersion:
    return NewerSchemaVersion(
        target, f"this database was written by a newer version of Warbands Manager "
        f"(schema '{revision}'); update the app to use it. Nothing was changed.")


def probe_server(target: ServerUrl) -> str:
    """Connect and identify ``target`` without writing: what opening it would do (read-only).

    Returns:
        A sentence for the user (server version, and empty / ready / to be upgraded).

    Raises:
        DatabaseRefused: unreachable or login refused (the server's reason), another
            program's database, or a newer schema.
    """
    engine = connect_server(target)
    try:
        with engine.connect() as connection:
            state = inspect_server(target, connection)
            server = connection.execute(text("SHOW server_version")).scalar()
    finally:
        engine.dispose()
    where = f"Connected to PostgreSQL {server}: "
    if state.is_new:
        return where + "an empty database; Warbands Manager sets it up when you open it."
    if state.revision == HEAD_REVISION:
        return where + "a Warbands Manager database, ready to open."
    if state.revision not in known_revisions():
        raise _newer_schema(target, state.revision)
    return where + (f"a Warbands Manager database of an older schema ('{state.revision}'); "
                    "opening it backs it up with pg_dump and upgrades it.")


def describe_server(engine: Engine) -> tuple[str, str | None]:
    """The server's version and the database's schema revision (``db info``)."""
    with engine.connect() as connection:
        revision = connection.execute(text("SELECT version_num FROM alembic_version")).scalar()
        server = connection.execute(text("SHOW server_version")).scalar()
    return str(server), revision


def open_server_database(target: ServerUrl, allow_unbacked_migration: bool = False
                         ) -> Database:
    """Open a PostgreSQL database, migrating it (after a ``pg_dump`` backup) if it is older.

    Raises:
        MigrationNeedsBackup: a migration is due but ``pg_dump`` is missing and unbacked
            migrations were not allowed.
        DatabaseRefused: see :func:`open_database`.
    """
    engine = connect_server(target)
    try:
        state, backup = prepare_server(target, engine, HEAD_REVISION, known_revisions(),
                                       allow_unbacked_migration)
        if state.revision != HEAD_REVISION:
            _upgrade_server(target, engine)
    except BaseException:
        engine.dispose()
        raise
    return Database(path=target, engine=engine, backup_taken=backup)


def _upgrade_server(target: ServerUrl, engine: Engine) -> None:
    try:
        upgrade_to_head(engine, server=True)
    except DBAPIError as error:
        reason = str(error.orig).strip().splitlines()[0] if error.orig else str(error)
        raise DatabaseUnreadable(
            target, f"the schema upgrade failed and was rolled back ({reason}); open the "
            "database once with its owner role to upgrade it (see docs/postgresql.md)"
        ) from error
