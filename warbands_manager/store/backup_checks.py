"""Whether a file holds a whole Warbands database of its schema revision.

The app's marker and ``alembic_version`` alone do not make a database: a file holding only
those (a truncated copy, a hand-made one) would replace the live data with nothing, after
which every command fails with "no such table". Before a backup replaces anything it must
hold every table the migrations produce at its revision, pass ``PRAGMA integrity_check`` and
``PRAGMA foreign_key_check``; a database file is opened only when its tables are all there.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from warbands_manager.store.backup_files import connect_backup
from warbands_manager.store.identity import APP_MARKER_KEY, APP_MARKER_VALUE

# The tables each revision's migration adds, in the order the migrations run. A test runs the
# migrations one revision at a time and compares what they build with this.
TABLES_ADDED: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("0001_initial", ("alembic_version", "app_meta", "companion_save")),
    ("0002_rosters", ("army_data", "roster")),
    ("0003_campaigns", ("campaign", "campaign_game", "campaign_log", "campaign_pass",
                        "campaign_step", "campaign_warband")),
    ("0004_leagues", ("league", "league_event", "league_game", "league_player",
                      "league_roster_link")),
    ("0005_safety", ()),
    ("0007_row_versions", ()),
    ("0008_speed", ()),
    ("0009_league_totals", ("league_week_total",)),
    ("0010_roster_versions", ()),
    ("0011_army_data_revisions", ()),
)


class BackupNotVerified(Exception):
    """A copy failed its checks (integrity, the app's marker, the tables of its revision)."""


def tables_at(revision: str | None) -> frozenset[str] | None:
    """Every table the migrations have built once ``revision`` is reached; None when this
    version does not know the revision."""
    tables: set[str] = set()
    for known, added in TABLES_ADDED:
        tables.update(added)
        if known == revision:
            return frozenset(tables)
    return None


def missing_tables(connection: sqlite3.Connection, revision: str | None) -> list[str]:
    """The tables of ``revision`` the database on ``connection`` lacks (none if unknown)."""
    expected = tables_at(revision)
    if expected is None:
        return []
    present = {row[0] for row in connection.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table'")}
    return sorted(expected - present)


def incomplete_schema_reason(missing: list[str], subject: str = "it") -> str:
    shown = ", ".join(missing[:4]) + (", …" if len(missing) > 4 else "")
    return (f"{subject} lacks {len(missing)} of the tables of its schema ({shown}), so it is not a "
            "whole Warbands Manager database")


def verify_whole(path: Path, thorough: bool = True) -> str | None:
    """Check that ``path`` is a whole, sound Warbands database; return its revision.

    Reads only (see :func:`store.backup_files.connect_backup`): nothing is written beside it.
    ``thorough=False`` (a copy just written from a sound database) runs ``quick_check``,
    which skips comparing indexes with their tables; a backup about to replace the live data
    gets the whole ``integrity_check``.

    Raises:
        BackupNotVerified: why it is not (damaged, another program's, tables missing, rows
            pointing at rows that are not there).
    """
    try:
        connection = connect_backup(path)
        try:
            return _verify_connection(connection, thorough)
        finally:
            connection.close()
    except sqlite3.DatabaseError as error:
        raise BackupNotVerified(f"it cannot be read as a database ({error})") from error


def _verify_connection(connection: sqlite3.Connection, thorough: bool) -> str | None:
    tables = {row[0] for row in connection.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table'")}
    marker = revision = None
    if "app_meta" in tables:
        row = connection.execute("SELECT value FROM app_meta WHERE key = ?",
                                 (APP_MARKER_KEY,)).fetchone()
        marker = row[0] if row else None
    if marker != APP_MARKER_VALUE:
        raise BackupNotVerified("it is not a Warbands Manager database")
    if "alembic_version" in tables:
        row = connection.execute("SELECT version_num FROM alembic_version").fetchone()
        revision = row[0] if row else None
    if tables_at(revision) is None:
        raise BackupNotVerified(f"its schema ('{revision}') is not one this version knows")
    missing = missing_tables(connection, revision)
    if missing:
        raise BackupNotVerified(incomplete_schema_reason(missing))
    pragma = "integrity_check" if thorough else "quick_check"
    check = [row[0] for row in connection.execute(f"PRAGMA {pragma}")]
    if check != ["ok"]:
        raise BackupNotVerified(f"it is damaged ({check[0] if check else 'no answer'})")
    dangling = connection.execute("PRAGMA foreign_key_check").fetchone()
    if dangling is not None:
        raise BackupNotVerified(f"rows of {dangling[0]} point at rows of {dangling[2]} that "
                                "are not there")
    return revision
