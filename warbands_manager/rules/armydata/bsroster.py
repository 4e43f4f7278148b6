"""Reading BattleScribe roster files (``.ros``) built on the supported catalogues.

Each top-level selection of the first force becomes a roster unit: its model count is the sum of
its model-type child selections (or of the child named like the unit), points per model come
from that child's cost, and every other priced or leaf child selection becomes an upgrade. Base
size and traits come from the army's trait table, as for units added in the editor.
"""

from __future__ import annotations

from xml.etree.ElementTree import Element

from warbands_manager.rules.armydata.bsdata import army_id_for
from warbands_manager.rules.armydata.build import ARMY_DATA_KEY, army_data_record
from warbands_manager.rules.armydata.kinds import upgrade_kind
from warbands_manager.rules.armydata.model import CATEGORY_NAMES, UNCOUNTING, ArmyList, UnitEntry
from warbands_manager.rules.armydata.resolve import decide
from warbands_manager.rules.armydata.safexml import items, local
from warbands_manager.rules.armydata.traits import TraitTable
from warbands_manager.rules.roster import Roster, Unit, Upgrade


class BsRosterError(ValueError):
    """Not a BattleScribe roster this app can read; the message names the file."""


def roster_from_ros(root: Element, source: str, armies: dict[str, ArmyList],
                    tables: dict[str, TraitTable]) -> Roster:
    """Convert a parsed ``.ros`` into a roster (``armies`` by catalogue id, ``tables`` by army)."""
    if local(root.tag) != "roster":
        raise BsRosterError(f"{source}: not a BattleScribe roster (root <{local(root.tag)}>)")
    forces = items(root, "forces")
    if not forces:
        raise BsRosterError(f"{source}: the roster has no force")
    force = forces[0]
    army = armies.get(force.get("catalogueId", ""))
    army_id = army.army if army else army_id_for(force.get("catalogueName", ""))
    table = tables.get(army_id) or TraitTable(army_id)
    roster = Roster(name=root.get("name") or "BattleScribe roster", army=army_id,
                    points_limit=_points_limit(root))
    roster.extra["imported_from"] = {"file": source, "catalogue": force.get("catalogueName", ""),
                                     "catalogue_revision": force.get("catalogueRevision", "")}
    for number, selection in enumerate(items(force, "selections"), start=1):
        unit = _unit(selection, f"u{number}", army, table)
        if unit is not None:
            roster.units.append(unit)
    return roster


def _points_limit(root: Element) -> int | None:
    for limit in items(root, "costLimits"):
        value = float(limit.get("value", "-1"))
        if limit.get("name") == "pts" and 0 < value <= 10_000:
            return int(value)
    return None


def _unit(selection: Element, unit_id: str, army: ArmyList | None,
          table: TraitTable) -> Unit | None:
    name = selection.get("name", "")
    category, not_core = _category(selection)
    entry = army.unit(name) if army else None
    if category is None:
        if entry is None:
            return None
        category, not_core = entry.category, entry.not_core_minimum
    decision = decide(entry or UnitEntry("", name, category, 0), table)
    if decision.category:
        category, not_core = decision.category, False
    children = items(selection, "selections")
    rank = _rank(children, name)
    models = sum(_number(child) for child in rank) if rank else 1
    ppm = sum(_cost(child) for child in rank) / models if rank else _cost(selection)
    traits = decision.trait_names
    if not_core:
        traits.append("not_core_minimum")
    character = category in ("lord", "hero")
    base = decision.base.value if decision.base and not character else None
    unit = Unit(id=unit_id, name=name, category=category, models=max(1, models),
                points_per_model=ppm, base=base,
                book_min=entry.min_models if entry and not character else None,
                book_max=entry.max_models if entry and not character else None,
                army_max=entry.army_max if entry else None, traits=traits,
                extra={ARMY_DATA_KEY: army_data_record(army.bs_id if army else "",
                                                       entry.entry_id if entry else "",
                                                       decision, base,
                                                       army.revision if army else None)})
    if rank and sum(_cost(child) for child in rank) == 0 and entry is not None:
        unit.points_per_model = entry.points_per_model
    for child in children:
        if child not in rank:
            unit.upgrades.extend(_upgrades(child, ()))
    if entry is not None:
        _kinds_from_entry(unit, entry)
    return unit


def _kinds_from_entry(unit: Unit, entry) -> None:
    """Prefer the kind (and per-model pricing) the catalogue's option gives over the name."""
    options = {option.name: option for option in entry.options}
    for upgrade in unit.upgrades:
        option = options.get(upgrade.name)
        if option is not None and upgrade.kind not in ("magic_item", "magic_standard"):
            upgrade.kind = option.kind
            if option.per_model:
                upgrade.extra["per_model"] = True


def _category(selection: Element) -> tuple[str | None, bool]:
    for category in items(selection, "categories"):
        name = category.get("name", "")
        if category.get("primary") == "true":
            if name == UNCOUNTING:
                return "core", True
            if name in CATEGORY_NAMES:
                return CATEGORY_NAMES[name], False
    return None, False


def _rank(children: list[Element], unit_name: str) -> list[Element]:
    models = [child for child in children if child.get("type") == "model"]
    if models:
        return models
    wanted = unit_name.lower().rstrip("s")
    return [child for child in children if child.get("name", "").lower().rstrip("s") == wanted]


def _upgrades(selection: Element, groups: tuple[str, ...]) -> list[Upgrade]:
    name = selection.get("name", "")
    children = items(selection, "selections")
    cost = _cost(selection)
    if children and cost == 0:
        found = []
        for child in children:
            found.extend(_upgrades(child, (*groups, name)))
        return found
    number = _number(selection)
    return [Upgrade(name, cost / number if number else cost,
                    _kind(name, groups, selection.get("entryGroupId")), count=number)]


def _kind(name: str, groups: tuple[str, ...], _group_id: str | None) -> str:
    if any("magic" in group.lower() for group in groups):
        return "magic_standard" if any(
            word in " ".join(groups).lower() for word in ("standard", "banner")) else "magic_item"
    return upgrade_kind(name, groups)


def _number(selection: Element) -> int:
    try:
        return max(1, int(float(selection.get("number", "1"))))
    except ValueError:
        return 1


def _cost(selection: Element) -> float:
    for cost in items(selection, "costs"):
        if cost.get("name") == "pts":
            return float(cost.get("value", "0"))
    return 0.0
