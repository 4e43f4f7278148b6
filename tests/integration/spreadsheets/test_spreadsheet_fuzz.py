"""Hostile spreadsheets: whatever the bytes, reading gives results or a documented error
(``SpreadsheetError`` / ``ResultsFileError`` naming the file or place), never a traceback."""

from __future__ import annotations

import io
import zipfile

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from openpyxl import Workbook

from warbands_manager.rules.league.results_csv import ResultsFileError
from warbands_manager.services.spreadsheets import SpreadsheetError, read_results

DOCUMENTED = (SpreadsheetError, ResultsFileError)


def _valid_xlsx() -> bytes:
    book = Workbook()
    book.active.title = "Results"
    for row in (["week", "player_a", "player_b", "result"], [1, "Ann", "Bob", "victory"]):
        book.active.append(row)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


VALID = _valid_xlsx()


def _read(tmp_path, suffix: str, data: bytes):
    path = tmp_path / f"fuzz{suffix}"
    path.write_bytes(data)
    try:
        return read_results(path)
    except DOCUMENTED as error:
        assert "fuzz" in str(error) or "sheet" in str(error) or "line" in str(error)
        return None


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=2000), st.sampled_from([".xlsx", ".ods"]))
def test_random_bytes(tmp_path, data, suffix):
    _read(tmp_path, suffix, data)


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.integers(0, len(VALID) - 1), st.binary(min_size=1, max_size=40))
def test_a_damaged_workbook(tmp_path, where, junk):
    _read(tmp_path, ".xlsx", VALID[:where] + junk + VALID[where + len(junk):])


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from(["xl/worksheets/sheet1.xml", "xl/workbook.xml", "xl/sharedStrings.xml",
                        "[Content_Types].xml", "xl/styles.xml"]),
       st.text(max_size=300))
def test_a_workbook_with_one_part_replaced(tmp_path, member, text):
    source = zipfile.ZipFile(io.BytesIO(VALID))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as target:
        for info in source.infolist():
            data = text.encode("utf-8", "surrogatepass") if info.filename == member \
                else source.read(info)
            target.writestr(info, data)
    _read(tmp_path, ".xlsx", out.getvalue())


def test_pinned_cases(tmp_path):
    assert _read(tmp_path, ".xlsx", VALID).rows[0].player_a == "Ann"
    assert _read(tmp_path, ".ods", VALID) is None  # an .xlsx named .ods
    assert _read(tmp_path, ".xlsx", b"") is None
    folder = tmp_path / "folder.xlsx"
    folder.mkdir()
    try:
        read_results(folder)
    except SpreadsheetError as error:
        assert "is a folder, not a file" in str(error)  # rules/input_files, like every reader
