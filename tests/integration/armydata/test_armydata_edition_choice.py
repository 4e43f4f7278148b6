"""Two editions of one army imported: the roster is built from the one it chose, the Warbands-era
book by default, and keeps working when another catalogue is imported or removed."""

import pytest

from tests.shared_data import BSDATA, MORE, needs_bsdata
from warbands_manager.paths import data_dir
from warbands_manager.rules.armydata.build import unit_from_entry
from warbands_manager.rules.armydata.editions import choose_catalogue
from warbands_manager.rules.roster import Roster
from warbands_manager.services.armies import ArmyDataService

pytestmark = needs_bsdata
GST = BSDATA / "Warhammer Fantasy 7th ed.gst"
SKAVEN_2009 = BSDATA / "Skaven - 7thBRB_7thAB.cat"
SKAVEN_2002 = MORE / "Skaven - 7thBRB_6thAB.cat"


@pytest.fixture
def armies(database):
    service = ArmyDataService(database, data_dir())
    report = service.import_paths([GST, SKAVEN_2009, SKAVEN_2002])
    assert not report.errors
    return service


def by_year(armies):
    return {choice.edition.year: choice for choice in armies.catalogues_for("skaven")}


def test_the_picker_offers_both_with_book_year_and_the_warbands_era_default(armies):
    choices = by_year(armies)
    assert sorted(choices) == [2002, 2009]
    assert choices[2002].warbands_era and not choices[2009].warbands_era
    assert choices[2002].label() == ("Skaven - Armybook (2002) · 2002 army book (6th edition) · "
                                     "7th edition rules — Warbands era")
    assert armies.army_list_for("skaven").bs_id == choices[2002].bs_id


def test_a_roster_keeps_its_choice_when_catalogues_come_and_go(armies):
    later = by_year(armies)[2009]
    roster = Roster("Rats", "skaven")
    choose_catalogue(roster, later.bs_id, later.name)
    assert armies.army_list_for_roster(roster) == (armies.army_list(later.bs_id), None)
    kept = armies.delete_army(later.bs_id)
    army, note = armies.army_list_for_roster(roster)
    assert army.bs_id == by_year(armies)[2002].bs_id
    assert "no longer imported" in note and later.name in note
    armies.restore_army(kept)
    assert armies.army_list_for_roster(roster)[0].bs_id == later.bs_id


def test_an_older_roster_without_a_choice_stays_with_its_units_catalogue(armies):
    later = armies.army_list(by_year(armies)[2009].bs_id)
    table = armies.trait_table("skaven")
    roster = Roster("Rats", "skaven", [unit_from_entry(later, later.unit("Clanrats"), table, "u1")])
    assert armies.army_list_for_roster(roster) == (later, None)
