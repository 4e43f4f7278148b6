"""Game night from the command line: tick who is present, pair, print the sheet, record the
games, publish — for a league in the database and for a results file."""

from __future__ import annotations

import json

import pytest
from pypdf import PdfReader

from warbands_manager.cli import main

PLAYERS = ("Ann", "Bob", "Cat", "Dan", "<b>Eve</b>")


def cli(capsys, *args) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture
def league(tmp_path, capsys):
    db = str(tmp_path / "night.sqlite")
    assert cli(capsys, "--db", db, "league", "create", "Spring")[0] == 0
    for name in PLAYERS:
        assert cli(capsys, "--db", db, "league", "add-player", "Spring", name)[0] == 0
    for a, b, result in (("Ann", "Bob", "victory"), ("Cat", "Dan", "draw")):
        assert cli(capsys, "--db", db, "league", "record", "Spring", "--week", "1", a, b,
                   result)[0] == 0
    return db


def test_game_night_in_the_database_end_to_end(league, tmp_path, capsys):
    sheet = tmp_path / "pairs.pdf"
    code, out, err = cli(capsys, "--db", league, "league", "pairings", "Spring", "--week", "2",
                         "--present", "ann,BOB,Cat,Dan,<b>Eve</b>", "--json", "--sheet",
                         str(sheet))
    assert code == 0, err
    document = json.loads(out)
    assert list(document) == ["week", "pairs", "byes", "notes"]
    assert document["week"] == 2 and len(document["pairs"]) == 2
    everyone = [p for pair in document["pairs"] for p in pair] + document["byes"]
    assert sorted(everyone) == sorted(PLAYERS)
    # the bye goes to a player who is lowest ranked among those with no bye yet
    first_bye = document["byes"]
    assert len(first_bye) == 1
    text = "".join(page.extract_text() for page in PdfReader(sheet).pages)
    assert "Pairings — week 2" in text and "<b>Eve</b>" in text and "Table" in text
    # Late arrival handled by re-pairing week 2 without the one who left; byes rotate in week 3.
    code, out, _ = cli(capsys, "--db", league, "league", "pairings", "Spring", "--week", "3",
                       "--json")
    assert code == 0
    assert json.loads(out)["byes"] != first_bye
    pair = json.loads(out)["pairs"][0]
    assert cli(capsys, "--db", league, "league", "record", "Spring", "--week", "3", *pair,
               "victory")[0] == 0
    site = tmp_path / "site"
    code, out, err = cli(capsys, "--db", league, "league", "publish", "Spring", "-o", str(site))
    assert code == 0, err
    index = (site / "index.html").read_text(encoding="utf-8")
    assert "&lt;b&gt;Eve&lt;/b&gt;" in index and "<b>Eve</b>" not in index
    assert "Pairings — week 3" in index
    assert len(list(site.glob("player-*.html"))) == len(PLAYERS)
    code, out, _ = cli(capsys, "--db", league, "league", "publish", "Spring", "-o", str(site))
    assert "0 page(s) written" in out


def test_present_players_only_and_unknown_names(league, capsys):
    code, out, _ = cli(capsys, "--db", league, "league", "pairings", "Spring", "--week", "2",
                       "--present", "Ann,Cat", "--json", "--dry-run")
    assert code == 0
    assert json.loads(out)["pairs"] == [["Ann", "Cat"]]
    code, _, err = cli(capsys, "--db", league, "league", "pairings", "Spring", "--week", "2",
                       "--present", "Ann,Zed")
    assert code == 2 and "'Zed' is not a player" in err


def test_results_file_keeps_its_byes_as_bye_lines(tmp_path, capsys):
    results = tmp_path / "results.csv"
    results.write_text("week,player_a,player_b,result\n1,Ann,Bob,victory\n1,Cat,Ann,draw\n",
                       encoding="utf-8")
    code, out, _ = cli(capsys, "league", "pairings", str(results), "--week", "2", "--json")
    assert code == 0
    bye = json.loads(out)["byes"][0]
    assert results.read_text(encoding="utf-8").splitlines()[-1] == f"2,{bye},,bye"
    # Pairing week 2 again replaces its bye line; week 3 gives the bye to someone else.
    cli(capsys, "league", "pairings", str(results), "--week", "2")
    assert results.read_text(encoding="utf-8").count(",bye") == 1
    code, out, _ = cli(capsys, "league", "pairings", str(results), "--week", "3", "--json")
    assert json.loads(out)["byes"] != [bye]
    # The standings still read the file (bye lines are not games).
    code, out, _ = cli(capsys, "league", "standings", str(results), "--json")
    assert code == 0 and sum(p["games"] for p in json.loads(out)["players"]) == 4


def test_publish_a_results_file_and_republish_only_changes(tmp_path, capsys):
    results = tmp_path / "results.csv"
    lines = ["week,player_a,player_b,result", "1,Ann,Bob,victory", "1,Cat,Dan,draw",
             "2,Ann,Cat,defeat"]
    results.write_text("\n".join(lines) + "\n", encoding="utf-8")
    site = tmp_path / "site"
    code, out, _ = cli(capsys, "league", "publish", str(results), "-o", str(site))
    assert code == 0 and "6 page(s) written" in out
    results.write_text("\n".join([*lines, "2,Bob,Dan,draw"]) + "\n", encoding="utf-8")
    code, out, _ = cli(capsys, "league", "publish", str(results), "-o", str(site))
    assert code == 0
    written = int(out.split(": ")[1].split(" ")[0])
    assert 0 < written < 6  # the pages of Ann and Cat did not change
