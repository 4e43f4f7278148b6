import shutil

import pytest
from runewars_helpers import make_game, with_locations

from warbands_manager.companions.runewars import locations as L
from warbands_manager.companions.runewars.state import Location, RuleViolation
from warbands_manager.companions.runewars.tables import default_tables, load_tables
from warbands_manager.paths import data_file
from warbands_manager.rules.datafile import DataFileError


def test_printed_numbers_are_rulebook_and_base_numbers_assumed():
    numbers = default_tables().numbers
    for key in ("runes.target", "runes.flourishing_extra", "capital.strength_undamaged",
                "capital.outposts", "capital.rebuild_ore", "capital.rebuild_wood",
                "heroes.maximum", "battle.defensible_terrain", "calendar.years"):
        assert numbers[key].provenance == "rulebook", key
    assert all(value.assumed for key, value in numbers.items() if key.startswith("base_game."))


@pytest.mark.parametrize(("text", "where"), [
    ('[runes]\ntarget = 6\n', "runes.target"),
    ('[runes]\ntarget = { value = 6, provenance = "guess" }\n', "runes.target"),
])
def test_a_bad_rules_file_names_file_and_key(tmp_path, text, where):
    folder = tmp_path / "runewars"
    shutil.copytree(data_file("runewars"), folder)
    (folder / "rules.toml").write_text(text)
    with pytest.raises(DataFileError) as error:
        load_tables(folder)
    assert "rules.toml" in str(error.value) and where in str(error.value)


def test_lost_city_can_be_found_again_after_destruction():
    game = with_locations(make_game(), Location("T12", tile=12))
    L.place_lost_city(game, "T12")
    L.destroy_lost_city(game, "T12")
    L.place_lost_city(game, "T12")
    assert game.location("T12").lost_city


def test_exploration_tokens_need_the_variant():
    with pytest.raises(RuleViolation) as error:
        L.add_location(make_game(), Location("X", defensible=True))
    assert error.value.rule == "exploration.off"
    L.add_location(make_game(exploration=True), Location("X", flooded=True))


def test_tokens_can_be_removed_by_card_effects():
    game = with_locations(make_game(), Location("X", devastation=1), Location("Y", frost=2))
    L.remove_devastation(game, "X")
    L.remove_frost(game, "Y")
    assert (game.location("X").devastation, game.location("Y").frost) == (0, 1)
    with pytest.raises(RuleViolation):
        L.remove_devastation(game, "X")
