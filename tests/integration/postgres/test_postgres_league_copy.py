"""A league moved from a SQLite file to the server and back is the same league."""

from dataclasses import asdict

import pytest

from tests.integration.leagues.test_leagues_rosters import empire
from warbands_manager import cli
from warbands_manager.rules.league.results import Outcome
from warbands_manager.services.league_copy import copy_league
from warbands_manager.services.league_games import GameInput, LeagueGameService
from warbands_manager.services.league_rosters import LeagueRosterService
from warbands_manager.services.leagues import (
    LeagueError,
    LeagueService,
    LeagueSettings,
    PlayerData,
)
from warbands_manager.services.rosters import RosterService
from warbands_manager.store.database import open_database


def _league(database) -> int:
    """A league with everything a league can hold: edits, undo, finals, a roster, history."""
    database.actor = "Þór Łukasz <the Bold>"
    leagues, games = LeagueService(database), LeagueGameService(database)
    league_id = leagues.create_league(
        LeagueSettings("Autumn", organiser="Ros", weeks=2),
        [PlayerData("Ann", "Iron Fists", "Dwarfs", "Lyon"), PlayerData("Bob"),
         PlayerData("Cid"), PlayerData("Dee")])
    ids = [p.id for p in leagues.league(league_id).players]
    detail = leagues.league(league_id)
    document = detail.tables.to_document()
    leagues.update_tables(league_id, document)
    leagues.set_tie_breakers(league_id, ["most_massacres", "head_to_head"])
    first = games.record_game(league_id, GameInput(1, ids[0], ids[1], Outcome.VICTORY)).game_id
    games.record_game(league_id, GameInput(1, ids[2], ids[3], Outcome.MASSACRE,
                                           details={"note": "Little War"}))
    games.edit_game(first, GameInput(1, ids[0], ids[1], Outcome.DRAW))
    gone = games.record_game(league_id, GameInput(2, ids[0], ids[2], Outcome.DEFEAT)).game_id
    games.restore_game(games.delete_game(gone))
    games.record_game(league_id, GameInput(2, ids[1], ids[3], Outcome.VICTORY))
    games.record_game(league_id, GameInput(3, ids[0], ids[2], Outcome.VICTORY,
                                           stage="final"))
    roster_id = RosterService(database).create(empire(10, 10))
    LeagueRosterService(database).link(ids[0], 1, roster_id)
    return league_id


def _fingerprint(database, league_id: int) -> dict:
    """Everything an organiser sees of the league, without row ids or versions."""
    leagues, games = LeagueService(database), LeagueGameService(database)
    detail = leagues.league(league_id)
    names = {p.id: p.name for p in detail.players}
    links = LeagueRosterService(database).links(league_id)
    return {
        "settings": detail.settings, "tables": detail.tables.to_document(),
        "tie_breakers": detail.tie_breakers,
        "players": [(p.name, p.warband, p.warband_type, p.club) for p in detail.players],
        "games": [(g.week, g.played_on, g.name_a, g.name_b, g.outcome, g.stage, g.scored,
                   g.details) for g in games.games(league_id)],
        "history": [asdict(h) for h in games.history(league_id)],
        "standings": [(r.player.name, r.rank, r.warband_size, r.massacres, r.victories,
                       r.draws, r.losses, r.games, r.league_points, r.points_by_week)
                      for r in games.standings(league_id, 2).rows],
        "links": [(names[link.player_id], link.week, link.roster_name,
                   link.check is not None) for link in links],
    }


def test_sqlite_to_server_and_back_is_lossless(tmp_path, pg_database):
    local = open_database(tmp_path / "local.sqlite")
    back = open_database(tmp_path / "back.sqlite")
    try:
        league_id = _league(local)
        expected = _fingerprint(local, league_id)
        on_server = copy_league(local, pg_database, league_id).league_id
        assert _fingerprint(pg_database, on_server) == expected
        home = copy_league(pg_database, back, on_server)
        assert (home.players, home.games, home.rosters) == (4, 5, 1)
        assert _fingerprint(back, home.league_id) == expected
        with pytest.raises(LeagueError, match="already a league"):
            copy_league(back, pg_database, home.league_id)
    finally:
        local.close()
        back.close()


def test_copy_command_round_trip(tmp_path, pg_url, capsys):
    source, back = tmp_path / "source.sqlite", tmp_path / "back.sqlite"
    database = open_database(source)
    league_id = _league(database)
    expected = _fingerprint(database, league_id)
    database.close()
    assert cli.main(["--db", str(source), "league", "copy", "Autumn", "--to", pg_url]) == 0
    assert "5 games" in capsys.readouterr().out
    assert cli.main(["league", "copy", "Autumn", "--from", pg_url, "--to", str(back),
                     "--as", "Autumn (home)"]) == 0
    database = open_database(back)
    try:
        copied = _fingerprint(database, LeagueService(database).find("Autumn (home)"))
    finally:
        database.close()
    assert copied["settings"].name == "Autumn (home)"
    copied["settings"] = expected["settings"]
    assert copied == expected
