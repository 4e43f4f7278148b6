"""Every reader of a user's file, against the same hostile files (input that cannot hurt): a
FIFO (would hang), a file over its size limit and ``/dev/zero`` (refused before
reading), non-UTF-8 bytes, a lone surrogate, a 5,000-digit number and deep nesting.

Each gives that reader's documented error, naming the file — or, for content that is merely
odd, a success — never a traceback (``RecursionError``, ``ValueError: Exceeds the limit``,
``UnicodeDecodeError``, ``MemoryError``) and never a hang. All readers go through
``rules/input_files.py``; this table is where a new reader is added.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from warbands_manager.commands import league_pairings
from warbands_manager.commands.league import BadInput
from warbands_manager.commands.league_files import ResultsSourceError, read_results_source
from warbands_manager.companions.against_the_darkness.endstate import (
    EndStateError,
    read_end_state,
)
from warbands_manager.rules.armydata.files import ArmyFileError, open_source
from warbands_manager.rules.datafile import DataFileError, load_toml
from warbands_manager.rules.roster_io import RosterReadError, read_roster_file
from warbands_manager.services.spreadsheets import SpreadsheetError, read_results

DEEP = 100_000
DIGITS = "9" * 5_000
JSON_CASES = {
    "non-utf8": b'{"name": "\xe9mile"}',
    "lone-surrogate": b'{"format": "x", "name": "bad\\udc80"}',
    "huge-number": f'{{"format": "x", "players": {DIGITS}}}'.encode(),
    "deep-nesting": b'{"extra": ' + b"[" * DEEP + b"]" * DEEP + b"}",
}
CSV_CASES = {
    "non-utf8": b"week,player_a,player_b,result\n1,\xe9mile,Bob,victory\n",
    "lone-surrogate": b"week,player_a,player_b,result\n1,\xed\xb2\x80,Bob,victory\n",
    "huge-number": f"week,player_a,player_b,result\n{DIGITS},Ann,Bob,victory\n".encode(),
    "deep-nesting": b"week,player_a,player_b,result\n1," + b"[" * DEEP + b",Bob,victory\n",
}
XML_CASES = {
    "non-utf8": b'<?xml version="1.0" encoding="utf-8"?><catalogue name="\xe9"/>',
    "lone-surrogate": b'<catalogue id="a" name="&#xDC80;"/>',
    "huge-number": f'<catalogue id="a" name="n" revision="{DIGITS}"/>'.encode(),
    "deep-nesting": b"<catalogue>" + b"<a>" * DEEP + b"</a>" * DEEP + b"</catalogue>",
}
TOML_CASES = {
    "non-utf8": b'name = "\xe9mile"\n',
    "lone-surrogate": b'name = "bad\\udc80"\n',
    "huge-number": f"value = {DIGITS}\n".encode(),
    "deep-nesting": b"value = " + b"[" * DEEP + b"]" * DEEP + b"\n",
}
XLSX_CASES = {name: content for name, content in CSV_CASES.items()}  # not a zip: refused


@dataclass(frozen=True)
class Reader:
    read: Callable[[Path], object]
    error: type[Exception]
    suffix: str
    cases: dict[str, bytes]


def _keep_byes(path: Path) -> object:
    try:
        return league_pairings._keep_byes(path, 1, ["Ann"])
    except BadInput as error:
        raise ResultsSourceError(str(error)) from None


READERS = {
    "roster": Reader(read_roster_file, RosterReadError, ".json", JSON_CASES),
    "results-csv": Reader(lambda p: read_results_source(str(p)), ResultsSourceError, ".csv",
                          CSV_CASES),
    "results-xlsx": Reader(read_results, SpreadsheetError, ".xlsx", XLSX_CASES),
    "league-night-byes": Reader(_keep_byes, ResultsSourceError, ".csv", CSV_CASES),
    "battlescribe": Reader(open_source, ArmyFileError, ".cat", XML_CASES),
    "end-state": Reader(read_end_state, EndStateError, ".json", JSON_CASES),
    "data-file": Reader(load_toml, DataFileError, ".toml", TOML_CASES),
}
MUST_REFUSE = ("fifo", "oversize", "non-utf8")


def _documented(reader: Reader, path: Path, case: str) -> None:
    try:
        reader.read(path)
    except reader.error as error:
        assert path.name in str(error) or str(path) in str(error)
        assert "Traceback" not in str(error) and "\n" not in str(error).strip()
        return
    assert case not in MUST_REFUSE, f"{case} was read as if it were a good file"


@pytest.mark.parametrize("name", READERS)
def test_a_fifo_is_refused_without_waiting(tmp_path, name):
    reader = READERS[name]
    fifo = tmp_path / f"pipe{reader.suffix}"
    os.mkfifo(fifo)
    _documented(reader, fifo, "fifo")  # a hang here would be the failure


@pytest.mark.parametrize("name", READERS)
def test_a_file_over_the_limit_is_refused_before_reading(tmp_path, name):
    reader = READERS[name]
    big = tmp_path / f"huge{reader.suffix}"
    with big.open("wb") as handle:  # sparse: 2 GB on paper, nothing on disk
        handle.seek(2 * 1024 ** 3)
        handle.write(b"\0")
    _documented(reader, big, "oversize")


@pytest.mark.parametrize("name", READERS)
def test_dev_zero_is_refused(tmp_path, name):
    reader = READERS[name]
    zero = tmp_path / f"zero{reader.suffix}"  # a name the reader accepts, a device behind it
    zero.symlink_to("/dev/zero")
    with pytest.raises(reader.error, match="not a regular file"):
        reader.read(zero)


@pytest.mark.parametrize("case", list(JSON_CASES))
@pytest.mark.parametrize("name", READERS)
def test_hostile_content_is_a_documented_error_or_a_success(tmp_path, name, case):
    reader = READERS[name]
    path = tmp_path / f"{case}{reader.suffix}"
    path.write_bytes(reader.cases[case])
    _documented(reader, path, case)


@pytest.mark.parametrize("name", ["roster", "end-state"])
def test_json_readers_name_the_line_and_column_of_a_huge_number(tmp_path, name):
    reader = READERS[name]
    path = tmp_path / f"n{reader.suffix}"
    path.write_bytes(JSON_CASES["huge-number"])
    with pytest.raises(reader.error, match="line 1 column 28") as refused:
        reader.read(path)
    assert "5,000 digits" in str(refused.value)
