"""The plans' guards (``armies.base.needs``): a rule marked as needing a unit of some names does
nothing at all — no figure, note or exemption written, no violation — on a roster where no unit
has such a name, so a plan may leave it out; and the plans that leave rules out give the plain
dispatch's violations and reminders. Seeded random rosters of every army. No timing."""

from __future__ import annotations

import dataclasses
import random

from tests.unit.rosters.test_rosters_random_smoke import NAMES, random_roster
from tests.unit.unit_names.test_unit_names_matcher import _plain_match
from warbands_manager.rules.roster import ARMIES
from warbands_manager.rules.validation import (
    GENERIC_CHECKS,
    _context,
    _plan_of,
    _reminded,
    default_limits,
    plan_for,
    validate,
    validate_with_reminders,
)
from warbands_manager.rules.validation.armies import rules_for
from warbands_manager.rules.validation.armies.base import NEEDS
from warbands_manager.rules.validation.context import Context


def _armies_of(rule) -> list[str]:
    return [army for army in ARMIES
            if rule in rules_for(army).adjust or rule in rules_for(army).checks]


def _state(ctx: Context) -> dict:
    """Everything a rule may write (the name table is the look-ups' own cache)."""
    return {slot: repr(getattr(ctx, slot)) for slot in Context.__slots__
            if slot not in ("name_table", "roster", "limits", "lim")}


def _names_keys(ctx: Context, keys: tuple[tuple[str, ...], ...]) -> bool:
    return any(_plain_match(unit.name, key) for unit in ctx.units
               for group in keys for key in group)


def _named_roster(rng: random.Random, army: str, keys) -> object:
    roster = dataclasses.replace(random_roster(rng), army=army)
    pool = NAMES + [key.lstrip("=") for group in keys for key in group]
    for unit in roster.units:
        if rng.random() < 0.5:
            unit.name = rng.choice(pool)
    return roster


def test_a_rule_that_needs_a_name_does_nothing_without_it():
    rules_for("empire")  # every army module imported: their rules registered
    assert len(NEEDS) >= 25
    for rule, keys in NEEDS.items():
        rng = random.Random(f"{rule.__module__}.{rule.__qualname__} {keys}")  # any order
        armies = _armies_of(rule)
        assert armies, rule
        quiet = busy = 0
        for _ in range(200):
            army = rng.choice(armies)
            rules = rules_for(army)
            ctx = Context(_named_roster(rng, army, keys), default_limits())
            adjusters = rules.adjust[:rules.adjust.index(rule)] if rule in rules.adjust \
                else rules.adjust
            for adjust in adjusters:
                adjust(ctx)
            before, out = _state(ctx), []
            if rule in rules.adjust:
                rule(ctx)
            else:
                rule(ctx, out)
            if _names_keys(ctx, keys):
                busy += 1
            else:
                assert out == [] and _state(ctx) == before, (rule, army)
                quiet += 1
        assert quiet > 10 and busy > 10, rule  # both kinds of roster were tried


def _plain(roster) -> tuple[list, list]:
    rules = rules_for(roster.army)
    ctx = _context(roster, None, rules)
    out: list = []
    for check in (*GENERIC_CHECKS, *rules.checks):
        check(ctx, out)
    return out, _reminded(ctx, rules)


def test_plans_leaving_rules_out_give_the_plain_dispatchs_answers():
    rng = random.Random(2106)
    guarded = [army for army in ARMIES if plan_for(army).guards]
    assert len(guarded) >= 10
    left_out = kept = 0
    for _ in range(1500):
        army = rng.choice(guarded)
        keys = tuple(group for rule, groups in NEEDS.items() for group in groups
                     if rule in rules_for(army).adjust or rule in rules_for(army).checks)
        roster = _named_roster(rng, army, keys)
        expected = _plain(roster)
        assert validate(roster) == expected[0]
        assert validate_with_reminders(roster) == expected
        roster.units.reverse()  # the same names in another order: a table of its own
        assert validate(roster) == _plain(roster)[0]
        full = len(plan_for(army).adjust) + len(plan_for(army).large)
        ctx = Context(roster, default_limits())
        mine = _plan_of(plan_for(army), ctx)
        left_out += len(mine.adjust) + len(mine.large) < full
        kept += len(mine.adjust) + len(mine.large) == full
    assert left_out > 200 and kept > 200
