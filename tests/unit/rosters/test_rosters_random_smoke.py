"""Seeded random rosters: validation, reminders and the meter never fail on a readable roster."""

import random

from warbands_manager.rules.roster import ARMIES, CATEGORIES, TRAITS, UPGRADE_KINDS
from warbands_manager.rules.roster_io import roster_from_dict
from warbands_manager.rules.validation import composition, reminders, validate, warband_rating

NAMES = ["Clanrats", "Skavenslaves", "Night Goblins", "Goblins", "Ogre Bulls", "Maneater",
         "Bruiser", "Butcher", "Hunter", "Chaos Spawn", "Dragon Ogre Shaggoth", "Horrors",
         "Chariots", "Tomb Prince", "Liche Priest", "Knights Errant", "Lothern Sea Rangers",
         "Black Orc Big Boss", "Orc Shaman", "Ruglud's Armoured Orcs", "Long Drong",
         "Slayer Pirates", "Goblin Hewer", "Malakai", "Hellcannon", "Knights of Chaos",
         "Sorceress", "Nurglitch", "Tehenhauin", "Assassin", "Dragon Slayer", "Wardancer",
         "Vampire Thrall", "Necromancer", "Spearmen", "Þór Łukasz <the Bold>"]
UPGRADES = ["Champion", "Standard", "Musician", "Fanatic", "Flamer", "Ratling Gun",
            "Warpfire Thrower", "Battle Standard", "Chalice of Chaos", "Mark of Slaanesh",
            "Errantry Banner", "War Boar", "Harpoon Launcher", "Groinbiter", "Chosen"]
BASES = ["20x20", "25x25", "25x50", "40x40", "50x100", "20x40", None, "odd"]


def random_roster(rng: random.Random):
    units = []
    for index in range(rng.randint(0, 12)):
        category = rng.choice(CATEGORIES)
        unit = {"id": f"u{index}", "name": rng.choice(NAMES), "category": category,
                "models": 1 if category in ("hero", "lord") else rng.randint(1, 25),
                "points_per_model": rng.choice([0, 1, 2.5, 6, 15, 40, 90]),
                "base": rng.choice(BASES),
                "book_min": rng.choice([None, 3, 5, 10, 20]),
                "book_max": rng.choice([None, 10, 30]),
                "army_max": rng.choice([None, None, 0, 1]),
                "traits": rng.sample(TRAITS, rng.randint(0, 2)),
                "upgrades": [{"name": rng.choice(UPGRADES), "points": rng.randint(0, 30),
                              "kind": rng.choice(UPGRADE_KINDS), "count": rng.randint(1, 4)}
                             for _ in range(rng.randint(0, 3))],
                "commander": rng.random() < 0.2, "veteran": rng.randint(0, 3),
                "abilities": ["A"] * rng.randint(0, 2)}
        if index and rng.random() < 0.2:
            unit["joins" if category in ("hero", "lord") else "detachment_of"] = "u0"
        units.append(unit)
    document = {"format": "warbands-roster/1", "name": "R", "army": rng.choice(ARMIES),
                "chaos_type": rng.choice([None, "mortal", "beast", "daemon", "elf"]),
                "points_limit": rng.choice([None, 150, 400]), "units": units}
    return roster_from_dict(document)


def test_random_rosters_never_break_the_validator():
    rng = random.Random(20061)
    for _ in range(400):
        roster = random_roster(rng)
        violations = validate(roster)
        assert violations == validate(roster)
        assert all(0 <= i < len(roster.units) for v in violations for i in v.units)
        assert all(v.message and v.severity in ("error", "warning") for v in violations)
        reminders(roster)
        meter = composition(roster)
        assert meter.points == roster.total_points
        assert warband_rating(roster).total >= roster.total_points
