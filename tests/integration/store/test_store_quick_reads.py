"""The read-only commands on a current SQLite file: no SQLAlchemy imported, and the same
answers as the services give (standings on generated leagues, army data, db info)."""

from __future__ import annotations

import json
import random
import sqlite3
import subprocess
import sys

import pytest

from tests.shared_data import SEVENTH_EDITION_FILES, needs_bsdata
from warbands_manager.rules.league.pairing import repeat_warnings, warning_text
from warbands_manager.rules.league.results import Outcome
from warbands_manager.services.container import Services
from warbands_manager.services.league_games import GameInput
from warbands_manager.services.leagues import LeagueSettings, PlayerData
from warbands_manager.store import quick_read
from warbands_manager.store.database import open_database
from warbands_manager.store.league_reads import read_sheet

NO_ORM = ("import sys; from warbands_manager.cli import main; code = main({argv!r}); "
          "heavy = sorted(m for m in sys.modules if m.split('.')[0] in "
          "('sqlalchemy', 'sqlmodel', 'alembic') or m == 'warbands_manager.store.tables'); "
          "assert not heavy, heavy; sys.exit(code)")


def _league(path, players: int = 30, games: int = 200, seed: int = 5,
            breakers: tuple[str, ...] | None = None) -> None:
    database = open_database(path)
    services = Services.for_database(database)
    league_id = services.leagues.create_league(
        LeagueSettings("Þór League", "Ann"),
        [PlayerData(f"Player {i}", f"Band {i}", "Dwarfs") for i in range(players)])
    if breakers is not None:
        services.leagues.set_tie_breakers(league_id, breakers)
    ids = [p.id for p in services.leagues.league(league_id).players]
    rng = random.Random(seed)
    for _ in range(games):
        a, b = rng.sample(ids[: max(2, players // 3)] if rng.random() < 0.3 else ids, 2)
        services.league_games.record_game(
            league_id, GameInput(rng.randint(1, 4), a, b, rng.choice(list(Outcome))))
    database.close()


def _cli(argv: list[str]) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", NO_ORM.format(argv=argv)],
                          capture_output=True, text=True, check=False)


@pytest.mark.parametrize("command", [["db", "info"], ["army-data", "list"],
                                     ["army-data", "list", "--json"],
                                     ["rosters", "list"], ["rosters", "list", "--json"],
                                     ["league", "standings", "þór league"],
                                     ["league", "standings", "Þór League", "--week", "2"]])
def test_read_commands_import_no_sqlalchemy(tmp_path, command):
    db = tmp_path / "league.sqlite"
    _league(db, players=8, games=20)
    done = _cli(["--db", str(db), *command])
    assert done.returncode == 0, done.stderr
    assert done.stdout


def test_a_refusal_still_takes_the_services_path(tmp_path):
    db = tmp_path / "league.sqlite"
    _league(db, players=4, games=4)
    done = subprocess.run([sys.executable, "-m", "warbands_manager", "--db", str(db), "league",
                           "standings", "Nowhere"], capture_output=True, text=True, check=False)
    assert done.returncode == 2 and "no league called 'Nowhere'" in done.stderr
    week = subprocess.run([sys.executable, "-m", "warbands_manager", "--db", str(db), "league",
                           "standings", "Þór League", "--week", "9"],
                          capture_output=True, text=True, check=False)
    assert week.returncode == 2 and "week 9 is not" in week.stderr and "(1-4)" in week.stderr


def test_an_older_schema_is_not_read_quickly(tmp_path):
    db = tmp_path / "league.sqlite"
    _league(db, players=4, games=4)
    with sqlite3.connect(db) as connection:
        connection.execute("UPDATE alembic_version SET version_num = '0008_speed'")
    assert quick_read.open_current(db) is None  # the services back it up and migrate it
    assert quick_read.open_current(tmp_path / "missing.sqlite") is None


@pytest.mark.parametrize("seed,breakers", [(1, None), (2, ("head_to_head", "most_massacres")),
                                           (3, ("most_victories", "head_to_head"))])
def test_quick_standings_equal_the_services(tmp_path, seed, breakers):
    db = tmp_path / "league.sqlite"
    _league(db, players=6, games=150, seed=seed, breakers=breakers)  # repeats likely
    database = open_database(db)
    services = Services.for_database(database)
    league_id = services.leagues.find("Þór League")
    connection = quick_read.open_current(db)
    try:
        for week in (None, 1, 2, 3, 4):
            sheet = read_sheet(connection, "þór league", week)
            assert sheet is not None
            assert sheet.standings == services.league_games.standings(league_id, week)
        played = [g for g in services.league_games.games(league_id) if g.stage == "league"]
        expected = [f"week {played[i].week}: " + warning_text(played[i].name_a, played[i].name_b)
                    for i in repeat_warnings([(g.player_a, g.player_b) for g in played])]
        assert sheet.warnings == expected and expected  # the league has repeats
    finally:
        connection.close()
        database.close()


@needs_bsdata
def test_quick_army_data_list_equals_the_service(tmp_path):
    from warbands_manager.paths import data_dir
    from warbands_manager.services.armies import ArmyDataService
    from warbands_manager.services.army_data_admin import ArmyDataAdmin

    db = tmp_path / "armies.sqlite"
    database = open_database(db)
    armies = ArmyDataService(database, data_dir())
    armies.import_paths(SEVENTH_EDITION_FILES[:3])
    database.close()
    database = open_database(db)  # read back as stored, as a fresh command would
    expected = [e.to_json() for e in
                ArmyDataAdmin(database, ArmyDataService(database, data_dir())).entries()]
    database.close()
    done = _cli(["--db", str(db), "army-data", "list", "--json"])
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["army_data"] == expected


def test_quick_rosters_list_equals_the_service(tmp_path):
    from benchmarks.datagen import add_rosters
    from warbands_manager.services.rosters import RosterService

    db = tmp_path / "rosters.sqlite"
    database = open_database(db)
    add_rosters(database, 12)
    expected = RosterService(database).list()
    database.close()
    connection = quick_read.open_current(db)
    try:
        assert quick_read.roster_summaries(connection) == expected  # the same records
    finally:
        connection.close()
    assert len(expected) == 12


@pytest.mark.parametrize("seed", [8, 9, 10])
def test_quick_repeat_warnings_read_only_repeated_pairs_yet_equal_the_services(tmp_path, seed):
    """Forty players, a third of the games among ten of them: the quick path reads only the
    games of players in a pair that met three times or more, and must still find every
    warning the services find from all games in played order."""
    db = tmp_path / "league.sqlite"
    _league(db, players=40, games=300, seed=seed)
    database = open_database(db)
    services = Services.for_database(database)
    played = [g for g in services.league_games.games(services.leagues.find("Þór League"))
              if g.stage == "league"]
    expected = [f"week {played[i].week}: " + warning_text(played[i].name_a, played[i].name_b)
                for i in repeat_warnings([(g.player_a, g.player_b) for g in played])]
    database.close()
    connection = quick_read.open_current(db)
    try:
        assert read_sheet(connection, "Þór League", None).warnings == expected and expected
    finally:
        connection.close()
