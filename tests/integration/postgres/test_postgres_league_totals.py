"""The triggers behind ``league_week_total`` on both back ends: hand-written SQL of any kind
keeps the sums in step, and the migration fills them for games recorded before it."""

import random

from sqlalchemy import text

from tests.integration.leagues.test_league_totals import assert_in_step, stored_totals
from tests.old_databases import migrate_to
from warbands_manager.rules.league.results import Outcome
from warbands_manager.services.league_games import GameInput, LeagueGameService
from warbands_manager.services.leagues import LeagueService, LeagueSettings, PlayerData
from warbands_manager.store.database import open_database


def _league(database, players: int = 6) -> tuple[int, list[int]]:
    leagues = LeagueService(database)
    league_id = leagues.create_league(LeagueSettings("Triggers"),
                                      [PlayerData(f"Player {n}") for n in range(players)])
    return league_id, [p.id for p in leagues.league(league_id).players]


def _random_statement(rng: random.Random, league_id: int, ids: list[int], game_ids: list[int]):
    """An INSERT, UPDATE or DELETE of league games such as a hand-run script might do."""
    a, b = rng.sample(ids, 2)
    result_a = rng.choice(["massacre", "victory", "draw", "loss"])
    result_b = {"massacre": "loss", "victory": "loss", "draw": "draw", "loss": "victory"}[result_a]
    values = {"league": league_id, "week": rng.randint(1, 4), "a": a, "b": b, "ra": result_a,
              "rb": result_b, "pa": rng.randint(0, 5), "pb": rng.randint(0, 5),
              "sa": rng.randint(0, 25), "sb": rng.randint(0, 25),
              "stage": rng.choice(["league", "league", "league", "final"])}
    kind = rng.choice(["insert", "insert", "update", "update", "delete"]) if game_ids else "insert"
    if kind == "insert":
        return text(
            "INSERT INTO league_game (league_id, week, player_a_id, player_b_id, outcome, stage,"
            " result_a, result_b, league_points_a, league_points_b, size_added_a, size_added_b,"
            " details_json, created_at, version) VALUES (:league, :week, :a, :b, 'victory',"
            " :stage, :ra, :rb, :pa, :pb, :sa, :sb, '', CURRENT_TIMESTAMP, 1)"), values
    values["id"] = rng.choice(game_ids)
    if kind == "delete":
        return text("DELETE FROM league_game WHERE id = :id"), values
    column_sets = [
        "week = :week", "stage = :stage", "player_a_id = :a, player_b_id = :b",
        "result_a = :ra, result_b = :rb, league_points_a = :pa, league_points_b = :pb",
        "size_added_a = :sa, size_added_b = :sb", "version = version + 1",
    ]
    changed = ", ".join(rng.sample(column_sets, rng.randint(1, 3)))
    return text(f"UPDATE league_game SET {changed} WHERE id = :id"), values


def test_any_sql_write_keeps_the_totals_in_step(backend_database):
    league_id, ids = _league(backend_database)
    rng = random.Random(20261129)
    for step in range(120):
        with backend_database.engine.begin() as connection:
            game_ids = [row[0] for row in connection.execute(text("SELECT id FROM league_game"))]
            statement, values = _random_statement(rng, league_id, ids, game_ids)
            connection.execute(statement, values)
        if step % 10 == 0:
            assert_in_step(backend_database)
    assert_in_step(backend_database)
    assert stored_totals(backend_database)


def test_a_rolled_back_write_leaves_the_totals_as_they_were(backend_database):
    league_id, ids = _league(backend_database)
    games = LeagueGameService(backend_database)
    games.record_game(league_id, GameInput(1, ids[0], ids[1], Outcome.VICTORY))
    before = stored_totals(backend_database)
    connection = backend_database.engine.connect()
    transaction = connection.begin()
    connection.execute(text("DELETE FROM league_game"))
    transaction.rollback()
    connection.close()
    assert stored_totals(backend_database) == before


def test_upgrading_from_0008_fills_the_totals_of_earlier_games(backend_database):
    league_id, ids = _league(backend_database)
    games = LeagueGameService(backend_database)
    rng = random.Random(3)
    for _ in range(30):
        a, b = rng.sample(ids, 2)
        games.record_game(league_id, GameInput(rng.randint(1, 4), a, b, rng.choice(list(Outcome))))
    games.record_game(league_id, GameInput(5, ids[0], ids[1], Outcome.DRAW, stage="final"))
    expected = stored_totals(backend_database)
    migrate_to(backend_database.engine, "0008_speed", down=True)
    target = backend_database.path
    backend_database.close()

    upgraded = open_database(target, allow_unbacked_migration=True)
    try:
        assert stored_totals(upgraded) == expected
        assert_in_step(upgraded)
        LeagueGameService(upgraded).record_game(league_id, GameInput(2, ids[2], ids[3],
                                                                     Outcome.MASSACRE))
        assert_in_step(upgraded)  # the triggers are back too
    finally:
        upgraded.close()
