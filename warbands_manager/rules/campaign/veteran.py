"""Veteran Status (seed 002): a unit keeping MORE than 50% of its starting numbers after
Recovery may buy the next level (10 XP, up to +3); losing 50% or more loses the status."""

from __future__ import annotations

from warbands_manager.rules.campaign.ledger import (
    CampaignRuleError,
    LogEntry,
    find_unit,
    spend,
)
from warbands_manager.rules.campaign.tables import CampaignTables
from warbands_manager.rules.roster import Roster

STEP = "veteran"


def kept_enough(start: int, kept: int, fraction: float) -> bool:
    """More than ``fraction`` of the starting numbers (exactly half is not enough)."""
    return start > 0 and kept > start * fraction


def eligible_units(roster: Roster, tables: CampaignTables,
                   survival: dict[str, tuple[int, int]]) -> list[str]:
    """Units that may buy their next Veteran level after this battle."""
    fraction = float(tables.value("recovery.veteran.survival_fraction"))
    top = tables.cost("max_veteran")
    eligible = []
    for unit_id, (start, kept) in survival.items():
        unit = roster.unit_by_id(unit_id)
        if unit and unit.veteran < top and kept_enough(start, kept, fraction):
            eligible.append(unit_id)
    return eligible


def apply_losses(roster: Roster, tables: CampaignTables,
                 survival: dict[str, tuple[int, int]]) -> list[LogEntry]:
    """Units that lost 50% or more of their starting numbers lose their Veteran Status."""
    fraction = float(tables.value("recovery.veteran.survival_fraction"))
    log = []
    for unit_id, (start, kept) in survival.items():
        unit = roster.unit_by_id(unit_id)
        if unit and unit.veteran and not kept_enough(start, kept, fraction):
            log.append(LogEntry(STEP, f"{unit.name}: kept {kept} of {start} models (50% or "
                                      f"more lost) — loses +{unit.veteran} Veteran Status",
                                (), 0, unit_id))
            unit.veteran = 0
    return log


def buy_levels(roster: Roster, tables: CampaignTables, survival: dict[str, tuple[int, int]],
               purchases: list[str]) -> list[LogEntry]:
    """Buy one level for each unit id in ``purchases`` (each must be eligible)."""
    eligible = eligible_units(roster, tables, survival)
    cost = tables.cost("veteran_level")
    log = []
    for unit_id in purchases:
        unit = find_unit(roster, unit_id)
        if unit_id not in eligible:
            raise CampaignRuleError(
                "campaign.veteran-eligible",
                f"{unit.name} is not eligible for Veteran Status now (it must keep more than "
                f"50% of its starting numbers after Recovery, and +3 is the highest level)",
            )
        spend(roster, cost, f"Veteran Status for {unit.name}")
        unit.veteran += 1
        eligible.remove(unit_id)
        log.append(LogEntry(STEP, f"{unit.name}: +{unit.veteran} Veteran Status for {cost} XP",
                            (), -cost, unit_id))
    return log
