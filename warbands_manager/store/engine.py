"""The one SQLAlchemy engine per database file, with the SQLite pragmas every connection needs."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from sqlalchemy import event
from sqlalchemy.engine import URL, Engine
from sqlalchemy.pool import NullPool
from sqlmodel import create_engine

from warbands_manager.store.errors import ServerSupportMissing
from warbands_manager.store.wal_guard import note_wal_identity, refuse_commit_into_a_replaced_wal

BUSY_TIMEOUT_MS = 5000


def _set_sqlite_pragmas(dbapi_connection, _connection_record) -> None:
    # WAL lets a reader (a second window, the CLI) work while the app writes; foreign keys are
    # off by default in SQLite and every connection must turn them on itself.
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()
    # The driver's own transaction handling starts a transaction only at the first write, so
    # a service's reads ran outside it and a second process could commit in between (a lost
    # update on read-modify-write steps). Transactions are begun explicitly instead.
    dbapi_connection.isolation_level = None


READ_ONLY_OPTION = "warbands_read_only"


def _begin(connection) -> None:
    # A unit of work that may write takes the write lock at its start (IMMEDIATE): two writers
    # are serialised (the second waits up to the busy timeout, then is told the file is busy)
    # and nothing it read can change before it commits.
    # A read-only action (standings, lists, exports) begins a deferred read instead: in WAL a
    # reader sees the last commit and never waits for a writer, so a long import does not make
    # it fail. query_only turns any write it attempts into an error rather than a lock.
    if connection.get_execution_options().get(READ_ONLY_OPTION):
        connection.exec_driver_sql("PRAGMA query_only=ON")
        connection.exec_driver_sql("BEGIN")
    else:
        connection.exec_driver_sql("PRAGMA query_only=OFF")
        connection.exec_driver_sql("BEGIN IMMEDIATE")


def read_only_engine(engine: Engine) -> Engine:
    """The same engine (pool, pragmas) whose transactions are deferred, read-only ones."""
    return engine.execution_options(**{READ_ONLY_OPTION: True})


def create_sqlite_engine(path: Path) -> Engine:
    """An engine for the SQLite file at ``path`` with WAL and foreign keys on every connection.

    Each unit of work gets its own connection, closed at its end, and a write is refused at
    its commit if the log it wrote to is no longer the database's (``store/wal_guard.py``).
    """
    # URL.create passes the name through untouched: a ``?`` or ``#`` in a text URL would be
    # read as the start of options.
    url = URL.create("sqlite", database=str(path))
    # No pool: a connection held between user actions holds SQLite's locks, and any stray
    # close of the file in this process silently drops them.
    engine = create_engine(url, connect_args={"check_same_thread": False}, poolclass=NullPool)

    def on_connect(dbapi_connection, connection_record) -> None:
        _set_sqlite_pragmas(dbapi_connection, connection_record)
        note_wal_identity(path, connection_record)  # the pragmas opened the log

    event.listen(engine, "connect", on_connect)
    event.listen(engine, "begin", _begin)
    event.listen(
        engine,
        "commit",
        lambda connection: refuse_commit_into_a_replaced_wal(path, connection.info),
    )
    return engine


def server_driver_url(url: str) -> str:
    """``postgresql://`` (or ``postgres://``) with the psycopg 3 driver SQLAlchemy should use."""
    scheme, _, rest = url.partition("://")
    if scheme.lower() in ("postgresql", "postgres"):
        scheme = "postgresql+psycopg"
    return f"{scheme}://{rest}"


def create_server_engine(url: str) -> Engine:
    """An engine for a PostgreSQL database (psycopg 3), its sessions in UTC.

    Times are stored without a zone, as in SQLite; a UTC session keeps them the same values.

    Raises:
        ServerSupportMissing: the PostgreSQL driver (the ``server`` extra) is not installed.
    """
    if importlib.util.find_spec("psycopg") is None:
        raise ServerSupportMissing(url)
    return create_engine(
        server_driver_url(url),
        pool_pre_ping=True,
        connect_args={"options": "-c timezone=UTC", "connect_timeout": 10},
    )
