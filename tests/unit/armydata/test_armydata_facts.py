"""Catalogue facts the Warbands rules use, read from files of both BattleScribe generations:
limit modifiers as words, per-model options, 1.x magic allowances, profiles, editions, armies."""

from __future__ import annotations

import pytest

from tests.shared_data import BSDATA, MORE, needs_bsdata
from warbands_manager.rules.armydata.bsdata import army_id_for, parse_catalogue
from warbands_manager.rules.armydata.files import open_source
from warbands_manager.rules.armydata.model import army_list_from_dict

pytestmark = needs_bsdata
GST8 = MORE / "Warhammer Fantasy 8th ed.gst"
GST7 = BSDATA / "Warhammer Fantasy 7th ed.gst"


@pytest.fixture(scope="module")
def read():
    systems = {}

    def parse(name: str):
        path = MORE / name
        root = open_source(path).root
        gst = GST7 if root.get("gameSystemId") == "779f-c127-a94a-bf00" else GST8
        system = systems.setdefault(gst, open_source(gst).root)
        return parse_catalogue(root, system, name)

    return parse


def test_limit_modifiers_are_words_not_applied(read):
    high_elves = read("High Elves - 8thBRB_7thAB.cat")  # 1.x: maxInRoster + increment
    eagle = high_elves.unit("Great Eagle")
    assert eagle.army_max == 4
    assert eagle.army_max_condition == "4 more when Grand Army (3000+ points) is taken"
    empire = read("Empire - 8thBRB_7thAB.cat")  # 2.x: a 0-0 limit only a condition opens
    flagellants = empire.unit("Flagellant Warband (core)")
    assert flagellants.army_max == 1
    assert "when Arch Lector of Sigmar is taken" in flagellants.army_max_condition


def test_a_limit_a_condition_lifts_is_no_limit_not_minus_one(read):
    # BattleScribe writes "no limit" as -1: a 0-0 unit that Lord Skrolk opens to any number.
    monks = read("Skaven - 8thBRB_7thAB.cat").unit("Lord Skrolks Plague Monks")
    assert monks.army_max is None
    assert monks.army_max_condition == "any number when Lord Skrolk is taken"


def test_option_limit_modifiers_become_conditions(read):
    noble = read("High Elves - 8thBRB_7thAB.cat").unit("Noble")
    lance = next(option for option in noble.options if option.name == "Lance")
    assert (lance.max, lance.condition) == (0, "up to 1 when Mount is taken")


def test_rank_and_file_options_are_per_model(read):
    halberdiers = read("Empire - 8thBRB_7thAB.cat").unit("Halberdiers")
    shield = next(option for option in halberdiers.options if option.name == "Shield")
    assert (shield.points, shield.per_model, shield.max) == (1, True, 1)
    assert (halberdiers.points_per_model, halberdiers.min_models) == (5, 10)


def test_magic_allowance_of_1x_files(read):
    high_elves = read("High Elves - 8thBRB_7thAB.cat")
    assert high_elves.unit("Noble").magic_allowance == 50
    assert high_elves.unit("Archmage").magic_allowance == 100
    # the standard's magic banner allowance sits on an entry inside the standard bearer
    assert high_elves.unit("Spearmen").magic_standard_allowance == 25
    assert any(item.standard for item in high_elves.magic_items)


def test_2x_magic_allowance_on_the_group(read):
    dark_elves = read("Dark Elves - 8thBRB_8thAB.cat")
    assert dark_elves.unit("Master").magic_allowance == 50
    assert dark_elves.unit("Dreadspears").magic_standard_allowance == 25


def test_priced_character_is_one_model_whatever_its_mount(read):
    master = read("Dark Elves - 8thBRB_8thAB.cat").unit("Master")
    assert (master.points_per_model, master.base_points, master.max_models) == (70, 0, 1)


def test_profiles_give_troop_type_and_rules(read):
    high_elves = read("High Elves - 8thBRB_7thAB.cat")
    spearmen = high_elves.unit("Spearmen")
    assert spearmen.troop_type == "Infantry"
    assert (spearmen.profile["WS"], spearmen.profile["LD"]) == ("4", "8")
    assert "Speed of Asuryan" in spearmen.special_rules
    assert high_elves.unit("Repeater Bolt Thrower").troop_type == "Warmachine"
    empire = read("Empire - 8thBRB_7thAB.cat")
    assert empire.unit("Mortar").troop_type == "Warmachine"  # not its crewman's "Infantry"
    assert empire.unit("Knightly Orders").troop_type == "Cavalry"  # not the rider's "-"
    assert read("Ogre Kingdoms - 8thBRB_8thAB.cat").unit("Ogres").troop_type == (
        "Monstrous Infantry")
    assert read("Skaven - 7thBRB_6thAB.cat").unit("Clanrats").troop_type is None  # no profiles


def test_editions_come_from_the_file_name(read):
    empire = read("Empire - 8thBRB_7thAB.cat")
    assert (empire.rulebook_edition, empire.army_book_edition, empire.year) == ("8th", "7th",
                                                                                 None)
    skaven = read("Skaven - 7thBRB_6thAB.cat")
    assert (skaven.rulebook_edition, skaven.army_book_edition, skaven.year) == ("7th", "6th",
                                                                                2002)
    assert read("Chaos Dwarfs LoA - 8thBRB.cat").army_book_edition is None
    assert empire.schema_version == "2.01"
    assert read("High Elves - 8thBRB_7thAB.cat").schema_version == "1.15"


def test_later_books_map_to_the_warbands_armies():
    assert army_id_for("Beastmen - Army Book (2013-4) -V8.7.4.") == "beasts-of-chaos"
    assert army_id_for("Warriors of Chaos - Army Book (2013-4)") == "hordes-of-chaos"
    assert army_id_for("Ogre Kindoms - Army Book (2013-4) -V8.8.1.") == "ogre-kingdoms"
    assert army_id_for("Chaos Dwarfs LoA - 8thBRB") == "chaos-dwarfs"
    assert army_id_for("Dark Elves  - Army Book (2013-10)") == "dark-elves"


def test_stored_documents_without_the_new_keys_still_open(read):
    army = read("High Elves - 8thBRB_7thAB.cat")
    old = army.to_dict()
    for key in ("skipped", "schema_version", "rulebook_edition", "army_book_edition", "year"):
        old.pop(key)
    for unit in old["units"]:
        for key in ("troop_type", "profile", "special_rules", "army_max_condition"):
            unit.pop(key)
        for option in unit["options"]:
            option.pop("condition")
    old["units"][0]["from_a_newer_version"] = True
    reopened = army_list_from_dict(old)
    assert reopened.unit("Spearmen").points_per_model == 9
    assert reopened.skipped == [] and reopened.unit("Spearmen").troop_type is None


def test_skipped_entries_say_why(read):
    skaven = read("Skaven - 8thBRB_7thAB.cat")
    reasons = {skip.name: skip.reason for skip in skaven.skipped}
    assert set(reasons) == {"- Army Size", "Giant Rats", "Rat Swarm"}
    assert "no army-list category" in reasons["Giant Rats"]
    empire = read("Empire - 8thBRB_7thAB.cat")
    assert "a detachment is bought with its parent regiment" in {
        s.name: s.reason for s in empire.skipped}["Halberdiers (det)"]
