"""A row put back by an undo never starts again at version 1.

An ORM insert always writes version 1, so a league game, player or imported game re-inserted
by an undo would match the version another organiser's stale view still holds, and that view's
edit would go through unnoticed. Every restore moves the version on past the deleted one.
"""

from __future__ import annotations

from datetime import date

import pytest
from sqlalchemy import text

from warbands_manager.rules.league.results import Outcome
from warbands_manager.rules.roster import Roster, Unit
from warbands_manager.services.league_conflicts import LeagueEditConflict
from warbands_manager.services.league_games import GameInput, LeagueGameService
from warbands_manager.services.leagues import LeagueService, LeagueSettings, PlayerData
from warbands_manager.services.rosters import RosterEditConflict, RosterService

PLAYERS = [PlayerData("Steve", "Toran's Bones"), PlayerData("Drew", "Dreylas Host"),
           PlayerData("Ross", "The Sea Lizards")]


@pytest.fixture
def league(database):
    leagues = LeagueService(database)
    league_id = leagues.create_league(LeagueSettings("Autumn", "Jeremy", date(2026, 9, 1)),
                                      PLAYERS)
    ids = [p.id for p in leagues.league(league_id).players]
    return leagues, LeagueGameService(database), league_id, ids


def _version(database, table: str, row_id: int) -> int:
    with database.engine.connect() as connection:
        return connection.execute(text(f"SELECT version FROM {table} WHERE id = :id"),
                                  {"id": row_id}).scalar_one()


def _edited_twice(games, game_id):
    """Two edits: the game is at version 3 when it is deleted."""
    for outcome in (Outcome.DRAW, Outcome.VICTORY):
        view = games.game(game_id)
        games.edit_game(game_id, GameInput(view.week, view.player_a, view.player_b, outcome),
                        view)


def test_a_restored_game_refuses_an_edit_from_a_view_read_before_the_delete(league, database):
    _leagues, games, league_id, (steve, drew, _ross) = league
    game_id = games.record_game(league_id, GameInput(1, steve, drew, Outcome.VICTORY)).game_id
    stale = games.game(game_id)  # another organiser's window, version 1
    games.restore_game(games.delete_game(game_id))
    assert _version(database, "league_game", game_id) == 2
    with pytest.raises(LeagueEditConflict):
        games.edit_game(game_id, GameInput(1, steve, drew, Outcome.DRAW), stale)
    assert games.game(game_id).outcome is Outcome.VICTORY


def test_a_restored_game_continues_from_its_own_version(league, database):
    _leagues, games, league_id, (steve, drew, _ross) = league
    game_id = games.record_game(league_id, GameInput(1, steve, drew, Outcome.VICTORY)).game_id
    _edited_twice(games, game_id)
    games.restore_game(games.delete_game(game_id))
    assert _version(database, "league_game", game_id) == 4
    fresh = games.game(game_id)  # the view an undo reads after restoring: edits go through
    games.edit_game(game_id, GameInput(1, steve, drew, Outcome.DRAW), fresh)
    assert _version(database, "league_game", game_id) == 5


def test_games_of_an_undone_import_come_back_past_their_versions(league, database):
    _leagues, games, league_id, _ids = league
    ids = games.import_results(league_id, "week,player_a,player_b,result\n"
                                          "1,Steve,Drew,victory\n1,Ross,Steve,draw\n")
    _edited_twice(games, ids[0])
    before = games.versions(ids)
    games.restore_games(games.delete_games(ids, before))
    assert games.versions(ids) == {game_id: version + 1 for game_id, version in before.items()}


def test_a_restored_player_starts_past_the_version_he_was_removed_at(league, database):
    leagues, _games, _league_id, (_steve, _drew, ross) = league
    for club in ("Bay", "Harbour"):
        leagues.update_player(ross, PlayerData("Ross", "The Sea Lizards", club=club))
    assert _version(database, "league_player", ross) == 3
    leagues.restore_player(*leagues.remove_player(ross))
    assert _version(database, "league_player", ross) == 4
    assert leagues.league(_league_id).players[-1].name == "Ross"


def test_a_restored_roster_still_moves_on(database):
    # The rosters' restore shares the helper (it was the first to be fixed).
    rosters = RosterService(database)
    roster = Roster(name="Bones", army="vampire-counts", points_limit=250)
    roster.units = [Unit(id="u1", name="Skeletons", category="core", models=10,
                         points_per_model=8)]
    roster_id = rosters.create(roster)
    seen = rosters.seen(roster_id)
    rosters.restore(rosters.delete(roster_id))
    assert _version(database, "roster", roster_id) == 2
    with pytest.raises(RosterEditConflict):
        rosters.save(roster_id, roster, seen)
