"""A unit's option groups (``selectionEntryGroup``) and their limits, read from the catalogue.

A group's ``min``/``max`` selections constraint scoped to the parent is how many of its choices
one unit takes (a Captain's "Mount": at most 1); a points ``max`` is an allowance ("Magic
items": 50 points); ``defaultSelectionEntryId`` names the preselected choice. A constraint on the
link to a shared group wins over the group's own. Magic item lists are groups too, nested
("Magic items" → "Magic Weapons"): their subgroups are recorded so that an item, known by the
group the army's item list puts it in, counts toward each group above it.
"""

from __future__ import annotations

from xml.etree.ElementTree import Element

from warbands_manager.rules.armydata import limits
from warbands_manager.rules.armydata.index import Index
from warbands_manager.rules.armydata.model import OptionGroup, UnitEntry
from warbands_manager.rules.armydata.safexml import items

_MAGIC_DEPTH = 4
_PARENT = ("parent",)


def option_group(path: str, group: Element, link: Element | None, index: Index,
                 magic: bool = False) -> OptionGroup:
    """The limits of ``group`` (reached through ``link``, if any) at ``path``."""
    nodes = [node for node in (link, group) if node is not None]
    condition = limits.limit_condition(nodes, index.names, scope="parent")
    default = (link.get("defaultSelectionEntryId") if link is not None else None) or (
        group.get("defaultSelectionEntryId"))
    return OptionGroup(
        path=path, min=_first(nodes, "min"), max=_first(nodes, "max"),
        points_max=next((cap for cap in (limits.points_cap(node, index.cost_fields)
                                         for node in nodes) if cap is not None and cap >= 0),
                        None),  # BattleScribe's -1: no allowance
        default=index.names.get(default or "") or None, magic=magic, condition=condition,
        raised=limits.first_raise(nodes, scope="parent") if condition else None)


def _first(nodes: list[Element], kind: str) -> int | None:
    return next((found for found in (limits.selection_limit(node, kind, _PARENT)
                                     for node in nodes) if found is not None), None)


def add_group(unit: UnitEntry, group: OptionGroup) -> None:
    """Keep ``group`` with the unit (the first of a path wins: a path is one group)."""
    if all(known.path != group.path for known in unit.groups):
        unit.groups.append(group)


def add_magic_subgroups(unit: UnitEntry, container: Element, path: str, index: Index,
                        depth: int = 0) -> None:
    """Record the groups nested in a magic item list, each with its limits."""
    if depth >= _MAGIC_DEPTH:
        return
    found: list[tuple[Element, Element | None, str]] = [
        (sub, None, sub.get("name", "")) for sub in items(container, "selectionEntryGroups")]
    for link in items(container, "entryLinks"):
        target = index.entries.get(link.get("targetId", ""))
        if target is not None and target.tag == "selectionEntryGroup":
            found.append((target, link, link.get("name") or target.get("name") or ""))
    for sub, sub_link, name in found:
        inner = f"{path} / {name.strip()}"
        add_group(unit, option_group(inner, sub, sub_link, index, magic=True))
        add_magic_subgroups(unit, sub, inner, index, depth + 1)
