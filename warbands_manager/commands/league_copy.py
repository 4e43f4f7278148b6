"""``warbands-manager league copy NAME --to DB``: move a league between a SQLite file and a
PostgreSQL server (either way), everything included (see ``services/league_copy.py``)."""

from __future__ import annotations

import argparse
import sys

from warbands_manager.commands.common import EXIT_REFUSED, opened_database
from warbands_manager.paths import ServerUrl, as_db_target
from warbands_manager.whole_file import replacing

_FORMAT_HELP = "a SQLite file or a postgresql://USER@HOST/NAME URL"


def register_actions(actions) -> None:
    copy = actions.add_parser(
        "copy", help="copy a league to another database (a SQLite file ↔ a PostgreSQL server)")
    copy.add_argument("league", help="the league's name")
    copy.add_argument("--to", required=True, metavar="DB", help=f"target database: {_FORMAT_HELP}")
    copy.add_argument("--from", dest="source", metavar="DB",
                      help=f"source database (default: --db / WARBANDS_DB): {_FORMAT_HELP}")
    copy.add_argument("--as", dest="new_name", metavar="NAME",
                      help="name of the copy in the target (default: the same name)")
    copy.set_defaults(handler=_copy)


def _copy(args: argparse.Namespace) -> int:
    target = as_db_target(args.to)
    if isinstance(target, ServerUrl) or target.exists():
        copied = _copy_into(args, args.to)  # one transaction in the target: all or nothing
    else:
        copied = _copy_into_new_file(args, target)
    if isinstance(copied, int):
        return copied
    print(f"copied “{args.new_name or args.league}” to {target}: {copied.players} "
          f"players, {copied.games} games, {copied.events} history entries, "
          f"{copied.rosters} linked rosters")
    return 0


def _copy_into_new_file(args: argparse.Namespace, target):
    """A new SQLite file is built under a temporary name and renamed into place when complete,
    so a failure (a full disk) leaves no half-made database at the name asked for."""
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        with replacing(target, precreate=False) as temporary:
            copied = _copy_into(args, str(temporary))
            if isinstance(copied, int):
                raise _NothingCopied(copied)
    except _NothingCopied as refused:
        return refused.code
    return copied


class _NothingCopied(Exception):
    """The copy was refused (the reason is printed): the new file is not kept."""

    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


def _copy_into(args: argparse.Namespace, to: str):
    """The copy's report, or the exit code of a refusal (its reason printed)."""
    # deferred: the services load SQLModel, which `league standings` must not load
    from warbands_manager.services.league_copy import copy_league
    from warbands_manager.services.leagues import LeagueError, LeagueNotFound, LeagueService

    with opened_database(argparse.Namespace(**{**vars(args),
                                               "db": args.source or args.db})) as source:
        if source is None:
            return EXIT_REFUSED
        with opened_database(argparse.Namespace(**{**vars(args), "db": to})) as target:
            if target is None:
                return EXIT_REFUSED
            try:
                league_id = LeagueService(source).find(args.league)
                return copy_league(source, target, league_id, args.new_name)
            except (LeagueError, LeagueNotFound) as error:
                print(f"warbands-manager: {error}", file=sys.stderr)
                return 1
