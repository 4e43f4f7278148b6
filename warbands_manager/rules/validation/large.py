"""Rules "For large warband games (200-500 pts)"."""

from __future__ import annotations

from itertools import compress
from operator import or_

from warbands_manager.rules.validation.context import Context, names, names_with_points
from warbands_manager.rules.validation.model import ERROR, Violation


def check_large(ctx: Context, out: list) -> None:
    """Every limit that applies from 200 points up (also judged for oversize rosters)."""
    if not ctx.large:
        return
    # The cheap test of each limit is made here and its helper, which says what is wrong, is
    # called only when the limit is broken: most rosters break none, and a call per limit
    # cost more than the tests.
    (max_units, max_rare, max_special, max_special_without_rare, max_heroes, max_hero_points,
     _machines, max_flyers) = ctx.limits.large
    if ctx.regiment_count > max_units:
        _max_units(ctx, out)
    # ``special_rare_allowance``'s test, inline (a call and a tuple less on every roster);
    # a column still the Context's shared zeros (most rosters' Special, Rare, war machines,
    # chariots and flyers) counts 0 without a sum or scan.
    zero, special = ctx.zero, ctx.special
    rare = 0 if ctx.rare is zero else sum(ctx.rare)
    if rare > max_rare or (0 if special is zero else sum(special)) > (
            max_special if rare else max_special_without_rare):
        _special_and_rare(ctx, out)
    heroes = ctx.heroes
    if heroes:  # summed here: ``_heroes``, which words the errors, only when one is broken
        points, weights = ctx.points, ctx.hero_weights
        if weights:  # an army rule's weights (rare)
            count, spent = ctx.hero_count(), sum([points[i] for i in heroes])
        elif len(heroes) == 1:  # the common cases: each Hero counts one, no loop
            count, spent = 1, points[heroes[0]]
        elif len(heroes) == 2:
            i, j = heroes
            count, spent = 2, points[i] + points[j]
        else:
            count, spent = len(heroes), 0.0
            for i in heroes:
                spent += points[i]
        if count > max_heroes or spent > max_hero_points:
            _heroes(ctx, out, count, spent)
    if ctx.lords:
        _lords(ctx, out)
    war_machine, chariot, flyer = ctx.war_machine, ctx.chariot, ctx.flyer
    if (war_machine is not zero and any(war_machine)) or (chariot is not zero and any(chariot)):
        _war_machines(ctx, out)
    if (0 if flyer is zero else sum(flyer)) > max_flyers:
        _flyers(ctx, out)


def special_rare_allowance(ctx: Context) -> tuple[int, int, int, int]:
    """(special used, special allowed, rare used, rare allowed) for a large warband."""
    special, rare = sum(ctx.special), sum(ctx.rare)
    if rare == 0:
        return special, ctx.lim["large.max_special_without_rare"], rare, ctx.lim["large.max_rare"]
    return special, ctx.lim["large.max_special"], rare, ctx.lim["large.max_rare"]


def war_machines_used(ctx: Context) -> list[int]:
    """Units counted toward the 0-1 war machine or chariot limit."""
    war_machine, chariot, exempt = ctx.war_machine, ctx.chariot, ctx.machine_cap_exempt
    # The units with either count picked in C (``a | b`` of two whole numbers is 0 exactly when
    # both are): a Python test per unit of the roster cost more than all the rest of this rule.
    used = list(compress(range(len(war_machine)), map(or_, war_machine, chariot)))
    return [i for i in used if i not in exempt] if exempt else used


def _max_units(ctx: Context, out: list) -> None:
    limit = ctx.lim["large.max_units"]
    units = [i for i in range(len(ctx.units)) if not ctx.character[i]]
    ctx.error(out, "large.max-units", units,
              f"Large warbands may not include more than {limit} units: {len(units)} "
              "(characters are not counted as units)")


def _special_and_rare(ctx: Context, out: list) -> None:
    special, special_allowed, rare, rare_allowed = special_rare_allowance(ctx)
    special_units = [i for i, n in enumerate(ctx.special) if n]
    rare_units = [i for i, n in enumerate(ctx.rare) if n]
    if rare > rare_allowed:
        ctx.error(out, "large.max-rare", rare_units,
                  f"Large warbands may include up to {rare_allowed} Rare choice: {rare} "
                  f"({_slot_names(ctx, rare_units)})")
    if special > special_allowed:
        why = ("up to 1 Special choice, or 2 if no Rare choice is taken"
               if rare else f"up to {special_allowed} Special choices when no Rare is taken")
        ctx.error(out, "large.max-special", special_units,
                  f"Large warbands may include {why}: {special} Special "
                  f"({_slot_names(ctx, special_units)}) and {rare} Rare")


def _heroes(ctx: Context, out: list, count: int, spent: float) -> None:
    """The 0-2 Heroes and their points cap, given the Heroes' weighted count and points."""
    heroes = ctx.heroes
    limit = ctx.lim["large.max_heroes"]
    if count > limit:
        weights = ctx.hero_weights
        detail = ", ".join(
            f"{ctx.units[i].name} counts as {weights[i]}" if weights.get(i, 1) != 1
            else ctx.units[i].name for i in heroes
        )
        ctx.error(out, "large.max-heroes", heroes,
                  f"Large warbands may include 0-{limit} Hero-level characters: {count} "
                  f"({detail})")
    cap = ctx.lim["large.max_hero_points"]
    if spent > cap:
        out.append(Violation("large.max-heroes-points", ERROR, tuple(heroes),
                             f"Large warbands may spend at most {cap} points on Heroes: "
                             f"{names_with_points(ctx, heroes)}"))


def _lords(ctx: Context, out: list) -> None:
    lords = ctx.lords
    out.append(Violation("large.no-lords", ERROR, tuple(lords),
                         "Warbands may never include Lord-level characters: "
                         + names(ctx, lords)))


def _war_machines(ctx: Context, out: list) -> None:
    used = war_machines_used(ctx)
    count = sum(ctx.war_machine[i] + ctx.chariot[i] for i in used)
    limit = ctx.lim["large.max_war_machines"]
    if count > limit:
        listed = ", ".join(_machine_label(ctx, i) for i in used)
        ctx.error(out, "large.max-war-machines", used,
                  f"Large warbands may include 0-{limit} war machine or chariot in total "
                  f"(a unit of two counts as two): {count} ({listed})")


def _flyers(ctx: Context, out: list) -> None:
    limit = ctx.lim["large.max_flyers"]
    flyers = [i for i, n in enumerate(ctx.flyer) if n]
    if len(flyers) > limit:
        ctx.error(out, "large.max-flyers", flyers,
                  f"Large warbands may include {limit} flying unit or creature: {len(flyers)} "
                  f"({names(ctx, flyers)})")


def _machine_label(ctx: Context, i: int) -> str:
    count = ctx.war_machine[i] + ctx.chariot[i]
    note = ctx.machine_notes.get(i)
    text = ctx.units[i].name if count == 1 else f"{ctx.units[i].name} ×{count}"
    return f"{text}: {note}" if note else text


def _slot_names(ctx: Context, indexes: list[int]) -> str:
    return ", ".join(
        f"{ctx.units[i].name} — {ctx.slot_notes[i]}" if i in ctx.slot_notes
        else ctx.units[i].name for i in indexes
    )
