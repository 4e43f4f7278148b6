"""Several organisers on one league: nothing lost, nothing counted twice, conflicts named."""

import threading

import pytest

from warbands_manager.rules.league.results import Outcome
from warbands_manager.services.league_conflicts import LeagueEditConflict
from warbands_manager.services.league_games import GameInput, LeagueGameService
from warbands_manager.services.leagues import LeagueService, LeagueSettings, PlayerData
from warbands_manager.store.database import open_database
from warbands_manager.store.errors import EditConflict
from warbands_manager.store.tables import League

PLAYERS = [PlayerData(name) for name in ("Ann", "Bob", "Cid", "Dee", "Eve", "Fay")]


def _league(database, weeks=8) -> int:
    return LeagueService(database).create_league(LeagueSettings("Shared", weeks=weeks), PLAYERS)


def test_two_organisers_recording_at_once_lose_nothing_and_count_once(pg_database, pg_url):
    league_id = _league(pg_database)
    ids = [p.id for p in LeagueService(pg_database).league(league_id).players]
    games_each = 25
    start = threading.Barrier(2)
    errors = []

    def organiser(name: str, pairs: list[tuple[int, int]]) -> None:
        database = open_database(pg_url)
        database.actor = name
        games = LeagueGameService(database)
        try:
            start.wait(timeout=30)
            for index in range(games_each):
                a, b = pairs[index % len(pairs)]
                games.record_game(league_id, GameInput(1 + index % 8, a, b, Outcome.VICTORY))
        except Exception as error:  # noqa: BLE001 - collected for the assertion
            errors.append(error)
        finally:
            database.close()

    threads = [threading.Thread(target=organiser, args=("north", [(ids[0], ids[1]),
                                                                  (ids[2], ids[3])])),
               threading.Thread(target=organiser, args=("south", [(ids[4], ids[5]),
                                                                  (ids[1], ids[2])]))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert errors == []
    games = LeagueGameService(pg_database)
    assert len(games.games(league_id)) == 2 * games_each
    standings = games.standings(league_id, 8)
    # Every game counted exactly once for each of its two players.
    assert sum(row.games for row in standings.rows) == 2 * 2 * games_each
    who = [entry.who for entry in games.history(league_id) if entry.action == "record"]
    assert who.count("north") == games_each and who.count("south") == games_each


def test_the_second_writer_of_a_game_is_told_what_changed(backend_database):
    league_id = _league(backend_database)
    games = LeagueGameService(backend_database)
    ids = [p.id for p in LeagueService(backend_database).league(league_id).players]
    game_id = games.record_game(league_id, GameInput(1, ids[0], ids[1], Outcome.DRAW)).game_id
    seen = games.games(league_id)[0]
    backend_database.actor = "north"
    games.edit_game(game_id, GameInput(1, ids[0], ids[1], Outcome.MASSACRE), seen)
    backend_database.actor = "south"
    with pytest.raises(LeagueEditConflict) as conflict:
        games.edit_game(game_id, GameInput(2, ids[0], ids[1], Outcome.VICTORY), seen)
    assert conflict.value.changes == ["outcome: draw → massacre"]
    assert "by north at" in str(conflict.value)
    assert games.games(league_id)[0].outcome is Outcome.MASSACRE  # not overwritten
    with pytest.raises(LeagueEditConflict):
        games.delete_game(game_id, seen)
    fresh = games.games(league_id)[0]
    games.delete_game(game_id, fresh)
    with pytest.raises(LeagueEditConflict, match="deleted"):
        games.edit_game(game_id, GameInput(1, ids[0], ids[1], Outcome.DRAW), fresh)


def test_league_settings_conflict_names_each_change(backend_database):
    leagues = LeagueService(backend_database)
    league_id = _league(backend_database)
    seen = leagues.league(league_id)
    leagues.update_settings(league_id, LeagueSettings("Shared", organiser="Ros", weeks=6))
    leagues.set_tie_breakers(league_id, ["most_victories"])
    with pytest.raises(LeagueEditConflict) as conflict:
        leagues.update_settings(league_id, LeagueSettings("Renamed", weeks=8), seen)
    assert "organiser: — → Ros" in conflict.value.changes
    assert "weeks: 8 → 6" in conflict.value.changes
    assert any(line.startswith("tie-breakers:") for line in conflict.value.changes)
    assert leagues.league(league_id).name == "Shared"
    leagues.update_settings(league_id, LeagueSettings("Renamed", weeks=8),
                            leagues.league(league_id))
    assert leagues.league(league_id).name == "Renamed"


def test_player_edit_conflict(backend_database):
    leagues = LeagueService(backend_database)
    league_id = _league(backend_database)
    player = leagues.league(league_id).players[0]
    seen = PlayerData(player.name, player.warband, player.warband_type, player.club)
    leagues.update_player(player.id, PlayerData("Ann", club="Lyon"))
    with pytest.raises(LeagueEditConflict) as conflict:
        leagues.update_player(player.id, PlayerData("Anne"), seen)
    assert conflict.value.changes == ["club: — → Lyon"]


def test_a_race_inside_the_same_moment_is_caught_by_the_row_version(pg_database, pg_url):
    league_id = _league(pg_database)
    other = open_database(pg_url)
    try:
        with (pytest.raises(EditConflict, match="Someone else changed"),
              pg_database.transaction() as mine):
            row = mine.get(League, league_id)  # read version 1
            with other.transaction() as theirs:
                their_row = theirs.get(League, league_id)
                their_row.organiser = "Them"
                theirs.add(their_row)
            row.organiser = "Me"
            mine.add(row)
    finally:
        other.close()
    detail = LeagueService(pg_database).league(league_id)
    assert detail.settings.organiser == "Them" and detail.version == 2


def test_undo_does_not_overwrite_a_later_edit_by_someone_else(backend_database):
    league_id = _league(backend_database)
    games = LeagueGameService(backend_database)
    ids = [p.id for p in LeagueService(backend_database).league(league_id).players]
    game_id = games.record_game(league_id, GameInput(1, ids[0], ids[1], Outcome.DRAW)).game_id
    previous, _ = games.edit_game(game_id, GameInput(1, ids[0], ids[1], Outcome.VICTORY))
    games.put_back(previous)  # my own undo, nothing in between: allowed
    assert games.games(league_id)[0].outcome is Outcome.DRAW
    previous, _ = games.edit_game(game_id, GameInput(1, ids[0], ids[1], Outcome.VICTORY))
    seen = games.games(league_id)[0]
    games.edit_game(game_id, GameInput(1, ids[0], ids[1], Outcome.MASSACRE), seen)  # another
    with pytest.raises(LeagueEditConflict, match="undoing would overwrite"):
        games.put_back(previous)
    assert games.games(league_id)[0].outcome is Outcome.MASSACRE


def test_two_organisers_recording_campaign_games_at_once(pg_database, pg_url):
    from tests.campaign_sample import empire, orcs
    from warbands_manager.services.campaign_suite import CampaignServices

    setup = CampaignServices.for_database(pg_database).setup
    campaign = setup.create("Miragliano", "2027-03-01", "wbr")
    warbands = [setup.add_warband(campaign, f"P{i}", (empire if i % 2 else orcs)())
                for i in range(6)]
    rounds = 6
    start = threading.Barrier(2)
    errors = []

    def organiser(trio: list[int]) -> None:
        database = open_database(pg_url)
        services = CampaignServices.for_database(database)
        pairs = [(trio[0], trio[1]), (trio[1], trio[2]), (trio[2], trio[0])]
        try:
            start.wait(timeout=30)
            for index in range(rounds):
                a, b = pairs[index % 3]
                services.setup.record_game(campaign, a, b, "victory")
        except Exception as error:  # noqa: BLE001 - collected for the assertion
            errors.append(error)
        finally:
            database.close()

    threads = [threading.Thread(target=organiser, args=(warbands[:3],)),
               threading.Thread(target=organiser, args=(warbands[3:],))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert errors == []
    assert len(setup.games(campaign)) == 2 * rounds
