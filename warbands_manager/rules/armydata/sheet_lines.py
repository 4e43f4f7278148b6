"""What the roster sheet prints of a unit from the army data it was built from: the model's
profile line and its mount's, its special rules by name, what its magic items do, and a
character's usual base (a character's roster unit has none: the rules never count it)."""

from __future__ import annotations

from functools import cache

from warbands_manager.paths import data_dir
from warbands_manager.rules.armydata.model import ArmyList, OptionEntry, UnitEntry
from warbands_manager.rules.armydata.troop_types import TroopTypeTable, load_troop_types
from warbands_manager.rules.roster import Unit

# The characteristics of a profile line, in the order army books print them.
LINE = (("M", "M"), ("WS", "WS"), ("BS", "BS"), ("S", "S"), ("T", "T"), ("W", "W"),
        ("I", "I"), ("A", "A"), ("LD", "Ld"), ("Ld", "Ld"))
SAVES = (("ArmourSave", "Sv"), ("WardSave", "Ward"))


def profile_line(profile: dict[str, str]) -> str:
    """``M4 WS5 BS5 S4 T4 W2 I5 A3 Ld8`` (with saves where the catalogue gives them)."""
    parts = [f"{short}{profile[key]}" for key, short in (*LINE, *SAVES)
             if profile.get(key) not in (None, "", "-", "–")]
    return " ".join(parts)


def mounts_of(unit: Unit, entry: UnitEntry | None) -> list[OptionEntry]:
    """The options the unit took that have their own model profile (its mounts)."""
    if entry is None:
        return []
    taken = {upgrade.name for upgrade in unit.upgrades}
    return [option for option in entry.options if option.profile and option.name in taken]


def unit_lines(unit: Unit, entry: UnitEntry | None) -> list[str]:
    """The profile line (with the troop type), each mount's, and the special rules."""
    if entry is None:
        return []
    lines = []
    if entry.profile:
        troop = f" ({entry.troop_type})" if entry.troop_type else ""
        lines.append(f"{unit.name}: {profile_line(entry.profile)}{troop}")
    for mount in mounts_of(unit, entry):
        rules = f"; {', '.join(mount.rules)}" if mount.rules else ""
        troop = mount.troop_type or mount.profile.get("Type", "")
        lines.append(f"{mount.name}: {profile_line(mount.profile)} ({troop}{rules})")
    if entry.special_rules:
        lines.append("Special rules: " + ", ".join(entry.special_rules))
    return lines


def item_texts(unit: Unit, army: ArmyList | None) -> dict[str, str]:
    """Upgrade name → what the magic item does, for the unit's items the catalogue words."""
    if army is None:
        return {}
    known = {item.name: item.text for item in army.magic_items if item.text}
    return {upgrade.name: known[upgrade.name] for upgrade in unit.upgrades
            if upgrade.name in known}


def usual_base(unit: Unit, entry: UnitEntry | None) -> str | None:
    """A character's base as its troop type (or its mount's) usually has it, None if unknown."""
    if unit.base or entry is None:
        return unit.base
    kinds = _troop_types()
    for printed in [m.troop_type for m in mounts_of(unit, entry)] + [entry.troop_type]:
        kind = kinds.troop_type(printed)
        if kind is not None and kind.base is not None:
            return kind.base.value
    return None


@cache
def _troop_types() -> TroopTypeTable:
    return load_troop_types(data_dir())
