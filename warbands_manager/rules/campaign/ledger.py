"""Campaign bookkeeping kept inside the roster's ``campaign`` block, and the step log types.

The roster document is the whole state of a campaign warband: units carry ``veteran``,
``archetype``, ``abilities`` and ``injuries`` (roster-format.md); ``campaign`` carries the XP bank
(``experience``) and, under keys readers keep on round-trip, per-character records
(``characters``: battles, battles since the last advancement roll, Deep Wound games still to miss,
lost eyes, forgotten abilities, magic levels bought, an optional profile), the win/draw/loss
``record`` and the ``stash`` of equipment left by retired characters. Every rule function works on
a copy, so the roster it was given is the exact "before" for undo.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from warbands_manager.rules.campaign_characters import (  # noqa: F401 (re-exported)
    is_campaign_character,
)
from warbands_manager.rules.roster import Roster, Unit

EQUIPMENT_KINDS = ("weapon", "armour", "magic_item", "magic_standard", "troop_magic")
RESULTS = ("massacre", "victory", "draw", "loss")


@dataclass(frozen=True)
class LogEntry:
    """One line of the campaign log: what happened, the dice behind it, the XP it moved."""

    step: str
    text: str
    rolls: tuple[str, ...] = ()
    xp: int = 0
    unit: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"step": self.step, "text": self.text, "rolls": list(self.rolls), "xp": self.xp,
                "unit": self.unit}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> LogEntry:
        return cls(data["step"], data["text"], tuple(data.get("rolls", ())),
                   int(data.get("xp", 0)), data.get("unit"))


@dataclass
class StepOutcome:
    """A wizard step's result: the new roster and context, and what to write to the log."""

    roster: Roster
    context: dict[str, Any]
    log: list[LogEntry] = field(default_factory=list)


class CampaignRuleError(ValueError):
    """A campaign action the rules refuse; the message says which rule and why."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(message)
        self.rule = rule


def clone(roster: Roster) -> Roster:
    """A deep copy with ids on every unit and a ``campaign`` block (the rules mutate copies)."""
    copied = copy.deepcopy(roster)
    if copied.campaign is None:
        copied.campaign = {"experience": 0}
    ensure_ids(copied)
    return copied


def ensure_ids(roster: Roster) -> None:
    """Give every unit without an id a fresh one (campaign records are kept by unit id)."""
    used = {unit.id for unit in roster.units if unit.id}
    counter = 1
    for unit in roster.units:
        if unit.id:
            continue
        while f"u{counter}" in used:
            counter += 1
        unit.id = f"u{counter}"
        used.add(unit.id)


def experience(roster: Roster) -> int:
    return int((roster.campaign or {}).get("experience", 0))


def add_experience(roster: Roster, amount: int) -> None:
    """Change the XP bank of a (copied) roster; the bank never goes below zero."""
    new_value = experience(roster) + amount
    if new_value < 0:
        raise CampaignRuleError(
            "campaign.xp-bank", f"needs {-amount} XP but the bank holds {experience(roster)}"
        )
    roster.campaign["experience"] = new_value


def spend(roster: Roster, amount: int, what: str) -> None:
    if amount > experience(roster):
        raise CampaignRuleError(
            "campaign.xp-bank", f"{what} costs {amount} XP; the bank holds {experience(roster)}"
        )
    add_experience(roster, -amount)


def record_of(roster: Roster, unit_id: str) -> dict[str, Any]:
    """The campaign record of a character (created empty on first use)."""
    characters = roster.campaign.setdefault("characters", {})
    record = characters.setdefault(unit_id, {})
    for key, default in (("battles", 0), ("since_roll", 0), ("deep_wound_games", 0),
                         ("eyes_lost", []), ("forgotten_abilities", []), ("magic_levels", 0),
                         ("potential_used", False)):
        record.setdefault(key, copy.deepcopy(default))
    return record


def peek_record(roster: Roster, unit_id: str) -> dict[str, Any]:
    """A character's record without creating it (empty dict if none)."""
    return dict(((roster.campaign or {}).get("characters") or {}).get(unit_id) or {})


def characters(roster: Roster) -> list[Unit]:
    return [unit for unit in roster.units if is_campaign_character(roster, unit)]


def has_injury(unit: Unit, name: str) -> bool:
    return any(injury == name or injury.startswith(f"{name} (") for injury in unit.injuries)


def count_injury(unit: Unit, name: str) -> int:
    return sum(1 for injury in unit.injuries if injury == name or injury.startswith(f"{name} ("))


def has_amnesia(unit: Unit) -> bool:
    return has_injury(unit, "Amnesia")


def find_unit(roster: Roster, unit_id: str) -> Unit:
    unit = roster.unit_by_id(unit_id)
    if unit is None:
        raise CampaignRuleError("campaign.unknown-unit", f"no unit with id {unit_id!r}")
    return unit


def remove_unit(roster: Roster, unit_id: str) -> Unit:
    """Delete a unit (and its character record); characters who joined it now stand alone."""
    unit = find_unit(roster, unit_id)
    roster.units.remove(unit)
    for other in roster.units:
        if other.joins == unit_id:
            other.joins = None
        if other.detachment_of == unit_id:
            other.detachment_of = None
    (roster.campaign.get("characters") or {}).pop(unit_id, None)
    return unit


def record_result(roster: Roster, result: str) -> None:
    record = roster.campaign.setdefault("record", {})
    for key in RESULTS:
        record.setdefault(key, 0)
    record[result] += 1


def win_draw_loss(roster: Roster) -> tuple[int, int, int]:
    """(won, drawn, lost); a massacre is a win."""
    record = (roster.campaign or {}).get("record") or {}
    won = int(record.get("massacre", 0)) + int(record.get("victory", 0))
    return won, int(record.get("draw", 0)), int(record.get("loss", 0))

# Upgrades a unit loses when it falls below its army book minimum (command models and the
# magic standard their standard bearer carries).
COMMAND_KINDS_LOST = ("champion", "standard", "musician", "magic_standard")
