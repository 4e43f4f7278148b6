"""A league's standings and results as one ``.xlsx`` workbook (two sheets), and spreadsheet
imports into a league. The Results sheet has the results file's header, so an exported workbook
imports again as it is (the Standings sheet is then reported as skipped)."""

from __future__ import annotations

from pathlib import Path

from warbands_manager.rules.league.results_csv import (
    COLUMNS,
    STANDINGS_COLUMNS,
    ResultsFileError,
    standings_cells,
)
from warbands_manager.services.league_games import LeagueGameService
from warbands_manager.services.spreadsheets import read_results, write_workbook


def export_workbook(games: LeagueGameService, league_id: int, path: Path,
                    week: int | None = None) -> None:
    """Standings (as of ``week``, default the latest) and every league game."""
    standings = games.standings(league_id, week)
    results = [[g.week, g.name_a, g.name_b, g.outcome.value,
                g.played_on.isoformat() if g.played_on else ""]
               for g in games.games(league_id) if g.stage == "league"]
    write_workbook(path, [
        ("Standings", list(STANDINGS_COLUMNS), [standings_cells(r) for r in standings.rows]),
        ("Results", [*COLUMNS, "date"], results),
    ])


def import_workbook(games: LeagueGameService, league_id: int, path: Path
                    ) -> tuple[list[int], list[str]]:
    """Import a spreadsheet's results (all or none); returns the game ids and the report."""
    found = read_results(path)
    if found.byes:
        bye = found.byes[0]
        raise ResultsFileError(bye.line, "result", "a bye line is not a game; import takes "
                               "games only", found.read[0] if found.read else None)
    ids = games.import_rows(league_id, found.rows)
    report = [f"read sheet(s): {', '.join(found.read)}"]
    report += [f"skipped sheet {line}" for line in found.skipped]
    return ids, report
