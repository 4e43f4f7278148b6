"""Restoring a backup into the live database file while other programs may be writing to it.

The live file is held for writing from the moment its ``before-restore`` backup is taken
until the restored contents are committed: one connection begins an IMMEDIATE transaction
(other writers wait on their busy timeout, or are told the file is busy), a read-only
connection copies what is committed into the safety backup (in WAL a reader is never blocked
by the held write lock, and nothing else can commit meanwhile), then the held transaction
replaces every table with the backup's and commits. So every write another program was told
was saved is either in the ``before-restore`` backup or was made after the restore, on the
restored data. Killed midway, the transaction is rolled back: the old contents stay.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from pathlib import Path

from warbands_manager.paths import backups_dir_for
from warbands_manager.store.backup import backup_database, copy_database_into, publish
from warbands_manager.store.backup_checks import BackupNotVerified, verify_whole
from warbands_manager.store.backup_files import backup_stamp, backup_uri
from warbands_manager.store.errors import DatabaseUnreadable

# How long a restore waits for another program's write to finish before giving up.
RESTORE_WAIT_MS = 30_000


def require_restorable(backup: Path) -> str | None:
    """The revision of ``backup`` once it has verified whole.

    Raises:
        DatabaseUnreadable: naming the backup file and why it cannot be restored.
    """
    if not backup.is_file():
        raise DatabaseUnreadable(backup, "no such backup file; nothing was changed")
    try:
        return verify_whole(backup)
    except BackupNotVerified as refused:
        raise DatabaseUnreadable(backup, f"this backup cannot be restored: {refused}; "
                                         "nothing was changed") from refused


def restore_in_place(live: Path, backup: Path, keep: int) -> Path:
    """Replace the contents of the database file ``live`` with ``backup``; return the
    ``before-restore`` backup holding what it replaced.

    Raises:
        DatabaseUnreadable: the backup does not verify, or the file stayed busy (nothing
            was changed).
        BackupFailed: the safety backup could not be written (nothing was changed).
    """
    require_restorable(backup)
    writer = sqlite3.connect(Path(live).absolute().as_uri(), uri=True, isolation_level=None)
    try:
        writer.execute(f"PRAGMA busy_timeout={RESTORE_WAIT_MS}")
        writer.execute("PRAGMA foreign_keys=OFF")  # tables are dropped and refilled in any order
        writer.execute("ATTACH DATABASE ? AS restored", (backup_uri(backup),))
        _hold_for_writing(writer, live)
        try:
            safety = backup_database(live, backups_dir_for(live), "before-restore", keep,
                                     spare=backup)
            _replace_contents(writer)
            writer.execute("COMMIT")
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                writer.execute("ROLLBACK")
            raise
    finally:
        writer.close()
    return safety


def _hold_for_writing(writer: sqlite3.Connection, live: Path) -> None:
    try:
        writer.execute("BEGIN IMMEDIATE")
    except sqlite3.OperationalError as busy:
        raise DatabaseUnreadable(live, "another program kept the database busy, so the "
                                       "backup was not restored; nothing was changed. Try "
                                       "again in a moment") from busy


def _replace_contents(writer: sqlite3.Connection) -> None:
    """Drop every table of ``main`` and rebuild them from ``restored``, rows included.

    Foreign keys are off on this connection, so the order of the tables does not matter;
    indexes and triggers are created after the rows are in, so a trigger keeping totals does
    not count the copied rows a second time.
    """
    for kind, name in writer.execute(
            "SELECT type, name FROM main.sqlite_master WHERE type IN ('view', 'table') "
            "AND name NOT LIKE 'sqlite_%' ORDER BY type = 'table'").fetchall():
        writer.execute(f"DROP {kind.upper()} main.{_quoted(name)}")
    schema = writer.execute(
        "SELECT type, name, sql FROM restored.sqlite_master WHERE sql IS NOT NULL "
        "AND name NOT LIKE 'sqlite_%'").fetchall()
    tables = [(name, sql) for kind, name, sql in schema if kind == "table"]
    for _name, sql in tables:
        writer.execute(sql)
    for name, _sql in tables:
        writer.execute(f"INSERT INTO main.{_quoted(name)} SELECT * FROM restored.{_quoted(name)}")
    for kind in ("index", "trigger", "view"):
        for found_kind, _name, sql in schema:
            if found_kind == kind:
                writer.execute(sql)
    _copy_sequences(writer)
    version = writer.execute("PRAGMA restored.user_version").fetchone()[0]
    writer.execute(f"PRAGMA main.user_version={int(version)}")


def _copy_sequences(writer: sqlite3.Connection) -> None:
    # AUTOINCREMENT counters live in sqlite_sequence, which cannot be dropped; statistics in
    # sqlite_stat1 describe the old rows and are cleared.
    main = {row[0] for row in writer.execute(
        "SELECT name FROM main.sqlite_master WHERE name LIKE 'sqlite_%'")}
    restored = {row[0] for row in writer.execute(
        "SELECT name FROM restored.sqlite_master WHERE name LIKE 'sqlite_%'")}
    if "sqlite_stat1" in main:
        writer.execute("DELETE FROM main.sqlite_stat1")
    if "sqlite_sequence" in main:
        writer.execute("DELETE FROM main.sqlite_sequence")
        if "sqlite_sequence" in restored:
            writer.execute("INSERT INTO main.sqlite_sequence "
                           "SELECT * FROM restored.sqlite_sequence")


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def replace_damaged(live: Path, backup: Path) -> Path:
    """Put ``backup`` in place of the damaged database file ``live``; return where the
    damaged file (and its journal files) were kept, in the backups folder.

    A damaged file cannot hold a transaction, so it is moved aside whole; its ``-wal`` goes
    with it (left beside the new file it would be replayed into it).

    Raises:
        DatabaseUnreadable: the backup does not verify (nothing was changed).
    """
    require_restorable(backup)
    fresh = live.with_name(f".{live.name}.restoring")
    copy_database_into(backup, fresh)
    folder = backups_dir_for(live)
    folder.mkdir(parents=True, exist_ok=True)
    kept = folder / f"{live.name}.damaged-{backup_stamp()}"
    for end in ("", "-wal", "-shm", "-journal"):
        damaged = live.with_name(live.name + end)
        if damaged.exists():
            os.replace(damaged, kept.with_name(kept.name + end))
    publish(fresh, live)
    return kept
