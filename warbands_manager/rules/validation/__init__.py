"""Warbands composition validation (seed 002), pure and fast.

``validate(roster)`` returns every broken rule as a :class:`Violation` in a fixed order
(generic rules first, then the army's own), ``reminders(roster)`` the play-time rules to print,
``composition(roster)`` the figures for a composition meter, and ``warband_rating`` the WBR.
Every limit comes from ``data/warbands/*.toml``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from warbands_manager.rules.roster import Roster
from warbands_manager.rules.unit_names import probes
from warbands_manager.rules.validation import catalogue, shortcuts
from warbands_manager.rules.validation.armies import ArmyRules, rules_for
from warbands_manager.rules.validation.armies.base import NEEDS, Adjust, Check
from warbands_manager.rules.validation.armies.dogs_of_war import check_renown_outside
from warbands_manager.rules.validation.armies.helpers import name_table, names_text_of
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


def check_uncommon(ctx: Context, out: list) -> None:
    """The last five generic checks, each called only when the Context's pass saw what it
    looks at: a 0-X unit, a restricted option, a Regiment of Renown, a campaign field. Most
    rosters have none of these, and each check returns at once without it."""
    if ctx.army_limited:
        check_army_max(ctx, out)
    # Command kinds are restricted kinds (asserted in ``context``): no restricted option, no
    # second command model. Without the shortcuts the command check looks at every unit.
    if ctx.restricted or not shortcuts.ENABLED:
        check_options(ctx, out)
        check_command_once(ctx, out)
    if ctx.renown:
        check_renown_outside(ctx, out)
    if ctx.campaign:
        check_campaign_fields(ctx, out)


# The generic checks in ``GENERIC_CHECKS`` order as a roster with units runs them: "no units"
# cannot apply, the other size class's rules cannot either, and the uncommon five go through
# their guards in one call.
_UNCOMMON = GENERIC_CHECKS[GENERIC_CHECKS.index(check_army_max):]
_COMMON = GENERIC_CHECKS[1:GENERIC_CHECKS.index(check_army_max)]
_SMALL_CHECKS = (*(check for check in _COMMON if check is not check_large), check_uncommon)
_LARGE_CHECKS = (*(check for check in _COMMON if check is not check_small), check_uncommon)
_EMPTY_CHECKS = tuple(check for check in GENERIC_CHECKS if check is not check_large)


@dataclass(frozen=True, eq=False)  # compared and hashed by identity: a name-table key
class CheckPlan:
    """One army's validation, compiled once: its adjusters, then every check a roster of
    each size class runs (generic then the army's), in one tuple so a roster is one loop."""

    army: ArmyRules
    small: tuple[Check, ...]
    large: tuple[Check, ...]
    # A roster without units (0 points: small): every generic check but the large rules, as
    # written, each saying what it needs.
    empty: tuple[Check, ...]
    # The adjusters this plan runs (the army's, or those a roster's names leave in).
    adjust: tuple[Adjust, ...] = ()
    # The army rules marked with ``armies.base.needs``: for each distinct set of keys, the
    # texts one of which a roster's names must contain for a unit to match (``probes``). The
    # plan of a roster leaves out the rules whose keys cannot name any of its units.
    guards: tuple[tuple[str, ...], ...] = ()
    # The guarded rules of each guard (as ``guards``), and the plans for each combination of
    # guards a roster passes (a bit each), made on first use.
    guarded: tuple[frozenset, ...] = ()
    variants: dict[int, CheckPlan] = field(default_factory=dict)


_PLANS: dict[str, CheckPlan] = {}


def plan_for(army: str) -> CheckPlan:
    """The compiled checks of ``army`` (made on first use)."""
    plan = _PLANS.get(army)
    if plan is None:
        rules = rules_for(army)
        guards: dict[tuple[str, ...], set] = {}
        rule: Callable
        for rule in (*rules.adjust, *rules.checks):
            tests = _guard_tests(NEEDS.get(rule))
            if tests is not None:
                guards.setdefault(tests, set()).add(rule)
        plan = _PLANS[army] = CheckPlan(rules, _SMALL_CHECKS + rules.checks,
                                        _LARGE_CHECKS + rules.checks,
                                        _EMPTY_CHECKS + rules.checks, rules.adjust,
                                        tuple(guards), tuple(map(frozenset, guards.values())))
    return plan


def _guard_tests(keys: tuple[tuple[str, ...], ...] | None) -> tuple[str, ...] | None:
    """The texts of a rule's ``needs`` keys (None: not guarded, or a key gives no test)."""
    if not keys:
        return None
    tests: set[str] = set()
    for one in keys:
        found = probes(one)
        if found is None:
            return None
        tests.update(found)
    return tuple(sorted(tests))


def _plan_of(plan: CheckPlan, ctx: Context) -> CheckPlan:
    """The plan for this roster: ``plan`` without the rules no unit's name can concern. Kept
    in the roster's name table (the same names, the same answer)."""
    if not shortcuts.ENABLED:
        return plan
    table: dict[Any, Any] | None = ctx.name_table
    if table is None:
        table = ctx.name_table = name_table(ctx)
    mine = table.get(plan)
    if mine is None:
        text = names_text_of(ctx, table)
        passed = 0
        bit = 1
        for tests in plan.guards:
            for test in tests:
                if test in text:
                    passed |= bit
                    break
            bit <<= 1
        mine = plan.variants.get(passed)
        if mine is None:
            mine = plan.variants[passed] = _variant(plan, passed)
        table[plan] = mine
    return mine


def _variant(plan: CheckPlan, passed: int) -> CheckPlan:
    left_out = frozenset().union(*(rules for bit, rules in enumerate(plan.guarded)
                                   if not passed >> bit & 1))
    def kept(rules: tuple) -> tuple:
        return tuple(rule for rule in rules if rule not in left_out)
    return CheckPlan(plan.army, kept(plan.small), kept(plan.large), kept(plan.empty),
                     kept(plan.adjust))


def _context(roster: Roster, limits: Limits | None, army: ArmyRules | None = None) -> Context:
    roster = catalogue.with_mount_traits(roster, None)  # a mount's traits count in the meter
    ctx = Context(roster, limits or default_limits())
    for adjust in (army or rules_for(roster.army)).adjust:
        adjust(ctx)
    return ctx


def validate(roster: Roster, limits: Limits | None = None) -> list[Violation]:
    """Every composition rule the roster breaks, generic rules first, then its army's.

    Args:
        roster: the warband to check (not modified).
        limits: the composition tables to use (default: the shipped ``data/warbands`` ones).

    Returns:
        Violations in a deterministic order; empty when the roster is legal.
    """
    roster, from_catalogue = catalogue.prepared(roster)  # the army data's limits and mounts
    plan = _PLANS.get(roster.army) or plan_for(roster.army)
    ctx = Context(roster, limits or default_limits())
    if plan.guards and shortcuts.ENABLED:
        # ``_plan_of`` with its first look-up here (a call less for a roster validated before).
        table = ctx.name_table = name_table(ctx)
        plan = table.get(plan) or _plan_of(plan, ctx)
    for adjust in plan.adjust:
        adjust(ctx)
    return _checked(ctx, plan) + from_catalogue


def _checked(ctx: Context, plan: CheckPlan) -> list[Violation]:
    out: list[Violation] = []
    for check in (plan.empty if not ctx.units else plan.large if ctx.large else plan.small):
        check(ctx, out)
    return out


def validate_with_reminders(roster: Roster, limits: Limits | None = None
                            ) -> tuple[list[Violation], list[Reminder]]:
    """``validate(roster)`` and ``reminders(roster)`` from one Context (the ``validate``
    command prints both for every file: building and adjusting it twice cost a fifth more)."""
    roster, from_catalogue = catalogue.prepared(roster)  # the army data's limits and mounts
    plan = plan_for(roster.army)
    ctx = Context(roster, limits or default_limits())
    if plan.guards:
        plan = _plan_of(plan, ctx)
    for adjust in plan.adjust:
        adjust(ctx)
    return _checked(ctx, plan) + from_catalogue, _reminded(ctx, plan.army)


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
    return unit_minimums(_context(roster, limits))


def composition(roster: Roster, limits: Limits | None = None) -> Composition:
    """Used versus allowed figures for a composition meter."""
    return build_composition(_context(roster, limits))
