"""The ``db`` actions that open the database through SQLModel: ``info`` of a database the quick
read does not answer (a new file, one to upgrade, a server), ``backup`` and ``restore``."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from warbands_manager.commands.common import EXIT_REFUSED, opened_database
from warbands_manager.commands.db import describe
from warbands_manager.paths import ServerUrl, backups_dir_for, resolve_db_path
from warbands_manager.services.backups import SERVER_RESTORE_MESSAGE, BackupService
from warbands_manager.store.backup import backup_database, list_backups
from warbands_manager.store.backup_offer import DatabaseDamaged, identify_or_offer_backup
from warbands_manager.store.backup_restore import replace_damaged
from warbands_manager.store.database import (
    inspect_file,
    restore_backup,
    set_backup_keep,
    stored_backup_keep,
)
from warbands_manager.store.errors import DatabaseRefused
from warbands_manager.store.server import describe_server


def info(args: argparse.Namespace) -> int:
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


def backup(args: argparse.Namespace) -> int:
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


def restore(args: argparse.Namespace) -> int:
    target = resolve_db_path(args.db)
    if isinstance(target, ServerUrl):
        print(f"warbands-manager: {target}: {SERVER_RESTORE_MESSAGE}", file=sys.stderr)
        return EXIT_REFUSED
    describe(args)
    if not args.yes:
        print("Add --yes to replace the database with this backup.")
        return 1
    damaged = _damaged(target)
    if damaged is not None:
        return _restore_over_damaged(target, args.backup, damaged)
    # restore_backup closes the database it is given and hands back the reopened one.
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
    try:
        identify_or_offer_backup(target)
    except DatabaseDamaged as damaged:
        return damaged
    except DatabaseRefused:
        return None  # refused for another reason: opening says why, and changes nothing
    return None


def _restore_over_damaged(target: Path, backup: Path, damaged) -> int:
    print(f"the database is damaged ({damaged.message.split('. ')[0]})")
    kept = replace_damaged(target, backup)
    print(f"restored {backup} into {target}; the damaged file was kept as {kept}")
    return 0


def _server_info(database) -> int:
    server, revision = describe_server(database.engine)
    print(f"database: {database.path} (PostgreSQL {server})")
    print(f"schema:   {revision}")
    print("backups:  with pg_dump: `warbands-manager db backup` (needs the PostgreSQL client "
          "tools); see docs/postgresql.md")
    return 0


def _server_backup(database) -> int:
    try:
        target = BackupService(database).backup_now("manual")
    except DatabaseRefused as refused:
        print(f"warbands-manager: {refused}", file=sys.stderr)
        return EXIT_REFUSED
    print(f"backup written with pg_dump: {target} (restore with pg_restore)")
    return 0
