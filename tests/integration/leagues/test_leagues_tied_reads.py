"""The standings read from the stored weekly sums (``league_reads.read_sheet``: one SQLite step
per statement, head-to-head only between players level on points) rank exactly as the full
computation from every game does (``rules.league.standings.compute_standings``), on seeded
leagues built to tie: many players level on points, three-way and longer ties that stay tied,
and ties that only head-to-head breaks."""

from __future__ import annotations

import random
import sqlite3

import pytest

from warbands_manager.rules.league.results import Outcome
from warbands_manager.rules.league.standings import compute_standings
from warbands_manager.services.container import Services
from warbands_manager.services.league_games import GameInput
from warbands_manager.services.leagues import LeagueSettings, PlayerData
from warbands_manager.store import quick_read
from warbands_manager.store.database import open_database
from warbands_manager.store.league_reads import read_sheet
from warbands_manager.store.league_sql import run_records

LEAGUE = "Tied League"
ORDERS = [("head_to_head", "most_massacres", "most_victories", "fewest_losses", "fewest_games"),
          ("most_massacres", "head_to_head"), ("fewest_games", "head_to_head", "most_victories"),
          ("head_to_head",), ()]


@pytest.fixture(scope="module")
def tied_league(tmp_path_factory):
    """24 players, few outcomes: draws and victories only, so points are level in crowds."""
    path = tmp_path_factory.mktemp("tied") / "league.sqlite"
    database = open_database(path)
    services = Services.for_database(database)
    league_id = services.leagues.create_league(
        LeagueSettings(LEAGUE, "Ann"),
        [PlayerData(f"Player {i:02d}", f"Band {i}", "Dwarfs") for i in range(24)])
    ids = [p.id for p in services.leagues.league(league_id).players]
    rng = random.Random(21)
    for _ in range(70):
        a, b = rng.sample(ids, 2)
        services.league_games.record_game(league_id, GameInput(
            rng.randint(1, 4), a, b, rng.choice([Outcome.DRAW, Outcome.DRAW, Outcome.VICTORY])))
    detail = services.leagues.league(league_id)
    database.close()
    return path, league_id, detail


def _full(path, league_id, detail, week, breakers):
    with sqlite3.connect(path) as connection:
        games = run_records(lambda sql, params: connection.execute(sql, params).fetchall(),
                            league_id)
    players = sorted(detail.players, key=lambda p: p.id)
    return compute_standings(players, games, detail.tables, week, breakers)


@pytest.mark.parametrize("breakers", ORDERS)
def test_the_read_ranks_as_the_full_computation(tied_league, breakers):
    path, league_id, detail = tied_league
    database = open_database(path)
    Services.for_database(database).leagues.set_tie_breakers(league_id, breakers)
    database.close()
    connection = quick_read.open_current(path)
    try:
        for week in (1, 2, 3, 4):
            sheet = read_sheet(connection, LEAGUE, week)
            full = _full(path, league_id, detail, week, breakers)
            assert [(r.player.id, r.rank, r.tied, r.league_points, r.points_by_week)
                    for r in sheet.standings.rows] == \
                [(r.player.id, r.rank, r.tied, r.league_points, r.points_by_week)
                 for r in full.rows]
            assert sheet.standings == full
    finally:
        connection.close()


def test_the_league_has_the_ties_the_reads_are_checked_on(tied_league):
    path, league_id, detail = tied_league
    week = 4
    plain = _full(path, league_id, detail, week, ())
    by_head = _full(path, league_id, detail, week, ("head_to_head",))
    shared = {}
    for row in by_head.rows:
        if row.tied:
            shared[row.rank] = shared.get(row.rank, 0) + 1
    assert any(count >= 3 for count in shared.values())  # three or more still tied
    level = {}
    for row in plain.rows:
        level.setdefault(row.league_points, []).append(row.player.id)
    assert any(len(players) >= 3 for players in level.values())
    broken = sum(1 for a, b in zip(plain.rows, by_head.rows, strict=True) if a.rank != b.rank)
    assert broken  # head-to-head separates players level on points
