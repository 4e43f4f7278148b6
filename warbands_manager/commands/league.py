"""``warbands-manager league ...``: escalation leagues from the command line (no Qt).

``standings`` and ``scorecard`` take either a results CSV (computed with the default tables) or
the name of a league in the database. Bad input exits with status 2 and a clear message.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from warbands_manager.commands import league_admin, league_copy, league_night
from warbands_manager.commands.common import opened_database, print_warnings, whole_number

EXIT_BAD_INPUT = 2


class _BadInput(Exception):
    pass


def register(subparsers) -> None:
    parser = subparsers.add_parser("league", help="escalation leagues: standings, scorecards")
    actions = parser.add_subparsers(dest="league_action", metavar="ACTION", required=True)
    standings = actions.add_parser(
        "standings", help="standings from a results CSV or a league in the database")
    standings.add_argument("source", metavar="RESULTS.csv|LEAGUE")
    standings.add_argument("--week", type=whole_number, help="standings as of week N")
    standings.add_argument("--json", action="store_true", help="print JSON")
    _results_file_options(standings)
    standings.set_defaults(handler=_standings)
    for name, help_text in (("scorecard", "print the league scorecard PDF"),
                            ("print", "print the league scorecard PDF (same as scorecard)")):
        sub = actions.add_parser(name, help=help_text)
        sub.add_argument("source", metavar="RESULTS.csv|LEAGUE")
        sub.add_argument("-o", "--output", required=True, metavar="OUT.pdf")
        sub.add_argument("--week", type=whole_number, help="scorecard as of week N")
        sub.add_argument("--blank", action="store_true", help="a blank card for pen and paper")
        sub.add_argument("--results-sheet", action="store_true",
                         help="the week's results sheet instead of the scorecard "
                         "(with --blank: an empty one to fill in at the table)")
        _results_file_options(sub)
        sub.set_defaults(handler=_scorecard)
    league_admin.register_actions(actions)
    league_copy.register_actions(actions)
    league_night.register_actions(actions)


def _results_file_options(parser) -> None:
    """Options for reading a results CSV (a league in the database knows its own length)."""
    parser.add_argument("--weeks", type=whole_number, default=4,
                        help="with a results CSV: how many weeks the league lasts (default 4, "
                        "the rulebook's month); a later week is refused")
    parser.add_argument("--allow-duplicates", action="store_true",
                        help="with a results CSV: count a line that repeats another exactly as "
                        "a second game (refused otherwise)")


def _fail(message: str) -> int:
    print(f"warbands-manager league: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT


def _is_results_file(source: str) -> bool:
    from warbands_manager.commands.league_files import looks_like_results_file

    return looks_like_results_file(source)


def _from_csv(source: str, week: int | None, weeks: int = 4, allow_duplicates: bool = False):
    """Standings from a results file (CSV, .xlsx or .ods) with the default tables of a
    ``weeks``-week league."""
    from warbands_manager.commands.league_files import ResultsSourceError, read_results_source
    from warbands_manager.rules.league.results_csv import league_from_results
    from warbands_manager.rules.league.standings import compute_standings
    from warbands_manager.rules.league.tables import LeagueTables, default_document

    if weeks < 1:
        raise _BadInput(f"--weeks must be 1 or more, not {weeks}")
    try:
        rows = read_results_source(source, weeks, allow_duplicates).rows
    except ResultsSourceError as error:
        raise _BadInput(str(error)) from error
    tables = LeagueTables(default_document(weeks))
    league = league_from_results(rows, tables)
    _check_week(week, weeks)
    standings = compute_standings(league.players, league.games, tables, week)
    return standings, league.warnings, Path(source).stem, tables


def _from_database(args, source: str, results: bool = False, warnings: bool = True):
    """(LeagueSheet, the week's results as tuples if ``results``) of the league ``source``;
    the repeat-pairing warnings only if ``warnings`` (``league standings`` prints them, the
    scorecard printouts do not, as the app's printouts do not).

    A current SQLite file is read with the stdlib driver (no ORM import, ``league_reads``);
    anything else — and every refusal — goes through the services."""
    quick = _quick_sheet(args, source, results, warnings)
    if quick is not None:
        return quick
    from warbands_manager.rules.league.pairing import repeat_warnings, warning_text
    from warbands_manager.services.league_games import LeagueError, LeagueGameService
    from warbands_manager.services.leagues import LeagueNotFound, LeagueService
    from warbands_manager.store.league_reads import LeagueSheet

    with opened_database(args, create=False, read_only=True) as database:
        if database is None:
            raise _BadInput("the database cannot be opened")
        try:
            leagues, games = LeagueService(database), LeagueGameService(database)
            league_id = leagues.find(source)
            detail = leagues.league(league_id)
            _check_week(args.week, detail.settings.weeks)
            standings = games.standings(league_id, args.week)
            played = ([g for g in games.games(league_id) if g.stage == "league"]
                      if warnings else [])
            repeats = [f"week {played[i].week}: "
                       + warning_text(played[i].name_a, played[i].name_b)
                       for i in repeat_warnings([(g.player_a, g.player_b) for g in played])]
            week = [(g.name_a, g.name_b, g.outcome.value, g.scored.league_points_a,
                     g.scored.league_points_b, g.stage)
                    for g in games.week_games(league_id, standings.week)] if results else []
            sheet = LeagueSheet(detail.name, detail.settings.organiser, detail.settings.weeks,
                                detail.tables, detail.tie_breakers, standings, repeats)
            return sheet, week
        except (LeagueNotFound, LeagueError) as error:
            raise _BadInput(str(error)) from error


def _quick_sheet(args, source: str, results: bool, warnings: bool = True):
    from warbands_manager.paths import resolve_db_path
    from warbands_manager.store import league_reads, quick_read

    connection = quick_read.open_current(resolve_db_path(args.db))
    if connection is None:
        return None
    try:
        sheet = league_reads.read_sheet(connection, source, args.week, warnings)
        if sheet is None:
            return None
        week = (league_reads.week_results(connection, source, sheet.standings.week)
                if results else [])
        return sheet, week
    finally:
        connection.close()


def _check_week(week: int | None, weeks: int) -> None:
    """``--week`` must be a week of the league (a later week would be scored with the last
    week's row of the point-size table)."""
    if week is not None and not 1 <= week <= weeks:
        raise _BadInput(f"--week {week} is not a week of the league (1-{weeks})")


def _standings(args: argparse.Namespace) -> int:
    try:
        if _is_results_file(args.source):
            standings, warnings, _title, _tables = _from_csv(args.source, args.week, args.weeks,
                                                             args.allow_duplicates)
        else:
            sheet, _results = _from_database(args, args.source)
            standings, warnings = sheet.standings, sheet.warnings
    except _BadInput as error:
        return _fail(str(error))
    if args.json:
        print(json.dumps(standings_json(standings, warnings), ensure_ascii=False, indent=2))
        return 0
    print(f"Standings, week {standings.week}")
    print(f"{'rank':>5}  {'player':<24} {'size':>5} {'M':>3} {'V':>3} {'D':>3} {'L':>3} "
          f"{'games':>5} {'points':>6}  level on points: placed by")
    print("".join(f"{r.rank_label:>5}  {r.player.name:<24} {r.warband_size:>5} {r.massacres:>3} "
                  f"{r.victories:>3} {r.draws:>3} {r.losses:>3} {r.games:>5} "
                  f"{r.league_points:>6}  {r.settled_by}".rstrip() + "\n"
                  for r in standings.rows), end="")
    print_warnings(warnings)
    return 0


def standings_json(standings, warnings: list[str]) -> dict:
    """The ``--json`` document: players in standings order."""
    return {
        "week": standings.week,
        "players": [{
            "rank": r.rank, "name": r.player.name, "league_points": r.league_points,
            "massacres": r.massacres, "victories": r.victories, "draws": r.draws,
            "losses": r.losses, "games": r.games, "warband_size": r.warband_size,
            "tied": r.tied, "level_on_points": r.level_on_points,
            "tie_breaker": r.tie_breaker if r.level_on_points and not r.tied else None,
        } for r in standings.rows],
        "warnings": list(warnings),
    }


def _scorecard(args: argparse.Namespace) -> int:
    from warbands_manager.reports import league_scorecard as pdf

    pdf.load_fonts()
    return _write_scorecard(args, pdf)


def _write_scorecard(args: argparse.Namespace, pdf) -> int:
    try:
        if _is_results_file(args.source):
            standings, warnings, title, tables = _from_csv(args.source, args.week, args.weeks,
                                                           args.allow_duplicates)
            info = pdf.ScorecardInfo(title, "", args.weeks, tables,
                                     standings.tie_breakers)
            results = []
        else:
            sheet, week_games = _from_database(args, args.source, results=args.results_sheet,
                                               warnings=False)
            standings, warnings = sheet.standings, sheet.warnings
            info = pdf.ScorecardInfo(sheet.name, sheet.organiser, sheet.weeks, sheet.tables,
                                     sheet.tie_breakers)
            results = [pdf.ResultLine(standings.week, *game) for game in week_games]
    except _BadInput as error:
        return _fail(str(error))
    output = Path(args.output)
    if args.blank and args.results_sheet:  # a sheet to write the week's games on
        pdf.write_blank_results_sheet(output, info, args.week,
                                      [r.player.name for r in standings.rows])
    elif args.blank:
        players = [(r.player.name, r.player.warband, r.player.warband_type)
                   for r in standings.rows]
        pdf.write_blank_scorecard(output, info, players)
    elif args.results_sheet:
        pdf.write_results_sheet(output, info, standings.week, results)
    else:
        pdf.write_scorecard(output, info, standings)
    print_warnings(warnings)
    print(f"written: {output}")
    return 0
