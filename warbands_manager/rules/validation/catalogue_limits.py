"""The catalogue's own limits on a unit's options: each group's and each option's.

Pure: a roster's units and the army list (:class:`ArmyList`) a roster names in, violations out.
An upgrade is known by its name among the unit's catalogue options (an option paid for every
model counts once, however many models pay for it), else among the army's magic items, which
count toward the magic item groups they sit in and every group above those. Readings:

- a limit with a condition the roster cannot show (a Captain's missile weapon "up to 0 when a
  Battle Standard Bearer is taken") is checked at the most the condition allows, as the editor
  greys choices (``build.option_refusal``);
- a group's minimum is a warning, not an error, and none at all where the catalogue decides
  for the player (a preselected choice, a group of as many choices as its minimum, a special
  character's own magic item): a hand-typed roster does not list the equipment a model has.
"""

from __future__ import annotations

from dataclasses import dataclass

from warbands_manager.rules.armydata.build import entry_for
from warbands_manager.rules.armydata.model import (
    ArmyList,
    MagicItem,
    OptionEntry,
    OptionGroup,
    UnitEntry,
)
from warbands_manager.rules.roster import Unit, Upgrade, format_points
from warbands_manager.rules.validation.model import ERROR, WARNING, Violation


@dataclass(frozen=True)
class Taken:
    """One upgrade of a unit as the catalogue knows it: how many it counts, what it is."""

    upgrade: Upgrade
    count: int
    option: OptionEntry | None
    item: MagicItem | None


def limit_violations(units: list[Unit], army: ArmyList) -> list[Violation]:
    """Every group and option limit of ``army`` that a unit of ``units`` breaks."""
    return unit_limit_violations(units, [army] * len(units))


def unit_limit_violations(units: list[Unit], armies: list[ArmyList | None]) -> list[Violation]:
    """Every group and option limit a unit breaks, each unit checked against its own
    catalogue revision (``armies``, one per unit; None: not checked)."""
    items_of: dict[int, dict[str, MagicItem]] = {}
    out: list[Violation] = []
    for index, (unit, army) in enumerate(zip(units, armies, strict=True)):
        entry = entry_for(army, unit)
        if army is None or entry is None:
            continue
        if id(army) not in items_of:
            items_of[id(army)] = {item.name: item for item in army.magic_items}
        out.extend(unit_violations(index, unit, entry, items_of[id(army)]))
    return out


def unit_violations(index: int, unit: Unit, entry: UnitEntry,
                    items: dict[str, MagicItem]) -> list[Violation]:
    """The option and group limits one unit breaks."""
    taken = taken_upgrades(unit, entry, items)
    out = _option_violations(index, unit, taken)
    for group in entry.groups:
        members = [t for t in taken if belongs(t, group, entry)]
        out.extend(_group_violations(index, unit, group, members, _chosen_freely(entry, group)))
    return out


def _chosen_freely(entry: UnitEntry, group: OptionGroup) -> bool:
    """True when the player picks from the group: not a magic item list (a special
    character's own item sits alone in one), more choices than the minimum, no default."""
    choices = sum(1 for option in entry.options if option.group == group.path)
    return not group.magic and not group.default and choices > (group.min or 0)


def taken_upgrades(unit: Unit, entry: UnitEntry, items: dict[str, MagicItem]) -> list[Taken]:
    options: dict[str, OptionEntry] = {}
    for entry_option in entry.options:
        options.setdefault(entry_option.name, entry_option)
    taken = []
    for upgrade in unit.upgrades:
        option = options.get(upgrade.name)
        per_model = upgrade.extra.get("per_model") or (option is not None and option.per_model)
        count = 1 if per_model else max(1, upgrade.count)
        taken.append(Taken(upgrade, count, option,
                           None if option is not None else items.get(upgrade.name)))
    return taken


