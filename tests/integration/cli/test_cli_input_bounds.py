"""Input that cannot hurt, as the command line meets it: every number that sizes
work is bounded with a clear message, and each listed hostile input gets a documented error
naming the file and place — never a traceback."""

from __future__ import annotations

import json
import os

import pytest

from tests.unit.readers.fuzz_helpers import fuzz
from warbands_manager.cli import main
from warbands_manager.rules.roster_io import RosterReadError, read_roster_text
from warbands_manager.services.leagues import LeagueError, LeagueService, LeagueSettings, PlayerData
from warbands_manager.store.database import TextNotStorable

DEMO = {"format": "warbands-roster/1", "name": "Bones", "army": "empire",
        "units": [{"id": "cap", "name": "Captain", "category": "hero", "models": 1,
                   "points_per_model": 50, "commander": True}]}


def run(capsys, *argv) -> tuple[int, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    return code, captured.err + captured.out


def test_a_date_in_the_week_column_is_refused_at_once(tmp_path, capsys):
    results = tmp_path / "r.csv"
    results.write_text("week,player_a,player_b,result\n20250301,Ann,Bob,victory\n")
    code, text = run(capsys, "league", "standings", str(results))
    assert code != 0 and "line 2" in text and "week 20250301" in text


def test_a_million_weeks_is_refused_and_nothing_written(tmp_path, capsys):
    db = tmp_path / "club.sqlite"
    code, text = run(capsys, "--db", str(db), "league", "create", "L", "--weeks", "1000000")
    assert code != 0 and "at most 100 weeks" in text
    assert db.stat().st_size < 1_000_000


def test_a_non_utf8_results_file_names_the_file(tmp_path, capsys):
    results = tmp_path / "excel.csv"
    results.write_bytes(b"week,player_a,player_b,result\n1,\xe9mile,Bob,victory\n")
    code, text = run(capsys, "league", "standings", str(results))
    assert code != 0 and str(results) in text and "line 2" in text


def test_a_fifo_is_refused_by_validate_and_as_a_database(tmp_path, capsys):
    fifo = tmp_path / "roster.json"
    os.mkfifo(fifo)
    code, text = run(capsys, "validate", str(fifo))
    assert code == 2 and "not a regular file" in text
    code, text = run(capsys, "--db", str(fifo), "db", "info")
    assert code != 0 and "not a regular file" in text and "disk" not in text


@pytest.mark.parametrize(("mutate", "place", "reason"), [
    (lambda d: d["units"][0].update(models="MODELS"), "units[0].models", "10,000"),
    (lambda d: d.update(name="bad\udc80"), "name", "lone surrogate"),
    (lambda d: d.update(house_rules="DEEP"), "house_rules", "nested more than 64"),
    (lambda d: d.update(units=d["units"] * 501), "units", "at most 500"),
])
def test_listed_roster_cases_are_roster_errors_naming_the_place(mutate, place, reason):
    document = json.loads(json.dumps(DEMO))
    mutate(document)
    text = json.dumps(document).replace('"MODELS"', "20000").replace(
        '"DEEP"', "[" * 900 + "]" * 900)
    with pytest.raises(RosterReadError) as refused:
        read_roster_text(text, "r.json")
    assert f": {place}: " in str(refused.value) and reason in str(refused.value)


def test_a_5000_digit_number_names_line_and_column():
    text = json.dumps(DEMO).replace('"models": 1', '"models": ' + "9" * 5000)
    with pytest.raises(RosterReadError, match=r"line 1 column \d+: a number of 5,000 digits"):
        read_roster_text(text, "r.json")


def test_deep_nesting_that_passed_validate_no_longer_breaks_add_warband(tmp_path, capsys):
    roster = tmp_path / "deep.json"
    document = dict(DEMO, notes="DEEP")
    roster.write_text(json.dumps(document).replace('"DEEP"', "[" * 900 + "]" * 900))
    db = str(tmp_path / "c.sqlite")
    assert run(capsys, "--db", db, "campaign", "create", "C")[0] == 0
    code, text = run(capsys, "--db", db, "campaign", "add-warband", "1", str(roster))
    assert code != 0 and "notes" in text and "nested" in text


def test_a_name_too_long_for_its_column_is_refused_before_sql(database):
    leagues = LeagueService(database)
    league = leagues.create_league(LeagueSettings("L", "O", __import__("datetime").date.today()))
    with pytest.raises(TextNotStorable, match="201 characters long; at most 200"):
        leagues.add_player(league, PlayerData("x" * 201))
    with pytest.raises(TextNotStorable, match="lone surrogate"):
        leagues.add_player(league, PlayerData("Ann\udc80"))
    with pytest.raises(LeagueError, match="at most 100 weeks"):
        leagues.create_league(LeagueSettings("Long", "O", __import__("datetime").date.today(),
                                             weeks=101))


@pytest.mark.parametrize("url", ["postgresql://u@localhost:99999/db",
                                 "postgresql://u@localhost:abc/db",
                                 "postgresql://u@127.0.0.1:1/db?bogus_option=1"])
def test_a_bad_port_or_url_option_is_one_plain_line(capsys, url):
    code, text = run(capsys, "--db", url, "db", "info")
    assert code == 2 and text.count("\n") == 1
    assert "cannot connect" in text or "not a valid server address" in text


from hypothesis import given  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


@fuzz(60)
@given(st.lists(st.tuples(st.integers(-5, 10 ** 12), st.sampled_from(["Ann", "Bob", "", "é"]),
                          st.sampled_from(["Bob", "Cy"]),
                          st.sampled_from(["victory", "draw", "x", ""])), max_size=5))
def test_any_results_rows_are_standings_or_a_documented_error(tmp_path_factory, rows):
    from warbands_manager.rules.league.results_csv import ResultsFileError, parse_results

    text = "week,player_a,player_b,result\n" + "".join(f"{w},{a},{b},{r}\n"
                                                       for w, a, b, r in rows)
    try:
        parse_results(text)
    except ResultsFileError as error:
        assert str(error).startswith("line ")
