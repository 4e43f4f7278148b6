"""Six ten-unit rosters of different armies, some breaking a rule: the sample the scaling
table of ``benchmarks/run`` validates in process."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from warbands_manager.rules.roster_io import roster_from_dict  # noqa: E402


def _unit(name, category="core", models=10, ppm=5, base="20x20", **keys):
    node = {"name": name, "category": category, "models": models, "points_per_model": ppm}
    if base:
        node["base"] = base
    node.update(keys)
    return node


def _up(name, points, kind, count=1):
    return {"name": name, "points": points, "kind": kind, "count": count}


def ten_unit_rosters() -> list:
    """Six ten-unit rosters of different armies, legal and not, as a club would bring."""
    champion = [_up("Champion", 5, "champion")]
    hero = {"category": "hero", "models": 1, "base": None}
    armies = {
        "empire": ["Swordsmen", "Spearmen", "Handgunners", "Archers", "Halberdiers",
                   "Crossbowmen", "Free Company", "Huntsmen"],
        "skaven": ["Clanrats", "Clanrats B", "Skavenslaves", "Night Runners", "Giant Rats",
                   "Clanrats C", "Skavenslaves B", "Gutter Runners"],
        "orcs-and-goblins": ["Orc Boyz", "Night Goblins", "Goblins", "Orc Arrer Boyz",
                             "Night Goblins B", "Big 'Uns", "Snotlings", "Savage Orcs"],
        "tomb-kings": ["Skeleton Warriors", "Skeleton Archers", "Skeleton Horsemen", "Chariots",
                       "Tomb Swarm", "Skeleton Warriors B", "Ushabti", "Carrion"],
        "hordes-of-chaos": ["Chaos Marauders", "Chaos Warriors", "Chaos Warhounds",
                            "Marauder Horsemen", "Chaos Knights", "Chaos Spawn", "Furies",
                            "Chaos Warriors B"],
        "ogre-kingdoms": ["Ogre Bulls", "Gnoblar Fighters", "Ironguts", "Gnoblar Trappers",
                          "Ogre Bulls B", "Yhetees", "Leadbelchers", "Maneaters"],
    }
    rosters = []
    for army, names in armies.items():
        units = [_unit(names[0], models=10, ppm=4, book_min=10, upgrades=champion,
                       commander=True)]
        units += [_unit(name, models=6, ppm=4, book_min=10,
                        upgrades=[_up("Shields", 1, "armour", 6)] if i % 2 else [])
                  for i, name in enumerate(names[1:])]
        units += [dict(hero, name="Hero", points_per_model=60),
                  dict(hero, name="Wizard", points_per_model=55,
                       upgrades=[_up("Dispel Scroll", 25, "magic_item")])]
        rosters.append(roster_from_dict({"format": "warbands-roster/1", "name": army,
                                         "army": army, "units": units,
                                         "chaos_type": "mortal" if "chaos" in army else None}))
    return rosters
