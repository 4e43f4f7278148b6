"""``warbands-manager league scorecard|print``: the league's printouts (reportlab, which only
these actions load), from a league in the database or a results file."""

from __future__ import annotations

import argparse
from pathlib import Path

from warbands_manager.commands.common import print_warnings
from warbands_manager.commands.league import (
    BadInput,
    fail,
    looks_like_results_file,
    sheet_from_database,
    standings_from_file,
)
from warbands_manager.reports import league_scorecard as pdf


def scorecard(args: argparse.Namespace) -> int:
    pdf.load_fonts()
    try:
        if looks_like_results_file(args.source):
            standings, warnings, title, tables = standings_from_file(
                args.source, args.week, args.weeks, args.allow_duplicates)
            info = pdf.ScorecardInfo(title, "", args.weeks, tables, standings.tie_breakers)
            results = []
        else:
            sheet, week_games = sheet_from_database(args, args.source,
                                                    results=args.results_sheet, warnings=False)
            standings, warnings = sheet.standings, sheet.warnings
            info = pdf.ScorecardInfo(sheet.name, sheet.organiser, sheet.weeks, sheet.tables,
                                     sheet.tie_breakers)
            results = [pdf.ResultLine(standings.week, *game) for game in week_games]
    except BadInput as error:
        return fail(str(error))
    output = Path(args.output)
    _write(args, output, info, standings, results)
    print_warnings(warnings)
    print(f"written: {output}")
    return 0


def _write(args: argparse.Namespace, output: Path, info, standings, results) -> None:
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
