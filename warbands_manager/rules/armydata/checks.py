"""Checks that need army data, which the Warbands validator (self-contained rosters) cannot make.

They are warnings shown in the editor beside the rule violations, never errors: a roster file
stays valid or invalid by the rules alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from warbands_manager.rules.armydata.build import entry_for, traits_unknown
from warbands_manager.rules.armydata.model import ArmyList
from warbands_manager.rules.roster import Roster, format_points

TRAITS_UNKNOWN = "app.traits-unknown"
MAGIC_ALLOWANCE = "app.magic-allowance"


@dataclass(frozen=True)
class ArmyDataWarning:
    """A fact to check, with the units it concerns (indexes into ``roster.units``)."""

    rule: str
    units: tuple[int, ...]
    message: str


def army_data_warnings(roster: Roster, army: ArmyList | None,
                       unit_armies: list[ArmyList | None] | None = None
                       ) -> list[ArmyDataWarning]:
    """Unknown traits, and magic items or standards over the army book's allowance (each
    unit's allowance from ``unit_armies``, the catalogue revision it is read against, where
    given; else from ``army``)."""
    warnings = []
    armies = unit_armies if unit_armies is not None else [army] * len(roster.units)
    for index, (unit, army) in enumerate(zip(roster.units, armies, strict=True)):
        if traits_unknown(unit):
            warnings.append(ArmyDataWarning(
                TRAITS_UNKNOWN, (index,), f"{unit.name}: base size and troop type unknown in "
                "the army data — check them (unit panel)"))
        entry = entry_for(army, unit)
        if entry is None:
            continue
        for kind, allowance, label in (("magic_item", entry.magic_allowance, "magic items"),
                                       ("magic_standard", entry.magic_standard_allowance,
                                        "a magic standard")):
            spent = sum(upgrade.total for upgrade in unit.upgrades_of(kind))
            if spent and spent > (allowance or 0):
                warnings.append(ArmyDataWarning(
                    MAGIC_ALLOWANCE, (index,),
                    f"{unit.name} may spend up to {format_points(allowance or 0)} points on "
                    f"{label} (army list): {format_points(spent)}"))
    return warnings
