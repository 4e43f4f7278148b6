"""Reading a results file given on the command line: CSV, ``.xlsx`` or ``.ods`` (no Qt)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from warbands_manager.commands.league import BadInput, check_week
from warbands_manager.rules.input_files import InputFileError, read_input_text
from warbands_manager.rules.league.limits import MAX_RESULTS_BYTES
from warbands_manager.rules.league.results_csv import (
    DuplicateResultError,
    ResultsFileError,
    check_duplicates,
    league_from_results,
    parse_results,
)
from warbands_manager.rules.league.standings import compute_standings
from warbands_manager.rules.league.tables import LeagueTables, default_document
from warbands_manager.services.spreadsheets import SpreadsheetError, is_spreadsheet, read_results


class ResultsSourceError(ValueError):
    """A results file that cannot be used; the message names the file and the place."""


@dataclass
class ResultsSource:
    rows: list
    byes: list
    notes: list[str] = field(default_factory=list)  # what was read and skipped


def read_results_source(source: str, max_week: int | None = None,
                        allow_duplicates: bool = True) -> ResultsSource:
    """Every game (and bye line) of ``source``; all or nothing. ``max_week``: a later week is
    refused; ``allow_duplicates=False``: a line repeating another exactly is refused."""
    if is_spreadsheet(source):
        try:
            found = read_results(source, max_week)
            if not allow_duplicates:
                check_duplicates(found.rows)
        except DuplicateResultError as error:
            raise ResultsSourceError(f"{source}: {error}; --allow-duplicates counts it") \
                from error
        except (SpreadsheetError, ResultsFileError) as error:
            raise ResultsSourceError(f"{source}: {error}") from error
        notes = [f"read sheet(s): {', '.join(found.read)}"]
        notes += [f"skipped sheet {line}" for line in found.skipped]
        return ResultsSource(found.rows, found.byes, notes)
    try:
        # A regular file of sane size, checked before reading; undecodable text names the line.
        text = read_input_text(source, MAX_RESULTS_BYTES, "results file")
    except InputFileError as error:
        raise ResultsSourceError(f"cannot read {error}") from error
    byes: list = []
    try:
        rows = parse_results(text, max_week, byes=byes, allow_duplicates=allow_duplicates)
    except DuplicateResultError as error:
        raise ResultsSourceError(f"{source}: {error}; --allow-duplicates counts it") from error
    except ResultsFileError as error:
        raise ResultsSourceError(f"{source}: {error}") from error
    return ResultsSource(rows, byes)


def standings_from_file(source: str, week: int | None, weeks: int = 4,
                        allow_duplicates: bool = False):
    """(standings, warnings, title, tables) of a results file (CSV, .xlsx or .ods) with the
    default tables of a ``weeks``-week league."""
    if weeks < 1:
        raise BadInput(f"--weeks must be 1 or more, not {weeks}")
    try:
        rows = read_results_source(source, weeks, allow_duplicates).rows
    except ResultsSourceError as error:
        raise BadInput(str(error)) from error
    tables = LeagueTables(default_document(weeks))
    league = league_from_results(rows, tables)
    check_week(week, weeks)
    standings = compute_standings(league.players, league.games, tables, week)
    return standings, league.warnings, Path(source).stem, tables
