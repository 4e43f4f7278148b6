"""``warbands-manager db ...``: look after the database — information, backups, restore.

On a PostgreSQL server database, ``backup`` runs ``pg_dump``; ``restore`` applies to SQLite
files only (a server is restored by its administrator with ``pg_restore``). The actions that open
the database through SQLModel are in ``db_opened.py``: ``db info`` of a current file reads it
with the stdlib driver and must not load them.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from warbands_manager.commands.common import handled_in, whole_number
from warbands_manager.paths import ServerUrl, backups_dir_for, resolve_db_path
from warbands_manager.store import quick_read
from warbands_manager.store.backup import DEFAULT_KEEP, describe_backup, list_backups

_opened_info = handled_in("db_opened", "info")


def register(subparsers) -> None:
    parser = subparsers.add_parser("db", help="database file: information, backups, restore")
    actions = parser.add_subparsers(dest="db_action", metavar="ACTION", required=True)
    actions.add_parser("info", help="where the database is and which schema it has"
                       ).set_defaults(handler=_info)
    backup = actions.add_parser("backup", help="take a consistent backup now")
    backup.add_argument("--keep", type=whole_number, metavar="N",
                        help="from now on keep the newest N backups (default 20)")
    backup.set_defaults(handler=handled_in("db_opened", "backup"))
    actions.add_parser("backups", help="list the backups of the database"
                       ).set_defaults(handler=_list_backups)
    describing = actions.add_parser("describe", help="show what a backup file holds")
    describing.add_argument("backup", type=Path)
    describing.set_defaults(handler=describe)
    restore = actions.add_parser(
        "restore", help="replace the database with a backup (the current one is backed up first)"
    )
    restore.add_argument("backup", type=Path)
    restore.add_argument("--yes", action="store_true", help="restore without asking")
    restore.set_defaults(handler=handled_in("db_opened", "restore"))


def _info(args: argparse.Namespace) -> int:
    quick = _quick_info(resolve_db_path(args.db))
    if quick is not None:
        return quick
    return _opened_info(args)


def _quick_info(target) -> int | None:
    """``db info`` of a current SQLite file, read with the stdlib driver (no ORM import);
    None when the ordinary open path must decide (a new file, an upgrade, a refusal)."""
    connection = quick_read.open_current(target)
    if connection is None:
        return None
    try:
        keep = quick_read.backup_keep(connection, DEFAULT_KEEP)
    finally:
        connection.close()
    backups = list_backups(backups_dir_for(target), target.stem)
    print(f"database: {target}")
    print(f"schema:   {quick_read.HEAD_REVISION}")
    print(f"size:     {target.stat().st_size} bytes")
    print(f"backups:  {len(backups)} in {backups_dir_for(target)} (keeping the newest {keep})")
    return 0


def _list_backups(args: argparse.Namespace) -> int:
    path = resolve_db_path(args.db)
    suffix = ".dump" if isinstance(path, ServerUrl) else ".sqlite"
    for backup in list_backups(backups_dir_for(path), path.stem, suffix):
        print(backup)
    return 0


def describe(args: argparse.Namespace) -> int:
    """Print what the backup file ``args.backup`` holds (``restore`` shows it first too)."""
    description = describe_backup(args.backup)
    print(f"backup:   {description.path}")
    print(f"schema:   {description.revision}")
    print(f"taken:    {description.modified:%Y-%m-%d %H:%M:%S}")
    print(f"size:     {description.size} bytes")
    for table, count in description.row_counts.items():
        print(f"  {table:28} {count} rows")
    return 0
