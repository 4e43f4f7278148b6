"""Everything the checks need about one roster, computed in one pass.

Army modules adjust the per-unit figures before the checks run (a Spawn of Chaos is a Rare
choice whatever its category, a Ratling Gun team is a war machine, a Maneater may command...),
so the generic checks stay generic and the composition meter shows the same counts.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping
from collections.abc import Set as AbstractSet
from typing import Any, overload

from warbands_manager.rules.roster import (
    COMMAND_KINDS,
    LARGE_MIN,
    Roster,
    Unit,
    format_points,
    size_of_whole,
    whole_points,
)
from warbands_manager.rules.validation.limits import Limits, normal_base
from warbands_manager.rules.validation.model import ERROR, Violation

_BASE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*[x×*]\s*(\d+(?:\.\d+)?)\s*(?:mm)?\s*$", re.IGNORECASE)
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


# Most rosters have no unit a column or note below is about (no war machine, no Rare choice,
# no note of an army rule): those start as shared read-only empties — a tuple of n zeros or
# falses, an empty mapping, an empty set — instead of a new list, dict or set for every roster
# (their allocations were a third of building the Context). Whoever writes one first makes it
# its own: the Context's pass for its columns, army rules through ``writable`` and
# ``set_size_minimum``. All read-only, so a write that skipped those fails loudly.
_SHARED_UP_TO = 64
_ZEROS = tuple((0,) * n for n in range(_SHARED_UP_TO + 1))
_FALSES = tuple((False,) * n for n in range(_SHARED_UP_TO + 1))


class _NoNotes(dict):
    """The shared empty notes: a dict, so reads cost what a dict's do, that refuses writes."""

    __slots__ = ()

    def _refuse(self, *_args: object, **_keys: object) -> None:
        raise TypeError("shared empty notes: write through context.writable")

    __setitem__ = __delitem__ = __ior__ = _refuse  # type: ignore[assignment]
    update = setdefault = pop = popitem = clear = _refuse  # type: ignore[assignment]


NO_NOTES: Mapping = _NoNotes()
# What ``Limits.base_cache`` holds for a base with no minimum (unknown, or none given): more
# than any number of models, so the Context's size test needs no test for None first.
UNKNOWN_BASE = math.inf
NO_MEMBERS: frozenset = frozenset()


