"""Reading a current SQLite database with the stdlib ``sqlite3`` module only.

A command that only looks (``db info``, ``army-data list``, ``rosters list``, ``league
standings NAME``) has a budget of twice a bare Python start plus a quarter of a second, which
importing SQLAlchemy, SQLModel and the table modules alone exceeds; so does the app's first
paint of the Rosters page (``services/roster_listing.py``). Such a reader asks
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

import os
import sqlite3
from pathlib import Path

from warbands_manager.paths import ServerUrl, as_db_target
from warbands_manager.store.backup_checks import missing_tables
from warbands_manager.store.errors import DatabaseRefused
from warbands_manager.store.identity import connect_read_only, inspect_file
from warbands_manager.store.migrations import HEAD_REVISION
from warbands_manager.store.summaries import (
    ArmyDataRow,
    ArmySummary,
    RosterSummary,
    stored_time,
)

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


def _is_writable(path: Path) -> bool:
    # The ordinary path refuses a read-only file; the quick one must not answer for it.
    return os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)


def backup_keep(connection: sqlite3.Connection, default: int) -> int:
    """``app_meta.backup_keep`` if it is a positive number, else ``default``."""
    row = connection.execute("SELECT value FROM app_meta WHERE key = ?",
                             (BACKUP_KEEP_KEY,)).fetchone()
    value = str(row[0]) if row else ""
    return int(value) if value.isdigit() and int(value) > 0 else default


def army_data_rows(connection: sqlite3.Connection) -> list[ArmyDataRow]:
    """Every imported game system and catalogue, with its document's unit count."""
    rows = connection.execute(
        "SELECT id, kind, bs_id, name, army, revision, source_file, imported_at, "
        "game_system_id, COALESCE(json_array_length(document, '$.units'), 0) "
        "FROM army_data")
    return [ArmyDataRow(row_id, kind, bs_id, name, army, revision, source, stored_time(when),
                        system or "", units or 0)
            for row_id, kind, bs_id, name, army, revision, source, when, system, units in rows]


def saved_unit_revisions(connection: sqlite3.Connection) -> list[tuple[int, str, int | None]]:
    """(roster id, catalogue, revision or None) of every saved unit built from army data (as
    ``services.army_revisions.saved_unit_revisions`` reads them)."""
    rows = connection.execute(
        "SELECT roster.id, json_extract(unit.value, '$.army_data.catalogue'), "
        "json_extract(unit.value, '$.army_data.revision') "
        "FROM roster, json_each(roster.document, '$.units') AS unit "
        "WHERE json_type(unit.value, '$.army_data.catalogue') = 'text'")
    return [(roster_id, catalogue, revision if type(revision) is int else None)
            for roster_id, catalogue, revision in rows]


def rosters_per_army(connection: sqlite3.Connection) -> dict[str, int]:
    return dict(connection.execute("SELECT army, COUNT(id) FROM roster GROUP BY army"))


def roster_summaries(connection: sqlite3.Connection) -> list[RosterSummary]:
    """Every saved roster, by name then id (as ``RosterService.list`` gives them)."""
    rows = connection.execute(
        "SELECT id, name, player, army, points, size_class, valid, error_count, "
        "warning_count, updated_at, version FROM roster ORDER BY name, id")
    return [RosterSummary(i, name, player, army, float(points), size, bool(valid), errors,
                          warnings, stored_time(updated), version or 0)
            for i, name, player, army, points, size, valid, errors, warnings, updated, version
            in rows]


def catalogue_summaries(connection: sqlite3.Connection) -> list[ArmySummary]:
    """Every imported catalogue, by name (as ``ArmyDataService.armies`` gives them)."""
    rows = connection.execute(
        "SELECT bs_id, name, army, revision, "
        "COALESCE(json_array_length(document, '$.units'), 0), source_file, provenance, "
        "imported_at FROM army_data WHERE kind = 'catalogue' ORDER BY name")
    return [ArmySummary(bs_id, name, army, revision, units, source, provenance,
                        stored_time(when))
            for bs_id, name, army, revision, units, source, provenance, when in rows]
