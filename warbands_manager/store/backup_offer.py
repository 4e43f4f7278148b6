"""A database file that turns out damaged on opening, and the backup that can replace it.

Rather than the same "malformed" error at every attempt, the refusal names the newest backup
that verifies whole: when it was taken and what it holds, so the organiser can tell whether
it is worth restoring.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from warbands_manager.paths import backups_dir_for
from warbands_manager.store.backup import BackupDescription, describe_backup
from warbands_manager.store.backup_checks import (
    BackupNotVerified,
    incomplete_schema_reason,
    missing_tables,
    verify_whole,
)
from warbands_manager.store.backup_files import list_backups
from warbands_manager.store.errors import DatabaseRefused, DatabaseUnreadable
from warbands_manager.store.identity import FileState, connect_read_only, inspect_file

# What a backup holds, in the words of the club: (table, one, many).
_HOLDINGS = (("league", "league", "leagues"), ("league_game", "league game", "league games"),
             ("roster", "roster", "rosters"), ("campaign", "campaign", "campaigns"),
             ("companion_save", "saved game", "saved games"))


class DatabaseDamaged(DatabaseUnreadable):
    """The file is a damaged (or incomplete) Warbands database; it was not changed.

    ``newest_backup`` is the newest of its backups that verifies whole, if any.
    """

    def __init__(self, path: Path, reason: str, newest_backup: BackupDescription | None
                 ) -> None:
        super().__init__(path, f"{reason}. {offer_text(newest_backup)}")
        self.newest_backup = newest_backup
        if newest_backup is not None:
            # The command line gets the command that does it; the window offers a button.
            self.args = (f"{self.args[0]}\nTo restore it: warbands-manager --db \"{path}\" "
                         f"db restore \"{newest_backup.path}\" --yes",)


def offer_text(newest: BackupDescription | None) -> str:
    if newest is None:
        return "It has no backup that verifies, so there is none to restore from."
    return (f"The newest backup that verifies was taken {newest.modified:%d %B %Y at %H:%M} "
            f"and holds {holdings(newest)}.")


def holdings(description: BackupDescription) -> str:
    """``3 leagues, 40 league games, 12 rosters, …`` from a backup's row counts."""
    counts = description.row_counts
    parts = [f"{counts[table]} {one if counts[table] == 1 else many}"
             for table, one, many in _HOLDINGS if counts.get(table)]
    return ", ".join(parts) if parts else "no leagues, rosters, campaigns or saved games"


def newest_verified_backup(path: Path) -> BackupDescription | None:
    """The newest backup of the database file ``path`` that verifies whole, described."""
    for backup in reversed(list_backups(backups_dir_for(path), path.stem)):
        try:
            verify_whole(backup)
            return describe_backup(backup)
        except (BackupNotVerified, DatabaseRefused, OSError):
            continue
    return None


def identify_or_offer_backup(path: Path) -> FileState:
    """:func:`store.identity.inspect_file`, and a whole schema for a file of a known revision.

    Reads only: a refused file is never modified.

    Raises:
        DatabaseDamaged: SQLite cannot read the file's schema, or tables of its revision are
            missing; the message offers the newest backup that verifies.
        DatabaseRefused: as :func:`inspect_file` (not SQLite, another program's, …).
    """
    try:
        state = inspect_file(path)
    except DatabaseUnreadable as refused:
        if isinstance(refused.__cause__, sqlite3.DatabaseError):
            raise DatabaseDamaged(path, f"{refused.message}; it was not changed",
                                  newest_verified_backup(path)) from refused
        raise
    if not state.is_new:
        missing = _missing_tables(path, state.revision)
        if missing:
            raise DatabaseDamaged(path, f"{incomplete_schema_reason(missing, 'this file')}; "
                                        "it was not opened and has not been changed",
                                  newest_verified_backup(path))
    return state


def _missing_tables(path: Path, revision: str | None) -> list[str]:
    connection = connect_read_only(path)
    try:
        return missing_tables(connection, revision)
    finally:
        connection.close()
