"""The roster: a warband as the Warbands rules see it (format ``warbands-roster/1``).

Plain dataclasses with the arithmetic of ``roster-format.md``; reading and writing files is
``roster_io.py``. Unknown keys from a file are kept in ``extra`` so a round trip loses nothing.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any

_CONTROL = re.compile("[\\x00-\\x1f\\x7f-\\x9f]")

FORMAT = "warbands-roster/1"
SMALL_MAX = 199
LARGE_MIN = 200
LARGE_MAX = 500

ARMIES = (
    "beasts-of-chaos", "bretonnia", "chaos-dwarfs", "dark-elves", "dogs-of-war", "dwarfs",
    "empire", "high-elves", "hordes-of-chaos", "lizardmen", "ogre-kingdoms", "orcs-and-goblins",
    "skaven", "tomb-kings", "vampire-counts", "wood-elves", "archaons-horde",
    "army-of-middenland", "army-of-sylvania", "bubonic-court-of-nurglitch", "cult-of-slaanesh",
    "daemonic-legions", "errantry-war", "grimgors-ardboyz", "high-elf-sea-patrol",
    "red-host-of-tehenhauin", "skaven-clan-eshin", "slayer-army-of-karak-kadrin", "other",
)
CHAOS_ARMIES = ("hordes-of-chaos", "beasts-of-chaos")
CHAOS_TYPES = ("mortal", "beast", "daemon")
CATEGORIES = ("lord", "hero", "core", "special", "rare")
CHARACTER_CATEGORIES = ("lord", "hero")
UPGRADE_KINDS = (
    "champion", "standard", "musician", "weapon", "armour", "magic_item", "magic_standard",
    "troop_magic", "status", "mount", "other",
)
COMMAND_KINDS = ("champion", "standard", "musician")
TRAITS = ("war_machine", "chariot", "flyer", "wizard", "regiment_of_renown", "not_core_minimum")
ARCHETYPES = (
    "barbarian", "intellectual", "intimidator", "magician", "noble", "psychopath", "trickster",
    "veteran",
)


@dataclass
class Upgrade:
    name: str
    points: float
    kind: str
    count: int = 1
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def total(self) -> float:
        return self.points * self.count


@dataclass
class Unit:
    name: str
    category: str
    models: int
    points_per_model: float
    id: str | None = None
    base: str | None = None
    book_min: int | None = None
    book_max: int | None = None
    army_max: int | None = None
    traits: list[str] = field(default_factory=list)
    upgrades: list[Upgrade] = field(default_factory=list)
    commander: bool = False
    joins: str | None = None
    detachment_of: str | None = None
    veteran: int = 0
    archetype: str | None = None
    abilities: list[str] = field(default_factory=list)
    injuries: list[str] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def points(self) -> float:
        """``models × points_per_model + Σ upgrade points × count``."""
        # A list, not a generator, and none for a unit without upgrades (most): summed in
        # the same order, the same figure at half the cost (it is asked for every unit).
        upgrades = self.upgrades
        return self.models * self.points_per_model + (
            sum([upgrade.total for upgrade in upgrades]) if upgrades else 0)

    @property
    def is_character(self) -> bool:
        return self.category in CHARACTER_CATEGORIES

    def has_trait(self, trait: str) -> bool:
        return trait in self.traits

    def upgrades_of(self, *kinds: str) -> list[Upgrade]:
        return [upgrade for upgrade in self.upgrades if upgrade.kind in kinds]


@dataclass
class Roster:
    name: str
    army: str
    units: list[Unit] = field(default_factory=list)
    player: str | None = None
    chaos_type: str | None = None
    points_limit: int | None = None
    campaign: dict[str, Any] | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def total_points(self) -> float:
        return sum([unit.points for unit in self.units])

    @property
    def size_class(self) -> str:
        """``small`` (1-199), ``large`` (200-500) or ``oversize`` (0, over 500)."""
        return size_class(self.total_points)

    @property
    def has_campaign_fields(self) -> bool:
        return self.campaign is not None or any(
            unit.veteran or unit.archetype or unit.abilities or unit.injuries
            for unit in self.units
        )

    def unit_by_id(self, unit_id: str) -> Unit | None:
        return next((unit for unit in self.units if unit.id == unit_id), None)

    def control_character(self) -> tuple[str, str] | None:
        """``(where, character)`` of the first control character (a NUL, a line break, an
        escape sequence) in a name, or None: a name is printed on sheets, in lists and on the
        terminal, where such a character truncates, breaks or rewrites what is shown."""
        named = [("name", self.name), ("player", self.player or "")]
        for u, unit in enumerate(self.units):
            named.append((f"units[{u}].name", unit.name))
            named += [(f"units[{u}].upgrades[{g}].name", upgrade.name)
                      for g, upgrade in enumerate(unit.upgrades)]
        for where, text in named:
            found = _CONTROL.search(text)
            if found:
                return where, found.group()
        return None

    def commanders(self) -> list[Unit]:
        return [unit for unit in self.units if unit.commander]


def whole_points(points: float) -> int:
    """A total as the size bands read it: a fraction of a point counts as a whole point.

    Reading (``half-points``): the bands 1-199 and 200-500 are whole points, and catalogues
    price some models at half a point; a fraction rounds *up*, as Warhammer army books round
    fractions of points, so 199.5 is a 200-point (large) warband, 0.5 a 1-point (small) one and
    500.5 more than 500.
    """
    # Most totals are whole already, and rounding to 6 places formats the number as digits
    # (a tenth of validating a roster): the same answer without it for a whole float.
    if points.__class__ is float and points.is_integer():
        return int(points)
    if points.__class__ is int:  # whole already (a roster priced in whole points: no float)
        return points
    # Rounded first so a sum like 0.1 + 0.2 does not turn a whole total into the next point.
    return math.ceil(round(points, 6))


def size_class(points: float) -> str:
    """The Warbands size class of a points total (fractions round up: ``whole_points``)."""
    return size_of_whole(whole_points(points))


def size_of_whole(whole: int) -> str:
    """The size class of a total already made whole (``whole_points``)."""
    if 1 <= whole <= SMALL_MAX:
        return "small"
    if LARGE_MIN <= whole <= LARGE_MAX:
        return "large"
    return "oversize"


def format_points(points: float) -> str:
    """Points as players write them: ``75``, or ``7.5`` where a half-point model is involved."""
    return str(int(points)) if float(points).is_integer() else f"{points:g}"