class Context:
    """Per-unit figures (sequences indexed like ``roster.units``) and roster totals."""

    # A fixed set of attributes: slots make the stores per roster (and the checks' reads)
    # cheaper, about a tenth of building the Context. What only some rosters' checks or army
    # rules ask for (the unit-size minimums as a column, the units with upgrades, the size
    # class's name) is not stored: properties below make it when asked.
    __slots__ = (
        "roster", "units", "lim", "limits", "names", "name_table", "points", "character",
        "core_counting", "special", "rare", "war_machine", "chariot", "flyer", "hero_weights",
        "has_champion", "may_command", "commanders",
        "commander", "lords", "renown", "heroes", "restricted", "campaign",
        "army_limited", "size_suspects", "size_overrides",
        "regiment_count", "total", "whole", "large", "slot_notes",
        "machine_notes", "machine_cap_exempt", "option_notes", "upgrade_minimum",
        "exempt_upgrades", "size_notes", "size_exempt", "zero",
    )

    def __init__(self, roster: Roster, limits: Limits) -> None:
        self.roster = roster
        self.units: list[Unit] = roster.units
        self.lim = limits.values
        self.limits = limits
        units = self.units
        n = len(units)
        # Filled by ``armies.helpers.named`` on its first call for this roster.
        self.name_table: dict[tuple, tuple[int, ...]] | None = None
        # Columns nearly every roster writes are lists from the start; the others start as
        # the shared ``zero``/``false`` tuples and become lists at their first write below.
        if n <= _SHARED_UP_TO:
            zero, false = _ZEROS[n], _FALSES[n]
        else:
            zero, false = (0,) * n, (False,) * n
        # Each a tuple until its first write, then a list (``Any``: a type checker cannot
        # follow the identity test that switches them).
        special: Any = zero
        rare: Any = zero
        war_machine: Any = zero
        chariot: Any = zero
        flyer: Any = zero
        has_champion: Any = false
        falses = [False] * n
        # The names are stored in this pass (a store per unit costs less than a C ``map`` of
        # ``attrgetter`` over the units, ~450 instructions a unit) and kept as a tuple: the
        # army rules' name tables are keyed on it.
        names: list = [None] * n
        self.points = points = [0.0] * n
        self.character = character = falses
        self.core_counting = core_counting = falses.copy()
        self.may_command = may_command = falses.copy()
        commanders: list[int] = []
        # Index tuples of what few rosters have (Lords, Regiments of Renown, 0-X units),
        # grown by concatenation when met: the empty tuple is no allocation.
        lords: tuple[int, ...] = ()
        renown: tuple[int, ...] = ()
        # Indexes of Hero-level characters, and of units carrying an option that only the
        # army book minimum allows: found in this pass so the checks need not walk every unit.
        heroes: list[int] = []
        restricted_units: list[int] = []
        # Whether any unit carries a campaign field (Veteran Status, an Archetype, Abilities):
        # most rosters carry none, and then the campaign-fields check has nothing to look at.
        campaign = False
        # Units with an army-list 0-X limit, and units whose trait keeps them out of the Core
        # minimum.
        army_limited: tuple[int, ...] = ()
        uncounted: tuple[int, ...] = ()
        # Regiments outside their unit sizes by the minimums found here (the unit-size check
        # looks only at these while no army rule changed a minimum: ``set_size_minimum``).
        # The minimums themselves are not stored per unit: ``found_size_minimum`` reads them
        # again from the base cache when asked (the check asks only about these units).
        # (The index lists are filled as locals and stored once after the pass: a local's
        # append costs less than one through ``self``.)
        suspects: list[int] = []
        restricted_kinds = RESTRICTED_KINDS
        cache = limits.base_cache
        for i, unit in enumerate(units):
            names[i] = unit.name
            models = unit.models
            category = unit.category
            # Most units have no upgrades (and no traits): for them the attribute is read once,
            # tested, and the unit's points stored with no local in between.
            if unit.upgrades:
                upgrades = unit.upgrades
                value = models * unit.points_per_model
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
                    if has_champion is false:
                        has_champion = [*false]
                    has_champion[i] = True
                    if category != "lord":
                        may_command[i] = True
                if restricted:
                    restricted_units.append(i)
                points[i] = value
            else:
                points[i] = models * unit.points_per_model
            if unit.traits:
                traits = unit.traits
                if "not_core_minimum" in traits:
                    uncounted += (i,)  # after the pass: the category below counts it first
                if "war_machine" in traits:
                    if war_machine is zero:
                        war_machine = [*zero]
                    war_machine[i] = models
                if "chariot" in traits:
                    if chariot is zero:
                        chariot = [*zero]
                    chariot[i] = models
                if "flyer" in traits:
                    if flyer is zero:
                        flyer = [*zero]
                    flyer[i] = 1
                if "regiment_of_renown" in traits:
                    renown += (i,)
            if unit.commander:
                commanders.append(i)
            if unit.army_max is not None:
                army_limited += (i,)
            if unit.veteran or unit.archetype or unit.abilities:
                campaign = True
            # The category last, so a character's branch ends the unit (``continue``) and the
            # unit-size tests below need no test of their own for characters. Core first: most
            # units are Core, and each test before theirs is paid per unit.
            if category == "core":
                core_counting[i] = True
            elif category == "hero":
                character[i] = may_command[i] = True
                heroes.append(i)
                continue
            elif category == "lord":
                character[i] = True
                lords += (i,)
                continue
            elif category == "special":
                if special is zero:
                    special = [*zero]
                special[i] = 1
            elif category == "rare":
                if rare is zero:
                    rare = [*zero]
                rare[i] = 1
            base = unit.base
            try:  # free when the base was seen (nearly always), unlike a get() call
                minimum = cache[base]
            except KeyError:
                minimum = cache[base] = _cached_minimum(base, limits)
            # The same tests as the unit-size check, which then looks only at these units (an
            # unknown base is cached as ``UNKNOWN_BASE``, more than any unit: no None test).
            book_max = unit.book_max
            if models < minimum or (book_max is not None and models > book_max):
                suspects.append(i)
        for i in uncounted:  # "not_core_minimum": a Core unit that does not count
            core_counting[i] = False
        self.names = tuple(names)
        self.commanders, self.heroes, self.restricted = commanders, heroes, restricted_units
        self.size_suspects = suspects
        self.special, self.rare, self.war_machine = special, rare, war_machine
        # The shared tuple of zeros the columns no unit and no army rule wrote still are: a
        # check asks ``column is ctx.zero`` (nothing counted) before it sums or scans one.
        self.zero = zero
        self.chariot, self.flyer, self.has_champion = chariot, flyer, has_champion
        self.lords, self.renown, self.army_limited = lords, renown, army_limited
        self.campaign = campaign
        # The single Commander's index, or None when there is none or more than one (an
        # attribute, not a property: army rules ask for it several times per roster).
        self.commander: int | None = (
            commanders[0] if len(commanders) == 1 else None)
        # Units that are not characters (Hero or Lord): the "units" of the unit limits.
        self.regiment_count = n - len(heroes) - len(lords) if lords else n - len(heroes)
        self.total = total = sum(points)
        # A fraction of a point rounds up (reading ``half-points``, ``whole_points``), as the
        # size label does: made whole once, for the size class, the large rules and the points
        # checks. A total that is a whole float already (nearly all) is its int, as
        # ``whole_points`` says first: without the call.
        self.whole = whole = (int(total) if total.__class__ is float and total.is_integer()
                              else whole_points(total))
        # Over 500 is judged by the large rules as well, so the player sees everything at once.
        self.large = whole >= LARGE_MIN
        # Army rules' notes and exemptions (most rosters get none): read-only empties until an
        # army rule writes one (``writable``).
        self.slot_notes: Mapping[int, str] = NO_NOTES
        self.machine_notes: Mapping[int, str] = NO_NOTES
        self.machine_cap_exempt: AbstractSet[int] = NO_MEMBERS
        self.option_notes: Mapping[int, str] = NO_NOTES
        # Army rules that let a particular option in below the book minimum (command models
        # in 10 Goblins): (unit, upgrade) -> that smaller minimum.
        self.upgrade_minimum: Mapping[tuple[int, int], int] = NO_NOTES
        self.exempt_upgrades: AbstractSet[tuple[int, int]] = NO_MEMBERS
        self.size_notes: Mapping[int, str] = NO_NOTES
        self.size_exempt: AbstractSet[int] = NO_MEMBERS
        # Army rules' own unit-size minimums (a Regiment of Renown keeps its book minimum):
        # unit -> minimum, written by ``set_size_minimum``.
        self.size_overrides: Mapping[int, int | None] = NO_NOTES
        # How many Hero choices a character counts as where an army rule says other than one
        # (a mounted Black Orc Big Boss counts twice): ``set_hero_weight``.
        self.hero_weights: Mapping[int, int] = NO_NOTES

    @property
    def size(self) -> str:
        """The size class (``small``, ``large``, ``oversize``): asked by the composition
        meter and a reminder only, so made when asked."""
        return size_of_whole(self.whole)

    @property
    def hero_weight(self) -> tuple[int, ...]:
        """Each unit's weight toward the Hero limit: 1 for a Hero-level character unless an
        army rule says otherwise, 0 for the rest (read-only: write ``set_hero_weight``)."""
        weights = [0] * len(self.units)
        for i in self.heroes:
            weights[i] = 1
        for i, weight in self.hero_weights.items():
            weights[i] = weight
        return tuple(weights)

    def hero_count(self) -> int:
        """How many Hero choices the Hero-level characters count as: one each, or the weight
        an army rule gave one (the large rules' 0-2 Heroes and the composition meter)."""
        weights = self.hero_weights
        if not weights:
            return len(self.heroes)
        return sum([weights.get(i, 1) for i in self.heroes])

    def set_hero_weight(self, index: int, weight: int) -> None:
        """An army rule's Hero weight for character ``index`` (counts as ``weight`` Heroes)."""
        self.hero_weights = weights = writable(self.hero_weights)
        weights[index] = weight

    @property
    def upgraded(self) -> list[int]:
        """Units with any upgrade, in roster order (asked by one army rule: made when asked)."""
        return [i for i, unit in enumerate(self.units) if unit.upgrades]

    def found_minimum(self, index: int) -> int | None:
        """The Warbands minimum size the Context's pass found for unit ``index`` by its base
        (None for a character or an unknown base), before any army rule's own minimum."""
        if self.character[index]:
            return None
        base = self.units[index].base
        cache = self.limits.base_cache
        try:
            minimum = cache[base]
        except KeyError:  # the pass put it there; a cache emptied since is filled again
            minimum = cache[base] = _cached_minimum(base, self.limits)
        return None if minimum == UNKNOWN_BASE else minimum

    @property
    def found_size_minimum(self) -> list[int | None]:
        """Every unit's minimum as the Context's pass found it (``found_minimum``)."""
        return [self.found_minimum(i) for i in range(len(self.units))]

    @property
    def size_minimum(self) -> list[int | None]:
        """Every unit's Warbands minimum size, army rules' own minimums included (a new list:
        change one through ``set_size_minimum``)."""
        minimums = self.found_size_minimum
        for index, minimum in self.size_overrides.items():
            minimums[index] = minimum
        return minimums

    def set_size_minimum(self, index: int, minimum: int | None) -> None:
        """An army rule's own unit-size minimum for unit ``index`` (``found_size_minimum``
        keeps what the Context's pass found)."""
        self.size_overrides = overrides = writable(self.size_overrides)
        overrides[index] = minimum

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


