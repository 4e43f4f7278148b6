"""``warbands-manager league publish``: the standings as a static web site, from a league in
the database or a results file (registered by ``league_night.py``). A results file is published
without loading the services."""

from __future__ import annotations

import argparse
from pathlib import Path

from warbands_manager.commands.common import handled_in
from warbands_manager.commands.league import BadInput, fail, looks_like_results_file
from warbands_manager.commands.league_files import ResultsSourceError, read_results_source
from warbands_manager.publish.folder import write_site
from warbands_manager.publish.site import SiteData, SiteGame, SitePairings, build_site
from warbands_manager.rules.league import nights as rules
from warbands_manager.rules.league.results_csv import league_from_results
from warbands_manager.rules.league.standings import compute_standings
from warbands_manager.rules.league.tables import LeagueTables, default_document
from warbands_manager.whole_file import FileNotWritten

_site_from_database = handled_in("league_opened", "site")


def publish(args: argparse.Namespace) -> int:
    try:
        data = (_site_from_file(args.source) if looks_like_results_file(args.source)
                else _site_from_database(args))
    except BadInput as error:
        return fail(str(error))
    if isinstance(data, int):
        return data
    try:
        report = write_site(Path(args.output), build_site(data))
    except OSError as error:
        return fail(str(error) if isinstance(error, FileNotWritten)
                     else f"cannot write {args.output}: {error.strerror or error}")
    print(f"published {args.output}: {report.summary()}")
    return 0


def _site_from_file(source_name: str):
    """The site of a results file: default tables, and suggested pairings for the week after
    the last one played (everyone present)."""
    try:
        source = read_results_source(source_name)
    except ResultsSourceError as error:
        raise BadInput(str(error)) from error
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
