import pytest

from warbands_manager.rules.datafile import DataFileError
from warbands_manager.rules.league.results import Outcome, score_game, warband_size
from warbands_manager.rules.league.tables import (
    LeagueTables,
    default_document,
    label_for,
    set_value,
    value_provenances,
)


def test_worked_example_week_three_two_victories_and_a_loss(tables):
    assert warband_size(tables, 3, [15, 15, 5]) == 435


def test_week_maximum_caps_the_size(tables):
    assert warband_size(tables, 3, [15, 15, 15]) == 445
    assert warband_size(tables, 3, [15, 15, 15, 5]) == 450  # exactly on the cap
    assert warband_size(tables, 3, [15, 15, 15, 15]) == 450  # over the cap


def test_every_week_restarts_at_its_starting_size(tables):
    assert [warband_size(tables, w, []) for w in (1, 2, 3, 4)] == [200, 300, 400, 500]


@pytest.mark.parametrize(("outcome", "points"), [
    (Outcome.MASSACRE, (6, 1)), (Outcome.VICTORY, (4, 1)), (Outcome.DRAW, (2, 2)),
    (Outcome.DEFEAT, (1, 4)), (Outcome.MASSACRED, (1, 6)),
])
def test_league_points_six_four_two_one(tables, outcome, points):
    scored = score_game(tables, 1, outcome)
    assert (scored.league_points_a, scored.league_points_b) == points


def test_a_loss_by_massacre_is_a_loss(tables):
    scored = score_game(tables, 3, Outcome.MASSACRE)
    assert scored.result_b == "loss" and scored.size_added_b == 5 and scored.size_added_a == 20


def test_provenance_is_kept_in_the_copy(tables):
    provenances = tables.provenances()
    assert provenances["league.weeks[2].maximum_size"] == "rulebook"
    assert provenances["league.weeks[0].maximum_size"] == "assumed"
    assert provenances["league.league_points.massacre"] == "rulebook"
    assert "league.weeks[0].maximum_size" in tables.assumed_keys()


def test_editing_a_value_marks_it_as_house_rule():
    document = default_document()
    changed = set_value(document, "league.weeks[0].maximum_size", 275)
    tables = LeagueTables(changed)
    assert tables.week(1).maximum_size == 275
    assert ("league.weeks[0].maximum_size", 275, "house") in value_provenances(changed)
    assert LeagueTables(document).week(1).maximum_size == 250  # the original is untouched


def test_editing_to_an_unusable_value_names_the_key():
    with pytest.raises(DataFileError, match=r"weeks\[2\]\.maximum_size"):
        set_value(default_document(), "league.weeks[2].maximum_size", 300)  # below start 400
    with pytest.raises(KeyError):
        set_value(default_document(), "league.weeks[9].maximum_size", 300)


def test_longer_league_reuses_last_week_as_assumed():
    document = default_document(weeks=6)
    tables = LeagueTables(document)
    assert len(tables.weeks) == 6 and tables.week(6).starting_size == 500
    assert "league.weeks[5].starting_size" in tables.assumed_keys()
    assert len(LeagueTables(default_document(weeks=2)).weeks) == 2


def test_labels_for_the_settings_screen():
    assert label_for("league.weeks[2].maximum_size") == "Week 3 · maximum size"
    assert label_for("league.weeks[0].victory") == "Week 1 · points added for a victory"
    assert label_for("league.league_points.draw") == "League points · draw"


def test_an_edit_that_makes_victory_columns_overlap_is_refused():
    with pytest.raises(DataFileError, match=r"columns\[1\]\.min_size"):
        set_value(default_document(), "little_war.victory_table.columns[1].min_size", 150)
    moved = set_value(default_document(), "little_war.victory_table.columns[0].max_size", 149)
    assert LeagueTables(moved).columns[0].max_size == 149  # a gap is allowed (nearest reads)
