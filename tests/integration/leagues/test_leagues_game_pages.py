"""The games and history of a league a page at a time (the Games tab's reads)."""

from datetime import date

import pytest

from warbands_manager.rules.league.finals import SEMI_FINAL
from warbands_manager.rules.league.results import Outcome
from warbands_manager.services.league_games import GameInput, LeagueGameService
from warbands_manager.services.leagues import LeagueService, LeagueSettings, PlayerData


@pytest.fixture
def league(database):
    leagues = LeagueService(database)
    league_id = leagues.create_league(
        LeagueSettings("Autumn", "Jeremy", date(2026, 9, 1)),
        [PlayerData(name) for name in ("Steve", "Drew", "Ross", "Þór Łukasz <the Bold>")])
    ids = [p.id for p in leagues.league(league_id).players]
    return LeagueGameService(database), league_id, ids


def all_pages(games, league_id, size):
    rows, after = [], None
    while True:
        page = games.games_after(league_id, after, size)
        assert len(page) <= size
        rows += page
        if len(page) < size:
            return rows
        after = page[-1]


def test_pages_follow_the_played_order_with_and_without_dates(league):
    games, league_id, (a, b, c, d) = league
    days = [None, date(2026, 9, 3), None, date(2026, 9, 1), date(2026, 9, 3), None]
    for index, day in enumerate(days * 3):  # same weeks, same days, undated games between
        week = 1 + index % 3
        pair = ((a, b), (c, d), (a, c), (b, d))[index % 4]
        games.record_game(league_id, GameInput(week, *pair, Outcome.DRAW, day))
    games.record_game(league_id, GameInput(5, a, c, Outcome.VICTORY, stage=SEMI_FINAL))
    expected = [g.id for g in games.games(league_id)]
    assert games.game_count(league_id) == len(expected) == 19
    for size in (1, 2, 5, 19, 50):
        assert [g.id for g in all_pages(games, league_id, size)] == expected
    assert all_pages(games, league_id, 4)[3] == games.games(league_id)[3]  # whole views


def test_a_game_added_before_the_page_read_shifts_nothing(league):
    games, league_id, (a, b, c, d) = league
    for _ in range(3):
        games.record_game(league_id, GameInput(3, a, b, Outcome.DRAW))
    first = games.games_after(league_id, None, 2)
    games.record_game(league_id, GameInput(1, c, d, Outcome.VICTORY))  # sorts before them all
    rest = games.games_after(league_id, first[-1], 10)
    assert [g.id for g in first + rest] == [g.id for g in games.games(league_id)][1:]


def test_history_pages_are_newest_first(league):
    games, league_id, (a, b, c, d) = league
    for week in (1, 2, 3, 4):
        games.record_game(league_id, GameInput(week, a, b, Outcome.DRAW))
    every = games.history(league_id)
    assert games.history_count(league_id) == len(every)
    assert len(every) >= 5  # the league's creation and four games
    read, before = [], None
    while page := games.history_before(league_id, before, 2):
        read += page
        before = page[-1]
    assert read == every[::-1]


def test_empty_league_has_no_pages(league):
    games, league_id, _ids = league
    assert games.game_count(league_id) == 0 and games.games_after(league_id, None, 5) == []
    assert games.history_before(league_id, None, 5) == games.history(league_id)[::-1][:5]
