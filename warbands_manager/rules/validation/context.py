"""Everything the checks need about one roster, computed in one pass.

Army modules adjust the per-unit figures before the checks run (a Spawn of Chaos is a Rare
choice whatever its category, a Ratling Gun team is a war machine, a Maneater may command...),
so the generic checks stay generic and the composition meter shows the same counts.
"""

from __future__ import annotations

import re

from warbands_manager.rules.roster import Roster, Unit, format_points, size_class
from warbands_manager.rules.validation.limits import Limits
from warbands_manager.rules.validation.model import ERROR, Violation

_BASE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*[x×*]\s*(\d+(?:\.\d+)?)\s*(?:mm)?\s*$", re.IGNORECASE)
CAVALRY_MINIMUM = 2
INFANTRY_MINIMUM = 3


class Context:
    """Per-unit figures (lists indexed like ``roster.units``) and roster totals."""

    def __init__(self, roster: Roster, limits: Limits) -> None:
        self.roster = roster
        self.units: list[Unit] = roster.units
        self.lim = limits.values
        self.limits = limits
        units = self.units
        self.points = [unit.points for unit in units]
        self.total = sum(self.points)
        self.size = size_class(self.total)
        # Over 500 is judged by the large rules as well, so the player sees everything at once.
        self.large = self.total >= 200
        self.character = [unit.category in ("hero", "lord") for unit in units]
        self.core_counting = [
            unit.category == "core" and "not_core_minimum" not in unit.traits for unit in units
        ]
        self.special = [1 if unit.category == "special" else 0 for unit in units]
        self.rare = [1 if unit.category == "rare" else 0 for unit in units]
        self.slot_notes: dict[int, str] = {}
        self.war_machine = [unit.models if "war_machine" in unit.traits else 0 for unit in units]
        self.chariot = [unit.models if "chariot" in unit.traits else 0 for unit in units]
        self.machine_notes: dict[int, str] = {}
        self.machine_cap_exempt: set[int] = set()
        self.flyer = [1 if "flyer" in unit.traits else 0 for unit in units]
        self.hero_weight = [1 if unit.category == "hero" else 0 for unit in units]
        self.option_minimum = [
            None if self.character[i] else unit.book_min for i, unit in enumerate(units)
        ]
        self.option_notes: dict[int, str] = {}
        # Army rules that let a particular option in below the book minimum (command models
        # in 10 Goblins): (unit, upgrade) -> that smaller minimum.
        self.upgrade_minimum: dict[tuple[int, int], int] = {}
        self.exempt_upgrades: set[tuple[int, int]] = set()
        self.size_minimum: list[int | None] = [
            None if self.character[i] else base_minimum(unit.base, limits)
            for i, unit in enumerate(units)
        ]
        self.size_notes: dict[int, str] = {}
        self.size_exempt: set[int] = set()
        self.has_champion = [
            any(up.kind == "champion" for up in unit.upgrades) for unit in units
        ]
        self.may_command = [
            unit.category == "hero" or (not self.character[i] and self.has_champion[i])
            for i, unit in enumerate(units)
        ]
        self.commanders = [i for i, unit in enumerate(units) if unit.commander]

    @property
    def commander(self) -> int | None:
        """The single Commander's index, or None when there is none or more than one."""
        return self.commanders[0] if len(self.commanders) == 1 else None

    def hero_indexes(self) -> list[int]:
        return [i for i, unit in enumerate(self.units) if unit.category == "hero"]

    def label(self, index: int) -> str:
        """A unit as messages name it: its name, and its points where that helps."""
        return self.units[index].name

    def priced(self, index: int) -> str:
        return f"{self.units[index].name} {format_points(self.points[index])}"

    def error(self, out: list, rule: str, units, message: str) -> None:
        out.append(Violation(rule, ERROR, tuple(units), message))

    def warning(self, out: list, rule: str, units, message: str) -> None:
        out.append(Violation(rule, "warning", tuple(units), message))


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
    ways is "40x40 or larger" (1 model); a base at least 40 mm deep but narrower is cavalry
    (2 models); anything smaller is infantry (3 models).
    """
    if not base:
        return None
    key = base.strip().lower().replace(" ", "").replace("×", "x").removesuffix("mm")
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


def names_with_points(ctx: Context, indexes) -> str:
    """``Captain 75 + Battle Wizard 100 = 175``."""
    indexes = list(indexes)
    total = sum(ctx.points[i] for i in indexes)
    parts = " + ".join(ctx.priced(i) for i in indexes)
    return f"{parts} = {format_points(total)}" if len(indexes) > 1 else parts


def names(ctx: Context, indexes) -> str:
    return ", ".join(ctx.units[i].name for i in indexes)
