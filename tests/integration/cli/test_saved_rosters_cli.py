"""Saved rosters from the command line as the guide says: ``validate`` and ``print roster``
take a saved roster's name like ``diff`` does, ``rosters export`` writes one to a file, and
``league link-roster LEAGUE PLAYER ROSTER`` links it without ``--week`` (the league's current
week); the weekly check's count matches the problems it lists."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from pypdf import PdfReader

from tests.roster_sample import bones
from warbands_manager.rules.roster_io import read_roster_file


def run(db, *args):
    return subprocess.run([sys.executable, "-m", "warbands_manager", "--db", str(db), *args],
                          capture_output=True, text=True, timeout=120)


@pytest.fixture
def db(tmp_path):
    from warbands_manager.services.rosters import RosterService
    from warbands_manager.store.database import open_database

    path = tmp_path / "club.sqlite"
    database = open_database(path)
    RosterService(database).create(bones())  # 172 points with the Wight King
    database.close()
    return path


def test_validate_print_and_export_a_saved_roster_by_name(db, tmp_path):
    checked = run(db, "validate", "toran's bones", "--json")
    assert checked.returncode == 0, checked.stderr
    assert json.loads(checked.stdout)["files"][0]["valid"] is True
    missing = run(db, "validate", "Nobody's band")
    assert missing.returncode != 0
    assert "no saved roster of that name (saved: Toran's Bones)" in missing.stdout
    sheet = tmp_path / "bones.pdf"
    printed = run(db, "print", "roster", "Toran's Bones", "-o", str(sheet))
    assert printed.returncode == 0, printed.stderr
    assert "Toran's Bones" in "".join(p.extract_text() for p in PdfReader(sheet).pages)
    out = tmp_path / "bones.json"
    exported = run(db, "rosters", "export", "TORAN'S BONES", "-o", str(out))
    assert exported.returncode == 0, exported.stderr
    assert read_roster_file(out) == bones()
    assert not list(tmp_path.glob(".*.partial"))
    refused = run(db, "rosters", "export", "Grimfang", "-o", str(tmp_path / "g.json"))
    assert refused.returncode == 2 and "rosters: #1 Toran's Bones" in refused.stderr
    assert not (tmp_path / "g.json").exists()


def test_link_roster_without_week_takes_the_current_week(db):
    assert run(db, "league", "create", "Autumn", "--weeks", "4").returncode == 0
    assert run(db, "league", "add-player", "Autumn", "Steve").returncode == 0
    assert run(db, "league", "add-player", "Autumn", "Drew").returncode == 0
    assert run(db, "league", "record", "Autumn", "--week", "2", "Steve", "Drew",
               "victory").returncode == 0
    linked = run(db, "league", "link-roster", "Autumn", "Steve", "Toran's Bones")
    assert linked.returncode == 0, linked.stderr
    assert linked.stdout.startswith("week 2\tSteve\tToran's Bones")  # the latest week played


def test_the_problem_count_matches_the_problems_listed(db):
    from warbands_manager.rules.league.weekly_roster import GameSize, check_weekly_roster

    check = check_weekly_roster(bones(), 1, 150, (GameSize("game 1", 160),))
    problems = check.problems()
    assert len(problems) == 2 and check.summary() == "2 problems"
    assert check.messages()[:2] == problems


def test_a_league_or_player_not_found_lists_the_choices(db):
    assert run(db, "league", "create", "Autumn").returncode == 0
    assert run(db, "league", "add-player", "Autumn", "Steve").returncode == 0
    wrong_league = run(db, "league", "link-roster", "Autum", "Steve", "Toran's Bones")
    assert "no league called 'Autum'; leagues: Autumn" in wrong_league.stderr
    wrong_player = run(db, "league", "link-roster", "AUTUMN", "Stve", "Toran's Bones")
    assert "'Stve' is not a player of this league; players: Steve" in wrong_player.stderr


def test_linking_a_roster_fills_an_empty_warband_type_for_the_scorecard(db, tmp_path):
    assert run(db, "league", "create", "Autumn").returncode == 0
    assert run(db, "league", "add-player", "Autumn", "Steve").returncode == 0
    assert run(db, "league", "link-roster", "Autumn", "Steve", "Toran's Bones").returncode == 0
    card = tmp_path / "card.pdf"
    assert run(db, "league", "scorecard", "Autumn", "-o", str(card)).returncode == 0
    assert "Vampire Counts" in PdfReader(card).pages[0].extract_text()
