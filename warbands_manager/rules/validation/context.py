"""Everything the checks need about one roster, computed in one pass.

Army modules adjust the per-unit figures before the checks run (a Spawn of Chaos is a Rare
choice whatever its category, a Ratling Gun team is a war machine, a Maneater may command...),
so the generic checks stay generic and the composition meter shows the same counts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from operator import attrgetter

from warbands_manager.rules.roster import (
    COMMAND_KINDS,
    LARGE_MIN,
    Roster,
    Unit,
    format_points,
    size_of_whole,
    whole_points,
)
from warbands_manager.rules.validation.limits import Limits
from warbands_manager.rules.validation.model import ERROR, Violation

_BASE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*[x×*]\s*(\d+(?:\.\d+)?)\s*(?:mm)?\s*$", re.IGNORECASE)
_NAME = attrgetter("name")
# Options a unit may take only at its army book minimum ("no Warband regiment may take any
# unit options, other than weapon and armor upgrades"). Magic weapons and armour of regular
# troops (``troop_magic``: Chaos armour, warp weapons, Wight blades) count as weapon/armour.
# Here so the one pass over the upgrades can note which units carry any.
RESTRICTED_KINDS = frozenset(
    ("champion", "standard", "musician", "magic_item", "magic_standard", "status", "mount", "other")
)
# ``check_command_once`` relies on this: it looks only at the units carrying a restricted kind.
assert RESTRICTED_KINDS.issuperset(COMMAND_KINDS)
CAVALRY_MINIMUM = 2
INFANTRY_MINIMUM = 3


class Context:
    """Per-unit figures (lists indexed like ``roster.units``) and roster totals."""

    # A fixed set of attributes: slots make the ~35 stores per roster (and the checks' reads)
    # cheaper, about a tenth of building the Context.
    __slots__ = (
        "roster", "units", "lim", "limits", "names", "name_table", "points", "character",
        "core_counting", "special", "rare", "war_machine", "chariot", "flyer", "hero_weight",
        "size_minimum", "has_champion", "may_command", "commanders",
        "commander", "lords", "renown", "heroes", "restricted", "upgraded", "campaign",
        "army_limited", "size_suspects",
        "found_size_minimum", "regiment_count", "total", "whole", "size", "large", "slot_notes",
        "machine_notes", "machine_cap_exempt", "option_notes", "upgrade_minimum",
        "exempt_upgrades", "size_notes", "size_exempt",
    )

    def __init__(self, roster: Roster, limits: Limits) -> None:
        self.roster = roster
        self.units: list[Unit] = roster.units
        self.lim = limits.values
        self.limits = limits
        units = self.units
        n = len(units)
        self.names = tuple(map(_NAME, units))
        # Filled by ``armies.helpers.named`` on its first call for this roster.
        self.name_table: dict[tuple, tuple[int, ...]] | None = None
        # The columns start as copies of one list per fill value: copying a list is about
        # half the cost of building one by multiplication, and there are thirteen.
        falses, zeros, nones = [False] * n, [0] * n, [None] * n
        self.points = points = [0.0] * n
        self.character = character = falses.copy()
        self.core_counting = core_counting = falses.copy()
        self.special = special = zeros.copy()
        self.rare = rare = zeros.copy()
        self.war_machine = war_machine = zeros.copy()
        self.chariot = chariot = zeros.copy()
        self.flyer = flyer = zeros.copy()
        self.hero_weight = hero_weight = zeros
        self.size_minimum: list[int | None] = nones
        self.has_champion = has_champion = falses.copy()
        self.may_command = may_command = falses
        self.commanders: list[int] = []
        self.lords: list[int] = []
        self.renown: list[int] = []
        # Indexes of Hero-level characters, and of units carrying an option that only the
        # army book minimum allows: found in this pass so the checks need not walk every unit.
        self.heroes: list[int] = []
        self.restricted: list[int] = []
        # Units with any upgrade (a third of them): army rules that look at upgrades of every
        # kind start from these instead of every unit.
        self.upgraded: list[int] = []
        # Whether any unit carries a campaign field (Veteran Status, an Archetype, Abilities):
        # most rosters carry none, and then the campaign-fields check has nothing to look at.
        campaign = False
        # Units with an army-list 0-X limit (most rosters have none).
        self.army_limited: list[int] = []
        # Regiments outside their unit sizes by the minimums found here; valid only while
        # ``size_minimum`` equals ``found_size_minimum`` (an army rule may change a minimum).
        self.size_suspects: list[int] = []
        restricted_kinds = RESTRICTED_KINDS
        cache = limits.base_cache
        size_minimum = self.size_minimum
        for i, unit in enumerate(units):
            models = unit.models
            value = models * unit.points_per_model
            category = unit.category
            upgrades = unit.upgrades
            if upgrades:  # most units have none: no flags to set or test for them
                self.upgraded.append(i)
                champion = restricted = False
                for up in upgrades:
                    value += up.points * up.count
                    kind = up.kind
                    if kind in restricted_kinds:
                        restricted = True
                        if kind == "champion":
                            champion = True
                if champion:  # the columns start False: most units need no store
                    # A Lord is no Unit Champion; a Hero may command anyway.
                    has_champion[i] = True
                    if category != "lord":
                        may_command[i] = True
                if restricted:
                    self.restricted.append(i)
            points[i] = value
            if category == "hero":
                character[i] = may_command[i] = True
                hero_weight[i] = 1
                self.heroes.append(i)
            elif category == "lord":
                character[i] = True
                self.lords.append(i)
            else:
                if category == "core":
                    core_counting[i] = True
                elif category == "special":
                    special[i] = 1
                elif category == "rare":
                    rare[i] = 1
                base = unit.base
                try:  # free when the base was seen (nearly always), unlike a get() call
                    minimum = cache[base]
                except KeyError:
                    minimum = cache[base] = base_minimum(base, limits)
                size_minimum[i] = minimum
                # The same tests as the unit-size check, which then looks only at these units.
                book_max = unit.book_max
                if (minimum is None or models < minimum
                        or (book_max is not None and models > book_max)):
                    self.size_suspects.append(i)
            traits = unit.traits
            if traits:
                if "not_core_minimum" in traits:
                    core_counting[i] = False
                if "war_machine" in traits:
                    war_machine[i] = models
                if "chariot" in traits:
                    chariot[i] = models
                if "flyer" in traits:
                    flyer[i] = 1
                if "regiment_of_renown" in traits:
                    self.renown.append(i)
            if unit.commander:
                self.commanders.append(i)
            if unit.army_max is not None:
                self.army_limited.append(i)
            if unit.veteran or unit.archetype or unit.abilities:
                campaign = True
        self.campaign = campaign
        self.found_size_minimum = size_minimum.copy()
        # The single Commander's index, or None when there is none or more than one (an
        # attribute, not a property: army rules ask for it several times per roster).
        self.commander: int | None = (
            self.commanders[0] if len(self.commanders) == 1 else None)
        # Units that are not characters (Hero or Lord): the "units" of the unit limits.
        self.regiment_count = n - len(self.heroes) - len(self.lords)
        self.total = sum(points)
        # A fraction of a point rounds up (reading ``half-points``), as the size label does:
        # made whole once, for the size class, the large rules and the points checks.
        self.whole = whole = whole_points(self.total)
        self.size = size_of_whole(whole)
        # Over 500 is judged by the large rules as well, so the player sees everything at once.
        self.large = whole >= LARGE_MIN
        self.slot_notes: dict[int, str] = {}
        self.machine_notes: dict[int, str] = {}
        self.machine_cap_exempt: set[int] = set()
        self.option_notes: dict[int, str] = {}
        # Army rules that let a particular option in below the book minimum (command models
        # in 10 Goblins): (unit, upgrade) -> that smaller minimum.
        self.upgrade_minimum: dict[tuple[int, int], int] = {}
        self.exempt_upgrades: set[tuple[int, int]] = set()
        self.size_notes: dict[int, str] = {}
        self.size_exempt: set[int] = set()

    def option_minimum(self, index: int) -> int | None:
        """The army book minimum a unit's options other than weapons and armour need (None
        for a character, or when the book gives none): read when asked, since only units
        carrying such an option are asked about, not stored for every unit."""
        return None if self.character[index] else self.units[index].book_min

    def hero_indexes(self) -> list[int]:
        """Indexes of the Hero-level characters (a new list: callers may change it)."""
        return self.heroes.copy()

    def label(self, index: int) -> str:
        """A unit as messages name it: its name, and its points where that helps."""
        return self.units[index].name

    def priced(self, index: int) -> str:
        """``Captain 75``: a unit's name and points."""
        return f"{self.units[index].name} {format_points(self.points[index])}"

    def error(self, out: list, rule: str, units: Iterable[int], message: str) -> None:
        """Append an error violation."""
        out.append(Violation(rule, ERROR, tuple(units), message))

    def warning(self, out: list, rule: str, units: Iterable[int], message: str) -> None:
        """Append a warning violation."""
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


def names_with_points(ctx: Context, indexes: Iterable[int]) -> str:
    """``Captain 75 + Battle Wizard 100 = 175``."""
    indexes = list(indexes)
    total = sum(ctx.points[i] for i in indexes)
    parts = " + ".join(ctx.priced(i) for i in indexes)
    return f"{parts} = {format_points(total)}" if len(indexes) > 1 else parts


def names(ctx: Context, indexes: Iterable[int]) -> str:
    """Unit names joined with commas."""
    return ", ".join(ctx.units[i].name for i in indexes)
