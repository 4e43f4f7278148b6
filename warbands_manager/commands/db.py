"""``warbands-manager db ...``: look after the database — information, backups, restore.

On a PostgreSQL server database, ``backup`` runs ``pg_dump``; ``restore`` applies to SQLite
files only (a server is restored by its administrator with ``pg_restore``).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from warbands_manager.commands.common import EXIT_REFUSED, opened_database, whole_number
from warbands_manager.paths import ServerUrl, resolve_db_path


def register(subparsers) -> None:
    parser = subparsers.add_parser("db", help="database file: information, backups, restore")
    actions = parser.add_subparsers(dest="db_action", metavar="ACTION", required=True)
    actions.add_parser("info", help="where the database is and which schema it has"
                       ).set_defaults(handler=_info)
    backup = actions.add_parser("backup", help="take a consistent backup now")
    backup.add_argument("--keep", type=whole_number, metavar="N",
                        help="from now on keep the newest N backups (default 20)")
    backup.set_defaults(handler=_backup)
    actions.add_parser("backups", help="list the backups of the database"
                       ).set_defaults(handler=_list_backups)
    describe = actions.add_parser("describe", help="show what a backup file holds")
    describe.add_argument("backup", type=Path)
    describe.set_defaults(handler=_describe)
    restore = actions.add_parser(
        "restore", help="replace the database with a backup (the current one is backed up first)"
    )
    restore.add_argument("backup", type=Path)
    restore.add_argument("--yes", action="store_true", help="restore without asking")
    restore.set_defaults(handler=_restore)


def _info(args: argparse.Namespace) -> int:
    from warbands_manager.paths import backups_dir_for
    from warbands_manager.store.backup import list_backups

    quick = _quick_info(resolve_db_path(args.db))
    if quick is not None:
        return quick
    from warbands_manager.store.database import inspect_file, stored_backup_keep

    # Looking never creates a folder: a mistyped folder is refused. (A missing file in an
    # existing folder is still created, as it always was, so a first `db info` shows the new
    # database.)
    target = resolve_db_path(args.db)
    with opened_database(
            args, create=isinstance(target, ServerUrl) or target.parent.is_dir()) as database:
        if database is None:
            return EXIT_REFUSED
        if database.is_server:
            return _server_info(database)
        state = inspect_file(database.path)
        backups = list_backups(backups_dir_for(database.path), database.path.stem)
        print(f"database: {database.path}")
        print(f"schema:   {state.revision}")
        print(f"size:     {database.path.stat().st_size} bytes")
        print(f"backups:  {len(backups)} in {backups_dir_for(database.path)} "
              f"(keeping the newest {stored_backup_keep(database.path)})")
    return 0


def _quick_info(target) -> int | None:
    """``db info`` of a current SQLite file, read with the stdlib driver (no ORM import);
    None when the ordinary open path must decide (a new file, an upgrade, a refusal)."""
    from warbands_manager.paths import backups_dir_for
    from warbands_manager.store import quick_read
    from warbands_manager.store.backup import DEFAULT_KEEP, list_backups

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


def _backup(args: argparse.Namespace) -> int:
    from warbands_manager.paths import backups_dir_for
    from warbands_manager.store.backup import backup_database
    from warbands_manager.store.database import set_backup_keep, stored_backup_keep

    with opened_database(args) as database:
        if database is None:
            return EXIT_REFUSED
        if database.is_server:
            return _server_backup(database)
        if args.keep is not None:
            set_backup_keep(database, args.keep)
        keep = stored_backup_keep(database.path)
        target = backup_database(database.path, backups_dir_for(database.path), "manual", keep)
    print(f"backup written: {target} (keeping the newest {keep})")
    return 0


def _list_backups(args: argparse.Namespace) -> int:
    from warbands_manager.paths import backups_dir_for
    from warbands_manager.store.backup import list_backups

    path = resolve_db_path(args.db)
    suffix = ".dump" if isinstance(path, ServerUrl) else ".sqlite"
    for backup in list_backups(backups_dir_for(path), path.stem, suffix):
        print(backup)
    return 0


def _describe(args: argparse.Namespace) -> int:
    from warbands_manager.store.backup import describe_backup

    description = describe_backup(args.backup)
    print(f"backup:   {description.path}")
    print(f"schema:   {description.revision}")
    print(f"taken:    {description.modified:%Y-%m-%d %H:%M:%S}")
    print(f"size:     {description.size} bytes")
    for table, count in description.row_counts.items():
        print(f"  {table:28} {count} rows")
    return 0


def _restore(args: argparse.Namespace) -> int:
    from warbands_manager.services.backups import SERVER_RESTORE_MESSAGE

    target = resolve_db_path(args.db)
    if isinstance(target, ServerUrl):
        print(f"warbands-manager: {target}: {SERVER_RESTORE_MESSAGE}", file=sys.stderr)
        return EXIT_REFUSED
    _describe(args)
    if not args.yes:
        print("Add --yes to replace the database with this backup.")
        return 1
    damaged = _damaged(target)
    if damaged is not None:
        return _restore_over_damaged(target, args.backup, damaged)
    # restore_backup closes the database it is given and hands back the reopened one.
    from warbands_manager.store.database import restore_backup

    with opened_database(args) as database:
        if database is None:
            return EXIT_REFUSED
        restored = restore_backup(database, args.backup)
    print(f"restored {args.backup} into {restored.path}; "
          f"the previous contents were saved as {restored.backup_taken}")
    restored.close()
    return 0


def _damaged(target: Path):
    """The refusal of a damaged ``target`` (None when it opens, or is refused otherwise)."""
    from warbands_manager.store.backup_offer import DatabaseDamaged, identify_or_offer_backup
    from warbands_manager.store.errors import DatabaseRefused

    try:
        identify_or_offer_backup(target)
    except DatabaseDamaged as damaged:
        return damaged
    except DatabaseRefused:
        return None  # refused for another reason: opening says why, and changes nothing
    return None


def _restore_over_damaged(target: Path, backup: Path, damaged) -> int:
    from warbands_manager.store.backup_restore import replace_damaged

    print(f"the database is damaged ({damaged.message.split('. ')[0]})")
    kept = replace_damaged(target, backup)
    print(f"restored {backup} into {target}; the damaged file was kept as {kept}")
    return 0


def _server_info(database) -> int:
    from warbands_manager.store.server import describe_server

    server, revision = describe_server(database.engine)
    print(f"database: {database.path} (PostgreSQL {server})")
    print(f"schema:   {revision}")
    print("backups:  with pg_dump: `warbands-manager db backup` (needs the PostgreSQL client "
          "tools); see docs/postgresql.md")
    return 0


def _server_backup(database) -> int:
    from warbands_manager.services.backups import BackupService
    from warbands_manager.store.errors import DatabaseRefused

    try:
        target = BackupService(database).backup_now("manual")
    except DatabaseRefused as refused:
        print(f"warbands-manager: {refused}", file=sys.stderr)
        return EXIT_REFUSED
    print(f"backup written with pg_dump: {target} (restore with pg_restore)")
    return 0
