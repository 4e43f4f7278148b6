"""Reading user files: regular files of a sane size only, checked before reading;
undecodable text named by file and line; a fuzz test asserting "documented error or success"."""

from __future__ import annotations

import os

import pytest
from fuzz_helpers import fuzz
from hypothesis import given
from hypothesis import strategies as st

from warbands_manager.rules.input_files import (
    InputFileError,
    decode_text,
    read_input_bytes,
    read_input_text,
    value_problem,
)


def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "results.csv"
    os.mkfifo(fifo)
    with pytest.raises(InputFileError, match="not a regular file"):
        read_input_text(fifo, 1024)


def test_dev_zero_is_refused_before_reading():
    with pytest.raises(InputFileError, match="not a regular file"):
        read_input_bytes("/dev/zero", 1024)


def test_a_file_over_the_limit_is_refused_before_reading(tmp_path):
    big = tmp_path / "huge.cat"
    with big.open("wb") as handle:  # sparse: 2 GB on paper, nothing on disk
        handle.seek(2 * 1024 ** 3)
        handle.write(b"\0")
    with pytest.raises(InputFileError, match="larger than the 64 MB"):
        read_input_bytes(big, 64 * 1024 * 1024, "BattleScribe file")


def test_non_utf8_text_names_the_file_line_and_byte(tmp_path):
    path = tmp_path / "latin1.csv"
    path.write_bytes(b"week,player_a,player_b,result\n1,\xe9mile,Bob,victory\n")
    with pytest.raises(InputFileError) as refused:
        read_input_text(path, 1024)
    assert str(refused.value).startswith(f"{path}: line 2 column 3: ")
    assert "0xe9" in str(refused.value) and "UTF-8" in str(refused.value)


def test_a_missing_file_and_a_folder_are_named(tmp_path):
    with pytest.raises(InputFileError, match="file not found"):
        read_input_text(tmp_path / "nope.json", 10)
    with pytest.raises(InputFileError, match="folder"):
        read_input_text(tmp_path, 10)


def test_deep_nesting_and_lone_surrogates_are_found_without_recursion():
    deep: list = []
    for _ in range(100_000):
        deep = [deep]
    assert "nested more than 64" in value_problem(deep)
    assert "\\udc80" in value_problem({"note": "bad\udc80"})
    assert value_problem({"fine": [1, "text", {"a": None}]}) is None


@fuzz()
@given(st.binary(max_size=300))
def test_any_bytes_are_text_or_a_documented_error(data):
    try:
        assert isinstance(decode_text(data, "f.csv"), str)
    except InputFileError as error:
        assert str(error).startswith("f.csv: line ")
