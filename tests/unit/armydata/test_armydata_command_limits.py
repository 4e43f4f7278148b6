"""One champion, one standard, one musician per unit: the catalogue's option ``max`` in the
editor, and ``unit.command-twice`` for any roster (typed by hand too)."""

from __future__ import annotations

import pytest

from tests.shared_data import MORE, needs_bsdata
from tests.unit.rosters.rosters_factory import champion, error_rules, led, roster, unit, up
from warbands_manager.paths import data_dir
from warbands_manager.rules.armydata.bsdata import parse_catalogue
from warbands_manager.rules.armydata.build import (
    option_refusal,
    unit_from_entry,
    upgrade_from_option,
)
from warbands_manager.rules.armydata.files import open_source
from warbands_manager.rules.armydata.model import OptionEntry
from warbands_manager.rules.armydata.traits import load_trait_table
from warbands_manager.rules.roster import Unit, Upgrade


@pytest.mark.parametrize("kind", ["champion", "standard", "musician"])
def test_two_of_one_command_kind_in_a_unit_is_an_error(kind):
    twice = unit("Swordsmen", upgrades=[up("First", 5, kind), up("Second", 5, kind)])
    assert error_rules(roster("empire", [led(unit("Spearmen")), twice])) == [
        "unit.command-twice"]


def test_one_of_each_command_model_is_legal():
    full = unit("Swordsmen", upgrades=[champion(), up("Standard", 5, "standard"),
                                       up("Musician", 5, "musician")])
    assert error_rules(roster("empire", [led(unit("Spearmen")), full])) == []


def test_a_champion_counted_twice_is_two_champions():
    counted = unit("Swordsmen", upgrades=[up("Champion", 5, "champion", count=2)])
    built = roster("empire", [led(unit("Spearmen")), counted])
    assert error_rules(built) == ["unit.command-twice"]


def test_the_message_names_the_unit_and_the_models():
    led_twice = led(unit("Spearmen"), champ="Sergeant") | {
        "upgrades": [champion("Sergeant"), champion("Veteran")]}
    from warbands_manager.rules.validation import validate

    (violation,) = [v for v in validate(roster("empire", [led_twice, unit("Swordsmen")]))
                    if v.rule == "unit.command-twice"]
    assert violation.message.startswith("Spearmen has 2 champions (Sergeant, Veteran)")
    assert violation.units == (0,)


def test_option_limits_in_the_editor():
    spearmen = Unit(id="u1", name="Spearmen", category="core", models=10, points_per_model=5)
    musician = OptionEntry("Musician", 5, "musician", max=1)
    shields = OptionEntry("Shields", 1, "armour", per_model=True, max=1)
    lance = OptionEntry("Lance", 4, "weapon", max=0, condition="up to 1 when Mount is taken")
    hidden = OptionEntry("Secret", 4, "other", max=0)
    assert option_refusal(spearmen, musician) is None
    spearmen.upgrades.append(upgrade_from_option(musician, 10))
    assert "at most 1 time" in option_refusal(spearmen, musician)
    assert "already has a musician" in option_refusal(
        spearmen, OptionEntry("Drummer", 5, "musician"))
    spearmen.upgrades.append(upgrade_from_option(shields, 10))  # count 10, taken once
    assert "at most 1" in option_refusal(spearmen, shields)
    assert option_refusal(spearmen, lance) is None
    spearmen.upgrades.append(Upgrade("Lance", 4, "weapon"))
    assert option_refusal(spearmen, lance) is not None
    assert "not available" in option_refusal(spearmen, hidden)


@needs_bsdata
def test_catalogue_command_options_allow_one_each():
    name = "High Elves - 8thBRB_7thAB.cat"
    army = parse_catalogue(open_source(MORE / name).root,
                           open_source(MORE / "Warhammer Fantasy 8th ed.gst").root, name)
    entry = army.unit("Spearmen")
    options = {option.name: option for option in entry.options}
    assert {options[n].max for n in ("Champion", "Standard Bearer", "Musician")} == {1}
    built = unit_from_entry(army, entry, load_trait_table(data_dir(), army.army), "u1")
    built.upgrades.append(upgrade_from_option(options["Champion"], built.models))
    assert option_refusal(built, options["Champion"]) is not None
    assert option_refusal(built, options["Musician"]) is None
