"""``league scorecard NAME`` reads the standings without the repeat-pairing warnings (a printout
does not show them; ``league standings`` does): the same standings as the services give, every
player on the PDF in standings order, and no warning printed for a league that has repeats."""

from __future__ import annotations

import random
import subprocess
import sys
from io import BytesIO

import pytest
from pypdf import PdfReader

from warbands_manager.rules.league.results import Outcome
from warbands_manager.services.container import Services
from warbands_manager.services.league_games import GameInput
from warbands_manager.services.league_reads import read_sheet
from warbands_manager.services.leagues import LeagueSettings, PlayerData
from warbands_manager.store import quick_read
from warbands_manager.store.database import open_database

LEAGUE = "Þór League"


def _league_with_repeats(path, players: int = 12, games: int = 120, seed: int = 4) -> None:
    """Half of the games among four players, so that some pairs meet three times in a row."""
    database = open_database(path)
    services = Services.for_database(database)
    league_id = services.leagues.create_league(
        LeagueSettings(LEAGUE, "Ann"),
        [PlayerData(f"Player {i:02d}", f"Band {i}", "Dwarfs") for i in range(players)])
    ids = [p.id for p in services.leagues.league(league_id).players]
    rng = random.Random(seed)
    for _ in range(games):
        a, b = rng.sample(ids[:4] if rng.random() < 0.5 else ids, 2)
        services.league_games.record_game(
            league_id, GameInput(rng.randint(1, 4), a, b, rng.choice(list(Outcome))))
    database.close()


def _run(db, *words: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "warbands_manager", "--db", str(db), "league",
                           *words], capture_output=True, text=True, timeout=120, check=False)


def test_the_scorecard_read_leaves_out_only_the_warnings(tmp_path):
    db = tmp_path / "league.sqlite"
    _league_with_repeats(db)
    database = open_database(db)
    services = Services.for_database(database)
    league_id = services.leagues.find(LEAGUE)
    connection = quick_read.open_current(db)
    try:
        for week in (None, 1, 3):
            without = read_sheet(connection, LEAGUE, week, warnings=False)
            with_warnings = read_sheet(connection, LEAGUE, week)
            assert without.standings == services.league_games.standings(league_id, week)
            assert without.standings == with_warnings.standings
            assert without.warnings == [] and with_warnings.warnings  # the league has repeats
    finally:
        connection.close()
        database.close()


def test_scorecard_prints_every_player_in_order_and_no_repeat_warning(tmp_path):
    db = tmp_path / "league.sqlite"
    _league_with_repeats(db)
    pdf = tmp_path / "card.pdf"
    done = _run(db, "scorecard", LEAGUE, "-o", str(pdf))
    assert done.returncode == 0, done.stderr
    assert "warning" not in done.stderr
    assert "third time in a row" in _run(db, "standings", LEAGUE).stderr  # standings warn
    text = "\n".join(page.extract_text() for page in PdfReader(BytesIO(pdf.read_bytes())).pages)
    database = open_database(db)
    try:
        services = Services.for_database(database)
        rows = services.league_games.standings(services.leagues.find(LEAGUE)).rows
    finally:
        database.close()
    positions = [text.index(row.player.name) for row in rows]
    assert positions == sorted(positions) and len(positions) == 12


def test_a_scorecard_refusal_read_in_the_thread_keeps_its_wording(tmp_path):
    # The quick read runs in a thread beside the reportlab import; a league it does not find
    # goes to the services, whose refusal is the one printed.
    db = tmp_path / "league.sqlite"
    _league_with_repeats(db, players=4, games=6)
    done = _run(db, "scorecard", "Nowhere", "-o", str(tmp_path / "card.pdf"))
    assert done.returncode == 2 and "no league called 'Nowhere'" in done.stderr
    assert not (tmp_path / "card.pdf").exists()
    week = _run(db, "scorecard", LEAGUE, "--week", "9", "-o", str(tmp_path / "card.pdf"))
    assert week.returncode == 2 and "week 9 is not" in week.stderr


def test_only_the_program_leaves_the_scorecards_objects_to_the_system(tmp_path):
    # Run as the program, the command sets the PDF's objects aside for the process's end
    # (gc.freeze: no last collection pass over them); called with an argv (a test, a script),
    # nothing is set aside and the collector is back on.
    import gc

    from warbands_manager.cli import main

    db = tmp_path / "league.sqlite"
    _league_with_repeats(db, players=6, games=12)
    frozen = gc.get_freeze_count()
    assert main(["--db", str(db), "league", "scorecard", LEAGUE, "-o",
                 str(tmp_path / "a.pdf")]) == 0
    assert gc.get_freeze_count() == frozen and gc.isenabled()
    program = ("import gc, sys; from warbands_manager.cli import main; "
               f"sys.argv = ['warbands-manager', '--db', {str(db)!r}, 'league', 'scorecard', "
               f"{LEAGUE!r}, '-o', {str(tmp_path / 'b.pdf')!r}]; code = main(); "
               "print(gc.get_freeze_count() > 0, gc.isenabled()); sys.exit(code)")
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[-2:] == ["True", "True"]
    assert (tmp_path / "b.pdf").read_bytes().startswith(b"%PDF")


@pytest.mark.parametrize("spare", [True, False])
def test_the_warnings_are_the_same_beside_the_read_or_after_it(tmp_path, monkeypatch, spare):
    # With a free core the repeat warnings are read in a thread beside the standings,
    # otherwise after them: the same warnings, the services' own.
    from warbands_manager.rules.league.pairing import repeat_warnings, warning_text
    from warbands_manager.services import league_reads

    db = tmp_path / "league.sqlite"
    _league_with_repeats(db)
    database = open_database(db)
    try:
        games = Services.for_database(database).league_games
        league_id = Services.for_database(database).leagues.find(LEAGUE)
        played = [g for g in games.games(league_id) if g.stage == "league"]
        expected = [f"week {played[i].week}: " + warning_text(played[i].name_a, played[i].name_b)
                    for i in repeat_warnings([(g.player_a, g.player_b) for g in played])]
    finally:
        database.close()
    monkeypatch.setattr(league_reads, "spare_core", lambda: spare)
    connection = quick_read.open_current(db)
    try:
        assert read_sheet(connection, LEAGUE, None).warnings == expected and expected
    finally:
        connection.close()


@pytest.mark.parametrize("spare", [True, False])
def test_the_scorecard_reads_in_a_thread_only_with_a_spare_core(tmp_path, monkeypatch, spare):
    import argparse

    from warbands_manager import forked
    from warbands_manager.commands import league

    db = tmp_path / "league.sqlite"
    _league_with_repeats(db, players=6, games=12)
    monkeypatch.setattr(forked, "spare_core", lambda: spare)
    args = argparse.Namespace(db=str(db), week=None, source=LEAGUE, results_sheet=False)
    reading = league._start_quick_sheet(args)
    assert (reading is not None) is spare
    sheet, _week = (reading.result() if reading is not None
                    else league._quick_sheet(args, LEAGUE, False, False))
    connection = quick_read.open_current(db)
    try:
        alone = read_sheet(connection, LEAGUE, None, warnings=False)
    finally:
        connection.close()
    assert sheet.standings == alone.standings
