"""Fuzzing the roster JSON reader and the league results CSV reader: only their own errors."""

from __future__ import annotations

import json

import pytest
from fuzz_helpers import JSON, NASTY_TEXT, fuzz, mutated
from hypothesis import given
from hypothesis import strategies as st

from warbands_manager.rules.league.results_csv import ResultsFileError, parse_results
from warbands_manager.rules.roster import Roster
from warbands_manager.rules.roster_io import (
    RosterReadError,
    read_roster_file,
    read_roster_text,
    roster_from_dict,
    write_roster_text,
)

VALID = {
    "format": "warbands-roster/1", "name": "Þór <b>&amp;</b>", "army": "empire",
    "points_limit": 300,
    "units": [
        {"id": "cap", "name": "Captain", "category": "hero", "models": 1,
         "points_per_model": 50, "commander": True, "archetype": "trickster",
         "upgrades": [{"name": "Sword", "points": 3, "kind": "weapon"}]},
        {"id": "sw", "name": "Swordsmen", "category": "core", "models": 15,
         "points_per_model": 6, "base": "20x20", "book_min": 10},
    ],
}


def _roster_or_clear_error(read) -> Roster | None:
    try:
        roster = read()
    except RosterReadError as error:
        assert str(error).startswith("fuzz.json") and error.message
        return None
    assert isinstance(roster, Roster)
    assert read_roster_text(write_roster_text(roster), "fuzz.json") == roster  # round trip
    return roster


@fuzz()
@given(st.text() | NASTY_TEXT)
def test_any_text_is_a_roster_or_a_roster_error(text):
    _roster_or_clear_error(lambda: read_roster_text(text, "fuzz.json"))


@fuzz()
@given(JSON)
def test_any_json_value_is_a_roster_or_a_roster_error(document):
    _roster_or_clear_error(lambda: roster_from_dict(document, "fuzz.json"))


@fuzz(300)
@given(mutated(VALID))
def test_a_damaged_roster_is_read_or_refused_with_its_place(document):
    _roster_or_clear_error(lambda: roster_from_dict(document, "fuzz.json"))


@pytest.mark.parametrize("key, value, reason", [
    ("models", -3, "models"), ("models", "15", "models"), ("points_per_model", -1, "points"),
    ("models", 10 ** 30, "models"), ("name", "", "name"),
])
def test_wrong_types_and_negative_numbers_name_the_field(key, value, reason):
    document = json.loads(json.dumps(VALID))
    document["units"][1][key] = value
    with pytest.raises(RosterReadError) as refused:
        roster_from_dict(document, "fuzz.json")
    assert refused.value.where.startswith("units[1]") and reason in str(refused.value)


def test_huge_names_deep_nesting_and_huge_files_are_handled(tmp_path):
    document = json.loads(json.dumps(VALID))
    document["name"] = "N" * 10_000
    document["units"][0]["name"] = "U" * 10_000
    assert roster_from_dict(document).name == "N" * 10_000
    with pytest.raises(RosterReadError, match="nested too deeply"):
        read_roster_text("[" * 100_000 + "]" * 100_000, "fuzz.json")
    big = tmp_path / "big.json"
    big.write_text(json.dumps({**VALID, "padding": "x" * 17_000_000}))
    with pytest.raises(RosterReadError) as refused:
        read_roster_file(big)
    assert "big.json" in str(refused.value)
    binary = tmp_path / "photo.json"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\xff")
    with pytest.raises(RosterReadError, match="not UTF-8"):
        read_roster_file(binary)


HEADER = "week,player_a,player_b,result"
CELLS = st.sampled_from(["1", "0", "-2", "99", "1.5", "Ann", "Bo", "victory", "massacre",
                         "draw", "defeat", "massacred", "", '"', '"a,b"', "2026-13-45"])
CELLS = CELLS | NASTY_TEXT


def _results_or_clear_error(text: str) -> None:
    try:
        rows = parse_results(text, max_week=8)
    except ResultsFileError as error:
        assert str(error).startswith("line ") and error.column
        return
    for row in rows:
        assert 1 <= row.week <= 8 and row.player_a and row.player_b


@fuzz()
@given(st.text() | NASTY_TEXT)
def test_any_text_is_results_or_a_results_error(text):
    _results_or_clear_error(text)


@fuzz(300)
@given(st.lists(st.lists(CELLS, min_size=0, max_size=6), max_size=6),
       st.sampled_from([HEADER, HEADER + ",date", "week,player_a", ""]))
def test_csv_shaped_rows_are_results_or_a_results_error(rows, header):
    _results_or_clear_error("\n".join([header, *(",".join(r) for r in rows)]))
