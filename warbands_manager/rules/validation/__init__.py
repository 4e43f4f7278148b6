"""Warbands composition validation (seed 002), pure.

``validate(roster)`` returns every broken rule as a :class:`Violation` in a fixed order
(generic rules first, then the army's own), ``reminders(roster)`` the play-time rules to print,
``composition(roster)`` the figures for a composition meter, and ``warband_rating`` the WBR.
Every limit comes from ``data/warbands/*.toml``.
"""

from __future__ import annotations

from warbands_manager.rules.roster import Roster
from warbands_manager.rules.validation import catalogue
from warbands_manager.rules.validation.armies import ArmyRules, rules_for
from warbands_manager.rules.validation.armies.dogs_of_war import check_renown_outside
from warbands_manager.rules.validation.campaign_fields import check_campaign_fields
from warbands_manager.rules.validation.command import check_command_once
from warbands_manager.rules.validation.common import (
    check_army_max,
    check_commander,
    check_core_minimum,
    check_options,
)
from warbands_manager.rules.validation.composition import build_composition
from warbands_manager.rules.validation.context import Context
from warbands_manager.rules.validation.large import check_large
from warbands_manager.rules.validation.limits import Limits, default_limits, load_limits
from warbands_manager.rules.validation.minimums import UnitMinimum, unit_minimums
from warbands_manager.rules.validation.model import (
    ERROR,
    WARNING,
    Composition,
    RatingBreakdown,
    RatingLine,
    Reminder,
    Violation,
)
from warbands_manager.rules.validation.rating import (
    RatingModifiers,
    default_rating_modifiers,
    load_rating_modifiers,
    warband_rating,
)
from warbands_manager.rules.validation.reminders import generic_reminders
from warbands_manager.rules.validation.size import (
    check_total,
    check_unit_sizes,
    check_units_present,
)
from warbands_manager.rules.validation.small import check_small

__all__ = [
    "ERROR", "WARNING", "Composition", "Limits", "RatingBreakdown", "RatingLine",
    "RatingModifiers", "Reminder", "UnitMinimum", "Violation", "composition", "default_limits",
    "default_rating_modifiers", "errors", "is_valid", "load_limits", "load_rating_modifiers",
    "minimums", "reminders", "validate", "validate_with_reminders", "warband_rating",
]

GENERIC_CHECKS = (
    check_units_present,
    check_total,
    check_unit_sizes,
    check_core_minimum,
    check_small,
    check_large,
    check_commander,
    check_army_max,
    check_options,
    check_command_once,
    check_renown_outside,
    check_campaign_fields,
)


def _context(roster: Roster, limits: Limits | None, army: ArmyRules) -> Context:
    """The roster's Context, adjusted by its army's rules."""
    roster = catalogue.with_mount_traits(roster, None)  # a mount's traits count in the meter
    ctx = Context(roster, limits or default_limits())
    for adjust in army.adjust:
        adjust(ctx)
    return ctx


def _checked(ctx: Context, army: ArmyRules) -> list[Violation]:
    out: list[Violation] = []
    for check in (*GENERIC_CHECKS, *army.checks):
        check(ctx, out)
    return out


def validate(roster: Roster, limits: Limits | None = None) -> list[Violation]:
    """Every composition rule the roster breaks, generic rules first, then its army's.

    Args:
        roster: the warband to check (not modified).
        limits: the composition tables to use (default: the shipped ``data/warbands`` ones).

    Returns:
        Violations in a deterministic order; empty when the roster is legal.
    """
    roster, from_catalogue = catalogue.prepared(roster)  # the army data's limits and mounts
    army = rules_for(roster.army)
    return _checked(_context(roster, limits, army), army) + from_catalogue


def validate_with_reminders(roster: Roster, limits: Limits | None = None
                            ) -> tuple[list[Violation], list[Reminder]]:
    """``validate(roster)`` and ``reminders(roster)`` from one Context (the ``validate``
    command prints both for every file)."""
    roster, from_catalogue = catalogue.prepared(roster)  # the army data's limits and mounts
    army = rules_for(roster.army)
    ctx = _context(roster, limits, army)
    return _checked(ctx, army) + from_catalogue, _reminded(ctx, army)


def errors(violations: list[Violation]) -> list[Violation]:
    """The violations of severity ``error``."""
    return [violation for violation in violations if violation.is_error]


def is_valid(roster: Roster, limits: Limits | None = None) -> bool:
    """True when the roster breaks no rule of severity ``error``."""
    return not errors(validate(roster, limits))


def reminders(roster: Roster, limits: Limits | None = None) -> list[Reminder]:
    """Play-time rules for this roster (generic, then its army's), for screen and printout."""
    army = rules_for(roster.army)
    return _reminded(_context(roster, limits, army), army)


def _reminded(ctx: Context, army: ArmyRules) -> list[Reminder]:
    result = generic_reminders(ctx)
    for remind in army.reminders:
        result.extend(remind(ctx))
    return result


def minimums(roster: Roster, limits: Limits | None = None) -> list[UnitMinimum]:
    """Each non-character unit's Warbands minimum and the options its size no longer allows,
    judged with the roster's army rules exactly as ``validate`` judges them."""
    return unit_minimums(_context(roster, limits, rules_for(roster.army)))


def composition(roster: Roster, limits: Limits | None = None) -> Composition:
    """Used versus allowed figures for a composition meter."""
    return build_composition(_context(roster, limits, rules_for(roster.army)))
