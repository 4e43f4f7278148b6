"""Results in from .xlsx and .ods (same all-or-nothing check, errors by sheet, row and column),
standings and results out to .xlsx — and no exported cell is ever a formula."""

from __future__ import annotations

import csv
import io

import pytest
from openpyxl import Workbook, load_workbook

from warbands_manager.rules.cells import escape_cell, unescape_cell
from warbands_manager.rules.league.results import Outcome
from warbands_manager.rules.league.results_csv import ResultsFileError
from warbands_manager.services.league_games import GameInput, LeagueGameService
from warbands_manager.services.league_workbook import export_workbook, import_workbook
from warbands_manager.services.leagues import LeagueService, LeagueSettings, PlayerData
from warbands_manager.services.spreadsheets import SpreadsheetError, read_results

HOSTILE = "=HYPERLINK(\"http://x\",\"y\")"


@pytest.fixture
def league(database):
    leagues = LeagueService(database)
    league_id = leagues.create_league(LeagueSettings("Spring"), [
        PlayerData(n) for n in ("Ann", "Bob", HOSTILE, "+Cat", "@Dan", "-Eve")])
    return leagues, LeagueGameService(database), league_id


def _xlsx(path, sheets):
    book = Workbook()
    book.remove(book.active)
    for title, rows in sheets:
        sheet = book.create_sheet(title)
        for row in rows:
            sheet.append(row)
    book.save(path)


def _ods(path, rows):
    from odf.opendocument import OpenDocumentSpreadsheet
    from odf.table import Table, TableCell, TableRow
    from odf.text import P

    document = OpenDocumentSpreadsheet()
    table = Table(name="Games")
    for values in rows:
        row = TableRow()
        for value in values:
            if isinstance(value, int):
                cell = TableCell(valuetype="float", value=value)
            else:
                cell = TableCell(valuetype="string")
            cell.addElement(P(text=str(value)))
            row.addElement(cell)
        table.addElement(row)
    document.spreadsheet.addElement(table)
    document.save(str(path))


def test_xlsx_and_ods_import_like_csv(league, tmp_path):
    leagues, games, league_id = league
    xlsx = tmp_path / "night.xlsx"
    _xlsx(xlsx, [("Notes", [["anything"]]),
                 ("Results", [["week", "player_a", "player_b", "result"], [1, "Ann", "Bob",
                                                                           "victory"]])])
    ids, report = import_workbook(games, league_id, xlsx)
    assert len(ids) == 1 and "skipped sheet Notes" in report[1]
    ods = tmp_path / "night.ods"
    _ods(ods, [["week", "player_a", "player_b", "result"], [2, "Bob", "Ann", "draw"]])
    ids, _ = import_workbook(games, league_id, ods)
    assert [g.week for g in games.games(league_id)] == [1, 2]


def test_a_bad_cell_names_sheet_row_and_column_and_imports_nothing(league, tmp_path):
    leagues, games, league_id = league
    path = tmp_path / "bad.xlsx"
    _xlsx(path, [("Week 1", [["week", "player_a", "player_b", "result"],
                             [1, "Ann", "Bob", "victory"], [1, "Ann", "Bob", "won"]])])
    with pytest.raises(ResultsFileError, match=r"sheet 'Week 1', row 3, column result"):
        import_workbook(games, league_id, path)
    _xlsx(path, [("Week 1", [["week", "player_a", "player_b", "result"],
                             [1, "Ann", "Zed", "victory"]])])
    with pytest.raises(ResultsFileError, match=r"sheet 'Week 1', row 2, column player_b"):
        import_workbook(games, league_id, path)
    assert games.games(league_id) == []


def test_not_a_spreadsheet_and_an_empty_one_are_refused(tmp_path):
    fake = tmp_path / "fake.xlsx"
    fake.write_text("not a zip")
    with pytest.raises(SpreadsheetError, match="not a readable .xlsx"):
        read_results(fake)
    empty = tmp_path / "empty.xlsx"
    _xlsx(empty, [("Results", [["week", "player_a", "player_b", "result"]])])
    with pytest.raises(SpreadsheetError, match="no results"):
        read_results(empty)


def test_xlsx_export_round_trips_and_writes_no_formula(league, tmp_path):
    leagues, games, league_id = league
    detail = leagues.league(league_id)
    ids = {p.name: p.id for p in detail.players}
    games.record_game(league_id, GameInput(1, ids[HOSTILE], ids["+Cat"], Outcome.VICTORY))
    games.record_game(league_id, GameInput(1, ids["@Dan"], ids["-Eve"], Outcome.DRAW))
    path = tmp_path / "out.xlsx"
    export_workbook(games, league_id, path)
    book = load_workbook(path)
    assert book.sheetnames == ["Standings", "Results"]
    cells = [c for sheet in book for row in sheet.iter_rows() for c in row]
    assert not any(c.data_type == "f" for c in cells)
    names = {c.value for c in cells if c.data_type == "s"}
    assert {HOSTILE, "+Cat", "@Dan", "-Eve"} <= names
    other = leagues.create_league(LeagueSettings("Copy"), [PlayerData(p.name)
                                                           for p in detail.players])
    imported, report = import_workbook(games, other, path)
    assert len(imported) == 2 and "skipped sheet Standings" in report[1]


def test_csv_exports_write_formula_starts_as_text(league):
    leagues, games, league_id = league
    ids = {p.name: p.id for p in leagues.league(league_id).players}
    games.record_game(league_id, GameInput(1, ids[HOSTILE], ids["-Eve"], Outcome.VICTORY))
    for text in (games.export_results(league_id), games.export_standings(league_id)):
        cells = [c for row in csv.reader(io.StringIO(text)) for c in row]
        assert "'" + HOSTILE in cells and "'-Eve" in cells
        assert not any(c.startswith(("=", "+", "@")) for c in cells)
    # and an exported results file imports back to the same names
    other = leagues.create_league(LeagueSettings("Again"), [PlayerData(HOSTILE),
                                                            PlayerData("-Eve")])
    assert len(games.import_results(other, games.export_results(league_id))) == 1


def test_escape_cell():
    assert [escape_cell(v) for v in ("=1+1", "+1", "-1", "@SUM(A1)", "\t=1", "Ann", 3, -3)] == [
        "'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\t=1", "Ann", 3, -3]
    assert unescape_cell("'=1+1") == "=1+1" and unescape_cell("'Ann") == "'Ann"
