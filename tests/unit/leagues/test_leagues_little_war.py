import pytest

from warbands_manager.rules.league.little_war import LittleWarInput, little_war_result
from warbands_manager.rules.league.results import Outcome


@pytest.mark.parametrize(("size", "vp_a", "vp_b", "letter", "outcome"), [
    (200, 24, 0, "D", Outcome.DRAW),  # on the row limit: 0-24
    (200, 25, 0, "V", Outcome.VICTORY),  # first value of 25-49
    (199, 75, 0, "M", Outcome.MASSACRE),  # 1-199 column's upper limit
    (200, 75, 0, "V", Outcome.VICTORY),  # 200-299 column's lower limit
    (500, 199, 0, "V", Outcome.VICTORY),
    (500, 0, 200, "M", Outcome.MASSACRED),  # 200+ is always a massacre
    (300, 0, 30, "D", Outcome.DRAW),
    (400, 10, 60, "V", Outcome.DEFEAT),
])
def test_victory_table(tables, size, vp_a, vp_b, letter, outcome):
    result = little_war_result(tables, LittleWarInput(size, size, vp_a, vp_b))
    assert (result.letter, result.outcome) == (letter, outcome)


def test_unknown_objective_adds_twenty_percent_of_enemy_starting_points(tables):
    result = little_war_result(tables, LittleWarInput(400, 435, 50, 60, objective_a=True))
    assert result.bonus_a == 87 and result.total_a == 137 and result.bonus_b == 0
    assert result.difference == 77


def test_unequal_sizes_use_the_column_of_the_warband_with_more_vp(tables):
    # B (199 points) scores more: column 1-199, where 75 is a massacre.
    result = little_war_result(tables, LittleWarInput(300, 199, 0, 75))
    assert result.column.label == "1–199" and result.outcome is Outcome.MASSACRED
    # A (300 points) scores more: column 300-399, where 75 is only a victory.
    result = little_war_result(tables, LittleWarInput(300, 199, 75, 0))
    assert result.column.label == "300–399" and result.outcome is Outcome.VICTORY


def test_equal_vp_is_a_draw_with_any_sizes(tables):
    result = little_war_result(tables, LittleWarInput(250, 400, 80, 80))
    assert result.outcome is Outcome.DRAW and result.column_size == 400


def test_negative_vp_is_refused(tables):
    with pytest.raises(ValueError, match="vp a"):
        little_war_result(tables, LittleWarInput(200, 200, -1, 0))
