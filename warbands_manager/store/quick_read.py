"""Reading a current SQLite database with the stdlib ``sqlite3`` module only.

A command that only looks (``db info``, ``army-data list``, ``league standings NAME``) must
not pay ~600 ms for importing SQLAlchemy, SQLModel and every table module. It asks
:func:`open_current` first: that identifies the file exactly as :func:`store.identity.
inspect_file` does (nothing written) and hands back a read-only connection only when the file
is a Warbands database of *this* version's head schema that could also be opened for writing.
Anything else — a new or missing file, an older schema (which needs a backup and a migration),
a newer one, a read-only file, a PostgreSQL server — returns None and the caller takes the
ordinary path through ``store.database.open_database``, whose checks and messages stay the
only ones. Writes never come here: they stay in services, one transaction each.

The connection is opened with ``mode=ro``: SQLite refuses any write through it.
"""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path
from typing import NamedTuple

from warbands_manager.paths import DatabaseTarget, ServerUrl, as_db_target
from warbands_manager.store.backup_checks import missing_tables
from warbands_manager.store.errors import DatabaseRefused
from warbands_manager.store.identity import connect_read_only, inspect_file
from warbands_manager.store.migrations import HEAD_REVISION

BACKUP_KEEP_KEY = "backup_keep"


def open_current(target: str | os.PathLike[str] | ServerUrl) -> sqlite3.Connection | None:
    """A read-only connection to ``target`` if it is a current, writable Warbands SQLite file;
    None when the ordinary open path must decide (and maybe refuse, back up or migrate)."""
    path = as_db_target(target)
    if isinstance(path, ServerUrl):
        return None
    try:
        state = inspect_file(path)
    except DatabaseRefused:
        return None  # the ordinary path refuses it with the same message
    if state.is_new or state.revision != HEAD_REVISION or not _is_writable(path):
        return None
    connection = connect_read_only(path)
    # A writer in WAL mode never blocks this reader; wait for a checkpoint rather than fail.
    connection.execute("PRAGMA busy_timeout=5000")
    if missing_tables(connection, state.revision):
        connection.close()
        return None  # the ordinary path refuses an incomplete file
    return connection


def all_rows(connection: sqlite3.Connection, sql: str, params: dict | None = None
             ) -> list[list]:
    """Every row of the query ``sql`` (named ``:parameters``), as lists, from one step of
    SQLite: the rows are gathered into one JSON text by the database and decoded here.

    ``sqlite3`` lets go of Python's lock only while SQLite works on a step, and a plain
    ``fetchall`` steps once per row: a thread reading 10,000 rows while another runs Python
    waited for the lock at every row (the reads of ``league scorecard`` took turns with its
    reportlab import instead of running beside it). Here the whole query is one step, so the
    database's work runs without the lock. Integers, text and NULL (None) come back
    unchanged; not for real numbers (SQLite's JSON keeps 15 significant digits) nor blobs:
    the standings read only integers and names. Nor where the order matters: SQLite does not
    promise that an aggregate sees the rows in the statement's ``ORDER BY`` (it does in
    practice, but nothing here relies on it).
    """
    params = params or {}
    columns = _column_count(connection, sql, params)
    names = ", ".join(f"c{index}" for index in range(columns))
    row = connection.execute(f"WITH q({names}) AS ({sql}) "
                             f"SELECT json_group_array(json_array({names})) FROM q",
                             params).fetchone()
    return json.loads(row[0])


def _column_count(connection: sqlite3.Connection, sql: str, params: dict) -> int:
    """How many columns ``sql`` gives, without running it: no row is read (``LIMIT 0``) and
    every parameter is NULL (a JSON parameter then has nothing to unpack)."""
    cursor = connection.execute(f"SELECT * FROM ({sql}) LIMIT 0", dict.fromkeys(params))
    return len(cursor.description)


def _is_writable(path: Path) -> bool:
    # The ordinary path refuses a read-only file; the quick one must not answer for it.
    return os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)


def backup_keep(connection: sqlite3.Connection, default: int) -> int:
    """``app_meta.backup_keep`` if it is a positive number, else ``default``."""
    row = connection.execute("SELECT value FROM app_meta WHERE key = ?",
                             (BACKUP_KEEP_KEY,)).fetchone()
    value = str(row[0]) if row else ""
    return int(value) if value.isdigit() and int(value) > 0 else default


def army_data_rows(connection: sqlite3.Connection) -> list[tuple]:
    """Every imported game system and catalogue: id, kind, bs_id, name, army, revision,
    source_file, imported_at (text), game_system_id, the document's unit count."""
    return connection.execute(
        "SELECT id, kind, bs_id, name, army, revision, source_file, imported_at, "
        "game_system_id, COALESCE(json_array_length(document, '$.units'), 0) "
        "FROM army_data").fetchall()


def rosters_per_army(connection: sqlite3.Connection) -> dict[str, int]:
    return dict(connection.execute("SELECT army, COUNT(id) FROM roster GROUP BY army"))


class RosterLine(NamedTuple):
    """The columns of ``rosters list`` (the same as ``RosterService.list`` gives)."""

    id: int
    name: str
    player: str
    army: str
    points: float
    size_class: str
    valid: bool
    error_count: int


def roster_lines(connection: sqlite3.Connection) -> list[RosterLine]:
    """Every saved roster, by name then id (the order of ``RosterService.list``)."""
    rows = connection.execute("SELECT id, name, player, army, points, size_class, valid, "
                              "error_count FROM roster ORDER BY name, id")
    return [RosterLine(i, name, player, army, float(points), size, bool(valid), errors)
            for i, name, player, army, points, size, valid, errors in rows]


class CatalogueLine(NamedTuple):
    """One imported catalogue as the roster list names it (the fields of
    ``ArmyDataService.armies()`` that the list shows)."""

    bs_id: str
    name: str
    army: str
    revision: int
    units: int
    source_file: str
    provenance: str


def catalogue_lines(connection: sqlite3.Connection) -> list[CatalogueLine]:
    """Every imported catalogue, by name (the order of ``ArmyDataService.armies``)."""
    rows = connection.execute(
        "SELECT bs_id, name, army, revision, "
        "COALESCE(json_array_length(document, '$.units'), 0), source_file, provenance "
        "FROM army_data WHERE kind = 'catalogue' ORDER BY name")
    return [CatalogueLine(*row) for row in rows]


def stored_game_system_xml(target: DatabaseTarget, system_id: str) -> bytes | None:
    """The XML of the game system ``system_id`` stored in ``target``, when that is a current
    SQLite database holding it; else None (the caller reads it through the ordinary path).

    ``import-bsdata``'s reading worker asks this for a catalogue whose ``.gst`` is not among
    the files, so that catalogue too is read beside the command's start-up."""
    connection = open_current(target)
    if connection is None:
        return None
    try:
        row = connection.execute(
            "SELECT json_extract(document, '$.xml') FROM army_data "
            "WHERE kind = 'gamesystem' AND bs_id = ?", (system_id,)).fetchone()
    finally:
        connection.close()
    return row[0].encode("utf-8") if row and isinstance(row[0], str) else None
