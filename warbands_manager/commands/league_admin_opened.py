"""The handlers of ``league list|create|add-player|record|import|export|link-roster|rosters``
(registered by ``league_admin.py``): a league in the database through the services."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from warbands_manager.commands.common import EXIT_REFUSED, opened_database
from warbands_manager.commands.league import fail
from warbands_manager.commands.rosters_opened import find_roster
from warbands_manager.rules.input_files import read_input_text
from warbands_manager.rules.league.limits import MAX_RESULTS_BYTES
from warbands_manager.rules.league.nights import current_week
from warbands_manager.rules.league.results import Outcome
from warbands_manager.rules.league.results_csv import ResultsFileError
from warbands_manager.services.league_games import GameInput, LeagueGameService
from warbands_manager.services.league_rosters import LeagueRosterService
from warbands_manager.services.league_workbook import export_workbook, import_workbook
from warbands_manager.services.leagues import (
    LeagueError,
    LeagueNotFound,
    LeagueService,
    LeagueSettings,
    PlayerData,
    fold_name,
)
from warbands_manager.services.rosters import RosterNotFound
from warbands_manager.services.spreadsheets import SpreadsheetError, is_spreadsheet
from warbands_manager.whole_file import write_text


def read_results_file(path) -> str:
    """A results file's text: a regular file of sane size, UTF-8 (errors name file and line)."""
    return read_input_text(path, MAX_RESULTS_BYTES, "results file")


def _with_services(args, action, create: bool = True, read_only: bool = False) -> int:
    with opened_database(args, create=create, read_only=read_only) as database:
        if database is None:
            return EXIT_REFUSED
        try:
            return action(LeagueService(database), LeagueGameService(database), database)
        except (LeagueError, LeagueNotFound, ResultsFileError, ValueError, OSError) as error:
            return fail(str(error))


def list_leagues(args: argparse.Namespace) -> int:
    def action(leagues, _games, _database) -> int:
        for league in leagues.list_leagues():
            print(f"{league.name}\t{league.weeks} weeks\t{league.players} players\t"
                  f"{league.games} games")
        return 0
    return _with_services(args, action, create=False, read_only=True)


def create(args: argparse.Namespace) -> int:
    def action(leagues, _games, _database) -> int:
        leagues.create_league(LeagueSettings(args.name, args.organiser, args.start, args.weeks))
        print(f"league created: {args.name}")
        return 0
    return _with_services(args, action)


def add_player(args: argparse.Namespace) -> int:
    def action(leagues, _games, _database) -> int:
        leagues.add_player(leagues.find(args.league),
                           PlayerData(args.name, args.warband, args.warband_type, args.club))
        print(f"player added: {args.name}")
        return 0
    return _with_services(args, action)


def record(args: argparse.Namespace) -> int:
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


def import_results(args: argparse.Namespace) -> int:
    def action(leagues, games, _database) -> int:
        if is_spreadsheet(args.results):
            try:
                ids, report = import_workbook(games, leagues.find(args.league), args.results)
            except SpreadsheetError as error:
                return fail(str(error))
            for line in report:
                print(line)
            print(f"imported {len(ids)} game(s)")
            return 0
        league_id, text = leagues.find(args.league), read_results_file(args.results)
        try:
            count = len(games.import_results(league_id, text,
                                             allow_duplicates=args.allow_duplicates))
        except (ResultsFileError, LeagueError) as error:  # a line of the file: name the file
            return fail(f"{args.results}: {error}")
        print(f"imported {count} game(s)")
        return 0
    return _with_services(args, action)


def export(args: argparse.Namespace) -> int:
    def action(leagues, games, _database) -> int:
        league_id = leagues.find(args.league)
        if args.output.lower().endswith(".xlsx"):  # both sheets, standings and results
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


def link_roster(args: argparse.Namespace) -> int:
    def action(leagues, games, database) -> int:
        league_id = leagues.find(args.league)
        player_id = _player_id(leagues, league_id, args.player)
        links = LeagueRosterService(database)
        week = args.week or _current_week(leagues.league(league_id), games, league_id)
        try:
            _previous, link = links.link(player_id, week, find_roster(database, args.roster))
        except (RosterNotFound, LookupError) as error:
            return fail(str(error))
        _print_link(link, args.player)
        return 0
    return _with_services(args, action)


def _current_week(detail, games, league_id: int) -> int:
    return current_week(detail.settings.start_date, detail.settings.weeks,
                        games.latest_week(league_id))


def rosters(args: argparse.Namespace) -> int:
    def action(leagues, _games, database) -> int:
        league_id = leagues.find(args.league)
        detail = leagues.league(league_id)
        for link in LeagueRosterService(database).links(league_id):
            _print_link(link, detail.player_name(link.player_id))
        return 0
    return _with_services(args, action)
