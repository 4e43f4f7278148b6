"""A player's weekly roster: linked, checked against that week's size and the composition
rules (rosters come from the rosters feature)."""

import pytest

from warbands_manager.rules.league.results import Outcome
from warbands_manager.rules.roster_io import roster_from_dict
from warbands_manager.services.league_games import GameInput, LeagueGameService
from warbands_manager.services.league_rosters import LeagueRosterService
from warbands_manager.services.leagues import (
    LeagueError,
    LeagueService,
    LeagueSettings,
    PlayerData,
)
from warbands_manager.services.rosters import RosterNotFound, RosterService


def empire(models_first: int, models_second: int, name: str = "Patrol"):
    units = [
        {"id": "u0", "name": "Spearmen", "category": "core", "models": models_first,
         "points_per_model": 6, "base": "20x20", "commander": True,
         "upgrades": [{"name": "Champion", "points": 5, "kind": "champion", "count": 1}]},
        {"id": "u1", "name": "Swordsmen", "category": "core", "models": models_second,
         "points_per_model": 6, "base": "20x20"},
    ]
    return roster_from_dict({"format": "warbands-roster/1", "name": name, "army": "empire",
                             "units": units})


@pytest.fixture
def setup(database):
    leagues = LeagueService(database)
    league_id = leagues.create_league(LeagueSettings("Autumn"),
                                      [PlayerData("Steve"), PlayerData("Drew")])
    steve, drew = (p.id for p in leagues.league(league_id).players)
    return (league_id, steve, drew, RosterService(database), LeagueRosterService(database),
            LeagueGameService(database), leagues)


def test_roster_within_the_week_size_is_legal(setup):
    league_id, steve, _drew, rosters, links, _games, _leagues = setup
    roster_id = rosters.create(empire(10, 10))  # 125 points
    _previous, link = links.link(steve, 1, roster_id)
    assert link.check.allowed_size == 200 and link.check.legal
    assert links.links(league_id)[0].roster_name == "Patrol"


def test_roster_over_the_week_size_is_flagged_and_grows_with_results(setup):
    league_id, steve, drew, rosters, links, games, _leagues = setup
    roster_id = rosters.create(empire(20, 15))  # 215 points, over week 1's 200
    _previous, link = links.link(steve, 1, roster_id)
    assert link.check.over_size and not link.check.legal
    assert "215 points is more than the 200" in link.check.messages()[0]
    games.record_game(league_id, GameInput(1, steve, drew, Outcome.VICTORY))  # +15 → 215
    rechecked = links.links(league_id)[0]
    assert rechecked.check.allowed_size == 215  # the week's next game may be played at 215 ...
    # ... but game 1 was played at 200: checked per game, in game order
    assert [game.label for game in rechecked.check.too_big_for] == ["game 1 (v Drew)"]
    assert rechecked.check.over_size
    assert ("215 points is more than the 200 points allowed for game 1 (v Drew) of week 1"
            in rechecked.check.messages())


def test_relinking_replaces_and_unlink_returns_the_roster(setup):
    _league_id, steve, _drew, rosters, links, _games, _leagues = setup
    first, second = rosters.create(empire(10, 10)), rosters.create(empire(10, 11, "Other"))
    assert links.link(steve, 2, first)[0] is None
    assert links.link(steve, 2, second)[0] == first
    assert links.unlink(steve, 2) == second


def test_deleted_roster_is_reported_not_fatal(setup):
    league_id, steve, _drew, rosters, links, _games, _leagues = setup
    roster_id = rosters.create(empire(10, 10))
    links.link(steve, 1, roster_id)
    rosters.delete(roster_id)
    link = links.links(league_id)[0]
    assert link.check is None and "cannot be read" in link.problem


def test_bad_week_or_roster_is_refused(setup):
    _league_id, steve, _drew, rosters, links, _games, leagues = setup
    roster_id = rosters.create(empire(10, 10))
    with pytest.raises(LeagueError, match="week 5"):
        links.link(steve, 5, roster_id)
    with pytest.raises(RosterNotFound):
        links.link(steve, 1, 9999)
    links.link(steve, 1, roster_id)
    with pytest.raises(LeagueError, match="linked rosters"):
        leagues.remove_player(steve)


def test_deleting_the_league_removes_its_links(setup):
    league_id, steve, _drew, rosters, links, _games, leagues = setup
    links.link(steve, 1, rosters.create(empire(10, 10)))
    leagues.delete_league(league_id)
    assert leagues.list_leagues() == []
    assert rosters.list()  # the roster itself stays
