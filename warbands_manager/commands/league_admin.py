"""``warbands-manager league list|create|add-player|record|import|export|link-roster|rosters``:
running a league in the database from the command line (no Qt)."""

from __future__ import annotations

import argparse
import sys
from datetime import date
from pathlib import Path

from warbands_manager.commands.common import EXIT_REFUSED, opened_database, whole_number
from warbands_manager.whole_file import write_text

EXIT_BAD_INPUT = 2


def register_actions(actions) -> None:
    """Add the database sub-commands to the ``league`` parser's actions."""
    actions.add_parser("list", help="the leagues in the database").set_defaults(handler=_list)
    create = actions.add_parser("create", help="create a league (copies the default tables)")
    create.add_argument("name")
    create.add_argument("--organiser", default="")
    create.add_argument("--weeks", type=whole_number, default=4)
    create.add_argument("--start", type=date.fromisoformat, metavar="YYYY-MM-DD")
    create.set_defaults(handler=_create)
    player = actions.add_parser("add-player", help="sign a player up to a league")
    player.add_argument("league")
    player.add_argument("name")
    player.add_argument("--warband", default="")
    player.add_argument("--type", default="", dest="warband_type")
    player.add_argument("--club", default="")
    player.set_defaults(handler=_add_player)
    record = actions.add_parser("record", help="record a game: RESULT is from player A's side")
    record.add_argument("league")
    record.add_argument("--week", type=whole_number, required=True)
    record.add_argument("player_a")
    record.add_argument("player_b")
    record.add_argument("result", help="massacre, victory, draw, defeat (or loss) or massacred")
    record.add_argument("--date", type=date.fromisoformat, metavar="YYYY-MM-DD")
    record.add_argument("--stage", choices=("league", "semi-final", "final"), default="league",
                        help="championship games: semi-final or final (week after the last)")
    record.set_defaults(handler=_record)
    games = actions.add_parser("import", help="import a results CSV, .xlsx or .ods into a league "
                               "(all or none)")
    games.add_argument("league")
    games.add_argument("results", metavar="RESULTS.csv|.xlsx|.ods")
    games.add_argument("--allow-duplicates", action="store_true",
                       help="import a CSV line that repeats another exactly as a second game "
                       "(refused otherwise)")
    games.set_defaults(handler=_import)
    link = actions.add_parser("link-roster",
                              help="link a saved roster to a player's week and check it")
    link.add_argument("league")
    link.add_argument("player")
    link.add_argument("--week", type=whole_number,
                      help="the week to link (default: the league's current week — by its "
                           "start date, else the latest week with a game)")
    link.add_argument("roster", metavar="ROSTER",
                      help="a saved roster's name or id ('warbands-manager rosters list')")
    link.set_defaults(handler=_link_roster)
    rosters = actions.add_parser("rosters", help="the league's weekly rosters and their checks")
    rosters.add_argument("league")
    rosters.set_defaults(handler=_rosters)
    export = actions.add_parser("export", help="write a league's results (or standings) CSV, or "
                                "both as an .xlsx workbook")
    export.add_argument("league")
    export.add_argument("-o", "--output", required=True, metavar="OUT.csv|OUT.xlsx")
    export.add_argument("--standings", action="store_true", help="standings instead of results")
    export.set_defaults(handler=_export)


def read_results_file(path) -> str:
    """A results file's text: a regular file of sane size, UTF-8 (errors name file and line)."""
    from warbands_manager.rules.input_files import read_input_text
    from warbands_manager.rules.league.limits import MAX_RESULTS_BYTES

    return read_input_text(path, MAX_RESULTS_BYTES, "results file")


