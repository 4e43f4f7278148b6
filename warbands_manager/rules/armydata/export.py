"""One imported catalogue as data: what ``army-data show NAME_OR_ID --json`` prints.

Every value is the catalogue's own, ``None`` (JSON null) where the catalogue has none: a
character has no book minimum or maximum, a unit without a 0-X limit no ``army_max``, an option
without a limit no ``max``. Base and traits come from ``resolve.decide`` (the army table, else the
catalogue's profile and the troop type's assumed base); ``base_source`` says which (``table``,
``default``); a base nobody gives is null.
"""

from __future__ import annotations

from typing import Any

from warbands_manager.rules.armydata.model import ArmyList, UnitEntry
from warbands_manager.rules.armydata.resolve import SOURCE_WORDS, decide
from warbands_manager.rules.armydata.traits import TraitTable


def catalogue_json(army: ArmyList, table: TraitTable, row_id: int | str,
                   game_system: str) -> dict[str, Any]:
    """``{"id", "name", "army", "game_system", "units": [...]}`` for one catalogue."""
    return {"id": row_id, "name": army.name, "army": army.army, "game_system": game_system,
            "units": [unit_json(unit, table) for unit in army.units]}


def unit_json(unit: UnitEntry, table: TraitTable) -> dict[str, Any]:
    decision = decide(unit, table)
    traits = decision.trait_names
    if unit.not_core_minimum:
        traits.append("not_core_minimum")
    character = unit.is_character
    return {
        "name": unit.name, "category": unit.category,
        "points_per_model": unit.points_per_model,
        "book_min": None if character else unit.min_models,
        "book_max": None if character else unit.max_models,
        "army_max": unit.army_max,
        "base": decision.base.value if decision.base else None,
        "base_source": decision.base.source if decision.base else None,
        "traits": traits,
        "options": [{"name": option.name, "points": option.points, "kind": option.kind,
                     "max": option.max} for option in unit.options],
    }


def unit_lines(unit: UnitEntry, table: TraitTable) -> list[str]:
    """The text form of one unit for ``army-data show`` (no ids, words for players)."""
    shown = unit_json(unit, table)
    size = ""
    if shown["book_min"] is not None:
        size = (f", {shown['book_min']}–{shown['book_max']} models" if shown["book_max"]
                else f", {shown['book_min']}+ models")
    limit = f", 0–{unit.army_max} per army" if unit.army_max is not None else ""
    if unit.army_max_condition:
        limit += f" ({unit.army_max_condition})"
    source = SOURCE_WORDS.get(shown["base_source"] or "", "")
    base = f", base {shown['base']} ({source})" if shown["base"] else ""
    troop = f", {unit.troop_type}" if unit.troop_type else ""
    lines = [f"{unit.name} — {unit.category}, {_points(unit.points_per_model)} points per "
             f"model{size}{limit}{troop}{base}"]
    for option in unit.options:
        once = f", at most {option.max}" if option.max is not None else ""
        when = f" ({option.condition})" if option.condition else ""
        each = "/model" if option.per_model else ""
        lines.append(f"    {option.name}: {_points(option.points)} points{each}, "
                     f"{option.kind}{once}{when}")
    return lines


def _points(value: float) -> str:
    return str(int(value)) if value == int(value) else str(value)