def belongs(taken: Taken, group: OptionGroup, entry: UnitEntry) -> bool:
    """True when the upgrade is one of ``group``'s choices or of a group inside it (not an
    upgrade of one of its choices: a Manticore's Iron Hard Skin is no second mount)."""
    if taken.option is not None:
        path = taken.option.group
        if path == group.path:
            return True
        if not path.startswith(group.path + " / "):
            return False
        paths = {other.path for other in entry.groups}
        parts = path.split(" / ")
        depth = group.path.count(" / ") + 1
        return all(" / ".join(parts[:end]) in paths for end in range(depth + 1, len(parts) + 1))
    if taken.item is None or not group.magic:
        return False
    inside = group.path + " / "
    return taken.item.group == group.name or any(
        other.name == taken.item.group for other in entry.groups if other.path.startswith(inside))


def effective_max(limit: int | None, condition: str | None, raised: int | None = None
                  ) -> int | None:
    """The most a limit allows: a condition may open it (0 → what it opens, at least 1)."""
    if limit is None or not condition:
        return limit
    return max(limit, raised or 0, 1 if limit == 0 else 0)


def _option_violations(index: int, unit: Unit, taken: list[Taken]) -> list[Violation]:
    counts: dict[str, int] = {}
    options: dict[str, OptionEntry] = {}
    for one in taken:
        if one.option is not None:
            counts[one.option.name] = counts.get(one.option.name, 0) + one.count
            options[one.option.name] = one.option
    out = []
    for name, count in counts.items():
        option = options[name]
        limit = effective_max(option.max, option.condition)
        if limit is None or count <= limit:
            continue
        if limit == 0:
            message = f"{name} is not available to {unit.name} in this army list"
        else:
            message = (f"{unit.name} may take {name} at most {limit} "
                       f"time{'s' if limit != 1 else ''} (army list): {count}")
        out.append(Violation("catalogue.option-max", ERROR, (index,), message))
    return out


def _group_violations(index: int, unit: Unit, group: OptionGroup, members: list[Taken],
                      chosen_freely: bool = True) -> list[Violation]:
    out = []
    count = sum(one.count for one in members)
    names = ", ".join(one.upgrade.name for one in members)
    limit = effective_max(group.max, group.condition, group.raised)
    if limit is not None and count > limit:
        out.append(Violation(
            "catalogue.group-max", ERROR, (index,),
            f"{unit.name} may take at most {limit} from {group.name} (army list): {names}"))
    if group.points_max is not None:
        spent = sum(one.upgrade.points * one.count for one in members)
        if spent > group.points_max:
            out.append(Violation(
                "catalogue.group-points", ERROR, (index,),
                f"{unit.name} may spend at most {format_points(group.points_max)} points on "
                f"{group.name} (army list): {format_points(spent)} ({names})"))
    if group.min and count < group.min and chosen_freely:
        out.append(Violation(
            "catalogue.group-min", WARNING, (index,),
            f"{unit.name} chooses at least {group.min} from {group.name} (army list): "
            f"{count} chosen"))
    return out


def group_refusal(unit: Unit, entry: UnitEntry, option: OptionEntry,
                  items: dict[str, MagicItem]) -> str | None:
    """Why one more ``option`` would break a limit of a group it sits in (None: it would not),
    in the words the editor greys the choice with."""
    taken = taken_upgrades(unit, entry, items)
    probe = Taken(Upgrade(option.name, option.points, option.kind), 1, option, None)
    for group in entry.groups:
        if not belongs(probe, group, entry):
            continue
        members = [one for one in taken if belongs(one, group, entry)]
        limit = effective_max(group.max, group.condition, group.raised)
        if limit is not None and sum(one.count for one in members) + 1 > limit:
            names = ", ".join(one.upgrade.name for one in members) or "none"
            return f"{group.name}: at most {limit} (army list); taken: {names}"
        spent = sum(one.upgrade.points * one.count for one in members)
        if group.points_max is not None and spent + option.points > group.points_max:
            return (f"{group.name}: {format_points(spent)} of {format_points(group.points_max)} "
                    "points used (army list)")
    return None


def allowances_used(unit: Unit, entry: UnitEntry,
                    items: dict[str, MagicItem]) -> list[tuple[str, float, float]]:
    """(group name, points spent, allowance) of each group with a points allowance."""
    taken = taken_upgrades(unit, entry, items)
    return [(group.name, sum(one.upgrade.points * one.count for one in taken
                             if belongs(one, group, entry)), group.points_max)
            for group in entry.groups if group.points_max is not None]
