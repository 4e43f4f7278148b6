"""The validation API around the rules: names, order, composition meter, reminders, WBR."""

import random

import pytest
from rosters_factory import champion, hero, large_base, led, roster, small_base, unit, up

from warbands_manager.rules.datafile import DataFileError
from warbands_manager.rules.dice import Dice
from warbands_manager.rules.roster import ARMIES
from warbands_manager.rules.unit_names import name_matches, same_name
from warbands_manager.rules.validation import (
    composition,
    is_valid,
    load_limits,
    load_rating_modifiers,
    reminders,
    validate,
    warband_rating,
)
from warbands_manager.rules.validation.armies.elves import intrigue_at_court


@pytest.mark.parametrize(("name", "key", "matches"), [
    ("Ogre Bulls", "Bull", True),
    ("BULLS", "bull", True),
    ("Bullseye Gnoblars", "Bull", False),
    ("Night Goblins", "Night Goblin", True),
    ("Goblins", "Night Goblin", False),
    ("Grimgor's Ardboyz", "Grimgors Ardboyz", True),
    ("Knights of Chaos", "Knights of Chaos", True),
    ("Chosen Knights of Chaos", "Knights of Chaos", True),
    ("Knights", "Knights of Chaos", False),
    ("Þór's Thunderers", "Thunderer", True),
])
def test_name_matching(name, key, matches):
    assert name_matches(name, key) is matches


def test_same_name_ignores_case_and_plural():
    assert same_name("Bat Swarm", "bat swarms")
    assert not same_name("Bat Swarm", "Bat")


def test_violations_come_in_a_fixed_order_and_are_deterministic():
    built = roster("empire", [unit("Spearmen", models=2), hero("General", 300) | {
        "category": "lord", "upgrades": [up("Sword", 10, "magic_item")]}])
    first = validate(built)
    assert first == validate(built)
    rules = [v.rule for v in first]
    assert rules.index("size.unit-minimum") < rules.index("common.min-core") < rules.index(
        "large.no-lords") < rules.index("common.commander-missing")


def test_validate_does_not_change_the_roster():
    built = roster("ogre-kingdoms", [led(unit("Ogre Bulls", models=3, ppm=30, base="40x40")),
                                     unit("Gnoblars")])
    before = repr(built)
    validate(built)
    composition(built)
    reminders(built)
    assert repr(built) == before


def test_composition_of_a_large_warband():
    built = roster("hordes-of-chaos", [
        *large_base("Marauders", "Warriors"),
        unit("Dragon Ogre Shaggoth", "rare", models=1, ppm=60, base="50x50"),
        hero("Exalted Champion", 90), unit("Harpies", models=3, traits=["flyer"]),
    ], chaos_type="mortal", points_limit=400)
    meter = composition(built)
    assert (meter.points, meter.points_limit, meter.size) == (383, 400, "large")
    assert (meter.core_count, meter.core_minimum) == (3, 2)
    assert (meter.unit_count, meter.unit_max) == (4, 10)
    assert (meter.special_used, meter.special_allowed) == (1, 1)
    assert (meter.rare_used, meter.rare_allowed) == (1, 1)
    assert (meter.hero_count, meter.hero_max, meter.hero_points, meter.hero_points_cap) == (
        1, 2, 90, 150)
    assert (meter.flyers_used, meter.flyers_allowed) == (1, 1)
    assert (meter.war_machines_used, meter.war_machines_allowed) == (0, 1)
    assert meter.commander_names == ("Marauders",)


def test_composition_of_a_small_warband():
    meter = composition(roster("empire", small_base()))
    assert meter.size == "small"
    assert (meter.special_allowed, meter.rare_allowed, meter.war_machines_allowed) == (0, 0, 0)
    assert meter.commander_max_points == 75
    assert meter.hero_points_cap is None


def test_reminders_for_a_champion_commander_and_the_army():
    texts = {r.rule: r.text for r in reminders(roster("wood-elves", small_base("Glade Guard",
                                                                               "Dryads")))}
    assert "remain with his unit" in texts["common.champion-commander-stays"]
    assert "Woodland Ambush" in texts["wood-elves.no-woodland-ambush"]


def test_tomb_kings_incantations_reminder_depends_on_the_commander():
    with_priest = roster("tomb-kings", [unit("Skeletons"), unit("Archers"),
                                        hero("Liche Priest", 70, commander=True)])
    without = roster("tomb-kings", small_base("Skeletons", "Archers"))
    assert "normal rules" in _text(with_priest, "tomb-kings.incantations")
    assert "bound spell" in _text(without, "tomb-kings.incantations")


def _text(built, rule):
    return next(r.text for r in reminders(built) if r.rule == rule)


def test_rulebook_wbr_example_is_485():
    built = roster("empire", [
        unit("Spearmen", models=20, ppm=5, veteran=2),
        unit("Swordsmen", models=20, ppm=5, veteran=2),
        hero("Captain", 95, archetype="veteran", abilities=["Hardened", "Inspiring"],
             commander=True),
        unit("Archers", models=20, ppm=5),
    ])
    assert built.total_points == 395
    rating = warband_rating(built)
    assert rating.total == 485
    assert rating.explain() == "395 + 20 + 20 + 25 + 25 = 485"
    assert not rating.uses_assumed_values


