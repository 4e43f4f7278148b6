"""``warbands-manager league pairings``: a league night's pairing, from a league in the
database or a results file (registered by ``league_night.py``)."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path

from warbands_manager.commands.common import EXIT_REFUSED, opened_database
from warbands_manager.commands.league import BadInput, fail, looks_like_results_file
from warbands_manager.commands.league_files import ResultsSourceError, read_results_source
from warbands_manager.rules.input_files import InputFileError, read_input_text
from warbands_manager.rules.league import nights as rules
from warbands_manager.rules.league.limits import MAX_RESULTS_BYTES
from warbands_manager.rules.league.results_csv import league_from_results, with_bye_lines
from warbands_manager.rules.league.standings import compute_standings
from warbands_manager.rules.league.tables import LeagueTables, default_document
from warbands_manager.services.league_nights import LeagueNightService, NightPlan
from warbands_manager.services.leagues import (
    LeagueError,
    LeagueNotFound,
    LeagueService,
    fold_name,
)
from warbands_manager.whole_file import write_text


@dataclass
class _Night:
    """A league night worked out from either source."""

    title: str
    organiser: str
    plan: NightPlan
    saved: str  # what was kept, for the user
    weeks: int | None = None  # the league's length (a results file does not say)


def pairings(args: argparse.Namespace) -> int:
    try:
        night = (_night_from_file(args) if looks_like_results_file(args.source)
                 else _night_from_database(args))
    except BadInput as error:
        return fail(str(error))
    if isinstance(night, int):
        return night
    plan = night.plan
    if args.sheet:
        _write_sheet(Path(args.sheet), night)
    if args.json:
        print(json.dumps(rules.pairing_json(plan.pairing, plan.names), ensure_ascii=False,
                         indent=2))
    else:
        _print_plan(night)
    print(f"pairing {night.saved}", file=sys.stderr)
    if args.sheet:
        print(f"written: {args.sheet}", file=sys.stderr)
    return 0


def _present_ids(names_text: str | None, players) -> list[int] | None:
    if names_text is None:
        return None
    by_name = {fold_name(p.name): p.id for p in players}
    ids = []
    for name in (n for n in names_text.split(",") if n.strip()):
        if fold_name(name) not in by_name:
            raise BadInput(f"{name.strip()!r} is not a player of this league; players: "
                           f"{', '.join(p.name for p in players)}")
        if by_name[fold_name(name)] not in ids:
            ids.append(by_name[fold_name(name)])
    return ids


def _night_from_database(args) -> _Night | int:
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
            raise BadInput(str(error)) from error


def _night_from_file(args) -> _Night:
    if args.week < 1:
        raise BadInput(f"--week must be 1 or more, not {args.week}")
    try:
        source = read_results_source(args.source)
    except ResultsSourceError as error:
        raise BadInput(str(error)) from error
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
    if path.suffix.lower() != ".csv":
        lines = "; ".join(f"{week},{n},,bye" for n in names) or "none"
        return f"not written into a spreadsheet: add the bye line(s) yourself ({lines})"
    try:  # read again (it was read for the pairing): it may have changed into anything since
        text = read_input_text(path, MAX_RESULTS_BYTES, "results file")
    except InputFileError as error:
        raise BadInput(str(error)) from None
    text = with_bye_lines(text, week, names)
    write_text(path, text)
    return f"week {week}'s bye line(s) written to {path.name}"


def _print_plan(night: _Night) -> None:
    plan = night.plan
    print(f"Pairings, week {plan.pairing.week}")
    for table, a, size_a, b, size_b in rules.tables_of(plan.pairing, plan.standings):
        print(f"table {table:>3}  {a} ({size_a} pts)  v  {b} ({size_b} pts)")
    for player in plan.pairing.byes:
        print(f"bye        {plan.names[player]}")
    for note in plan.pairing.notes:
        print(f"note: {note}")


def _write_sheet(path: Path, night: _Night) -> None:
    # deferred: only --sheet prints, and only printing loads reportlab
    from warbands_manager.reports.league_pairings import SheetTable, write_pairings_sheet
    from warbands_manager.reports.league_scorecard import ScorecardInfo

    plan = night.plan
    info = ScorecardInfo(night.title, night.organiser, night.weeks or 0)
    tables = [SheetTable(*row) for row in rules.tables_of(plan.pairing, plan.standings)]
    write_pairings_sheet(path, info, plan.pairing.week, tables,
                         [plan.names[p] for p in plan.pairing.byes], list(plan.pairing.notes))
