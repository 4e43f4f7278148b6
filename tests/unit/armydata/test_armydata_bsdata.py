"""BattleScribe catalogues → army lists, read from the shared sample data (never copied)."""


import pytest

from tests.shared_data import BSDATA, needs_bsdata
from warbands_manager.paths import data_dir
from warbands_manager.rules.armydata.bsdata import CatalogueError, army_id_for, parse_catalogue
from warbands_manager.rules.armydata.files import open_source
from warbands_manager.rules.armydata.kinds import upgrade_kind
from warbands_manager.rules.armydata.model import army_list_from_dict
from warbands_manager.rules.armydata.traits import load_trait_table

pytestmark = needs_bsdata
GST = BSDATA / "Warhammer Fantasy 7th ed.gst"
CATALOGUES = {
    "vampire-counts": "Vampire Counts - 7thBRB_7thAB.cat",
    "skaven": "Skaven - 7thBRB_7thAB.cat",
    "dark-elves": "Dark_Elves - 7thBRB_7thAB.cat",
    "lizardmen": "Lizardmen - 7thBRB_7thAB.cat",
}


@pytest.fixture(scope="module")
def armies():
    system = open_source(GST).root
    return {army: parse_catalogue(open_source(BSDATA / name).root, system, name)
            for army, name in CATALOGUES.items()}


def test_catalogues_map_to_our_army_ids(armies):
    assert {army: parsed.army for army, parsed in armies.items()} == {a: a for a in CATALOGUES}
    assert army_id_for("Orcs & Goblins - Armybook") == "orcs-and-goblins"
    assert army_id_for("Squats - Homebrew") == "other"


def test_rank_and_file_gives_points_per_model_and_book_sizes(armies):
    skeletons = armies["vampire-counts"].unit("Skeleton Warriors")
    assert (skeletons.category, skeletons.points_per_model, skeletons.min_models,
            skeletons.max_models) == ("core", 8, 10, None)
    fell_bats = armies["vampire-counts"].unit("Fell Bats")
    assert (fell_bats.category, fell_bats.min_models, fell_bats.max_models) == ("special", 3, 10)


def test_rank_and_file_upgrade_type_and_grouped_models_are_found(armies):
    # Corsairs' and Harpies' models are type="upgrade"; Rat Ogres sit inside a group.
    assert armies["dark-elves"].unit("Black Ark Corsairs").points_per_model == 10
    assert armies["dark-elves"].unit("Harpies").points_per_model == 11
    assert armies["skaven"].unit("Rat Ogres").points_per_model == 40
    throt = armies["skaven"].unit("Throt's Rat Ogres")
    assert (throt.points_per_model, throt.army_max) == (40, 2)


def test_single_model_entries_cost_their_own_points(armies):
    vampire = armies["vampire-counts"].unit("Vampire")
    assert (vampire.category, vampire.points_per_model, vampire.max_models) == ("hero", 100, 1)
    assert armies["vampire-counts"].unit("Vampire Lord").category == "lord"


def test_uncounting_becomes_core_not_counting_toward_minimum(armies):
    wolves = armies["vampire-counts"].unit("Dire Wolves")
    assert wolves.category == "core" and wolves.not_core_minimum
    assert not armies["vampire-counts"].unit("Skeleton Warriors").not_core_minimum
    # an entry linked from the catalogue's shared entries is a unit too
    assert armies["vampire-counts"].unit("Corpse Cart").not_core_minimum


def test_roster_scoped_max_is_a_zero_to_x_limit(armies):
    assert armies["dark-elves"].unit("Crone Hellebron, The Hag Queen").army_max == 1
    assert armies["vampire-counts"].unit("Skeleton Warriors").army_max is None


