"""Seeded rosters and everything the validator says about them, to prove a change of the
validator's code changed no verdict.

The rosters are made here, from names written below (no data file, no BattleScribe file): each
army's rosters mostly use the unit and upgrade names its own rules look for, spelt as the rules
spell them or as a player types them, with random categories, sizes, bases, traits, upgrades,
commanders and campaign fields, so legal and illegal rosters of every army rule are met. Half of
the outcomes are of rosters edited in place between validations (units renamed, resized,
recategorised, upgrades added and removed, units dropped), as the roster editor does.

The recorded digests are ``tests/fixtures/validation_outcomes.txt``. After a change that is
meant to change verdicts (a rule read anew, a limit table changed), record them again:

    python -m tests.unit.validation_outcomes.outcome_rosters --record
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
from dataclasses import astuple
from pathlib import Path

from benchmarks.roster_gen import as_typed
from warbands_manager.rules.roster import (
    ARCHETYPES,
    ARMIES,
    CATEGORIES,
    CHAOS_TYPES,
    TRAITS,
    UPGRADE_KINDS,
    Roster,
    Unit,
    Upgrade,
)
from warbands_manager.rules.validation import (
    composition,
    minimums,
    reminders,
    validate,
    validate_with_reminders,
    warband_rating,
)

FIXTURE = Path(__file__).resolve().parents[2] / "fixtures" / "validation_outcomes.txt"
GENERATED, EDITED = 6_000, 6_000
#: Outcomes per line of the fixture: a digest of the chunk, then a short digest of each.
CHUNK = 50

_GREENSKINS = [
    "Black Orc Big Boss",
    "Orc Big Boss",
    "Night Goblins",
    "Common Goblins",
    "Goblins",
    "Orc Shaman",
    "Night Goblin Shaman",
    "Ruglud's Armoured Orcs",
    "Maggot",
    "Fanatic",
    "Orc Boyz",
    "Goblin Wolf Riders",
    "Boar Boyz",
]
_CHAOS = [
    "Chaos Spawn",
    "Dragon Ogre Shaggoth",
    "Shaggoth Champion",
    "Chaos Warhounds",
    "Horrors",
    "Pink Horrors",
    "Herald of Tzeentch",
    "Hellcannon",
    "Knights of Chaos",
    "Chaos Knights",
    "Sorceress",
    "Chosen",
    "Chaos Warriors",
    "Bloodhowler",
    "Flamers",
    "Daemonette",
    "Chaos Hounds",
    "Ungor",
    "Gor",
]
_SKAVEN = [
    "Clanrats",
    "Clanrat Slaves",
    "Skavenslaves",
    "Night Runners",
    "Assassin",
    "Chieftain",
    "Eshin Sorcerer",
    "Warlock Engineer",
    "Warp Lightning Cannon",
    "Warp-Lightning Cannon",
    "Stormvermin",
    "Gutter Runners",
    "Rat Ogres",
]
_UNDEAD = [
    "Tomb Prince",
    "Liche Priest",
    "Skeleton Chariots",
    "Chariots",
    "Necromancer",
    "Vampire",
    "Vampire Thrall",
    "Von Carstein Vampire Thrall",
    "Wight Lord",
    "Wraith",
    "Skeleton Warriors",
    "Zombies",
    "Grave Guard",
    "Wight King",
]
_ELVES = [
    "Wardancers",
    "Wild Riders",
    "Lothern Sea Rangers",
    "Sea Rangers",
    "Glade Guard",
    "Dryads",
    "Spearmen",
    "Sorceress",
    "Noble",
    "Corsairs",
    "Silver Helms",
    "Alter Kindred",
]
_OGRES = [
    "Ogre Bulls",
    "Ogres",
    "Bruiser",
    "Butcher",
    "Hunter",
    "Maneater",
    "Leadbelchers",
    "Ironguts",
    "Gnoblars",
    "Scraplauncher",
    "Ogre Ironguts",
    "Yhetees",
]
_BRETONNIA = [
    "Knights Errant",
    "Knights of the Realm",
    "Men-at-arms",
    "Peasant Bowmen",
    "Paladin",
    "Battle Standard Bearer",
    "Damsel",
    "Questing Knights",
]
_DWARFS = [
    "Dragon Slayer",
    "Giant Slayer",
    "Troll Slayers",
    "Long Drong",
    "Slayer Pirates",
    "Malakai",
    "Thane",
    "Warriors",
    "Quarrellers",
    "Hobgoblin Wolf Raiders",
    "Goblin Hewer",
    "Bolt Thrower",
]
_OTHERS = [
    "Captain",
    "Battle Wizard",
    "Huntsmen",
    "Huntsman",
    "Halberdiers",
    "Handgunners",
    "Nurglitch",
    "Plague Monks",
    "Tehenhauin",
    "Skinks",
    "Saurus Warriors",
    "Kroxigor",
    "Hired Pikemen",
    "Great Cannon",
    "Þór Łukasz <the Bold>",
]
_POOLS = {
    "orcs-and-goblins": _GREENSKINS,
    "grimgors-ardboyz": _GREENSKINS,
    "hordes-of-chaos": _CHAOS,
    "beasts-of-chaos": _CHAOS,
    "archaons-horde": _CHAOS,
    "cult-of-slaanesh": _CHAOS,
    "daemonic-legions": _CHAOS,
    "skaven": _SKAVEN,
    "skaven-clan-eshin": _SKAVEN,
    "bubonic-court-of-nurglitch": _SKAVEN,
    "tomb-kings": _UNDEAD,
    "vampire-counts": _UNDEAD,
    "army-of-sylvania": _UNDEAD,
    "wood-elves": _ELVES,
    "high-elves": _ELVES,
    "dark-elves": _ELVES,
    "high-elf-sea-patrol": _ELVES,
    "ogre-kingdoms": _OGRES,
    "bretonnia": _BRETONNIA,
    "errantry-war": _BRETONNIA,
    "dwarfs": _DWARFS,
    "slayer-army-of-karak-kadrin": _DWARFS,
    "dogs-of-war": _DWARFS + _GREENSKINS[6:8],
    "chaos-dwarfs": _DWARFS,
}
_EVERY_NAME = sorted({name for pool in (*_POOLS.values(), _OTHERS) for name in pool})
UPGRADES = [
    "Champion",
    "Standard",
    "Musician",
    "Standard Bearer",
    "Fanatic",
    "Flamer",
    "Ratling Gun",
    "Warpfire Thrower",
    "Weapon Team",
    "Poisoned Wind Mortar",
    "Battle Standard",
    "Chalice of Chaos",
    "Mark of Slaanesh",
    "Mark of Khorne",
    "Errantry Banner",
    "War Boar",
    "Boar",
    "Mounted",
    "Harpoon Launcher",
    "Groinbiter",
    "Snarefinger",
    "Chosen",
    "Icon Bearer",
    "Effigy of Gork",
    "Wardancer Kindred",
    "Great Weapon",
    "Shield",
    "Heavy Armour",
    "Barded Warhorse",
    "Daemonic Gift",
]
BASES = ["20x20", "25x25", "20x40", "25x50", "40x40", "50x50", "50x100", "30 x 60 mm", None, "odd"]


def outcome(roster: Roster) -> str:
    """Everything the validator says about ``roster``, as one text."""
    violations, reminded = validate_with_reminders(roster)
    parts = [
        [astuple(v) for v in violations],
        [astuple(r) for r in reminded],
        astuple(composition(roster)),
        [astuple(m) for m in minimums(roster)],
        warband_rating(roster).explain(),
    ]
    assert validate(roster) == violations, "validate_with_reminders disagrees with validate"
    assert [astuple(r) for r in reminders(roster)] == parts[1], "the reminders differ"
    return repr(parts)


def _upgrade(rng: random.Random, careful: bool = False) -> Upgrade:
    kinds = ("weapon", "weapon", "weapon", "armour", "armour", "troop_magic", "champion")
    return Upgrade(
        rng.choice(UPGRADES),
        rng.choice((0, 0, 5, 10, 12.5, 25)),
        rng.choice(kinds if careful else UPGRADE_KINDS),
        rng.choice((1, 1, 1, 2, 3)),
    )


def _unit(rng: random.Random, pool: list[str], index: int, careful: bool) -> Unit:
    """A unit; a ``careful`` player's keeps to the book (sizes, bases, few options)."""
    name = rng.choice(pool if rng.random() < 0.8 else _EVERY_NAME)
    if rng.random() < 0.15:
        name = as_typed(rng, name)
    categories = (
        ("hero", "core", "core", "core", "core", "special", "rare")
        if careful
        else ("lord", "hero", "hero", "core", "core", "core", "special", "rare")
    )
    category = rng.choice(categories)
    character = category in ("lord", "hero")
    sizes = (3, 5, 5, 6, 8, 10) if careful else (1, 2, 3, 4, 5, 8, 10, 12, 20)
    unit = Unit(
        name,
        category,
        1 if character else rng.choice(sizes),
        rng.choice((4, 5, 6, 8, 11) if careful else (1, 3, 5.5, 6, 8, 12, 20, 45, 60, 90)),
        id=f"u{index + 1}",
    )
    unit.base = rng.choice(BASES[:4] if careful else BASES)
    unit.book_min = rng.choice((None, None, 1, 3, 5, 10))
    unit.book_max = None if careful else rng.choice((None, None, None, 6, 12, 30))
    unit.army_max = None if careful else rng.choice((None,) * 8 + (0, 1))
    unit.traits = (
        []
        if careful and rng.random() < 0.8
        else rng.sample(TRAITS, rng.choice((0, 0, 0, 0, 1, 1, 2)))
    )
    unit.upgrades = [_upgrade(rng, careful) for _ in range(rng.choice((0, 0, 0, 1, 1, 2)))]
    unit.commander = not careful and rng.random() < 0.15
    if not careful and rng.random() < 0.1:
        unit.veteran = rng.randint(1, 3)
        unit.archetype = rng.choice((*ARCHETYPES, None))
        unit.abilities = ["A steady hand"] * rng.randint(0, 2)
    return unit


