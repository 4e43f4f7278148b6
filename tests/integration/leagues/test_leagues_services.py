from datetime import date

import pytest

from warbands_manager.rules.league.results import Outcome
from warbands_manager.rules.league.results_csv import ResultsFileError
from warbands_manager.rules.league.tables import set_value
from warbands_manager.services.league_games import GameInput, LeagueGameService
from warbands_manager.services.leagues import (
    LeagueError,
    LeagueService,
    LeagueSettings,
    PlayerData,
)

PLAYERS = [PlayerData("Steve", "Toran's Bones", "Vampire Counts"),
           PlayerData("Drew", "Dreylas Host", "Wood Elves"),
           PlayerData("Ross", "The Sea Lizards", "Lizardmen"),
           PlayerData("Þór Łukasz <the Bold>", "Karak Azul Scouts", "Dwarfs")]


@pytest.fixture
def league(database):
    leagues = LeagueService(database)
    league_id = leagues.create_league(LeagueSettings("Autumn", "Jeremy", date(2026, 9, 1)),
                                      PLAYERS)
    ids = [p.id for p in leagues.league(league_id).players]
    return leagues, LeagueGameService(database), league_id, ids


def test_league_copies_tables_and_lists(league):
    leagues, _games, league_id, ids = league
    detail = leagues.league(league_id)
    assert detail.tables.week(3).maximum_size == 450 and len(ids) == 4
    assert leagues.list_leagues()[0].players == 4
    with pytest.raises(LeagueError, match="already"):
        leagues.create_league(LeagueSettings("autumn"))


def test_league_names_are_the_list_s_ids_and_names_in_its_order(league):
    """What the Leagues page lists: the same leagues, in the same order, as list_leagues."""
    leagues, _games, _league_id, _ids = league
    for name in ("Zeta", "Beta", "Ærø"):
        leagues.create_league(LeagueSettings(name))
    assert [(row.id, row.name) for row in leagues.league_names()] == [
        (row.id, row.name) for row in leagues.list_leagues()]


def test_worked_example_ross_week_three(league):
    _leagues, games, league_id, ids = league
    steve, drew, ross, thor = ids
    games.record_game(league_id, GameInput(3, ross, steve, Outcome.VICTORY))
    games.record_game(league_id, GameInput(3, ross, drew, Outcome.VICTORY))
    games.record_game(league_id, GameInput(3, thor, ross, Outcome.VICTORY))
    row = next(r for r in games.standings(league_id).rows if r.player.id == ross)
    assert row.warband_size == 435 and row.league_points == 9


def test_recorded_games_keep_their_values_when_tables_change(league):
    leagues, games, league_id, ids = league
    games.record_game(league_id, GameInput(1, ids[0], ids[1], Outcome.MASSACRE))
    document = set_value(leagues.league(league_id).tables.to_document(),
                         "league.league_points.massacre", 5)
    leagues.update_tables(league_id, document)
    games.record_game(league_id, GameInput(1, ids[2], ids[3], Outcome.MASSACRE))
    points = {r.player.id: r.league_points for r in games.standings(league_id).rows}
    assert points[ids[0]] == 6 and points[ids[2]] == 5


def test_third_game_in_a_row_warns_but_records(league):
    _leagues, games, league_id, ids = league
    for _ in range(2):
        assert not games.record_game(league_id, GameInput(1, ids[0], ids[1], Outcome.DRAW)).warnings
    recorded = games.record_game(league_id, GameInput(1, ids[1], ids[0], Outcome.DRAW))
    assert recorded.warnings and "third time in a row" in recorded.warnings[0]
    assert len(games.games(league_id)) == 3


def test_edit_delete_and_undo_keep_history(league):
    _leagues, games, league_id, ids = league
    game_id = games.record_game(league_id, GameInput(1, ids[0], ids[1], Outcome.VICTORY)).game_id
    previous, _ = games.edit_game(game_id, GameInput(1, ids[0], ids[1], Outcome.DEFEAT))
    assert games.games(league_id)[0].outcome is Outcome.DEFEAT
    games.put_back(previous)
    assert games.games(league_id)[0].outcome is Outcome.VICTORY
    snapshot = games.delete_game(game_id)
    assert games.games(league_id) == []
    games.restore_game(snapshot)
    assert games.games(league_id)[0].id == game_id
    actions = [h.action for h in games.history(league_id)]
    assert actions == ["create", "record", "edit", "undo-edit", "delete", "restore"]


