"""``read_input_bytes`` asks for the size the file has (not its 64 MB limit, which read(n)
would allocate), yet a file that grew after it was measured is still read whole or refused."""

import os

import pytest

from warbands_manager.rules import input_files
from warbands_manager.rules.input_files import InputFileError, read_input_bytes


def _stat_reporting(monkeypatch, size: int) -> None:
    real = os.stat

    def smaller(path, *args, **kwargs):
        found = real(path, *args, **kwargs)
        return os.stat_result((*found[:6], size, *found[7:]))

    monkeypatch.setattr(input_files.os, "stat", smaller)


def test_a_file_that_grew_after_it_was_measured_is_read_whole(tmp_path, monkeypatch):
    path = tmp_path / "army.cat"
    path.write_bytes(b"<catalogue/>" * 10)
    _stat_reporting(monkeypatch, 4)
    assert read_input_bytes(path, 1000) == b"<catalogue/>" * 10


def test_a_file_that_grew_past_the_limit_is_refused(tmp_path, monkeypatch):
    path = tmp_path / "army.cat"
    path.write_bytes(b"x" * 200)
    _stat_reporting(monkeypatch, 4)
    with pytest.raises(InputFileError, match="larger than"):
        read_input_bytes(path, 100)