def generated_roster(rng: random.Random, number: int) -> Roster:
    """One seeded roster of a random army, its units mostly named as that army's rules say:
    half of them built by a careful player (a leader first, the book's sizes and bases)."""
    army = rng.choice(ARMIES)
    pool = _POOLS.get(army, _OTHERS)
    careful = rng.random() < 0.5
    count = rng.choice((2, 3, 4, 5, 6) if careful else (0, 1, 2, 3, 4, 5, 6, 8, 12))
    units = [_unit(rng, pool, index, careful) for index in range(count)]
    if careful:
        units[0].category, units[0].models, units[0].commander = "hero", 1, True
        units[0].points_per_model = rng.choice((35, 50, 60, 80))
    elif units and rng.random() < 0.6:
        rng.choice(units).commander = True
    for index, unit in enumerate(units[1:], start=1):
        if rng.random() < 0.08:
            leader = units[rng.randrange(index)].id
            if unit.category in ("lord", "hero"):
                unit.joins = leader
            else:
                unit.detachment_of = leader
    chaos = rng.choice((*CHAOS_TYPES, None, "elf")) if rng.random() < 0.5 else None
    if careful and army in ("hordes-of-chaos", "beasts-of-chaos"):
        chaos = rng.choice(CHAOS_TYPES)
    limit = None if careful and rng.random() < 0.7 else rng.choice((None, 150, 199, 400))
    return Roster(f"Generated {number}", army, units, chaos_type=chaos, points_limit=limit)


