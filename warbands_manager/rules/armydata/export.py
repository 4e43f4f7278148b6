"""One imported catalogue as data: what ``army-data show NAME_OR_ID --json`` prints.

Every value is the catalogue's own, ``None`` (JSON null) where the catalogue has none: a
character has no book minimum or maximum, a unit without a 0-X limit no ``army_max``, an option
without a limit no ``max``. Base and traits come from ``resolve.decide`` (the army table, else the
catalogue's profile and the troop type's assumed base); ``base_source`` says which (``table``,
``default``); a base nobody gives is null.
"""

from __future__ import annotations

from typing import Any

from warbands_manager.paths import data_dir
from warbands_manager.rules.armydata.model import ArmyList, OptionEntry, OptionGroup, UnitEntry
from warbands_manager.rules.armydata.mounts import MountTrait, load_mount_table
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
                     "max": option.max, "group": group_json(unit, option),
                     "traits": [{"trait": m.trait, "source": m.source, "detail": m.detail}
                                for m in option_traits(option)]}
                    for option in unit.options],
    }


def group_json(unit: UnitEntry, option: OptionEntry) -> dict[str, Any] | None:
    """The option's own group: ``{"name", "min", "max", "points_max"}`` (None: no group)."""
    if not option.group:
        return None
    group = group_of(unit, option.group)
    return {"name": group.name, "min": group.min, "max": group.max,
            "points_max": group.points_max}


def group_of(unit: UnitEntry, path: str) -> OptionGroup:
    """The unit's group at ``path`` (one without limits when the catalogue gives none: the
    options of an option, a Manticore's, sit below it as below a group)."""
    return next((g for g in unit.groups if g.path == path), OptionGroup(path))


def option_traits(option: OptionEntry) -> list[MountTrait]:
    """What the option makes its unit: its profile's traits, else the mount table's."""
    table = load_mount_table(data_dir())
    return table.by_option(option) or table.by_name(option.name)


def group_words(group: OptionGroup) -> str:
    """"Mount: at most 1" / "Magic items: up to 50 points" / "Lore: at least 1"."""
    parts = []
    if group.min and group.min == group.max:
        parts.append(f"exactly {group.min}")
    else:
        if group.min:
            parts.append(f"at least {group.min}")
        if group.max is not None:
            parts.append(f"at most {group.max}")
    if group.points_max is not None:
        parts.append(f"up to {_points(group.points_max)} points")
    if group.default:
        parts.append(f"{group.default} unless another is chosen")
    when = f" ({group.condition})" if group.condition else ""
    return f"{group.path}: {', '.join(parts) or 'any number'}{when}"


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
    listed: set[str] = set()
    for path in dict.fromkeys(option.group for option in unit.options):
        if path:
            lines.append(f"    {group_words(group_of(unit, path))}")
            listed.add(path)
        lines.extend(_option_line(option, "      " if path else "    ")
                     for option in unit.options if option.group == path)
    lines.extend(f"    {group_words(group)}" for group in unit.groups
                 if group.path not in listed and (group.max is not None or group.points_max))
    return lines


def _option_line(option: OptionEntry, indent: str) -> str:
    once = f", at most {option.max}" if option.max is not None else ""
    when = f" ({option.condition})" if option.condition else ""
    each = "/model" if option.per_model else ""
    makes = "".join(f"; makes a {m.trait} ({m.source}: {m.detail})"
                    for m in option_traits(option))
    return (f"{indent}{option.name}: {_points(option.points)} points{each}, "
            f"{option.kind}{once}{when}{makes}")


def _points(value: float) -> str:
    return str(int(value)) if value == int(value) else str(value)
