"""Small roster changes the editor makes on a copy of the roster (pure functions)."""

from __future__ import annotations

import copy

from warbands_manager.rules.armydata.build import follow_models
from warbands_manager.rules.roster import Roster, Unit
from warbands_manager.rules.validation.context import base_minimum
from warbands_manager.rules.validation.limits import default_limits


def set_commander(roster: Roster, row: int, value: bool) -> None:
    """One Commander at most: choosing one clears the others."""
    for index, unit in enumerate(roster.units):
        unit.commander = value if index == row else False


def set_models(roster: Roster, row: int, models: int) -> None:
    unit = roster.units[row]
    unit.models = max(1, models)
    follow_models(unit)


def remove_unit(roster: Roster, row: int) -> None:
    removed = roster.units.pop(row)
    for unit in roster.units:  # references to the removed unit would make the file unreadable
        if removed.id is not None and unit.joins == removed.id:
            unit.joins = None
        if removed.id is not None and unit.detachment_of == removed.id:
            unit.detachment_of = None


def free_id(roster: Roster) -> str:
    """An unused unit id ``uN``."""
    used = {unit.id for unit in roster.units}
    number = len(roster.units) + 1
    while f"u{number}" in used:
        number += 1
    return f"u{number}"


MAX_MODELS = 999


def models_range(unit: Unit) -> tuple[int, int]:
    """The models spin box's range: the Warbands minimum for the base (1 for a character or an
    unknown base) to the book maximum, widened to hold the current count (an imported roster
    may be outside it; the validator says so, the spin box must not change it silently)."""
    low = 1 if unit.is_character else (base_minimum(unit.base, default_limits()) or 1)
    high = unit.book_max or MAX_MODELS
    return min(low, unit.models), max(high, unit.models, low)


def duplicate_unit(roster: Roster, row: int) -> int:
    """A copy of unit ``row`` added after it (never the Commander); returns its index."""
    twin = copy.deepcopy(roster.units[row])
    twin.id = free_id(roster)
    twin.commander = False
    roster.units.insert(row + 1, twin)
    return row + 1
