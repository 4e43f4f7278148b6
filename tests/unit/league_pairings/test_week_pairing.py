"""The league-night pairer: every present player once, the rematch rule kept when it can be,
and the preferences in order — checked against every possible pairing for up to 10 players."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from warbands_manager.rules.league.pairing import third_in_a_row
from warbands_manager.rules.league.week_pairing import Entrant, pair_week, pairing_cost


def _matchings(players: list, bye: bool):
    """Every way to pair ``players`` (one of them sitting out when ``bye``)."""
    if bye:
        for index, sitter in enumerate(players):
            for pairs, _ in _matchings(players[:index] + players[index + 1:], False):
                yield pairs, (sitter,)
        return
    if not players:
        yield [], ()
        return
    first, rest = players[0], players[1:]
    for index, partner in enumerate(rest):
        for pairs, _ in _matchings(rest[:index] + rest[index + 1:], False):
            yield [(first, partner), *pairs], ()


@st.composite
def nights(draw, most=10):
    count = draw(st.integers(min_value=0, max_value=most))
    ids = list(range(1, count + 1))
    points = sorted((draw(st.integers(0, 24)) for _ in ids), reverse=True)
    entrants = [Entrant(i, f"P{i}", points[i - 1], i, draw(st.integers(0, 2))) for i in ids]
    history = []
    if count >= 2:
        games = draw(st.lists(st.tuples(st.sampled_from(ids), st.sampled_from(ids))
                              .filter(lambda p: p[0] != p[1]), max_size=30))
        # Rematches in a row make the hard rule bite: repeat some games twice.
        for game in games:
            history += [game] * draw(st.integers(1, 2))
    fixed = []
    if count >= 2:
        fixed = draw(st.lists(st.tuples(st.sampled_from(ids), st.sampled_from(ids))
                              .filter(lambda p: p[0] != p[1]), max_size=2))
    return entrants, history, fixed


def _check_everyone_once(entrants, result):
    seen = [p for pair in result.pairs for p in pair] + list(result.byes)
    assert sorted(seen) == sorted(e.id for e in entrants)
    assert len(result.byes) == len(entrants) % 2 or (len(entrants) == 1 and result.byes)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(nights())
def test_pairing_is_the_best_of_every_possible_pairing(night):
    entrants, history, fixed = night
    result = pair_week(3, entrants, history, fixed)
    _check_everyone_once(entrants, result)
    if len(entrants) < 2:
        return
    ours = pairing_cost(entrants, history, fixed, result.pairs, result.byes)
    best = min(pairing_cost(entrants, history, fixed, pairs, byes)
               for pairs, byes in _matchings([e.id for e in entrants], len(entrants) % 2 == 1))
    assert ours == best  # the rule first, then bye order, repeats, points gap, fixed pairs
    for a, b in result.pairs:  # a forced rematch is named
        if third_in_a_row(history, a, b):
            assert (a, b) in result.forced
            assert any(f"P{a} and P{b} play each other a third time" in n for n in result.notes)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(41, 70), st.randoms(use_true_random=False))
def test_large_nights_keep_the_rule_when_they_can(count, rng):
    import networkx as nx

    ids = list(range(1, count + 1))
    entrants = [Entrant(i, f"P{i}", (count - i) // 3, i) for i in ids]
    history = []
    for _ in range(count):  # many players whose last two games were against one opponent
        a, b = rng.sample(ids, 2)
        history += [(a, b), (a, b)]
    result = pair_week(2, entrants, history)
    _check_everyone_once(entrants, result)
    if result.forced:  # only when the allowed pairs cannot cover everyone
        allowed = nx.Graph()
        allowed.add_nodes_from(ids)
        allowed.add_edges_from((a, b) for a in ids for b in ids
                               if a < b and not third_in_a_row(history, a, b))
        assert len(nx.max_weight_matching(allowed, maxcardinality=True)) < count // 2


def test_the_only_pairing_left_is_named():
    entrants = [Entrant(1, "Ann"), Entrant(2, "Bob", rank=2)]
    result = pair_week(3, entrants, [(1, 2), (2, 1)])
    assert result.pairs == ((1, 2),)
    assert result.forced == ((1, 2),)
    assert "Ann and Bob play each other a third time in a row" in result.notes[0]


def test_third_game_in_a_row_is_avoided_even_against_points():
    # Ann and Bob are level on points but played each other twice in a row.
    entrants = [Entrant(1, "Ann", 8, 1), Entrant(2, "Bob", 8, 2), Entrant(3, "Cat", 2, 3),
                Entrant(4, "Dan", 2, 4)]
    result = pair_week(3, entrants, [(1, 2), (3, 4), (2, 1), (4, 3)])
    assert not result.forced
    assert {frozenset(p) for p in result.pairs} & {frozenset((1, 2)), frozenset((3, 4))} == set()


def test_bye_rotates_to_fewest_byes_then_lowest_ranked():
    entrants = [Entrant(1, "Ann", 9, 1), Entrant(2, "Bob", 5, 2), Entrant(3, "Cat", 1, 3)]
    assert pair_week(2, entrants, []).byes == (3,)
    had_one = [Entrant(1, "Ann", 9, 1), Entrant(2, "Bob", 5, 2), Entrant(3, "Cat", 1, 3, 1)]
    result = pair_week(3, had_one, [])
    assert result.byes == (2,)
    assert "Bob has the bye (0 earlier byes" in " ".join(result.notes)


def test_similar_points_then_fixed_pairs():
    entrants = [Entrant(1, "Ann", 12, 1), Entrant(2, "Bob", 11, 2), Entrant(3, "Cat", 3, 3),
                Entrant(4, "Dan", 2, 4)]
    assert pair_week(2, entrants, []).pairs == ((1, 2), (3, 4))
    level = [Entrant(i, n, 4, i) for i, n in enumerate(("Ann", "Bob", "Cat", "Dan"), 1)]
    fixed = pair_week(2, level, [], fixed=[(1, 4)])
    assert (1, 4) in fixed.pairs


def test_a_player_listed_twice_is_refused():
    with pytest.raises(ValueError, match="listed twice"):
        pair_week(1, [Entrant(1, "Ann"), Entrant(1, "Ann")], [])