def test_options_are_priced_and_mapped_to_upgrade_kinds(armies):
    options = {o.name: o for o in armies["skaven"].unit("Clanrats").options}
    assert options["Shields"].per_model and options["Shields"].points == 0.5
    assert options["Shields"].kind == "armour" and options["Spears"].kind == "weapon"
    assert (options["Clawleader"].kind, options["Clawleader"].points) == ("champion", 8)
    assert options["Standard Bearer"].kind == "standard"
    assert options["Musician"].kind == "musician"
    assert options["Ratling Gun"].kind == "other" and options["Warpfire Thrower"].points == 70


def test_magic_allowances_and_items(armies):
    vc = armies["vampire-counts"]
    assert vc.unit("Vampire").magic_allowance == 50
    assert vc.unit("Vampire Lord").magic_allowance == 100
    assert vc.unit("Skeleton Warriors").magic_standard_allowance == 25
    items = {item.name: item for item in vc.magic_items}
    assert items["Blood Drinker"].points > 0 and not items["Blood Drinker"].standard
    assert "Sword of Might" in items  # a common item from the game system
    assert any(item.standard for item in vc.magic_items)


def test_kind_heuristics():
    assert upgrade_kind("Sacred Spawning of Sotek", ()) == "status"
    assert upgrade_kind("Nightmare", ("Mount",)) == "mount"
    assert upgrade_kind("Battle Standard Bearer", ()) == "other"
    assert upgrade_kind("Beastmaster's scourge", ("Close Combat Weapon",)) == "weapon"
    assert upgrade_kind("Reaver", ("Command Group",)) == "champion"
    assert upgrade_kind("Nightleader", ()) == "champion"
    assert upgrade_kind("Upgrade to Queek Headtaker's Bodyguards", ()) == "status"
    assert upgrade_kind("Warp-grinder", ()) == "other"


def test_army_list_survives_json(armies):
    army = armies["skaven"]
    assert army_list_from_dict(army.to_dict()) == army


def test_catalogue_needs_its_game_system():
    catalogue = open_source(BSDATA / CATALOGUES["skaven"]).root
    with pytest.raises(CatalogueError, match="game system"):
        parse_catalogue(catalogue, None, "skaven.cat")


@pytest.mark.parametrize("army", sorted(CATALOGUES))
def test_every_catalogue_unit_has_traits_in_the_shipped_table(armies, army):
    table = load_trait_table(data_dir(), army)
    missing = [unit.name for unit in armies[army].units if table.lookup(unit.name) is None]
    assert missing == []


def test_trait_table_overrides_a_mislabelled_category():
    table = load_trait_table(data_dir(), "dark-elves")
    assert table.lookup("Dark Elf Assassin").category == "hero"
    assert "chariot" in table.lookup("Cold One Chariot").traits
    assert table.lookup("Dark Elf Warrior").base == "20x20"  # plural s ignored


def test_army_without_a_table_has_no_traits():
    assert load_trait_table(data_dir(), "other").lookup("Knights of the Realm") is None


@pytest.mark.parametrize(("body", "where"), [
    ('base = { value = "huge", provenance = "rulebook" }\n'
     'traits = { value = [], provenance = "rulebook" }', 'units."Rat".base'),
    ('base = { value = "20x20", provenance = "rulebook" }\n'
     'traits = { value = ["dragon"], provenance = "rulebook" }', 'units."Rat".traits'),
    ('base = { value = "20x20", provenance = "guess" }\n'
     'traits = { value = [], provenance = "rulebook" }', 'units."Rat".base'),
])
def test_bad_trait_tables_name_file_and_key(tmp_path, body, where):
    from warbands_manager.rules.datafile import DataFileError

    (tmp_path / "armies").mkdir()
    path = tmp_path / "armies" / "skaven.toml"
    path.write_text(f'[meta]\ntitle = "t"\nsource = "s"\n\n[units."Rat"]\n{body}\n')
    with pytest.raises(DataFileError) as error:
        load_trait_table(tmp_path, "skaven")
    assert str(path) in str(error.value) and where in str(error.value)
