"""``league_week_total`` (0009_league_totals): the sums the standings read, kept by triggers.

After every way a game can be written — recorded, edited, put back, deleted, restored, imported,
a final recorded, a league deleted — the table must hold exactly the sums of the league-stage
games. Re-run on PostgreSQL by tests/integration/postgres/test_postgres_service_suites.py.
"""

from collections import defaultdict
from datetime import date

import pytest
from sqlalchemy import text

from warbands_manager.rules.league.results import Outcome
from warbands_manager.services.league_games import GameInput, LeagueGameService
from warbands_manager.services.leagues import LeagueService, LeagueSettings, PlayerData

TOTAL_COLUMNS = ("league_id, player_id, week, games, massacres, victories, draws, losses, "
                 "points, added")
RESULT_SLOT = {"massacre": 0, "victory": 1, "draw": 2, "loss": 3}


def stored_totals(database) -> dict[tuple[int, int, int], tuple[int, ...]]:
    with database.engine.connect() as connection:
        rows = connection.execute(text(f"SELECT {TOTAL_COLUMNS} FROM league_week_total"))
        return {tuple(row[:3]): tuple(row[3:]) for row in rows}


def summed_from_games(database) -> dict[tuple[int, int, int], tuple[int, ...]]:
    """The same sums, added up in Python from every game row (the reference)."""
    sums: dict[tuple[int, int, int], list[int]] = defaultdict(lambda: [0] * 7)
    with database.engine.connect() as connection:
        games = connection.execute(text(
            "SELECT league_id, week, stage, player_a_id, result_a, league_points_a, "
            "size_added_a, player_b_id, result_b, league_points_b, size_added_b "
            "FROM league_game")).fetchall()
    for league, week, stage, *sides in games:
        if stage != "league":
            continue
        for player, result, points, added in (sides[:4], sides[4:]):
            tally = sums[(league, player, week)]
            tally[0] += 1
            tally[1 + RESULT_SLOT[result]] += 1
            tally[5] += points
            tally[6] += added
    return {key: tuple(tally) for key, tally in sums.items()}


def assert_in_step(database) -> None:
    assert stored_totals(database) == summed_from_games(database)


@pytest.fixture
def totals_league(database):
    leagues = LeagueService(database)
    league_id = leagues.create_league(
        LeagueSettings("Totals", "Jeremy", date(2026, 9, 1)),
        [PlayerData(name) for name in ("Steve", "Drew", "Ross", "Þór Łukasz <the Bold>")])
    ids = [p.id for p in leagues.league(league_id).players]
    return leagues, LeagueGameService(database), league_id, ids


def test_totals_follow_record_edit_delete_and_their_undo(database, totals_league):
    _leagues, games, league_id, ids = totals_league
    first = games.record_game(league_id, GameInput(1, ids[0], ids[1], Outcome.MASSACRE)).game_id
    games.record_game(league_id, GameInput(1, ids[2], ids[3], Outcome.DRAW))
    games.record_game(league_id, GameInput(2, ids[0], ids[2], Outcome.DEFEAT))
    assert_in_step(database)
    assert stored_totals(database)[(league_id, ids[0], 1)][:2] == (1, 1)  # one game, a massacre

    previous, _ = games.edit_game(first, GameInput(3, ids[1], ids[3], Outcome.VICTORY))
    assert_in_step(database)
    assert (league_id, ids[0], 1) not in stored_totals(database)  # his only week-1 game moved
    games.put_back(previous)
    assert_in_step(database)

    snapshot = games.delete_game(first)
    assert_in_step(database)
    games.restore_game(snapshot)
    assert_in_step(database)


def test_totals_follow_imports_and_their_undo(database, totals_league):
    _leagues, games, league_id, _ids = totals_league
    added = games.import_results(
        league_id, "week,player_a,player_b,result\n1,Steve,Drew,victory\n"
                   "2,Ross,Þór Łukasz <the Bold>,massacre\n2,Drew,Ross,draw\n")
    assert_in_step(database)
    snapshots = games.delete_games(added)
    assert stored_totals(database) == {}
    games.restore_games(snapshots)
    assert_in_step(database)
    assert len(stored_totals(database)) == 5


def test_finals_are_not_summed_and_a_deleted_league_leaves_no_totals(database, totals_league):
    leagues, games, league_id, ids = totals_league
    games.record_game(league_id, GameInput(4, ids[0], ids[1], Outcome.VICTORY))
    games.record_game(league_id, GameInput(5, ids[0], ids[1], Outcome.VICTORY, stage="final"))
    assert_in_step(database)
    assert {key[2] for key in stored_totals(database)} == {4}
    leagues.delete_league(league_id)
    assert stored_totals(database) == {}


def test_standings_read_the_totals_of_the_week_asked_for(database, totals_league):
    _leagues, games, league_id, ids = totals_league
    games.record_game(league_id, GameInput(1, ids[0], ids[1], Outcome.MASSACRE))
    games.record_game(league_id, GameInput(3, ids[0], ids[2], Outcome.VICTORY))
    week_one = {row.player.id: row for row in games.standings(league_id, 1).rows}
    week_three = {row.player.id: row for row in games.standings(league_id, 3).rows}
    assert (week_one[ids[0]].games, week_three[ids[0]].games) == (1, 2)
    assert week_three[ids[0]].points_by_week[0] == week_one[ids[0]].league_points
    assert len(week_three[ids[0]].points_by_week) == 3
    assert games.standings(league_id).week == 3  # the latest week with a game
