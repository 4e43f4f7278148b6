"""``warbands-manager db info|backup|backups``: look after the database file."""

from __future__ import annotations

import argparse

from warbands_manager.commands.common import EXIT_REFUSED, open_database_or_explain


def register(subparsers) -> None:
    parser = subparsers.add_parser("db", help="database file: information and backups")
    actions = parser.add_subparsers(dest="db_action", metavar="ACTION", required=True)
    info = actions.add_parser("info", help="where the database is and which schema it has")
    info.set_defaults(handler=_info)
    backup = actions.add_parser("backup", help="take a consistent backup now")
    backup.set_defaults(handler=_backup)
    listing = actions.add_parser("backups", help="list the backups of the database")
    listing.set_defaults(handler=_list_backups)


def _info(args: argparse.Namespace) -> int:
    from warbands_manager.paths import backups_dir_for
    from warbands_manager.store.backup import list_backups
    from warbands_manager.store.database import inspect_file

    database = open_database_or_explain(args)
    if database is None:
        return EXIT_REFUSED
    state = inspect_file(database.path)
    backups = list_backups(backups_dir_for(database.path), database.path.stem)
    print(f"database: {database.path}")
    print(f"schema:   {state.revision}")
    print(f"size:     {database.path.stat().st_size} bytes")
    print(f"backups:  {len(backups)} in {backups_dir_for(database.path)}")
    database.close()
    return 0


def _backup(args: argparse.Namespace) -> int:
    from warbands_manager.paths import backups_dir_for
    from warbands_manager.store.backup import backup_database

    database = open_database_or_explain(args)
    if database is None:
        return EXIT_REFUSED
    target = backup_database(database.path, backups_dir_for(database.path), "manual")
    database.close()
    print(f"backup written: {target}")
    return 0


def _list_backups(args: argparse.Namespace) -> int:
    from warbands_manager.paths import backups_dir_for, resolve_db_path
    from warbands_manager.store.backup import list_backups

    path = resolve_db_path(args.db)
    for backup in list_backups(backups_dir_for(path), path.stem):
        print(backup)
    return 0