@overload
def writable(values: list | tuple) -> list: ...
@overload
def writable(values: Mapping) -> dict: ...
@overload
def writable(values: AbstractSet) -> set: ...
def writable(values: Any) -> Any:  # noqa: E302 (the overloads above belong to it)
    """A Context's column, notes or exemptions as a container an army rule may write to: the
    same one when it is already the Context's own, else a new one with the same contents (the
    caller stores it back: ``ctx.special = special = writable(ctx.special)``)."""
    if values.__class__ is tuple:
        return [*values]
    if values is NO_NOTES:
        return {}
    if values is NO_MEMBERS:
        return set()
    return values


def parse_base(base: str | None) -> tuple[float, float] | None:
    """``"25x50"`` → (25, 50); None when absent or not understood."""
    if not base:
        return None
    match = _BASE.match(base)
    if not match:
        return None
    return float(match.group(1)), float(match.group(2))


def _cached_minimum(base: str | None, limits: Limits) -> float:
    """``base_minimum`` as ``Limits.base_cache`` holds it (``UNKNOWN_BASE`` for None)."""
    minimum = base_minimum(base, limits)
    return UNKNOWN_BASE if minimum is None else minimum


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
    """``Captain 75 + Battle Wizard 100 = 175`` (the large rules' Heroes' points error and any
    other wording of units with their points: one builder, one list and one join)."""
    names, points = ctx.names, ctx.points
    indexes = indexes if indexes.__class__ is list else list(indexes)
    parts = [f"{names[i]} {format_points(points[i])}" for i in indexes]
    if len(parts) < 2:
        return "".join(parts)
    # The total summed with ``sum`` in roster order, as the points of the whole roster are.
    return f"{' + '.join(parts)} = {format_points(sum([points[i] for i in indexes]))}"


def names(ctx: Context, indexes: Iterable[int]) -> str:
    """Unit names joined with commas."""
    return ", ".join(ctx.units[i].name for i in indexes)
