import pytest

from warbands_manager.rules.campaign.dicequeue import MoreDiceNeeded, QueuedDice, parse_dice
from warbands_manager.rules.campaign.little_war import (
    campaign_game_result,
    shipped_little_war_tables,
)
from warbands_manager.rules.campaign.standings import StandingRow, standings
from warbands_manager.rules.campaign.tables import CampaignTables
from warbands_manager.rules.datafile import DataFileError
from warbands_manager.rules.league.little_war import LittleWarInput


def row(player, won=0, drawn=0, lost=0, wbr=250):
    return StandingRow(player, f"{player}'s band", won, drawn, lost, wbr)


def test_wbr_condition_orders_by_rating_and_names_the_final():
    table = standings([row("A", wbr=300), row("B", wbr=480), row("C", wbr=410)], "wbr")
    assert [r.player for r in table.rows] == ["B", "C", "A"]
    assert table.finalists == ("B", "C") and table.semifinal == ()


def test_record_condition_is_wins_minus_losses_then_wins():
    rows = [row("A", won=3, lost=2), row("B", won=2, lost=0), row("C", won=4, lost=3, wbr=999)]
    table = standings(rows, "record")
    assert [r.player for r in table.rows] == ["B", "C", "A"]  # C and A: +1, C has more wins


def test_tie_for_second_needs_a_semi_final_and_two_tied_first_play_the_final():
    tied_second = standings([row("A", wbr=500), row("B", wbr=400), row("C", wbr=400)], "wbr")
    assert tied_second.finalists == () and tied_second.semifinal == ("B", "C")
    tied_first = standings([row("A", wbr=500), row("B", wbr=500), row("C", wbr=400)], "wbr")
    assert tied_first.finalists == ("A", "B")
    three_first = standings([row("A", wbr=5), row("B", wbr=5), row("C", wbr=5)], "wbr")
    assert three_first.semifinal == ("A", "B", "C")
    assert tied_second.place(tied_second.rows[2]) == 2


def test_unknown_condition_refused():
    with pytest.raises(ValueError):
        standings([], "points")


def test_injury_ranges_must_cover_every_d66_once():
    tables = CampaignTables()
    with pytest.raises(DataFileError):
        tables.edit("injuries.results.0.high", 16)  # Dead 11-16 overlaps Multiple Injuries
    with pytest.raises(DataFileError):
        tables.edit("injuries.results.0.high", 14)  # 15 left without a result
    assert tables.edit("injuries.results.0.high", 15).provenance(
        "injuries.results.0.high") == "organiser"


def test_unknown_table_value_is_a_key_error():
    with pytest.raises(KeyError):
        CampaignTables().edit("experience.base_xp.triumph", 1)


def test_typed_dice_parse_and_run_out():
    assert parse_dice("3 5,6 45") == [3, 5, 6, 4, 5]
    with pytest.raises(ValueError):
        parse_dice("3 x")
    dice = QueuedDice(queue=[4])
    assert dice.d6("first") == 4 and dice.log[0].source == "entered"
    with pytest.raises(MoreDiceNeeded):
        dice.d6("second")


ROW_TWO_RESULTS = "little_war.victory_table.rows.1.results"


def test_campaign_copies_the_little_war_victory_table_with_provenance():
    tables = CampaignTables()
    assert tables.provenance("little_war.victory_table.rows.1.min_difference") == "assumed"
    assert tables.provenance(ROW_TWO_RESULTS) == "rulebook"
    assert tables.little_war_tables().columns == shipped_little_war_tables().columns


def test_tables_stored_before_the_copy_get_the_shipped_victory_table():
    document = CampaignTables().to_dict()
    del document["little_war"]
    older = CampaignTables(document)
    assert older.little_war_tables().rows == shipped_little_war_tables().rows
    assert "little_war" in older.to_dict()  # kept with the campaign when it is next saved


def test_typed_text_is_read_as_the_kind_of_value_it_replaces():
    tables = CampaignTables()
    assert tables.edit("experience.base_xp.victory", " 40 ").base_xp("victory") == 40
    assert tables.edit(ROW_TWO_RESULTS, "M, V, D, D, D").value(ROW_TWO_RESULTS) == \
        ["M", "V", "D", "D", "D"]
    assert tables.edit(ROW_TWO_RESULTS, "[M V D D D]").value(ROW_TWO_RESULTS)[0] == "M"


@pytest.mark.parametrize("key, typed, error", [
    ("experience.base_xp.victory", "forty", ValueError),
    (ROW_TWO_RESULTS, "M, V", ValueError),                       # five columns, two letters
    (ROW_TWO_RESULTS, "X, V, D, D, D", DataFileError),           # not a D, V or M
    ("little_war.victory_table.columns.1.min_size", "150", DataFileError),  # overlaps column 1
])
def test_a_typo_in_a_table_value_is_refused_and_changes_nothing(key, typed, error):
    tables = CampaignTables()
    before = tables.to_dict()
    with pytest.raises(error):
        tables.edit(key, typed)
    assert tables.to_dict() == before


def test_the_campaigns_own_victory_table_decides_its_games():
    game = LittleWarInput(220, 220, 144, 120)  # 24 VP apart in the 200-299 column
    tables = CampaignTables()
    assert campaign_game_result(game, tables.little_war_tables())[0] == "draw"
    house = tables.edit("little_war.victory_table.rows.1.min_difference", "20")
    assert campaign_game_result(game, house.little_war_tables())[0] == "victory"
