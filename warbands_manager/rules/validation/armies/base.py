"""What an army's rules are made of (``ArmyRules``): the army modules build on this, the
package's registry collects them, and neither imports the other's half (no cycle)."""

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
