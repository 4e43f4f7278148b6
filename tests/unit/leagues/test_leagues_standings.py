import pytest

from warbands_manager.rules.league.finals import FINAL, SEMI_FINAL, plan_finals
from warbands_manager.rules.league.pairing import repeat_warnings, third_in_a_row
from warbands_manager.rules.league.results import Outcome, score_game
from warbands_manager.rules.league.standings import (
    GameRecord,
    PlayerInfo,
    compute_standings,
    validate_tie_breakers,
)
from warbands_manager.rules.league.tables import LeagueTables, default_document

TABLES = LeagueTables(default_document())
PLAYERS = [PlayerInfo(i, n) for i, n in enumerate(["Ann", "Bob", "Cid", "Dee"], start=1)]


def games(*specs, stage="league"):
    return [GameRecord(i, week, a, b, Outcome(o), score_game(TABLES, week, Outcome(o)), stage)
            for i, (week, a, b, o) in enumerate(specs, start=1)]


def order(standings):
    return [(r.player.name, r.rank_label) for r in standings.rows]


def test_points_decide_first():
    s = compute_standings(PLAYERS, games((1, 1, 2, "massacre"), (1, 3, 4, "victory")), TABLES)
    assert [r.player.name for r in s.rows][:2] == ["Ann", "Cid"]
    assert s.rows[0].league_points == 6 and s.rows[0].massacres == 1


def test_head_to_head_breaks_a_tie():
    # Ann and Bob both 5 points; Bob beat Ann.
    played = games((1, 2, 1, "victory"), (1, 1, 3, "victory"), (1, 2, 4, "defeat"))
    s = compute_standings(PLAYERS, played, TABLES, tie_breakers=("head_to_head",))
    assert order(s)[:2] == [("Bob", "1"), ("Ann", "2")]


def test_without_tie_breakers_level_players_share_a_rank_and_are_marked():
    played = games((1, 2, 1, "victory"), (1, 1, 3, "victory"), (1, 2, 4, "defeat"))
    s = compute_standings(PLAYERS, played, TABLES, tie_breakers=())
    assert order(s)[:2] == [("Ann", "1="), ("Bob", "1=")]


@pytest.mark.parametrize(("breaker", "winner"), [
    ("most_massacres", "Cid"), ("most_victories", "Ann"),
])
def test_massacres_and_victories_tie_breakers(breaker, winner):
    # Ann: victory + victory + loss... make both 9 points: Ann V,V,L = 9; Cid M,D,L = 9.
    played = games((1, 1, 2, "victory"), (1, 1, 4, "victory"), (1, 1, 2, "defeat"),
                   (2, 3, 4, "massacre"), (2, 3, 2, "draw"), (2, 3, 4, "defeat"))
    s = compute_standings(PLAYERS, played, TABLES, tie_breakers=(breaker,))
    top = [r for r in s.rows if r.league_points == 9]
    assert top[0].player.name == winner and not top[0].tied


def test_fewest_losses_and_fewest_games():
    # Ann 4+4 = 8 in two games; Bob 2+2+2+2 = 8 in four, no losses either.
    played = games((1, 1, 3, "victory"), (1, 1, 4, "victory"),
                   (2, 2, 3, "draw"), (2, 2, 4, "draw"), (2, 2, 3, "draw"), (2, 2, 4, "draw"))
    s = compute_standings(PLAYERS, played, TABLES, tie_breakers=("fewest_losses",))
    assert order(s)[:2] == [("Ann", "1="), ("Bob", "1=")]
    s = compute_standings(PLAYERS, played, TABLES, tie_breakers=("fewest_losses", "fewest_games"))
    assert order(s)[:2] == [("Ann", "1"), ("Bob", "2")]


def test_standings_as_of_a_week_and_size_that_week():
    played = games((1, 1, 2, "victory"), (2, 1, 3, "victory"), (2, 1, 4, "victory"))
    s = compute_standings(PLAYERS, played, TABLES, week=1)
    ann = next(r for r in s.rows if r.player.name == "Ann")
    assert ann.league_points == 4 and ann.warband_size == 215
    s = compute_standings(PLAYERS, played, TABLES)
    ann = next(r for r in s.rows if r.player.name == "Ann")
    assert s.week == 2 and ann.warband_size == 330 and ann.points_by_week == [4, 12]
    dee = next(r for r in s.rows if r.player.name == "Dee")
    assert dee.warband_size == 305  # a loss in week 2


def test_no_game_in_the_week_shows_the_starting_size():
    s = compute_standings(PLAYERS, games((1, 1, 2, "victory")), TABLES, week=3)
    assert {r.warband_size for r in s.rows} == {400}


def test_unknown_tie_breaker_refused():
    with pytest.raises(ValueError, match="unknown tie-breaker"):
        validate_tie_breakers(["coin_toss"])
    with pytest.raises(ValueError, match="twice"):
        validate_tie_breakers(["most_massacres", "most_massacres"])


