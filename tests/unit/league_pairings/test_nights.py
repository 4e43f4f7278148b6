"""The game-night record: stored as a JSON document, byes counted from the other weeks."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from warbands_manager.rules.league.nights import NightRecord, WeekPlan
from warbands_manager.rules.league.results_csv import (
    ResultsFileError,
    parse_results,
    with_bye_lines,
)


def test_record_round_trips_and_counts_byes_of_other_weeks():
    record = NightRecord().with_week(WeekPlan(1, ((1, 2),), (3,), (1, 2, 3), ("note",)))
    record = record.with_week(WeekPlan(2, ((1, 3),), (2,))).with_fixed([(1, 3)])
    again = NightRecord.from_document(record.to_document())
    assert again == record
    assert again.byes_outside(2) == {3: 1}  # re-pairing week 2 replaces its own bye
    assert again.byes_outside(3) == {3: 1, 2: 1}
    assert again.latest().week == 2


def test_an_unreadable_document_is_an_empty_record():
    for document in (None, [], {"weeks": [{"week": "x"}]}, {"weeks": [{"pairs": 3}]}):
        assert NightRecord.from_document(document) == NightRecord()


def test_bye_lines_are_replaced_per_week_and_refused_where_not_read():
    text = "week,player_a,player_b,result\n1,Ann,Bob,victory\n1,Cat,,bye\n2,Ann,,bye\n"
    changed = with_bye_lines(text, 1, ["Dan"])
    assert changed.splitlines()[1:] == ["1,Ann,Bob,victory", "2,Ann,,bye", "1,Dan,,bye"]
    byes = []
    assert len(parse_results(changed, byes=byes)) == 1
    assert [(b.week, b.player) for b in byes] == [(2, "Ann"), (1, "Dan")]
    with pytest.raises(ResultsFileError, match="line 3, column result: a bye line"):
        parse_results(changed)


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 14), st.data())
def test_only_those_present_are_paired_each_exactly_once(count, data):
    from warbands_manager.rules.league.nights import plan_week
    from warbands_manager.rules.league.results import Outcome, score_game
    from warbands_manager.rules.league.standings import GameRecord, PlayerInfo, compute_standings
    from warbands_manager.rules.league.tables import LeagueTables, default_document

    tables = LeagueTables(default_document(4))
    players = [PlayerInfo(i, f"P{i}") for i in range(1, count + 1)]
    ids = [p.id for p in players]
    pairs = data.draw(st.lists(st.tuples(st.sampled_from(ids), st.sampled_from(ids))
                               .filter(lambda p: p[0] != p[1]), max_size=20))
    games = [GameRecord(n, 1, a, b, Outcome.VICTORY, score_game(tables, 1, Outcome.VICTORY))
             for n, (a, b) in enumerate(pairs, 1)]
    present = data.draw(st.lists(st.sampled_from(ids), unique=True))
    record = NightRecord().with_week(WeekPlan(1, (), (ids[0],)))
    pairing = plan_week(2, compute_standings(players, games, tables, 2), pairs, present, record)
    seen = [p for pair in pairing.pairs for p in pair] + list(pairing.byes)
    assert sorted(seen) == sorted(present)


def test_each_pair_finds_its_own_game_either_way_round():
    from types import SimpleNamespace

    from warbands_manager.rules.league.nights import pair_results
    from warbands_manager.rules.league.results import Outcome

    def game(a, b):
        return SimpleNamespace(week=2, player_a=a, player_b=b, outcome=Outcome.DRAW)

    first, reversed_, again = game(1, 2), game(4, 3), game(2, 1)
    found = pair_results([(1, 2), (3, 4), (5, 6), (2, 1)], [first, reversed_, again])
    assert found == [first, reversed_, None, again]  # a game answers one pair only


def test_results_are_said_with_both_names():
    from warbands_manager.rules.league.nights import result_words
    from warbands_manager.rules.league.results import Outcome

    assert result_words(Outcome.MASSACRE, "Steve", "Drew") == "Steve massacred Drew"
    assert result_words(Outcome.DEFEAT, "Steve", "Drew") == "Drew won a victory"
    assert result_words(Outcome.MASSACRED, "Steve", "Drew") == "Drew massacred Steve"
    assert result_words(Outcome.DRAW, "Steve", "Drew") == "Draw"
