"""Everything the checks need about one roster: per-unit columns and roster totals.

Each column is a plain list indexed like ``roster.units``, each note a plain dict or set, all the
Context's own. Army modules adjust them before the checks run (a Spawn of Chaos is a Rare choice
whatever its category, a Ratling Gun team is a war machine, a Maneater may command...) by writing
to them directly, so the generic checks stay generic and the composition meter shows the same
counts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from warbands_manager.rules.roster import (
    LARGE_MIN,
    Roster,
    Unit,
    format_points,
    size_of_whole,
    whole_points,
)
from warbands_manager.rules.unit_names import name_words
from warbands_manager.rules.validation.limits import Limits, normal_base
from warbands_manager.rules.validation.model import ERROR, Violation

_BASE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*[x×*]\s*(\d+(?:\.\d+)?)\s*(?:mm)?\s*$", re.IGNORECASE)
# Options a unit may take only at its army book minimum ("no Warband regiment may take any
# unit options, other than weapon and armor upgrades"). Magic weapons and armour of regular
# troops (``troop_magic``: Chaos armour, warp weapons, Wight blades) count as weapon/armour.
RESTRICTED_KINDS = frozenset(
    ("champion", "standard", "musician", "magic_item", "magic_standard", "status", "mount", "other")
)
CAVALRY_MINIMUM = 2
INFANTRY_MINIMUM = 3


class Context:
    """Per-unit columns (lists indexed like ``roster.units``), roster totals, and the notes and
    exemptions army rules add."""

    names: list[str]
    words: list[tuple[str, ...]]
    points: list[float]
    character: list[bool]
    heroes: list[int]
    lords: list[int]
    core_counting: list[bool]
    special: list[int]
    rare: list[int]
    hero_weight: list[int]
    war_machine: list[int]
    chariot: list[int]
    flyer: list[int]
    has_champion: list[bool]
    may_command: list[bool]
    commanders: list[int]
    commander: int | None
    size_minimum: list[int | None]
    slot_notes: dict[int, str]
    machine_notes: dict[int, str]
    machine_cap_exempt: set[int]
    option_notes: dict[int, str]
    upgrade_minimum: dict[tuple[int, int], int]
    exempt_upgrades: set[tuple[int, int]]
    size_notes: dict[int, str]
    size_exempt: set[int]

    def __init__(self, roster: Roster, limits: Limits) -> None:
        self.roster = roster
        self.units: list[Unit] = roster.units
        self.limits = limits
        self.lim = limits.values
        self.names = [unit.name for unit in self.units]
        # Each name's words, as army rules' keys are matched against them (``unit_names``).
        self.words = [name_words(name) for name in self.names]
        self.points = [unit_points(unit) for unit in self.units]
        _add_categories(self)
        _add_traits(self)
        _add_command(self)
        self.size_minimum = [None if self.character[i] else base_minimum(unit.base, limits)
                             for i, unit in enumerate(self.units)]
        self.total = sum(self.points)
        # A fraction of a point rounds up (reading ``half-points``), as the size label does.
        self.whole = whole_points(self.total)
        # Over 500 is judged by the large rules as well, so the player sees everything at once.
        self.large = self.whole >= LARGE_MIN
        _add_notes(self)

    @property
    def size(self) -> str:
        """The size class (``small``, ``large``, ``oversize``)."""
        return size_of_whole(self.whole)

    def hero_count(self) -> int:
        """How many Hero choices the Hero-level characters count as: one each, or the weight
        an army rule gave one (the large rules' 0-2 Heroes and the composition meter)."""
        return sum(self.hero_weight[i] for i in self.heroes)

    def option_minimum(self, index: int) -> int | None:
        """The army book minimum a unit's options other than weapons and armour need (None
        for a character, or when the book gives none)."""
        return None if self.character[index] else self.units[index].book_min

    def priced(self, index: int) -> str:
        """``Captain 75``: a unit's name and points."""
        return f"{self.units[index].name} {format_points(self.points[index])}"

    def error(self, out: list, rule: str, units: Iterable[int], message: str) -> None:
        """Append an error violation."""
        out.append(Violation(rule, ERROR, tuple(units), message))

    def warning(self, out: list, rule: str, units: Iterable[int], message: str) -> None:
        """Append a warning violation."""
        out.append(Violation(rule, "warning", tuple(units), message))


def unit_points(unit: Unit) -> float:
    """A unit's points: its models at their price, then each upgrade's points × count, added
    in that order (the order fixes the last digit of a sum of fractions)."""
    value = unit.models * unit.points_per_model
    for upgrade in unit.upgrades:
        value += upgrade.points * upgrade.count
    return value


def _add_categories(ctx: Context) -> None:
    """Which units are characters, Heroes, Lords, Core units that count, Special and Rare."""
    categories = [unit.category for unit in ctx.units]
    ctx.character = [category in ("hero", "lord") for category in categories]
    ctx.heroes = [i for i, category in enumerate(categories) if category == "hero"]
    ctx.lords = [i for i, category in enumerate(categories) if category == "lord"]
    # A unit with the ``not_core_minimum`` trait is Core but does not count toward the minimum.
    ctx.core_counting = [category == "core" and "not_core_minimum" not in unit.traits
                         for unit, category in zip(ctx.units, categories, strict=True)]
    ctx.special = [1 if category == "special" else 0 for category in categories]
    ctx.rare = [1 if category == "rare" else 0 for category in categories]
    # How many Hero choices each character counts as (army rules may say two).
    ctx.hero_weight = [1 if category == "hero" else 0 for category in categories]


def _add_traits(ctx: Context) -> None:
    """War machines and chariots (each model counts) and flyers."""
    units = ctx.units
    ctx.war_machine = [unit.models if "war_machine" in unit.traits else 0 for unit in units]
    ctx.chariot = [unit.models if "chariot" in unit.traits else 0 for unit in units]
    ctx.flyer = [1 if "flyer" in unit.traits else 0 for unit in units]


def _add_command(ctx: Context) -> None:
    """Who carries a Unit Champion, who may command, and who is marked as the Commander."""
    units = ctx.units
    ctx.has_champion = [any(up.kind == "champion" for up in unit.upgrades) for unit in units]
    # A Hero may command; so may a unit with its Unit Champion, but a Lord is no Unit Champion.
    ctx.may_command = [unit.category == "hero" or (champion and unit.category != "lord")
                       for unit, champion in zip(units, ctx.has_champion, strict=True)]
    ctx.commanders = [i for i, unit in enumerate(units) if unit.commander]
    # The single Commander's index, or None when there is none or more than one.
    ctx.commander = ctx.commanders[0] if len(ctx.commanders) == 1 else None


def _add_notes(ctx: Context) -> None:
    """The notes and exemptions army rules write: empty until one does."""
    # Why a unit takes other choices than its category (unit -> note), and why it is a war
    # machine; the war machines the 0-1 limit does not count.
    ctx.slot_notes = {}
    ctx.machine_notes = {}
    ctx.machine_cap_exempt = set()
    # Why a unit's options need another minimum than the book's (unit -> note); the options
    # an army rule lets in below the book minimum ((unit, upgrade) -> that smaller minimum), or
    # exempts from it ((unit, upgrade)).
    ctx.option_notes = {}
    ctx.upgrade_minimum = {}
    ctx.exempt_upgrades = set()
    # Why a unit's size minimum is another than its base's (unit -> note); units whose size an
    # army rule checks on its own.
    ctx.size_notes = {}
    ctx.size_exempt = set()


def parse_base(base: str | None) -> tuple[float, float] | None:
    """``"25x50"`` → (25, 50); None when absent or not understood."""
    if not base:
        return None
    match = _BASE.match(base)
    if not match:
        return None
    return float(match.group(1)), float(match.group(2))


def base_minimum(base: str | None, limits: Limits) -> int | None:
    """The Warbands minimum unit size for a base, None when the base is unknown.

    Bases in the rulebook table are looked up; others follow our reading: 40 mm or more both
    ways is "40x40 or larger" (1 model); a base with one side of 40 mm or more (25x50, and
    turned about, 40x20 or 50x25) is cavalry (2 models); anything smaller is infantry (3).
    """
    if not base:
        return None
    key = normal_base(base)
    if key in limits.base_minimums:
        return limits.base_minimums[key]
    size = parse_base(base)
    if size is None:
        return None
    width, depth = size
    if width >= 40 and depth >= 40:
        return limits.larger_minimum
    if max(width, depth) >= 40:
        return limits.base_minimums.get("25x50", CAVALRY_MINIMUM)
    return limits.base_minimums.get("20x20", INFANTRY_MINIMUM)


def names_with_points(ctx: Context, indexes: Iterable[int]) -> str:
    """``Captain 75 + Battle Wizard 100 = 175``: units with their points, and their sum."""
    indexes = list(indexes)
    parts = [ctx.priced(i) for i in indexes]
    if len(parts) < 2:
        return "".join(parts)
    return f"{' + '.join(parts)} = {format_points(sum(ctx.points[i] for i in indexes))}"


def names(ctx: Context, indexes: Iterable[int]) -> str:
    """Unit names joined with commas."""
    return ", ".join(ctx.units[i].name for i in indexes)
