"""The fast export paths give exactly what the old ones (built on ``games()``) gave."""

import random
from datetime import date, timedelta

import pytest

from warbands_manager.rules.league.finals import FINAL, SEMI_FINAL
from warbands_manager.rules.league.results import Outcome
from warbands_manager.rules.league.results_csv import write_results
from warbands_manager.rules.league.standings import LEAGUE_STAGE
from warbands_manager.services.league_games import GameInput, LeagueGameService
from warbands_manager.services.leagues import (
    LeagueNotFound,
    LeagueService,
    LeagueSettings,
    PlayerData,
)

NAMES = ["Þór Łukasz <the Bold>", 'Anna "Quotes", the Grey', "Bob\u00a0Smith", "Ærik",
         "Zoë; semi", "Plain Name", "Émile & Co", "Dup Date"]


def _old_export_results(games: LeagueGameService, league_id: int) -> str:
    """export_results as it was before (every game as a GameView, filtered in Python)."""
    rows = [g for g in games.games(league_id) if g.stage == LEAGUE_STAGE]
    return write_results([
        (g.week, g.name_a, g.name_b, g.outcome,
         {"date": g.played_on.isoformat() if g.played_on else ""}) for g in rows])


@pytest.fixture
def random_league(database):
    leagues = LeagueService(database)
    league_id = leagues.create_league(LeagueSettings("Seeded", "Jeremy", date(2026, 9, 1)),
                                      [PlayerData(n, f"{n}'s band", "Dwarfs") for n in NAMES])
    ids = [p.id for p in leagues.league(league_id).players]
    games = LeagueGameService(database)
    rng = random.Random(20261129)
    start = date(2026, 9, 1)
    for _ in range(120):
        a, b = rng.sample(ids, 2)
        # Few distinct dates (ties broken by entry order), some games undated, weeks entered
        # out of order so the id order differs from the played order.
        played = None if rng.random() < 0.3 else start + timedelta(days=rng.randrange(6))
        games.record_game(league_id, GameInput(rng.randint(1, 4), a, b,
                                               rng.choice(list(Outcome)), played))
    games.record_game(league_id, GameInput(5, ids[0], ids[1], Outcome.VICTORY, stage=SEMI_FINAL))
    games.record_game(league_id, GameInput(5, ids[2], ids[3], Outcome.DRAW, start,
                                           stage=FINAL))
    return games, league_id


def test_export_results_is_byte_identical_to_the_old_export(random_league):
    games, league_id = random_league
    new = games.export_results(league_id)
    assert new == _old_export_results(games, league_id)
    assert "Þór Łukasz <the Bold>" in new and ",\n" in new  # an undated game
    assert new.count("\n") == 121  # header + 120 league games, no finals


def test_week_games_are_the_weeks_games_of_games(random_league):
    games, league_id = random_league
    everything = games.games(league_id)
    for week in range(1, 6):
        assert games.week_games(league_id, week) == [g for g in everything if g.week == week]


def test_exports_of_a_missing_league_are_refused(database):
    games = LeagueGameService(database)
    with pytest.raises(LeagueNotFound):
        games.export_results(999)
    with pytest.raises(LeagueNotFound):
        games.week_games(999, 1)