def test_third_game_in_a_row_is_flagged_second_is_not():
    assert not third_in_a_row([(1, 2)], 1, 2)  # second in a row: fine (on the limit)
    assert third_in_a_row([(1, 2), (2, 1)], 1, 2)  # third: warn
    assert not third_in_a_row([(1, 2), (1, 3), (2, 3), (1, 2)], 1, 2)  # not in a row
    assert third_in_a_row([(1, 2), (1, 3), (1, 2)], 1, 2)  # Bob played only Ann twice
    assert third_in_a_row([(3, 2), (2, 3)], 2, 3)
    assert repeat_warnings([(1, 2), (1, 2), (2, 1), (1, 3)]) == [2]


def test_final_between_the_top_two():
    played = games((1, 1, 2, "massacre"), (1, 3, 4, "victory"))
    s = compute_standings(PLAYERS, played, TABLES)
    plan = plan_finals(s, [])
    assert plan.final == (1, 3) and plan.champion is None and not plan.pending_semis
    done = plan_finals(s, games((5, 3, 1, "victory"), stage=FINAL))
    assert done.champion == 3


def test_tie_for_second_needs_a_semi_final():
    played = games((1, 1, 2, "massacre"), (1, 3, 4, "draw"))
    s = compute_standings(PLAYERS, played, TABLES, tie_breakers=())
    plan = plan_finals(s, [])
    assert plan.qualified == (1,) and plan.pending_semis == ((3, 4),) and plan.final is None
    after = plan_finals(s, games((5, 4, 3, "victory"), stage=SEMI_FINAL))
    assert after.final == (1, 4)


def test_draw_in_semi_final_is_replayed():
    played = games((1, 1, 2, "massacre"), (1, 3, 4, "draw"))
    s = compute_standings(PLAYERS, played, TABLES, tie_breakers=())
    plan = plan_finals(s, games((5, 4, 3, "draw"), stage=SEMI_FINAL))
    assert plan.pending_semis == ((3, 4),)


def test_three_tied_for_first_one_semi_and_a_bye():
    players = PLAYERS[:3]
    s = compute_standings(players, [], TABLES, tie_breakers=())
    plan = plan_finals(s, [])
    assert plan.byes == (1,) and plan.pending_semis == ((2, 3),)


def test_the_row_tie_breakers_picked_at_once_are_their_keys():
    """``_split_by_rows`` picks the row tie-breakers from one tuple per row (``_row_values``):
    the same values, bigger better, as each tie-breaker's own key."""
    from warbands_manager.rules.league.standings import (
        _ROW_INDEX,
        _ROW_KEYS,
        PlayerInfo,
        StandingRow,
        _row_values,
    )

    assert set(_ROW_INDEX) == set(_ROW_KEYS)
    row = StandingRow(PlayerInfo(1, "A"), massacres=3, victories=5, draws=1, losses=2, games=11)
    for name, key in _ROW_KEYS.items():
        assert _row_values(row)[_ROW_INDEX[name]] == key(row), name
    # What each compares, bigger better: written out here, since both come from _row_values.
    assert {name: key(row) for name, key in _ROW_KEYS.items()} == {
        "most_massacres": 3, "most_victories": 5, "fewest_losses": -2, "fewest_games": -11}


def _settled(standings):
    return {r.player.name: r.settled_by for r in standings.rows}


def test_rows_level_on_points_say_which_tie_breaker_placed_them():
    played = games((1, 2, 1, "victory"), (1, 1, 3, "victory"), (1, 2, 4, "defeat"))
    s = compute_standings(PLAYERS, played, TABLES)  # the documented order
    settled = _settled(s)
    assert settled["Bob"] == settled["Ann"] == "head-to-head"
    assert all(r.level_on_points for r in s.rows if r.player.name in ("Ann", "Bob"))
    points = {r.player.name: r.league_points for r in s.rows}
    alone = [name for name in points if list(points.values()).count(points[name]) == 1]
    assert all(settled[name] == "" for name in alone)  # nobody to be settled against
    s = compute_standings(PLAYERS, played, TABLES, tie_breakers=())
    assert _settled(s)["Ann"] == "still tied"


def test_the_row_tie_breakers_name_the_one_that_was_needed():
    # Ann 4+4 = 8 in two games; Bob 2+2+2+2 = 8 in four: level on losses, apart on games.
    played = games((1, 1, 3, "victory"), (1, 1, 4, "victory"),
                   (2, 2, 3, "draw"), (2, 2, 4, "draw"), (2, 2, 3, "draw"), (2, 2, 4, "draw"))
    s = compute_standings(PLAYERS, played, TABLES, tie_breakers=("fewest_losses", "fewest_games"))
    assert _settled(s)["Ann"] == _settled(s)["Bob"] == "fewest games"
    s = compute_standings(PLAYERS, played, TABLES, tie_breakers=("most_victories",))
    assert _settled(s)["Ann"] == "most victories"
