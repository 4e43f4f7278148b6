"""The one SQLAlchemy engine per database file, with the SQLite pragmas every connection needs."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import event
from sqlalchemy.engine import Engine
from sqlmodel import create_engine

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


def create_sqlite_engine(path: Path) -> Engine:
    """An engine for the SQLite file at ``path`` with WAL and foreign keys on every connection."""
    engine = create_engine(f"sqlite:///{path}", connect_args={"check_same_thread": False})
    event.listen(engine, "connect", _set_sqlite_pragmas)
    return engine
