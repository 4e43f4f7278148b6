"""Option groups of a catalogue: read from both schema generations, kept with the unit, and
every group's and option's limit checked for a roster that names the catalogue."""

from __future__ import annotations

import pytest

from tests.shared_data import MORE, needs_bsdata
from warbands_manager.rules.armydata.bsdata import parse_catalogue
from warbands_manager.rules.armydata.files import open_source
from warbands_manager.rules.armydata.model import (
    ArmyList,
    MagicItem,
    OptionEntry,
    OptionGroup,
    UnitEntry,
    army_list_from_dict,
)
from warbands_manager.rules.roster import Roster, Unit, Upgrade
from warbands_manager.rules.validation import validate
from warbands_manager.rules.validation.catalogue import NOT_CHECKED, use_catalogues
from warbands_manager.rules.validation.catalogue_limits import limit_violations

GST_8TH = MORE / "Warhammer Fantasy 8th ed.gst"


def catapult_army() -> ArmyList:
    """A Tomb Kings catapult with its upgrades as the catalogue limits them."""
    catapult = UnitEntry(
        "e-cat", "Screaming Skull Catapult", "rare", 90, max_models=1, army_max=1,
        options=[OptionEntry("Skulls of the Foe", 20, "other", max=1),
                 OptionEntry("Bone Crew", 5, "other", max=2, group="Crew"),
                 OptionEntry("Extra Crew", 5, "other", group="Crew"),
                 OptionEntry("Wooden Wheels", 0, "other", group="Crew / Wheels"),
                 OptionEntry("Iron Wheels", 5, "other", group="Crew / Wheels")],
        groups=[OptionGroup("Crew", max=2),
                OptionGroup("Crew / Wheels", min=1, default="Wooden Wheels")])
    prince = UnitEntry(
        "e-prince", "Tomb Prince", "hero", 80,
        options=[OptionEntry("Chariot", 50, "mount", group="Mount"),
                 OptionEntry("Horse", 10, "mount", group="Mount")],
        groups=[OptionGroup("Mount", max=1), OptionGroup("Magic Items", points_max=50,
                                                         magic=True),
                OptionGroup("Magic Items / Magic Weapons", max=1, magic=True),
                OptionGroup("Magic Items / Talismans", max=1, magic=True)])
    items = [MagicItem("Blade of Antarhak", 40, "Magic Weapons"),
             MagicItem("Flail of Skulls", 30, "Magic Weapons"),
             MagicItem("Collar of Shapesh", 15, "Talismans")]
    return ArmyList("tk-1", "Tomb Kings - Armybook (2002)", "catalogue", "tomb-kings", 1, "gs",
                    "Tomb Kings.cat", units=[catapult, prince], magic_items=items)


def catapult(*upgrades: Upgrade) -> Unit:
    return Unit("Screaming Skull Catapult", "rare", 1, 90, base="50x100",
                upgrades=list(upgrades))


def rules_of(units: list[Unit]) -> list[str]:
    return [v.rule for v in limit_violations(units, catapult_army())]


def test_an_option_taken_twice_over_its_max_of_one_is_an_error():
    twice = catapult(Upgrade("Skulls of the Foe", 20, "other", count=2))
    [violation] = limit_violations([twice], catapult_army())
    assert violation.rule == "catalogue.option-max" and violation.is_error
    assert violation.message == ("Screaming Skull Catapult may take Skulls of the Foe at most "
                                 "1 time (army list): 2")
    assert rules_of([catapult(Upgrade("Skulls of the Foe", 20, "other"))]) == []


def test_a_group_counts_its_nested_groups_and_its_max_holds():
    three = catapult(Upgrade("Bone Crew", 5, "other"), Upgrade("Extra Crew", 5, "other"),
                     Upgrade("Wooden Wheels", 0, "other"))
    violations = limit_violations([three], catapult_army())
    assert [v.rule for v in violations] == ["catalogue.group-max"]
    assert "at most 2 from Crew (army list): Bone Crew, Extra Crew, Wooden Wheels" in (
        violations[0].message)
    two = catapult(Upgrade("Bone Crew", 5, "other"), Upgrade("Wooden Wheels", 0, "other"))
    assert rules_of([two]) == []


def test_a_group_minimum_without_a_default_is_a_warning():
    assert limit_violations([catapult()], catapult_army()) == []  # the default is taken
    army = catapult_army()
    army.units[0].groups[1] = OptionGroup("Crew / Wheels", min=1)
    [violation] = limit_violations([catapult()], army)
    assert (violation.rule, violation.severity) == ("catalogue.group-min", "warning")


def test_three_mounts_break_the_mount_group_and_magic_items_their_lists():
    prince = Unit("Tomb Prince", "hero", 1, 80, upgrades=[
        Upgrade("Chariot", 50, "mount"), Upgrade("Horse", 10, "mount"),
        Upgrade("Blade of Antarhak", 40, "magic_item"),
        Upgrade("Flail of Skulls", 30, "magic_item")])
    messages = {v.rule: v.message for v in limit_violations([prince], catapult_army())}
    assert set(messages) == {"catalogue.group-max", "catalogue.group-points"}
    assert messages["catalogue.group-points"] == (
        "Tomb Prince may spend at most 50 points on Magic Items (army list): 70 "
        "(Blade of Antarhak, Flail of Skulls)")
    # a magic item counts toward its own list (Magic Weapons max 1) and the one above it
    both = [v.message for v in limit_violations([prince], catapult_army())
            if v.rule == "catalogue.group-max"]
    assert any("from Mount" in m for m in both) and any("from Magic Weapons" in m for m in both)


