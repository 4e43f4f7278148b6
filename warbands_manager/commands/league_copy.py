"""``warbands-manager league copy NAME --to DB``: move a league between a SQLite file and a
PostgreSQL server (either way), everything included (see ``services/league_copy.py``)."""

from __future__ import annotations

import argparse
import sys

from warbands_manager.commands.common import EXIT_REFUSED

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
    from warbands_manager.commands.common import opened_database
    from warbands_manager.services.league_copy import copy_league
    from warbands_manager.services.leagues import LeagueError, LeagueNotFound, LeagueService

    with opened_database(argparse.Namespace(**{**vars(args),
                                               "db": args.source or args.db})) as source:
        if source is None:
            return EXIT_REFUSED
        with opened_database(argparse.Namespace(**{**vars(args), "db": args.to})) as target:
            if target is None:
                return EXIT_REFUSED
            try:
                league_id = LeagueService(source).find(args.league)
                report = copy_league(source, target, league_id, args.new_name)
            except (LeagueError, LeagueNotFound) as error:
                print(f"warbands-manager: {error}", file=sys.stderr)
                return 1
    print(f"copied “{args.new_name or args.league}” to {target.path}: {report.players} "
          f"players, {report.games} games, {report.events} history entries, "
          f"{report.rosters} linked rosters")
    return 0
