"""What an army's rules are made of (``ArmyRules``): the army modules build on this, the
package's registry collects them, and neither imports the other's half (no cycle)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from warbands_manager.rules.validation.context import Context
from warbands_manager.rules.validation.model import Reminder

Adjust = Callable[[Context], None]
Check = Callable[[Context, list], None]
Remind = Callable[[Context], list[Reminder]]
R = TypeVar("R", bound=Callable)


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

# Army rules that can change nothing unless a unit's name matches one of their keys -> those
# keys (``needs``): a roster's plan leaves them out when no name can match (``validation``).
NEEDS: dict[Callable, tuple[tuple[str, ...], ...]] = {}


def needs(*keys: tuple[str, ...]) -> Callable[[R], R]:
    """Marks an adjuster or check that does nothing (no write, no violation) unless a unit's
    name matches one of ``keys`` (each a rule's key tuple, as ``helpers.named`` takes): the
    rule looks at such units only. A test runs every rule on rosters both ways."""
    def mark(rule: R) -> R:
        NEEDS[rule] = keys
        return rule
    return mark
