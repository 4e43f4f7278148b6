"""Generic Warbands rules: each case breaks exactly one rule, or sits exactly on its limit."""

import pytest
from rosters_factory import (
    champion,
    error_rules,
    hero,
    large_base,
    led,
    roster,
    small_base,
    unit,
    up,
    warning_rules,
)

from warbands_manager.rules.validation import validate


def sized(total_points: int) -> list[dict]:
    """A legal-looking two-Core roster of exactly ``total_points`` (models at 1 point + 5)."""
    first = total_points - 5 - 10
    return [led(unit("Spearmen", models=first, ppm=1)), unit("Swordsmen", models=10, ppm=1)]


def with_units(base: list[dict], *extra: dict) -> list[dict]:
    return [*base, *extra]


CASES = [
    # size class and points
    ("size.no-units", [], {}),
    ("size.min-points", [led(unit("Spearmen", ppm=0)) | {"upgrades": [champion(points=0)]},
                         unit("Swordsmen", ppm=0)], {}),
    (None, [led(unit("Spearmen", ppm=0)) | {"upgrades": [champion(points=1)]},
            unit("Swordsmen", ppm=0)], {}),
    ("size.max-points", sized(501), {}),
    (None, sized(500), {}),
    ("size.points-limit", sized(251), {"points_limit": 250}),
    (None, sized(250), {"points_limit": 250}),
    # unit sizes by base
    ("size.unit-minimum", [*small_base(), unit("Archers", models=2)], {}),
    (None, [*small_base(), unit("Archers", models=3)], {}),
    ("size.unit-minimum", [*small_base(), unit("Pistoliers", models=1, base="25x50")], {}),
    (None, [*small_base(), unit("Pistoliers", models=2, base="25x50")], {}),
    (None, [*small_base(), unit("Ogres", models=1, base="40x40")], {}),
    (None, [*small_base(), unit("Giant Wolves", models=2, base="20x40")], {}),
    ("size.unit-minimum", [*small_base(), unit("Giant Wolves", models=1, base="20x40")], {}),
    (None, [*small_base(), unit("Stegadon Crew", models=1, base="50x100")], {}),
    ("size.unit-maximum", [*small_base(), unit("Flagellants", models=11, book_max=10)], {}),
    (None, [*small_base(), unit("Flagellants", models=10, book_max=10)], {}),
    ("size.base-unknown", [*small_base(), unit("Archers", base=None)], {}),
    ("size.base-unknown", [*small_base(), unit("Archers", base="huge")], {}),
    # core minimum (both sizes)
    ("common.min-core", [led(unit("Spearmen")), unit("Huntsmen", traits=["not_core_minimum"])],
     {}),
    (None, [led(unit("Spearmen")), unit("Swordsmen"), unit("Huntsmen",
                                                          traits=["not_core_minimum"])], {}),
    ("common.min-core", [led(unit("Spearmen", models=30))], {}),
    # small warbands
    ("small.max-units", [*small_base(), *[unit(f"Militia {i}", models=3, ppm=1)
                                          for i in range(7)]], {}),
    (None, [*small_base(), *[unit(f"Militia {i}", models=3, ppm=1) for i in range(6)]], {}),
    ("small.no-special", [*small_base(), unit("Greatswords", "special", models=5)], {}),
    ("small.no-rare", [*small_base(), unit("Hellblasters", "rare", models=1, base="50x50")], {}),
    ("small.no-lords", [*small_base(), hero("General", 40) | {"category": "lord"}], {}),
    ("small.no-war-machines", [*small_base(), unit("Cannon", models=1, ppm=40, base="50x50",
                                                   traits=["war_machine"])], {}),
    ("small.no-chariots", [*small_base(), unit("War Wagon", models=1, ppm=40, base="50x100",
                                               traits=["chariot"])], {}),
    ("small.no-flyers", [*small_base(), unit("Harpies", models=3, traits=["flyer"])], {}),
    ("small.no-magic-items", [*small_base(), hero("Captain", 50, upgrades=[
        up("Sword of Might", 20, "magic_item")])], {}),
    ("small.no-magic-items", [led(unit("Spearmen")) | {"upgrades": [
        champion(), up("Standard", 5, "standard"), up("Banner of Arcane Protection", 25,
                                                      "magic_standard")]}, unit("Swordsmen")],
     {}),
    (None, [*small_base(), unit("Chaos Warriors", models=3, upgrades=[
        up("Chaos armour", 0, "troop_magic")])], {}),
    ("small.commander-max-points", [unit("Spearmen"), unit("Swordsmen"),
                                    hero("Captain", 76, commander=True)], {}),
    (None, [unit("Spearmen"), unit("Swordsmen"), hero("Captain", 75, commander=True)], {}),
    # large warbands
    ("large.max-units", [*large_base(), *[unit(f"Militia {i}", models=3, ppm=1)
                                          for i in range(9)]], {}),
    (None, [*large_base(), *[unit(f"Militia {i}", models=3, ppm=1) for i in range(8)]], {}),
    ("large.max-special", [*large_base(), unit("Greatswords", "special", models=5),
                           unit("Knights", "special", models=2, base="25x50"),
                           unit("Hellblaster", "rare", models=1, base="50x50")], {}),
    (None, [*large_base(), unit("Greatswords", "special", models=5),
            unit("Knights", "special", models=2, base="25x50")], {}),
    (None, [*large_base(), unit("Greatswords", "special", models=5),
            unit("Hellblaster", "rare", models=1, base="50x50")], {}),
    ("large.max-special", [*large_base(), *[unit(f"Greatswords {i}", "special", models=5)
                                            for i in range(3)]], {}),
    ("large.max-rare", [*large_base(), unit("Hellblaster", "rare", models=1, base="50x50"),
                        unit("Hellstorm", "rare", models=1, base="50x50")], {}),
    ("large.max-heroes", [*large_base(), hero("Captain", 40), hero("Wizard", 40),
                          hero("Priest", 40)], {}),
    (None, [*large_base(), hero("Captain", 75), hero("Wizard", 75)], {}),
    ("large.max-heroes-points", [*large_base(), hero("Captain", 75), hero("Wizard", 76)], {}),
    ("large.max-heroes-points", [unit("Spearmen", models=20), unit("Swordsmen", models=15),
                                 hero("Captain", 151, commander=True)], {}),
    (None, [unit("Spearmen", models=20), unit("Swordsmen", models=15),
            hero("Captain", 150, commander=True)], {}),
    ("large.no-lords", [*large_base(), hero("General", 100) | {"category": "lord"}], {}),
    ("large.max-war-machines", [*large_base(), unit("Wolf Chariots", "special", models=2,
                                                    base="50x100", traits=["chariot"])], {}),
    (None, [*large_base(), unit("Wolf Chariot", "special", models=1, base="50x100",
                                traits=["chariot"])], {}),
    ("large.max-war-machines", [*large_base(), unit("Cannon", "special", models=1, base="50x50",
                                                    traits=["war_machine"]),
                                unit("War Wagon", "rare", models=1, base="50x100",
                                     traits=["chariot"])], {}),
    ("large.max-flyers", [*large_base(), unit("Harpies", models=3, traits=["flyer"]),
                          hero("Wizard on Pegasus", 60, traits=["flyer"])], {}),
    (None, [*large_base(), unit("Harpies", models=3, traits=["flyer"])], {}),
    # the Commander
    ("common.commander-missing", [unit("Spearmen"), unit("Swordsmen")], {}),
    ("common.commander-multiple", [led(unit("Spearmen")), led(unit("Swordsmen"))], {}),
    ("common.commander-eligible", [unit("Spearmen", commander=True), unit("Swordsmen")], {}),
    # 0-X army list limits
    ("common.army-max", [*small_base(), unit("Bat Swarm", models=1, base="40x40", army_max=1),
                         unit("Bat Swarms", models=1, base="40x40", army_max=1)], {}),
    (None, [*small_base(), unit("Bat Swarm", models=1, base="40x40", army_max=1)], {}),
    # unit options only at the army book minimum
    ("options.below-book-minimum", [*small_base(), unit("Archers", models=9, book_min=10,
                                                        upgrades=[up("Musician", 5,
                                                                     "musician")])], {}),
    (None, [*small_base(), unit("Archers", models=10, book_min=10,
                                upgrades=[up("Musician", 5, "musician")])], {}),
    (None, [*small_base(), unit("Archers", models=3, book_min=10,
                                upgrades=[up("Shields", 1, "armour", 3),
                                          up("Spears", 1, "weapon", 3)])], {}),
    ("options.below-book-minimum", [*small_base(), unit("Knights", models=4, base="25x50",
                                                        book_min=5, upgrades=[
                                                            up("Inner Circle", 3, "status")])],
     {}),
    ("options.below-book-minimum", [*large_base(), unit("Spearmen B", models=9, book_min=10,
                                                        upgrades=[up("Griffon Banner", 50,
                                                                     "magic_standard")])], {}),
    (None, [*large_base(), unit("Spearmen B", models=10, book_min=10,
                                upgrades=[up("Griffon Banner", 50, "magic_standard")])], {}),
    # impossible campaign fields
    ("campaign.veteran-max", [*small_base(), unit("Archers", models=3, veteran=4)], {}),
    (None, [*small_base(), unit("Archers", models=3, veteran=3)], {}),
    ("campaign.max-abilities", [*small_base(), hero("Captain", 50, archetype="veteran", abilities=[
        "Commander's Discretion", "Fearless", "Disciplined", "Strong Blows", "Grizzled Fighters",
        "Fearless"])], {}),
    ("campaign.magician-wizards-only", [*small_base(), hero("Captain", 50, archetype="magician")],
     {}),
    ("campaign.archetype-characters-only", [*small_base(), unit("Archers", models=3,
                                                               archetype="noble")], {}),
    ("campaign.ability-archetype", [*small_base(), hero("Captain", 50, archetype="noble",
                                                        abilities=["Fearless"])], {}),
    # one champion, one standard bearer, one musician per unit (rules/validation/command.py)
    ("unit.command-twice", [*small_base(), unit("Archers", upgrades=[
        up("Musician", 5, "musician"), up("Drummer", 5, "musician")])], {}),
    (None, [*small_base(), unit("Archers", upgrades=[
        champion(), up("Standard", 5, "standard"), up("Musician", 5, "musician")])], {}),
    # Regiments of Renown outside Dogs of War
    ("dogs-of-war.renown-outside", [*small_base(), unit("Ricco's Republican Guard",
                                                        traits=["regiment_of_renown"])], {}),
]


def _case_id(case) -> str:
    rule, units, _keys = case
    return f"{rule or 'ok'}-{len(units)}u"


@pytest.mark.parametrize("case", CASES, ids=[_case_id(c) for c in CASES])
def test_generic_rule(case):
    rule, units, keys = case
    built = roster("empire", units, **keys)
    found = error_rules(built)
    assert found == ([rule] if rule else []), [v.message for v in validate(built)]


def test_small_hero_over_75_is_a_warning_only():
    built = roster("empire", [led(unit("Spearmen", models=5)), unit("Swordsmen", models=5),
                              hero("Wizard", 76)])
    assert error_rules(built) == []
    assert warning_rules(built) == ["small.hero-max-points"]


def test_the_issue_example_message():
    built = roster("empire", [*large_base(), hero("Captain", 75), hero("Battle Wizard", 100)])
    messages = [v.message for v in validate(built)]
    assert ("Large warbands may spend at most 150 points on Heroes: Captain 75 + Battle Wizard "
            "100 = 175") in messages