def test_a_per_model_option_counts_once_however_many_models_pay():
    army = ArmyList("a", "A", "catalogue", "empire", 1, "gs", "a.cat", units=[UnitEntry(
        "s", "Spearmen", "core", 5, options=[OptionEntry("Shields", 1, "armour", max=1,
                                                         per_model=True)])])
    spearmen = Unit("Spearmen", "core", 10, 5, base="20x20",
                    upgrades=[Upgrade("Shields", 1, "armour", count=10)])
    assert limit_violations([spearmen], army) == []


def test_a_limit_a_condition_opens_is_checked_at_what_it_opens():
    army = ArmyList("a", "A", "catalogue", "empire", 1, "gs", "a.cat", units=[UnitEntry(
        "c", "Captain", "hero", 50, options=[OptionEntry("Lance", 4, "weapon", max=0,
                                                         condition="up to 1 when Mount")])])
    once = Unit("Captain", "hero", 1, 50, upgrades=[Upgrade("Lance", 4, "weapon")])
    assert limit_violations([once], army) == []
    twice = Unit("Captain", "hero", 1, 50, upgrades=[Upgrade("Lance", 4, "weapon", count=2)])
    assert [v.rule for v in limit_violations([twice], army)] == ["catalogue.option-max"]


def test_an_upgrade_of_a_choice_is_not_a_second_choice():
    army = ArmyList("a", "A", "catalogue", "dark-elves", 1, "gs", "a.cat", units=[UnitEntry(
        "b", "Beastmaster", "lord", 100, groups=[OptionGroup("Mounts", max=1)], options=[
            OptionEntry("Manticore", 150, "mount", group="Mounts"),
            OptionEntry("Iron Hard Skin", 20, "mount", group="Mounts / Manticore")])])
    rider = Unit("Beastmaster", "lord", 1, 100, upgrades=[
        Upgrade("Manticore", 150, "mount"), Upgrade("Iron Hard Skin", 20, "mount")])
    assert limit_violations([rider], army) == []


def test_groups_survive_the_stored_document():
    army = catapult_army()
    again = army_list_from_dict(army.to_dict())
    assert again.units[0].groups == army.units[0].groups
    assert again.units[1].groups[1].points_max == 50


def named_roster(*units: Unit, name: str = "Tomb Kings - Armybook (2002)") -> Roster:
    return Roster("Bones", "tomb-kings", units=list(units),
                  extra={"army_data": {"catalogue": "tk-1", "name": name}})


def test_validate_checks_the_named_catalogue_when_a_database_is_registered():
    roster = named_roster(catapult(Upgrade("Skulls of the Foe", 20, "other", count=2)))
    assert "catalogue.option-max" not in [v.rule for v in validate(roster)]  # no database
    use_catalogues(lambda bs_id, name, revision: catapult_army() if bs_id == "tk-1" else None)
    assert "catalogue.option-max" in [v.rule for v in validate(roster)]
    use_catalogues(lambda bs_id, name, revision: None)
    [warning] = [v for v in validate(roster) if v.rule == NOT_CHECKED]
    assert warning.severity == "warning" and "Tomb Kings - Armybook (2002)" in warning.message
    use_catalogues(None)


@needs_bsdata
@pytest.mark.parametrize(("file", "unit", "path", "limit"), [
    ("Empire - 8thBRB_7thAB.cat", "Captain of the Empire", "Mount", 1),  # 2.01
    ("Dark Elves - 8thBRB_8thAB.cat", "Master", "Mounts", 1),  # 2.03
    ("High Elves - 8thBRB_7thAB.cat", "Noble", "Mount", 1),  # 1.15 entryGroups
])
def test_groups_are_read_from_both_schema_generations(file, unit, path, limit):
    army = parse_catalogue(open_source(MORE / file).root, open_source(GST_8TH).root, file)
    entry = army.unit(unit)
    group = next(g for g in entry.groups if g.path == path)
    assert group.max == limit
    assert len([o for o in entry.options if o.group == path]) >= 2
    magic = [g for g in entry.groups if g.magic and g.points_max == 50]
    assert magic, "the character's 50-point magic item allowance is a group"


# Each catalogue rule with a roster that breaks it (the rule-id scan asks for one per rule).
CASES = [
    ("catalogue.option-max", catapult(Upgrade("Skulls of the Foe", 20, "other", count=2))),
    ("catalogue.group-max", catapult(Upgrade("Bone Crew", 5, "other", count=2),
                                     Upgrade("Extra Crew", 5, "other"))),
    ("catalogue.group-points", Unit("Tomb Prince", "hero", 1, 80, upgrades=[
        Upgrade("Blade of Antarhak", 40, "magic_item"), Upgrade("Collar of Shapesh", 15,
                                                                "magic_item")])),
]


@pytest.mark.parametrize(("rule", "unit"), CASES, ids=[case[0] for case in CASES])
def test_each_catalogue_rule_breaks(rule, unit):
    assert [v.rule for v in limit_violations([unit], catapult_army()) if v.is_error] == [rule]


def test_a_catalogue_stored_before_groups_were_read_says_so():
    army = catapult_army()
    army.reader_version = 2
    use_catalogues(lambda bs_id, name, revision: army)
    roster = named_roster(catapult(Upgrade("Skulls of the Foe", 20, "other", count=2)))
    found = {v.rule: v for v in validate(roster)}
    assert "catalogue.option-max" in found  # options' own limits were stored before
    assert "import the catalogue again" in found[NOT_CHECKED].message
    army.reader_version = 3
    assert NOT_CHECKED not in {v.rule for v in validate(roster)}
    use_catalogues(None)
