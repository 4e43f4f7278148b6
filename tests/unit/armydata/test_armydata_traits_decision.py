"""One decision of a unit's base and traits: army table > catalogue profile > troop-type default,
each fact with its source; and rosters built from 8th edition catalogue units validate with the
unit-size and war machine / chariot / flyer rules working."""

import shutil

import pytest

from warbands_manager.paths import data_dir
from warbands_manager.rules.armydata.build import (
    mark_traits_set_by_user,
    traits_unknown,
    unit_facts,
    unit_from_entry,
)
from warbands_manager.rules.armydata.model import ArmyList, OptionEntry, UnitEntry
from warbands_manager.rules.armydata.resolve import DEFAULT, PROFILE, TABLE, UNKNOWN, decide
from warbands_manager.rules.armydata.traits import TraitTable, load_trait_table
from warbands_manager.rules.armydata.troop_types import load_troop_types
from warbands_manager.rules.datafile import DataFileError
from warbands_manager.rules.roster import Roster, Unit, Upgrade
from warbands_manager.rules.validation import validate

NEW_ARMY = TraitTable("other", troop_types=load_troop_types(data_dir()))  # no unit listed


def entry(name, category="special", ppm=10, **keys):
    return UnitEntry(f"id-{name}", name, category, ppm, **keys)


@pytest.mark.parametrize(("troop_type", "base", "traits"), [
    ("Infantry", "20x20", []),
    ("Cavalry", "25x50", []),
    ("Cavarly (Special Character)", "25x50", []),
    ("War Beast", "25x50", []),
    ("Monstrous Infantry", "40x40", []),
    ("Monstrous Infrantry", "40x40", []),
    ("Monster (Special Character)", "50x100", []),
    ("Swarms", "40x40", []),
    ("Chariot (Armour Save 3+)", "50x100", ["chariot"]),
    ("Warmachine (Great Cannon)", "50x50", ["war_machine"]),
    ("War Machine", "50x50", ["war_machine"]),
])
def test_troop_type_gives_traits_from_the_profile_and_an_assumed_base(troop_type, base, traits):
    decision = decide(entry("Some Unit", troop_type=troop_type), NEW_ARMY)
    assert decision.base.value == base and decision.base.source == DEFAULT
    assert decision.trait_names == traits
    assert all(fact.source == PROFILE for fact in decision.traits)


def test_fly_rule_makes_a_flyer_and_a_wizard_level_or_lore_a_wizard():
    pegasi = entry("Sky Riders", troop_type="Monstrous Cavalry", special_rules=["Fly (BRB-70)"])
    mage = entry("Hedge Mage", "hero", troop_type="Infantry", options=[
        OptionEntry("Wizard Level 2", 35, "other", group="Wizard Level"),
        OptionEntry("Lore of Fire", 0, "other", group="Lore")])
    hatted = entry("Hatted Hero", "hero", troop_type="Infantry",
                   options=[OptionEntry("Wizarding Hat", 40, "magic_item")])
    assert decide(pegasi, NEW_ARMY).lines() == [
        "base 50×75 mm — assumed default (usual base of Monstrous Cavalry)",
        "flyer — catalogue profile (Fly rule)"]
    assert decide(mage, NEW_ARMY).trait_names == ["wizard"]
    assert decide(hatted, NEW_ARMY).trait_names == []  # a magic item is no Wizard level


def test_army_table_wins_over_the_profile():
    empire = load_trait_table(data_dir(), "empire")
    # The 8th edition catalogue reads the Mortar's crew profile: "Infantry".
    decision = decide(entry("Mortar", troop_type="Infantry"), empire)
    assert decision.source == TABLE and decision.trait_names == ["war_machine"]
    assert decision.lines() == [
        "base 50×50 mm — army table (our assumption, check your army book)",
        "war machine — army table (army book)"]


def test_aliases_and_bracketed_tails_find_the_table_row():
    empire = load_trait_table(data_dir(), "empire")
    vampires = load_trait_table(data_dir(), "vampire-counts")
    assert empire.lookup("Steamtank") is empire.lookup("Steam Tank")
    assert empire.lookup("Archers (det)") is empire.lookup("Archers")
    assert empire.lookup("Balthasar Gelt, The Supreme Patriarch") is empire.lookup(
        "Balthasar Gelt")
    assert vampires.lookup("Wight Lord") is vampires.lookup("Wight King")


def test_what_the_player_set_wins_over_everything():
    empire = load_trait_table(data_dir(), "empire")
    decision = decide(entry("Mortar", troop_type="Infantry"), empire, user=("40x40", []))
    assert decision.lines() == ["base 40×40 mm — set by you"] and decision.source == "user"


def test_nothing_known_is_unknown_never_guessed():
    assert decide(entry("Doomwheel", troop_type="Unique"), NEW_ARMY).source == UNKNOWN
    assert decide(entry("Mystery", troop_type="-"), NEW_ARMY).source == UNKNOWN
    hero = decide(entry("Captain", "hero", troop_type="Infantry"), NEW_ARMY)
    assert hero.source == DEFAULT and hero.known


def army_of(*entries):
    return ArmyList("cat-8", "Test - 8thBRB_7thAB", "catalogue", "other", 1, "gst-8", "t.cat",
                    units=list(entries))