def _fail(message: str) -> int:
    print(f"warbands-manager league: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT


def _with_services(args, action, create: bool = True, read_only: bool = False) -> int:
    from warbands_manager.rules.league.results_csv import ResultsFileError
    from warbands_manager.services.league_games import LeagueGameService
    from warbands_manager.services.leagues import LeagueError, LeagueNotFound, LeagueService

    with opened_database(args, create=create, read_only=read_only) as database:
        if database is None:
            return EXIT_REFUSED
        try:
            return action(LeagueService(database), LeagueGameService(database), database)
        except (LeagueError, LeagueNotFound, ResultsFileError, ValueError, OSError) as error:
            return _fail(str(error))


def _list(args: argparse.Namespace) -> int:
    def action(leagues, _games, _database) -> int:
        for league in leagues.list_leagues():
            print(f"{league.name}\t{league.weeks} weeks\t{league.players} players\t"
                  f"{league.games} games")
        return 0
    return _with_services(args, action, create=False, read_only=True)


def _create(args: argparse.Namespace) -> int:
    from warbands_manager.services.leagues import LeagueSettings

    def action(leagues, _games, _database) -> int:
        leagues.create_league(LeagueSettings(args.name, args.organiser, args.start, args.weeks))
        print(f"league created: {args.name}")
        return 0
    return _with_services(args, action)


def _add_player(args: argparse.Namespace) -> int:
    from warbands_manager.services.leagues import PlayerData

    def action(leagues, _games, _database) -> int:
        leagues.add_player(leagues.find(args.league),
                           PlayerData(args.name, args.warband, args.warband_type, args.club))
        print(f"player added: {args.name}")
        return 0
    return _with_services(args, action)


def _record(args: argparse.Namespace) -> int:
    from warbands_manager.rules.league.results import Outcome
    from warbands_manager.services.league_games import GameInput

    def action(leagues, games, _database) -> int:
        league_id = leagues.find(args.league)
        ids = [_player_id(leagues, league_id, name) for name in (args.player_a, args.player_b)]
        recorded = games.record_game(league_id, GameInput(
            args.week, ids[0], ids[1], Outcome.parse(args.result), args.date, args.stage))
        for warning in recorded.warnings:
            print(f"warning: {warning}", file=sys.stderr)
        print(f"game recorded (#{recorded.game_id})")
        return 0
    return _with_services(args, action)


def _import(args: argparse.Namespace) -> int:
    from warbands_manager.rules.league.results_csv import ResultsFileError
    from warbands_manager.services.leagues import LeagueError
    from warbands_manager.services.spreadsheets import SpreadsheetError, is_spreadsheet

    def action(leagues, games, _database) -> int:
        if is_spreadsheet(args.results):
            from warbands_manager.services.league_workbook import import_workbook

            try:
                ids, report = import_workbook(games, leagues.find(args.league), args.results)
            except SpreadsheetError as error:
                return _fail(str(error))
            for line in report:
                print(line)
            print(f"imported {len(ids)} game(s)")
            return 0
        league_id, text = leagues.find(args.league), read_results_file(args.results)
        try:
            count = len(games.import_results(league_id, text,
                                             allow_duplicates=args.allow_duplicates))
        except (ResultsFileError, LeagueError) as error:  # a line of the file: name the file
            return _fail(f"{args.results}: {error}")
        print(f"imported {count} game(s)")
        return 0
    return _with_services(args, action)


def _export(args: argparse.Namespace) -> int:
    def action(leagues, games, _database) -> int:
        league_id = leagues.find(args.league)
        if args.output.lower().endswith(".xlsx"):  # both sheets, standings and results
            from warbands_manager.services.league_workbook import export_workbook

            export_workbook(games, league_id, Path(args.output))
            print(f"written: {args.output}")
            return 0
        text = (games.export_standings(league_id) if args.standings
                else games.export_results(league_id))
        write_text(args.output, text)
        print(f"written: {args.output}")
        return 0
    return _with_services(args, action, read_only=True)


def _player_id(leagues, league_id: int, name: str) -> int:
    """The player called ``name`` ignoring case in any alphabet (as league names match)."""
    from warbands_manager.services.leagues import LeagueError, fold_name

    wanted = fold_name(name)
    players = leagues.league(league_id).players
    for player in players:
        if fold_name(player.name) == wanted:
            return player.id
    raise LeagueError(f"{name!r} is not a player of this league; players: "
                      f"{', '.join(p.name for p in players) or 'none yet'}")


def _print_link(link, name: str) -> None:
    state = link.check.summary() if link.check else "roster missing"
    print(f"week {link.week}\t{name}\t{link.roster_name} (#{link.roster_id})\t{state}")
    for message in (link.check.messages() if link.check else [link.problem]):
        print(f"  - {message}")


def _link_roster(args: argparse.Namespace) -> int:
    from warbands_manager.services.league_rosters import LeagueRosterService
    from warbands_manager.services.rosters import RosterNotFound

    def action(leagues, games, database) -> int:
        league_id = leagues.find(args.league)
        player_id = _player_id(leagues, league_id, args.player)
        from warbands_manager.commands.rosters import find_roster

        links = LeagueRosterService(database)
        week = args.week or _current_week(leagues.league(league_id), games, league_id)
        try:
            _previous, link = links.link(player_id, week, find_roster(database, args.roster))
        except (RosterNotFound, LookupError) as error:
            return _fail(str(error))
        _print_link(link, args.player)
        return 0
    return _with_services(args, action)


def _current_week(detail, games, league_id: int) -> int:
    from warbands_manager.rules.league.nights import current_week

    return current_week(detail.settings.start_date, detail.settings.weeks,
                        games.latest_week(league_id))


def _rosters(args: argparse.Namespace) -> int:
    from warbands_manager.services.league_rosters import LeagueRosterService

    def action(leagues, _games, database) -> int:
        league_id = leagues.find(args.league)
        detail = leagues.league(league_id)
        for link in LeagueRosterService(database).links(league_id):
            _print_link(link, detail.player_name(link.player_id))
        return 0
    return _with_services(args, action)
