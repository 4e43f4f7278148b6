"""Army-specific rules: which adjusters, checks and reminders apply to which army id."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from warbands_manager.rules.validation.context import Context
from warbands_manager.rules.validation.model import Reminder

Adjust = Callable[[Context], None]
Check = Callable[[Context, list], None]
Remind = Callable[[Context], list[Reminder]]


@dataclass(frozen=True)
class ArmyRules:
    """The army-specific part of validation for one army id."""

    adjust: tuple[Adjust, ...] = ()
    checks: tuple[Check, ...] = ()
    reminders: tuple[Remind, ...] = ()

    def __add__(self, other: ArmyRules) -> ArmyRules:
        return ArmyRules(self.adjust + other.adjust, self.checks + other.checks,
                         self.reminders + other.reminders)


NO_RULES = ArmyRules()


def _registry() -> dict[str, ArmyRules]:
    return {}


ARMY_RULES: dict[str, ArmyRules] = _registry()


def rules_for(army: str) -> ArmyRules:
    """The army-specific rules of ``army`` (none for ``other`` or an army without any)."""
    return ARMY_RULES.get(army, NO_RULES)
