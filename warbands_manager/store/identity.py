"""Identifying a database file without writing to it, and without importing SQLAlchemy.

Start-up calls this before the window appears (stdlib ``sqlite3`` only, so it costs
milliseconds); the heavy engine and migrations come after the first paint.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import NamedTuple

from warbands_manager.store.errors import DatabaseUnreadable, NotAWarbandsDatabase

SQLITE_HEADER = b"SQLite format 3\x00"
# Also written by the first migration; kept here so identifying a file needs no SQLModel.
APP_MARKER_KEY = "application"
APP_MARKER_VALUE = "warbands-manager"


def read_only_uri(path: Path) -> str:
    """A ``file:`` URI opening ``path`` read-only, the path percent-encoded.

    SQLite parses a URI: an unencoded ``#`` starts a fragment and ``?`` the options, so
    ``Season #2.db`` would open (and create) a file named ``Season `` and ``%41`` would decode
    to another name. ``Path.as_uri`` encodes every such character (and non-ASCII as UTF-8).
    """
    return Path(path).absolute().as_uri() + "?mode=ro"


def connect_read_only(path: Path) -> sqlite3.Connection:
    """A stdlib connection that can only read ``path`` (never creates it or a journal)."""
    return sqlite3.connect(read_only_uri(path), uri=True)


# A NamedTuple, not a dataclass: this module is on the start path, which the first paint
# waits for.
class FileState(NamedTuple):
    """What a look at the file (without writing to it) found."""

    is_new: bool
    revision: str | None


def inspect_file(path: Path) -> FileState:
    """Identify ``path`` without modifying it."""
    if path.is_dir():
        raise NotAWarbandsDatabase(path, "this is a folder, not a database file")
    if path.exists() and not path.is_file():
        # A FIFO or /dev/null once got "the disk reported an error" (and a FIFO can hang).
        raise NotAWarbandsDatabase(path, "this is not a regular file (a device or a pipe), so "
                                         "it cannot be a database; nothing was written")
    if not path.exists() or path.stat().st_size == 0:
        return FileState(is_new=True, revision=None)
    try:
        tables, revision, marker = _read_identity(path)
    except sqlite3.DatabaseError as error:
        if getattr(error, "sqlite_errorname", None) == "SQLITE_NOTADB":
            raise NotAWarbandsDatabase(
                path, "this is not a Warbands Manager database (not SQLite)") from error
        message = f"the file cannot be read as a database ({error})"
        raise DatabaseUnreadable(path, message) from error
    if not tables:
        return FileState(is_new=True, revision=None)
    if marker != APP_MARKER_VALUE:
        raise NotAWarbandsDatabase(
            path, "this SQLite file belongs to another program, not Warbands Manager"
        )
    return FileState(is_new=False, revision=revision)


def _read_identity(path: Path) -> tuple[list[str], str | None, str | None]:
    # Read-only URI: looking must never create a journal or change the file. Read through
    # SQLite, never with open(): closing a descriptor of the file that SQLite did not open
    # drops every SQLite lock this process holds on it (see ``store/wal_guard.py``), and
    # SQLite itself says "not a database" for a file without its header.
    connection = connect_read_only(path)
    try:
        tables = [row[0] for row in connection.execute(
            "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'"
        )]
        revision = marker = None
        if "alembic_version" in tables:
            row = connection.execute("SELECT version_num FROM alembic_version").fetchone()
            revision = row[0] if row else None
        if "app_meta" in tables:
            row = connection.execute(
                "SELECT value FROM app_meta WHERE key = ?", (APP_MARKER_KEY,)
            ).fetchone()
            marker = row[0] if row else None
        return tables, revision, marker
    finally:
        connection.close()


