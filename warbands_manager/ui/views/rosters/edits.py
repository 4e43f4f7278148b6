"""Small roster changes the editor makes on a copy of the roster (pure functions)."""

from __future__ import annotations

from warbands_manager.rules.armydata.build import follow_models
from warbands_manager.rules.roster import Roster


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
