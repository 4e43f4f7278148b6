"""Input the size caps allow also fits in memory: a large spreadsheet, results file or army data
file is read in bounded memory, or refused at once with a message naming the file and the
limit. Memory is measured in a child process (``ru_maxrss``), as benchmarks/input_memory.py
does at full size."""

from __future__ import annotations

import sys
import zipfile

import pytest

from benchmarks.input_memory import ods_sheet, peak_of, results_csv, xlsx_sheet
from warbands_manager.cli import main
from warbands_manager.rules.league import results_csv as results_module


def run(capsys, *argv) -> tuple[int, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    return code, captured.err + captured.out


def standings(path) -> list[str]:
    return [sys.executable, "-m", "warbands_manager", "league", "standings", "--weeks", "100",
            "--allow-duplicates", str(path)]


def test_an_ods_is_read_row_by_row(tmp_path):
    # A tree of the whole document (odfpy) took more than a gigabyte for this file.
    code, peak, message, _seconds = peak_of(standings(ods_sheet(tmp_path / "r.ods", 20_000)))
    assert code == 0, message
    assert peak < 150, f"{peak} MB"


def test_a_million_columns_per_row_of_an_ods_cost_nothing(tmp_path):
    wide = ods_sheet(tmp_path / "wide.ods", 5_000, repeat_columns=1_000_000)
    code, peak, message, _seconds = peak_of(standings(wide))
    assert code == 0, message
    assert peak < 150, f"{peak} MB"


def test_an_xlsx_claiming_16384_columns_is_not_padded_to_them(tmp_path):
    # What the sheet claims (16,384 columns, 20,000 rows) is not what is read: its cells are.
    gap = xlsx_sheet(tmp_path / "gap.xlsx", 100, "A1:XFD20101", gap=20_000)
    code, peak, message, _seconds = peak_of(standings(gap), timeout=60)
    assert code == 0, message
    assert peak < 150, f"{peak} MB"


def test_a_row_of_too_many_cells_is_refused_before_openpyxl_builds_it(tmp_path, capsys,
                                                                       monkeypatch):
    from warbands_manager.services import spreadsheet_parts

    monkeypatch.setattr(spreadsheet_parts, "MAX_ROW_CELLS", 4)
    wide = xlsx_sheet(tmp_path / "wide.xlsx", 10, last_column="E")
    code, text = run(capsys, "league", "standings", str(wide))
    assert code == 2 and "wide.xlsx" in text and "more than 4 cells" in text


def test_a_part_that_unpacks_past_its_bound_is_refused_unread(tmp_path, capsys):
    book = xlsx_sheet(tmp_path / "bomb.xlsx", 10)
    with zipfile.ZipFile(book, "a", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("xl/sharedStrings.xml", b" " * (17 * 1024 * 1024))
    code, text = run(capsys, "league", "standings", str(book))
    assert code == 2 and "bomb.xlsx" in text and "xl/sharedStrings.xml" in text
    assert "more than the 16 MB" in text


@pytest.mark.parametrize(("bound", "value", "lines", "expected"), [
    ("MAX_GAMES", 50, 51, "more than 50 games in one file"),
    ("MAX_PLAYERS", 100, 60, "more than 100 players in one file"),
])
def test_a_results_file_past_a_bound_is_refused_naming_file_line_and_bound(
        tmp_path, capsys, monkeypatch, bound, value, lines, expected):
    monkeypatch.setattr(results_module, bound, value)
    path = results_csv(tmp_path / "games.csv", lines)
    code, text = run(capsys, "league", "standings", "--weeks", "100", "--allow-duplicates",
                     str(path))
    assert code == 2 and str(path) in text and expected in text and "line " in text


def test_columns_and_club_cells_past_their_bounds_are_refused(tmp_path, capsys, monkeypatch):
    wide = tmp_path / "wide.csv"
    wide.write_text("week,player_a,player_b,result\n1,Ann,Bob,victory" + ",x" * 70 + "\n")
    code, text = run(capsys, "league", "standings", str(wide))
    assert code == 2 and "wide.csv" in text and "most 64" in text
    monkeypatch.setattr(results_module, "MAX_EXTRA_CELLS", 10)
    path = results_csv(tmp_path / "notes.csv", 20, extra="a note")
    code, text = run(capsys, "league", "standings", "--weeks", "100", str(path))
    assert code == 2 and "more than 10 cells beside" in text


def test_a_large_results_file_stays_small_in_memory(tmp_path):
    # Every repeat pairing was printed through the log: minutes for a large file.
    code, peak, message, seconds = peak_of(standings(results_csv(tmp_path / "g.csv", 50_000)))
    assert code == 0, message
    assert peak < 150, f"{peak} MB"


def test_a_catalogue_of_too_many_tags_is_refused_before_parsing(tmp_path, capsys):
    bomb = tmp_path / "many.cat"
    bomb.write_bytes(b"<catalogue>" + b"<a/>" * 500_000 + b"</catalogue>")
    code, text = run(capsys, "--db", str(tmp_path / "a.db"), "import-bsdata", str(bomb))
    assert code == 2 and "many.cat" in text and "more than 400,000 tags" in text


@pytest.mark.parametrize("kind", ["xlsx", "ods"])
def test_a_workbook_of_too_many_cells_is_refused_while_read(tmp_path, capsys, monkeypatch,
                                                             kind):
    # Every cell of every row was kept as text before a row was checked: gigabytes for a
    # sheet of a few megabytes whose rows are 64 cells wide.
    from warbands_manager.services import spreadsheet_parts

    monkeypatch.setattr(spreadsheet_parts, "MAX_CELLS", 20)
    book = (xlsx_sheet(tmp_path / "many.xlsx", 10) if kind == "xlsx"
            else ods_sheet(tmp_path / "many.ods", 10))
    code, text = run(capsys, "league", "standings", "--weeks", "100", str(book))
    assert code == 2 and book.name in text and "more than 20 filled cells" in text


def test_an_entity_bomb_in_an_ods_is_refused_unexpanded(tmp_path, capsys):
    lol = "".join(f'<!ENTITY l{n} "{f"&l{n - 1};" * 10}">' for n in range(1, 10))
    content = (f'<?xml version="1.0"?><!DOCTYPE d [<!ENTITY l0 "lol">{lol}]>'
               '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:'
               'office:1.0">&l9;</office:document-content>')
    bomb = tmp_path / "bomb.ods"
    with zipfile.ZipFile(bomb, "w") as archive:
        archive.writestr("content.xml", content)
    code, text = run(capsys, "league", "standings", str(bomb))
    assert code == 2 and "bomb.ods is not a readable .ods file" in text
