"""The per-army check plans (``validation.plan_for``) and the guards of ``check_uncommon`` give
exactly the violations of every generic check called in ``GENERIC_CHECKS`` order, then the
army's checks: the plain dispatch, with nothing skipped. Seeded random rosters of every army,
edited in place between validations (units dropped to none, campaign fields, 0-X limits,
Regiments of Renown, restricted options). No timing is asserted."""

from __future__ import annotations

import dataclasses
import random

import pytest

from tests.unit.rosters.test_rosters_random_smoke import random_roster
from warbands_manager.rules.roster import ARMIES
from warbands_manager.rules.validation import (
    GENERIC_CHECKS,
    _context,
    check_uncommon,
    plan_for,
    validate,
)
from warbands_manager.rules.validation.armies import rules_for


def _plain(roster) -> list:
    """Every generic check in order (each returns at once where it cannot apply), then the
    army's: no plan, no guard."""
    rules = rules_for(roster.army)
    ctx = _context(roster, None, rules)
    out: list = []
    for check in (*GENERIC_CHECKS, *rules.checks):
        check(ctx, out)
    return out


def _vary(rng: random.Random, roster) -> None:
    for unit in roster.units:
        if rng.random() < 0.15:
            unit.army_max = rng.choice((0, 1, 2))
        if rng.random() < 0.08:
            unit.traits = [*unit.traits, "regiment_of_renown"]
        if rng.random() < 0.08:
            unit.veteran = rng.choice((1, 3, 4))
        if rng.random() < 0.05:
            unit.abilities = ["Hatred"]
    if rng.random() < 0.05:
        roster.units.clear()


@pytest.mark.parametrize("seed", range(4))
def test_plans_and_guards_give_the_plain_dispatchs_violations(seed):
    rng = random.Random(4400 + seed)
    broken = set()
    for _ in range(500):
        roster = random_roster(rng)
        roster = dataclasses.replace(roster, army=rng.choice(ARMIES))
        _vary(rng, roster)
        found = validate(roster)
        assert found == _plain(roster)
        broken.update(v.rule for v in found)
    # The guarded checks do fire on these rosters, so a guard that skipped one would show.
    assert {"common.army-max", "dogs-of-war.renown-outside", "campaign.veteran-max",
            "size.no-units", "options.below-book-minimum"} <= broken


def test_each_plan_is_the_generic_checks_then_the_armys():
    for army in ARMIES:
        plan = plan_for(army)
        count = len(plan.army.checks)
        assert plan.small[len(plan.small) - count:] == plan.army.checks
        assert plan.large[len(plan.large) - count:] == plan.army.checks
        assert check_uncommon in plan.small and check_uncommon in plan.large
        assert plan.empty[:len(GENERIC_CHECKS) - 1] == tuple(
            check for check in GENERIC_CHECKS if check.__name__ != "check_large")
