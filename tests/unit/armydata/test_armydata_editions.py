"""Which army book and rules edition a catalogue is, and the Warbands-era default."""

import pytest

from warbands_manager.paths import data_dir
from warbands_manager.rules.armydata.editions import (
    CatalogueChoice,
    Edition,
    choose_catalogue,
    edition_of,
    roster_catalogue,
    units_catalogue,
    warbands_era_choice,
)
from warbands_manager.rules.armydata.traits import load_trait_table
from warbands_manager.rules.roster import Roster, Unit
from warbands_manager.rules.roster_io import roster_from_dict, roster_to_dict


@pytest.mark.parametrize(("army", "name", "source", "label"), [
    ("skaven", "Skaven - Armybook (2002)", "Skaven - 7thBRB_6thAB.cat",
     "2002 army book (6th edition) · 7th edition rules"),
    ("skaven", "Skaven - Army Book (2013-4) -V8.7.7.", "Skaven - 8thBRB_7thAB.cat",
     "2009 army book (7th edition) · 8th edition rules"),
    ("empire", "Empire - Army Book (2013-4) -V8.7.4.", "Empire - 8thBRB_7thAB.cat",
     "2006 army book (7th edition) · 8th edition rules"),
    ("beasts-of-chaos", "Beastmen - Army Book (2013-4)", "Beastmen - 8thBRB_7thAB.cat",
     "2010 army book (7th edition) · 8th edition rules"),
    ("chaos-dwarfs", "Chaos Dwarfs LoA - 8thBRB", "Chaos Dwarfs LoA - 8thBRB.cat",
     "8th edition rules"),
    ("vampire-counts", "Vampire Counts", "vc.cat", "edition not stated"),
])
def test_edition_of_a_catalogue(army, name, source, label):
    assert edition_of(name, source, load_trait_table(data_dir(), army)).label() == label


def test_the_rules_edition_falls_back_to_the_game_system_name():
    edition = edition_of("X", "x.cat", load_trait_table(data_dir(), "other"),
                         "Warhammer Fantasy 7th ed")
    assert edition.rules == 7


def choice(bs_id, year, rules, revision=1):
    return CatalogueChoice(bs_id, bs_id, revision, f"{bs_id}.cat", Edition(rules, 7, year, None))


@pytest.mark.parametrize(("choices", "chosen"), [
    ([choice("2002", 2002, 7), choice("2009", 2009, 7), choice("2009-8th", 2009, 8)], "2002"),
    ([choice("2006", 2006, 8), choice("2012", 2012, 8)], "2006"),
    ([choice("2008", 2008, 7), choice("2013", 2013, 8)], "2008"),
    ([choice("2009-8th", 2009, 8), choice("2009", 2009, 7)], "2009"),
    ([choice("unknown", None, 8), choice("2013", 2013, 8)], "2013"),
    ([choice("old", 2001, 7, revision=1), choice("new", 2001, 7, revision=4)], "new"),
])
def test_the_warbands_era_book_is_the_default(choices, chosen):
    assert warbands_era_choice(choices).bs_id == chosen


def test_the_chosen_catalogue_survives_the_roster_file_round_trip():
    roster = Roster("Test", "skaven", [Unit("Clanrats", "core", 10, 4,
                                            extra={"army_data": {"catalogue": "cat-a"}})])
    assert roster_catalogue(roster) is None and units_catalogue(roster) == "cat-a"
    choose_catalogue(roster, "cat-b", "Skaven - Armybook (2002)")
    document = roster_to_dict(roster)
    assert document["army_data"] == {"catalogue": "cat-b", "name": "Skaven - Armybook (2002)"}
    assert document["format"] == "warbands-roster/1"  # an extra key, the same format
    assert roster_catalogue(roster_from_dict(document))["catalogue"] == "cat-b"
