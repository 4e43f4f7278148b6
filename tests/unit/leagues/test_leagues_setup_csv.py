import random

import pytest

from warbands_manager.rules.dice import Dice
from warbands_manager.rules.league.results import Outcome
from warbands_manager.rules.league.results_csv import (
    ResultsFileError,
    parse_results,
    standings_from_results,
    write_results,
    write_standings,
)
from warbands_manager.rules.league.setup import (
    dice_off,
    dice_off_from,
    load_setup,
    map_for,
    north_for,
    objective_for,
    roll_north,
)
from warbands_manager.rules.league.tables import LeagueTables, default_document

SETUP = load_setup()
TABLES = LeagueTables(default_document())


@pytest.mark.parametrize(("face", "side"), [(1, 1), (4, 4), (5, None), (6, None)])
def test_north_side_rerolls_five_and_six(face, side):
    assert north_for(face, SETUP) == side


def test_roll_north_logs_every_roll():
    dice = Dice(random.Random(3))
    side = roll_north(dice, SETUP)
    assert 1 <= side <= 4 and dice.log and dice.log[-1].total == side


@pytest.mark.parametrize(("face", "name"), [(1, "A"), (2, "B"), (3, "B"), (4, "C"), (5, "C"),
                                            (6, "D")])
def test_map_roll(face, name):
    assert map_for(face, SETUP) == name
    assert name in SETUP.maps


def test_objectives_and_dice_off():
    assert [objective_for(f, SETUP) for f in (1, 6)] == ["Assassinate", "Choose"]
    assert dice_off_from(4, 4) is None and dice_off_from(5, 2) == 0
    dice = Dice(random.Random(1))
    assert dice_off(dice, "Deployment", "A", "B") in (0, 1)
    assert len(dice.log) % 2 == 0


RESULTS = """week,player_a,player_b,result,date
1,Ann,Bob,Victory,2026-01-02
1,Cid,Dee,massacre
2,Ann,Cid,draw
"""


def test_results_file_reads_case_insensitively_and_keeps_extra_columns():
    rows = parse_results(RESULTS)
    assert [r.outcome for r in rows] == [Outcome.VICTORY, Outcome.MASSACRE, Outcome.DRAW]
    assert rows[0].extra == {"date": "2026-01-02"}


@pytest.mark.parametrize(("text", "where"), [
    ("1,Ann,Bob,win\n", "line 1, column result"),
    ("week,player_a,player_b,result\n1,Ann,Bob,draw\nx,Ann,Bob,draw\n", "line 3, column week"),
    ("1,Ann,,draw\n", "line 1, column player_b"),
    ("1,Ann\n", "line 1, column player_b"),
    ("1,Ann,ann,draw\n", "line 1, column player_b"),
    ("0,Ann,Bob,draw\n", "line 1, column week"),
])
def test_bad_rows_name_line_and_column(text, where):
    with pytest.raises(ResultsFileError, match=where):
        parse_results(text)


def test_standings_from_results_and_round_trip():
    standings, warnings = standings_from_results(RESULTS, TABLES)
    assert standings.week == 2 and standings.rows[0].player.name == "Cid"
    assert not warnings
    text = write_results([(r.week, r.player_a, r.player_b, r.outcome, r.extra)
                          for r in parse_results(RESULTS)])
    assert [r.outcome for r in parse_results(text)] == [r.outcome for r in parse_results(RESULTS)]
    assert write_standings(standings).splitlines()[0].startswith("rank,player")


def test_third_in_a_row_warns_with_the_line():
    text = "1,Ann,Bob,draw\n1,Bob,Ann,draw\n1,Ann,Bob,draw\n"
    _standings, warnings = standings_from_results(text, TABLES)
    assert len(warnings) == 1 and warnings[0].startswith("line 3:")
