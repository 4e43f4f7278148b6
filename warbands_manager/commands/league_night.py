"""``warbands-manager league pairings|publish``: a league night from the command line (no Qt).

Both take a league in the database or a results file (CSV, .xlsx, .ods). ``pairings`` keeps the
week's pairing (so byes rotate) unless ``--dry-run``: in the database as the league's game-night
record, in a CSV file as bye lines (``week,player,,bye``) replacing that week's.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from warbands_manager.commands.common import EXIT_REFUSED, opened_database, whole_number
from warbands_manager.whole_file import FileNotWritten, write_text

if TYPE_CHECKING:
    from warbands_manager.services.league_nights import NightPlan

EXIT_BAD_INPUT = 2


class _BadInput(Exception):
    pass


def register_actions(actions) -> None:
    pairings = actions.add_parser("pairings", help="who plays whom tonight (max-weight matching)")
    pairings.add_argument("source", metavar="LEAGUE_OR_RESULTS.csv")
    pairings.add_argument("--week", type=whole_number, required=True)
    pairings.add_argument("--present", metavar="NAME,...",
                          help="only these players (late arrivals, early leavers): re-pairs them")
    pairings.add_argument("--json", action="store_true",
                          help='print {"week", "pairs", "byes", "notes"}')
    pairings.add_argument("--sheet", metavar="OUT.pdf", help="also print the pairing sheet")
    pairings.add_argument("--dry-run", action="store_true",
                          help="show the pairing without keeping it (byes not recorded)")
    pairings.set_defaults(handler=_pairings)
    publish = actions.add_parser("publish", help="write the standings as a static web site")
    publish.add_argument("source", metavar="LEAGUE_OR_RESULTS.csv")
    publish.add_argument("-o", "--output", required=True, metavar="DIR")
    publish.set_defaults(handler=_publish)


def _fail(message: str) -> int:
    print(f"warbands-manager league: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT


@dataclass
class _Night:
    """A league night worked out from either source."""

    title: str
    organiser: str
    plan: NightPlan
    saved: str  # what was kept, for the user
    weeks: int | None = None  # the league's length (a results file does not say)


def _present_ids(names_text: str | None, players) -> list[int] | None:
    from warbands_manager.services.leagues import fold_name

    if names_text is None:
        return None
    by_name = {fold_name(p.name): p.id for p in players}
    ids = []
    for name in (n for n in names_text.split(",") if n.strip()):
        if fold_name(name) not in by_name:
            raise _BadInput(f"{name.strip()!r} is not a player of this league; players: "
                            f"{', '.join(p.name for p in players)}")
        if by_name[fold_name(name)] not in ids:
            ids.append(by_name[fold_name(name)])
    return ids


def _night_from_database(args) -> _Night | int:
    from warbands_manager.services.league_nights import LeagueNightService
    from warbands_manager.services.leagues import LeagueError, LeagueNotFound, LeagueService

    with opened_database(args) as database:
        if database is None:
            return EXIT_REFUSED
        try:
            leagues = LeagueService(database)
            league_id = leagues.find(args.source)
            detail = leagues.league(league_id)
            present = _present_ids(args.present, detail.players)
            nights = LeagueNightService(database)
            if args.dry_run:
                plan, saved = nights.plan(league_id, args.week, present), "not kept (--dry-run)"
            else:
                plan, _before = nights.pair(league_id, args.week, present)
                saved = f"kept as week {args.week}'s pairing"
            return _Night(detail.name, detail.settings.organiser, plan, saved,
                          detail.settings.weeks)
        except (LeagueError, LeagueNotFound) as error:
            raise _BadInput(str(error)) from error


def _night_from_file(args) -> _Night:
    from warbands_manager.commands.league_files import ResultsSourceError, read_results_source
    from warbands_manager.rules.league import nights as rules
    from warbands_manager.rules.league.results_csv import league_from_results
    from warbands_manager.rules.league.standings import compute_standings
    from warbands_manager.rules.league.tables import LeagueTables, default_document
    from warbands_manager.services.league_nights import NightPlan

    if args.week < 1:
        raise _BadInput(f"--week must be 1 or more, not {args.week}")
    try:
        source = read_results_source(args.source)
    except ResultsSourceError as error:
        raise _BadInput(str(error)) from error
    last = max([4, args.week, *(r.week for r in source.rows)])
    tables = LeagueTables(default_document(last))
    league = league_from_results(source.rows, tables, source.byes)
    ids = {p.name.casefold(): p.id for p in league.players}
    record = rules.record_from_byes(source.byes, ids)
    standings = compute_standings(league.players, league.games, tables, args.week)
    ordered = sorted(league.games, key=lambda g: g.week)  # stable: file order within a week
    present = _present_ids(args.present, league.players)
    pairing = rules.plan_week(args.week, standings, rules.history_up_to(ordered, args.week),
                              present, record)
    names = {p.id: p.name for p in league.players}
    saved = "not kept (--dry-run)"
    if not args.dry_run:
        saved = _keep_byes(Path(args.source), args.week, [names[p] for p in pairing.byes])
    return _Night(Path(args.source).stem, "", NightPlan(pairing, standings, names), saved)


def _keep_byes(path: Path, week: int, names: list[str]) -> str:
    from warbands_manager.rules.league.results_csv import with_bye_lines

    if path.suffix.lower() != ".csv":
        lines = "; ".join(f"{week},{n},,bye" for n in names) or "none"
        return f"not written into a spreadsheet: add the bye line(s) yourself ({lines})"
    from warbands_manager.rules.input_files import InputFileError, read_input_text
    from warbands_manager.rules.league.limits import MAX_RESULTS_BYTES

    try:  # read again (it was read for the pairing): it may have changed into anything since
        text = read_input_text(path, MAX_RESULTS_BYTES, "results file")
    except InputFileError as error:
        raise _BadInput(str(error)) from None
    text = with_bye_lines(text, week, names)
    write_text(path, text)
    return f"week {week}'s bye line(s) written to {path.name}"


def _pairings(args: argparse.Namespace) -> int:
    from warbands_manager.commands.league_files import looks_like_results_file
    from warbands_manager.rules.league.nights import pairing_json

    try:
        night = (_night_from_file(args) if looks_like_results_file(args.source)
                 else _night_from_database(args))
    except _BadInput as error:
        return _fail(str(error))
    if isinstance(night, int):
        return night
    plan = night.plan
    if args.sheet:
        _write_sheet(Path(args.sheet), night)
    if args.json:
        print(json.dumps(pairing_json(plan.pairing, plan.names), ensure_ascii=False, indent=2))
    else:
        _print_plan(night)
    print(f"pairing {night.saved}", file=sys.stderr)
    if args.sheet:
        print(f"written: {args.sheet}", file=sys.stderr)
    return 0


def _print_plan(night: _Night) -> None:
    from warbands_manager.rules.league.nights import tables_of

    plan = night.plan
    print(f"Pairings, week {plan.pairing.week}")
    for table, a, size_a, b, size_b in tables_of(plan.pairing, plan.standings):
        print(f"table {table:>3}  {a} ({size_a} pts)  v  {b} ({size_b} pts)")
    for player in plan.pairing.byes:
        print(f"bye        {plan.names[player]}")
    for note in plan.pairing.notes:
        print(f"note: {note}")


def _write_sheet(path: Path, night: _Night) -> None:
    from warbands_manager.reports.league_pairings import SheetTable, write_pairings_sheet
    from warbands_manager.reports.league_scorecard import ScorecardInfo
    from warbands_manager.rules.league.nights import tables_of

    plan = night.plan
    info = ScorecardInfo(night.title, night.organiser, night.weeks or 0)
    write_pairings_sheet(path, info, plan.pairing.week,
                         [SheetTable(*row) for row in tables_of(plan.pairing, plan.standings)],
                         [plan.names[p] for p in plan.pairing.byes], list(plan.pairing.notes))


def _publish(args: argparse.Namespace) -> int:
    from warbands_manager.commands.league_files import looks_like_results_file
    from warbands_manager.publish.folder import write_site
    from warbands_manager.publish.site import build_site

    try:
        data = (_site_from_file(args.source) if looks_like_results_file(args.source)
                else _site_from_database(args))
    except _BadInput as error:
        return _fail(str(error))
    if isinstance(data, int):
        return data
    try:
        report = write_site(Path(args.output), build_site(data))
    except OSError as error:
        return _fail(str(error) if isinstance(error, FileNotWritten)
                     else f"cannot write {args.output}: {error.strerror or error}")
    print(f"published {args.output}: {report.summary()}")
    return 0


def _site_from_database(args):
    from warbands_manager.services.league_publish import league_site
    from warbands_manager.services.leagues import LeagueError, LeagueNotFound, LeagueService

    with opened_database(args) as database:
        if database is None:
            return EXIT_REFUSED
        try:
            return league_site(database, LeagueService(database).find(args.source))
        except (LeagueError, LeagueNotFound) as error:
            raise _BadInput(str(error)) from error


def _site_from_file(source_name: str):
    """The site of a results file: default tables, and suggested pairings for the week after
    the last one played (everyone present)."""
    from warbands_manager.commands.league_files import ResultsSourceError, read_results_source
    from warbands_manager.publish.site import SiteData, SiteGame, SitePairings
    from warbands_manager.rules.league import nights as rules
    from warbands_manager.rules.league.results_csv import league_from_results
    from warbands_manager.rules.league.standings import compute_standings
    from warbands_manager.rules.league.tables import LeagueTables, default_document

    try:
        source = read_results_source(source_name)
    except ResultsSourceError as error:
        raise _BadInput(str(error)) from error
    last = max([1, *(r.week for r in source.rows)])
    tables = LeagueTables(default_document(max(4, last + 1)))
    league = league_from_results(source.rows, tables, source.byes)
    standings = compute_standings(league.players, league.games, tables, last)
    ids = {p.name.casefold(): p.id for p in league.players}
    ordered = sorted(league.games, key=lambda g: g.week)
    coming = compute_standings(league.players, league.games, tables, last + 1)
    pairing = rules.plan_week(last + 1, coming, rules.history_up_to(ordered, last + 1), None,
                              rules.record_from_byes(source.byes, ids))
    games = tuple(SiteGame(g.week, g.a, g.b, g.outcome.value, g.scored.league_points_a,
                           g.scored.league_points_b) for g in ordered)
    return SiteData(Path(source_name).stem, "", max(4, last), standings, games, (),
                    SitePairings(pairing.week, pairing.pairs, pairing.byes, pairing.notes, True),
                    tuple(league.warnings))
