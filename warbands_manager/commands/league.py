"""``warbands-manager league ...``: escalation leagues from the command line (no Qt).

``standings`` and ``scorecard`` take either a results CSV (computed with the default tables) or
the name of a league in the database. Bad input exits with status 2 and a clear message.

``league standings NAME`` of a current SQLite file reads it with the stdlib driver: this module
and the ones registering the other actions load neither the services nor reportlab. What does
is in sibling modules reached through ``handled_in``: ``league_opened.py`` (the database through
the services), ``league_files.py`` (results files), ``league_print.py`` (the printouts).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from warbands_manager.commands import league_admin, league_copy, league_night
from warbands_manager.commands.common import handled_in, print_warnings, whole_number
from warbands_manager.paths import resolve_db_path
from warbands_manager.store import league_reads, quick_read

EXIT_BAD_INPUT = 2
RESULTS_SUFFIXES = (".csv", ".xlsx", ".ods")


class BadInput(Exception):
    """A source, week or file the league commands refuse; the message says why."""


standings_from_file = handled_in("league_files", "standings_from_file")
_opened_sheet = handled_in("league_opened", "sheet")


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
        sub.set_defaults(handler=handled_in("league_print", "scorecard"))
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


def fail(message: str) -> int:
    """Print why a league command refused and return its exit status."""
    print(f"warbands-manager league: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT


def looks_like_results_file(source: str) -> bool:
    """Whether ``source`` names a results file (CSV, .xlsx, .ods) rather than a league."""
    return source.lower().endswith(RESULTS_SUFFIXES) or Path(source).is_file()


def sheet_from_database(args, source: str, results: bool = False, warnings: bool = True):
    """(LeagueSheet, the week's results as tuples if ``results``) of the league ``source``;
    the repeat-pairing warnings only if ``warnings`` (``league standings`` prints them, the
    scorecard printouts do not, as the app's printouts do not).

    A current SQLite file is read with the stdlib driver (no ORM import, ``league_reads``);
    anything else — and every refusal — goes through the services (``league_opened``)."""
    quick = _quick_sheet(args, source, results, warnings)
    if quick is not None:
        return quick
    return _opened_sheet(args, source, results, warnings)


def _quick_sheet(args, source: str, results: bool, warnings: bool = True):
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


def check_week(week: int | None, weeks: int) -> None:
    """``--week`` must be a week of the league (a later week would be scored with the last
    week's row of the point-size table)."""
    if week is not None and not 1 <= week <= weeks:
        raise BadInput(f"--week {week} is not a week of the league (1-{weeks})")


def _standings(args: argparse.Namespace) -> int:
    try:
        if looks_like_results_file(args.source):
            standings, warnings, _title, _tables = standings_from_file(
                args.source, args.week, args.weeks, args.allow_duplicates)
        else:
            sheet, _results = sheet_from_database(args, args.source)
            standings, warnings = sheet.standings, sheet.warnings
    except BadInput as error:
        return fail(str(error))
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