def _edit(rng: random.Random, roster: Roster) -> None:
    """One editor-like change to ``roster``, in place."""
    units = roster.units
    if not units:
        return
    unit = rng.choice(units)
    way = rng.randrange(7)
    if way == 0:
        unit.name = rng.choice(_EVERY_NAME)
    elif way == 1:
        unit.models = max(1, unit.models + rng.choice((-3, -1, 1, 2, 5)))
    elif way == 2:
        unit.category = rng.choice(CATEGORIES)
    elif way == 3:
        unit.upgrades.append(_upgrade(rng))
    elif way == 4 and unit.upgrades:
        unit.upgrades.pop(rng.randrange(len(unit.upgrades)))
    elif way == 5:
        unit.commander = not unit.commander
    elif len(units) > 1:
        units.pop(rng.randrange(len(units)))


def outcomes() -> list[str]:
    """The outcome of every generated roster, then of rosters edited between validations."""
    rng = random.Random(3232)
    out = [outcome(generated_roster(rng, number)) for number in range(GENERATED)]
    done = 0
    while done < EDITED:
        roster = generated_roster(rng, GENERATED + done)
        for _ in range(4):
            out.append(outcome(roster))
            done += 1
            _edit(rng, roster)
    return out


def digest_lines(found: list[str]) -> list[str]:
    """One line per ``CHUNK`` outcomes: the chunk's digest, then each outcome's short one."""
    lines = []
    for start in range(0, len(found), CHUNK):
        chunk = found[start : start + CHUNK]
        whole = hashlib.sha256("\n".join(chunk).encode()).hexdigest()[:24]
        each = "".join(hashlib.sha256(text.encode()).hexdigest()[:4] for text in chunk)
        lines.append(f"{start} {whole} {each}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--record", action="store_true", help=f"write {FIXTURE.name}")
    args = parser.parse_args(argv)
    lines = digest_lines(outcomes())
    if args.record:
        FIXTURE.write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"recorded {len(lines)} chunks of {CHUNK} outcomes in {FIXTURE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
