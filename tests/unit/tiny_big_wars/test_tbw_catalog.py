import shutil

import pytest

from warbands_manager.companions.tiny_big_wars.catalog import load_cards, load_rules
from warbands_manager.companions.tiny_big_wars.model import data_folder
from warbands_manager.rules.datafile import DataFileError


@pytest.fixture
def folder(tmp_path):
    copy = tmp_path / "tbw"
    shutil.copytree(data_folder(), copy)
    return copy


def test_shipped_files_load(folder):
    assert load_rules(folder)["starting_army_gold"] == 2
    assert len(load_cards(folder)) >= 16


def test_rules_error_names_file_and_key(folder):
    path = folder / "rules.toml"
    path.write_text(path.read_text().replace(
        'win_population = { value = 9, provenance = "rulebook" }',
        'win_population = { value = "nine", provenance = "rulebook" }'))
    with pytest.raises(DataFileError, match=r"rules\.toml: play\.win_population: must be"):
        load_rules(folder)


def test_missing_rule_names_the_key(folder):
    path = folder / "rules.toml"
    path.write_text(path.read_text().replace("move_food_cost", "move_cost"))
    with pytest.raises(DataFileError, match=r"play\.move_food_cost: missing"):
        load_rules(folder)


def test_card_error_names_file_and_key(folder):
    path = folder / "starter-box.toml"
    path.write_text(path.read_text().replace(
        'type = { value = "warlord", provenance = "assumed" }',
        'type = { value = "hero", provenance = "assumed" }', 1))
    with pytest.raises(DataFileError, match=r"starter-box\.toml: cards\[0\]\.type: Rosey"):
        load_cards(folder)


def test_players_may_add_card_files(folder):
    (folder / "cards-goblins.toml").write_text(
        '[meta]\ntitle = "Goblins"\nsource = "players"\n[[cards]]\n'
        'name = { value = "Grak", provenance = "assumed" }\n'
        'type = { value = "warlord", provenance = "assumed" }\n')
    assert load_cards(folder)["Grak"].type == "warlord"
    (folder / "cards-dupe.toml").write_text(
        '[[cards]]\nname = { value = "Rosey", provenance = "assumed" }\n'
        'type = { value = "warlord", provenance = "assumed" }\n')
    with pytest.raises(DataFileError, match=r"cards-dupe\.toml: cards\[0\]\.name: 'Rosey'"):
        load_cards(folder)
