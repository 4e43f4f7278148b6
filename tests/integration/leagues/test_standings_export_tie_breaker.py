"""The standings a club exports (CSV and .xlsx, from the command line) say, like the screen,
which tie-breaker placed a player level on league points with others."""

from __future__ import annotations

import csv
import subprocess
import sys

from openpyxl import load_workbook

from warbands_manager.rules.league.results_csv import TIE_SETTLED_BY


def run(db, *args):
    out = subprocess.run(
        [sys.executable, "-m", "warbands_manager", "--db", str(db), "league", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    return out


def _league_with_a_tie(db):
    """Ann and Bob 5 points each, Bob beat Ann (head-to-head places him); Cid and Dee 1 and
    4 points (no one level with them)."""
    run(db, "create", "Autumn")
    for name in ("Ann", "Bob", "Cid", "Dee"):
        run(db, "add-player", "Autumn", name)
    for a, b, result in (
        ("Bob", "Ann", "victory"),
        ("Ann", "Cid", "victory"),
        ("Bob", "Dee", "defeat"),
    ):
        run(db, "record", "Autumn", a, b, result, "--week", "1")


def test_the_standings_csv_and_workbook_say_which_tie_breaker_placed_a_level_row(tmp_path):
    db = tmp_path / "club.sqlite"
    _league_with_a_tie(db)
    target = tmp_path / "standings.csv"
    run(db, "export", "Autumn", "--standings", "-o", str(target))
    with target.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert list(rows[0])[-1] == TIE_SETTLED_BY == "Tie settled by"
    settled = {row["player"]: row[TIE_SETTLED_BY] for row in rows}
    assert settled == {"Bob": "head-to-head", "Ann": "head-to-head", "Dee": "", "Cid": ""}
    assert [row["player"] for row in rows[:2]] == ["Bob", "Ann"]

    workbook = tmp_path / "season.xlsx"
    run(db, "export", "Autumn", "-o", str(workbook))
    sheet = load_workbook(workbook, read_only=True)["Standings"]
    header, *cells = [list(row) for row in sheet.iter_rows(values_only=True)]
    column = header.index(TIE_SETTLED_BY)
    assert {row[1]: row[column] or "" for row in cells} == settled