def command_unit(name, models, **keys):
    unit = Unit(name, "core", models, 6, base="20x20", **keys)
    return unit


def base_roster(*units, limit=None):
    spearmen = command_unit("Spearmen", 10, commander=True,
                            upgrades=[Upgrade("Champion", 5, "champion")])
    return Roster("Test", "other", [spearmen, command_unit("Swordsmen", 10), *units],
                  points_limit=limit)


def rules(roster):
    return sorted({v.rule for v in validate(roster) if v.is_error})


def test_a_roster_built_from_8th_edition_units_checks_war_machines_chariots_and_flyers():
    cannon = entry("Great Cannon", troop_type="Warmachine (Great Cannon)", ppm=100)
    chariot = entry("Chariot of Doom", troop_type="Chariot", ppm=80)
    flyers = entry("Sky Riders", troop_type="Monstrous Cavalry", ppm=40,
                   special_rules=["Fly"])
    army = army_of(cannon, chariot, flyers)
    for unit_entry, rule in ((cannon, "small.no-war-machines"), (chariot, "small.no-chariots"),
                             (flyers, "small.no-flyers")):
        built = unit_from_entry(army, unit_entry, NEW_ARMY, "u9")
        small = base_roster(built)
        small.units[1].models = 3  # keep it under 200 points
        small.units[0].models = 3
        assert rule in rules(small), unit_entry.name
    machines = [unit_from_entry(army, e, NEW_ARMY, f"u{i}") for i, e in enumerate(
        (cannon, chariot), start=5)]
    large = base_roster(*machines)
    large.units[2].category = large.units[3].category = "special"
    assert "large.max-war-machines" in rules(large)


def test_unit_minimum_comes_from_the_troop_types_base():
    knights = entry("Knightly Orders", "core", ppm=20, troop_type="Cavalry", min_models=5)
    built = unit_from_entry(army_of(knights), knights, NEW_ARMY, "u9")
    assert built.base == "25x50" and built.models == 2  # the Warbands minimum for 25x50
    built.models = 1
    assert "size.unit-minimum" in rules(base_roster(built))
    built.models = 2
    assert "size.unit-minimum" not in rules(base_roster(built))


def test_a_built_unit_records_where_each_fact_came_from():
    flyers = entry("Sky Riders", troop_type="Monstrous Cavalry", special_rules=["Fly"])
    built = unit_from_entry(army_of(flyers), flyers, NEW_ARMY, "u9")
    assert built.extra["army_data"]["sources"] == {"flyer": PROFILE, "base": DEFAULT}
    assert not traits_unknown(built)
    assert [f.source for f in unit_facts(built).traits] == [PROFILE]
    built.traits.append("war_machine")
    mark_traits_set_by_user(built)
    assert unit_facts(built).lines() == ["base 50×75 mm — set by you", "flyer — set by you",
                                         "war machine — set by you"]


def test_every_army_the_rules_name_has_a_table():
    from warbands_manager.rules.roster import ARMIES
    for army in ARMIES:
        table = load_trait_table(data_dir(), army)
        assert (len(table.units) > 10) is (army != "other"), army
        assert army == "other" or table.catalogue_names and table.books, army


@pytest.mark.parametrize(("text", "where"), [
    ('[types.blob]\nnames = ["Blob"]\nbase = { value = "huge", provenance = "assumed" }\n'
     'traits = { value = [], provenance = "assumed" }\n', "types.blob.base"),
    ('[types.blob]\nnames = ["Blob"]\ntraits = { value = ["tank"], provenance = "assumed" }\n',
     "types.blob.traits"),
    ('[types.blob]\ntraits = { value = [], provenance = "assumed" }\n', "types.blob.names"),
    ('[rules]\nflyer = { value = "Fly", provenance = "rulebook" }\n', "rules.flyer"),
])
def test_a_bad_troop_type_table_names_file_and_key(tmp_path, text, where):
    (tmp_path / "armies").mkdir()
    path = tmp_path / "armies" / "troop-types.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataFileError) as raised:
        load_troop_types(tmp_path)
    assert str(path) in str(raised.value) and where in str(raised.value)


@pytest.mark.parametrize(("body", "where"), [
    ('[units."A"]\naliases = ["B"]\nbase = { value = "20x20", provenance = "assumed" }\n'
     'traits = { value = [], provenance = "assumed" }\n[units."B"]\n'
     'base = { value = "20x20", provenance = "assumed" }\n'
     'traits = { value = [], provenance = "assumed" }\n', 'units."B"'),
    ('[meta]\nbooks = [{ title = "X", edition = 7, year = 2006 }]\n', "meta.books[0].year"),
    ('[meta]\ncatalogue_names = "X"\n', "meta.catalogue_names"),
])
def test_a_bad_army_table_names_file_and_key(tmp_path, body, where):
    (tmp_path / "armies").mkdir()
    shutil.copy(data_dir() / "armies" / "troop-types.toml", tmp_path / "armies")
    path = tmp_path / "armies" / "skaven.toml"
    path.write_text(body, encoding="utf-8")
    with pytest.raises(DataFileError) as raised:
        load_trait_table(tmp_path, "skaven")
    assert str(path) in str(raised.value) and where in str(raised.value)
