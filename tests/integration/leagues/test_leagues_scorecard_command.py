"""``league scorecard NAME`` reads the standings without the repeat-pairing warnings (a printout
does not show them; ``league standings`` does): the same standings as the services give, every
player on the PDF in standings order, and no warning printed for a league that has repeats."""

from __future__ import annotations

import random
import subprocess
import sys
from io import BytesIO

from pypdf import PdfReader

from warbands_manager.rules.league.results import Outcome
from warbands_manager.services.container import Services
from warbands_manager.services.league_games import GameInput
from warbands_manager.services.leagues import LeagueSettings, PlayerData
from warbands_manager.store import quick_read
from warbands_manager.store.database import open_database
from warbands_manager.store.league_reads import read_sheet

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


def test_a_scorecard_refusal_keeps_the_services_wording(tmp_path):
    # A league the quick read does not find goes to the services, whose refusal is the one
    # printed.
    db = tmp_path / "league.sqlite"
    _league_with_repeats(db, players=4, games=6)
    done = _run(db, "scorecard", "Nowhere", "-o", str(tmp_path / "card.pdf"))
    assert done.returncode == 2 and "no league called 'Nowhere'" in done.stderr
    assert not (tmp_path / "card.pdf").exists()
    week = _run(db, "scorecard", LEAGUE, "--week", "9", "-o", str(tmp_path / "card.pdf"))
    assert week.returncode == 2 and "week 9 is not" in week.stderr


def test_the_quick_read_gives_the_services_warnings(tmp_path):
    # The stdlib read of ``league standings`` finds the same repeat-pairing warnings as the
    # services, in the same order.
    from warbands_manager.rules.league.pairing import repeat_warnings, warning_text

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
    connection = quick_read.open_current(db)
    try:
        assert read_sheet(connection, LEAGUE, None).warnings == expected and expected
    finally:
        connection.close()