def test_game_outside_the_league_is_refused(league):
    _leagues, games, league_id, ids = league
    with pytest.raises(LeagueError, match="week 5"):
        games.record_game(league_id, GameInput(5, ids[0], ids[1], Outcome.DRAW))
    with pytest.raises(LeagueError, match="himself"):
        games.record_game(league_id, GameInput(1, ids[0], ids[0], Outcome.DRAW))


def test_import_is_all_or_nothing(league):
    _leagues, games, league_id, _ids = league
    good = "week,player_a,player_b,result,date\n1,Steve,Drew,victory,2026-09-02\n"
    assert len(games.import_results(league_id, good)) == 1
    bad = good + "2,Steve,Nobody,draw,\n"
    with pytest.raises(ResultsFileError, match="line 3, column player_b"):
        games.import_results(league_id, bad)
    assert len(games.games(league_id)) == 1
    exported = games.export_results(league_id)
    assert "1,Steve,Drew,victory,2026-09-02" in exported


def test_finals_after_the_last_week(league):
    _leagues, games, league_id, ids = league
    games.record_game(league_id, GameInput(4, ids[0], ids[1], Outcome.MASSACRE))
    games.record_game(league_id, GameInput(4, ids[2], ids[3], Outcome.VICTORY))
    _standings, plan = games.finals(league_id)
    assert plan.final == (ids[0], ids[2])
    games.record_game(league_id, GameInput(5, ids[2], ids[0], Outcome.VICTORY, stage="final"))
    standings, plan = games.finals(league_id)
    assert plan.champion == ids[2]
    assert standings.rows[0].league_points == 6  # finals do not add league points


def test_player_with_games_cannot_be_removed_and_removal_undoes(league):
    leagues, games, league_id, ids = league
    games.record_game(league_id, GameInput(1, ids[0], ids[1], Outcome.DRAW))
    with pytest.raises(LeagueError, match="played"):
        leagues.remove_player(ids[0])
    removed = leagues.remove_player(ids[3])
    assert len(leagues.league(league_id).players) == 3
    leagues.restore_player(*removed)
    assert leagues.league(league_id).player_name(ids[3]) == "Þór Łukasz <the Bold>"


def test_shortening_below_played_weeks_is_refused(league):
    leagues, games, league_id, ids = league
    games.record_game(league_id, GameInput(3, ids[0], ids[1], Outcome.DRAW))
    with pytest.raises(LeagueError, match="week 3"):
        leagues.update_settings(league_id, LeagueSettings("Autumn", weeks=2))
    leagues.update_settings(league_id, LeagueSettings("Autumn", weeks=6))
    assert len(leagues.league(league_id).tables.weeks) == 6


@pytest.mark.parametrize("breakers", [(), ("head_to_head", "fewest_games"),
                                      ("most_victories", "head_to_head")])
def test_database_standings_equal_the_pure_rules(database, breakers):
    """The service sums games in SQL; the result must be what the rules give game by game."""
    import random

    from warbands_manager.rules.league.standings import compute_standings
    from warbands_manager.services.league_games import records as stored_records

    leagues, games = LeagueService(database), LeagueGameService(database)
    league_id = leagues.create_league(LeagueSettings("Big"),
                                      [PlayerData(f"P{i}") for i in range(12)])
    leagues.set_tie_breakers(league_id, breakers)
    detail = leagues.league(league_id)
    ids = [p.id for p in detail.players]
    rng = random.Random(5)
    for _ in range(60):
        a, b = rng.sample(ids, 2)
        games.record_game(league_id, GameInput(rng.randint(1, 4), a, b,
                                               rng.choice(list(Outcome))))
    for week in (None, 2, 4):
        with database.transaction() as session:
            records = stored_records(session, league_id)
        expected = compute_standings(detail.players, records, detail.tables, week, breakers)
        got = games.standings(league_id, week)
        assert [(r.player.id, r.rank, r.tied, r.league_points, r.warband_size, r.games,
                 r.points_by_week) for r in got.rows] == \
               [(r.player.id, r.rank, r.tied, r.league_points, r.warband_size, r.games,
                 r.points_by_week) for r in expected.rows]