def test_wbr_marks_assumed_values():
    built = roster("empire", [led(unit("Spearmen", veteran=1)), unit("Swordsmen")])
    rating = warband_rating(built)
    assert rating.total == 125 + 10 and rating.uses_assumed_values


def test_rating_table_errors_name_file_and_key(tmp_path):
    bad = tmp_path / "rating.toml"
    bad.write_text('[veteran]\n1 = { value = 10, provenance = "assumed" }\n')
    with pytest.raises(DataFileError, match="veteran.2"):
        load_rating_modifiers(bad)


def test_limits_come_from_the_data_file(tmp_path):
    from warbands_manager.paths import data_file

    text = data_file("warbands", "composition.toml").read_text()
    changed = tmp_path / "composition.toml"
    changed.write_text(text.replace("max_units = { value = 8,", "max_units = { value = 2,"))
    limits = load_limits(changed)
    built = roster("empire", [*small_base(), unit("Archers", models=3, ppm=1)])
    assert is_valid(built)
    assert [v.rule for v in validate(built, limits)] == ["small.max-units"]
    assert limits.assumed("orcs-and-goblins.fanatics")


def test_intrigue_at_court_dice_off_is_logged_and_rerolls_ties():
    built = roster("high-elves", [*large_base("Spearmen", "Archers"), hero("Noble", 70),
                                  hero("Mage", 70)])
    dice = Dice(random.Random(3))
    result = intrigue_at_court(built, dice)
    assert result.commander in (2, 3)
    assert len(dice.log) == len(result.rolls) >= 2
    last_round = result.rolls[-2:]
    winner_roll = dict(last_round)[result.commander].total
    assert all(roll.total < winner_roll for i, roll in last_round if i != result.commander)


def test_intrigue_with_one_or_no_hero():
    one = roster("high-elves", [unit("Spearmen"), unit("Archers"), hero("Noble", 50)])
    none = roster("high-elves", small_base())
    dice = Dice(random.Random(1))
    assert intrigue_at_court(one, dice).commander == 2
    assert intrigue_at_court(none, dice) is None
    assert dice.log == []


def test_champion_upgrade_names_are_free_text():
    built = roster("bretonnia", [led(unit("Men-at-arms"), "Yeoman Warden"),
                                 unit("Peasant Bowmen", upgrades=[champion("Villein")])])
    assert is_valid(built)


def test_unlisted_base_reading_is_shown():
    built = roster("empire", [*small_base(), unit("Giant Wolves", models=1, base="20x40")])
    message = next(v.message for v in validate(built) if v.rule == "size.unit-minimum")
    assert "at least 2 models" in message and "reading" in message


ARMY_REMINDERS = {
    "dark-elves": "dark-elves.updated-rules",
    "high-elves": "high-elves.pure-of-heart",
    "dogs-of-war": "dogs-of-war.no-paymaster",
    "tomb-kings": "tomb-kings.general-and-hierophant",
    "vampire-counts": "vampire-counts.crumble",
    "army-of-sylvania": "army-of-sylvania.grave-markers",
    "wood-elves": "wood-elves.no-woodland-ambush",
    "lizardmen": "lizardmen.lists",
    "archaons-horde": "archaons-horde.halting-the-tide",
    "skaven-clan-eshin": "skaven-clan-eshin.no-victory-bonus",
    "chaos-dwarfs": "chaos-dwarfs.hobgoblins",
    "daemonic-legions": "daemonic-legions.commanders",
    "hordes-of-chaos": "hordes-of-chaos.daemon-legions-hint",
}


@pytest.mark.parametrize("army", ARMIES)
def test_every_army_validates_and_reminds(army):
    for units in (small_base(), large_base()):
        built = roster(army, units, chaos_type="mortal")
        violations = validate(built)
        assert all(v.severity in ("error", "warning") and v.message for v in violations)
        rules = {r.rule for r in reminders(built)}
        assert "common.commander-general" in rules
        if army in ARMY_REMINDERS:
            assert ARMY_REMINDERS[army] in rules
        assert composition(built).commanders == (0,)


def test_a_limits_table_missing_a_key_is_refused_naming_it(tmp_path):
    from warbands_manager.paths import data_file

    text = data_file("warbands", "composition.toml").read_text()
    broken = tmp_path / "composition.toml"
    broken.write_text(text.replace("max_flyers = ", "max_fliers = "))
    with pytest.raises(DataFileError, match=r"composition.toml: large.max_flyers: missing"):
        load_limits(broken)


def test_every_limit_the_checks_read_is_required():
    import re
    from pathlib import Path

    from warbands_manager.rules.validation import limits as limits_module

    package = Path(limits_module.__file__).parent
    source = "".join(path.read_text() for path in package.rglob("*.py"))
    used = set(re.findall(r'lim\["([a-z._-]+)"\]', source))
    used |= set(re.findall(r'"([a-z-]+\.mainstay_[a-z_]+)"', source))
    assert used <= set(limits_module.REQUIRED_KEYS)
