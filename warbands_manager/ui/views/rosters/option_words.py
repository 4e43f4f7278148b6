"""The words and small widgets of a unit's options: an option's limit, cost and tooltip, a
group's heading, whether a group is radio buttons, and the magic items within an allowance."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QWidget

from warbands_manager.rules.armydata.model import ArmyList, OptionEntry, OptionGroup, UnitEntry
from warbands_manager.rules.roster import COMMAND_KINDS, UPGRADE_KINDS, format_points

KIND_WORDS = {kind: kind.replace("_", " ") for kind in UPGRADE_KINDS}


def option_limit(option: OptionEntry) -> int:
    """How many of an option one unit may take: one command model of each kind, one of a
    per-model option (it is paid for every model), else the catalogue's limit (1 if none; a
    limit of 0 is greyed with its reason by ``option_refusal``)."""
    if option.kind in COMMAND_KINDS or option.per_model:
        return 1
    return max(1, option.max or 1)


def option_cost(option: OptionEntry) -> str:
    return f"+{format_points(option.points)}{' per model' if option.per_model else ''}"


def option_tip(option: OptionEntry, limit: int) -> str:
    return f"{KIND_WORDS.get(option.kind, option.kind)}; {option_cost(option)} pts" + (
        f"; up to {limit}" if limit > 1 else "") + (
        f" ({option.group})" if option.group else "") + (
        f"; army list: {option.condition}" if option.condition else "")


def group_heading(group: OptionGroup) -> str:
    """"Mount — choose one" / "Armour — up to 2" / "Lore — at least 1"."""
    if group.max == 1:
        words = "choose one" if group.min == 1 else "up to one"
    elif group.max is not None:
        words = f"up to {group.max}"
    else:
        words = "any of"
    if group.min and group.max != 1:
        words += f", at least {group.min}"
    if group.points_max is not None:
        words += f", up to {format_points(group.points_max)} pts"
    return f"{group.name} — {words}"


def is_exclusive(group: OptionGroup, members: list[OptionEntry]) -> bool:
    """One of the group is taken, each once: radio buttons."""
    return (effective_one(group) and len(members) > 1
            and all(option_limit(option) == 1 and not option.per_model for option in members))


def effective_one(group: OptionGroup) -> bool:
    return group.max == 1 and not (group.condition and (group.raised or 0) > 1)


def indented(widget: QWidget) -> QWidget:
    """``widget`` set in under its group's heading."""
    holder = QWidget()
    row = QHBoxLayout(holder)
    row.setContentsMargins(16, 0, 0, 0)
    row.addWidget(widget)
    return holder


def magic_choices(entry: UnitEntry | None, army: ArmyList | None):
    """Magic items and standards within the entry's allowances."""
    if army is None or entry is None:
        return []
    items = []
    if entry.magic_allowance:
        items += [i for i in army.magic_items
                  if not i.standard and i.points <= entry.magic_allowance]
    if entry.magic_standard_allowance:
        items += [i for i in army.magic_items
                  if i.standard and i.points <= entry.magic_standard_allowance]
    return items
