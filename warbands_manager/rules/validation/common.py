"""Rules "For small and large warband games", the Commander, 0-X limits and unit options."""

from __future__ import annotations

from warbands_manager.rules.unit_names import name_words
from warbands_manager.rules.validation.context import Context, names
from warbands_manager.rules.validation.minimums import needs_below
from warbands_manager.rules.validation.model import ERROR, Violation


def core_count(ctx: Context) -> int:
    """Core units that count toward the Core minimum."""
    return sum(ctx.core_counting)


def check_core_minimum(ctx: Context, out: list) -> None:
    """At least two Core units that count (small and large)."""
    if not ctx.units:
        return
    minimum = ctx.lim["large.min_core" if ctx.large else "small.min_core"]
    counted = sum(ctx.core_counting)  # ``core_count``, without the call
    if counted < minimum:
        core, uncounted = [], []
        counting = ctx.core_counting
        for i, unit in enumerate(ctx.units):
            if unit.category == "core":
                core.append(i)
                if not counting[i]:
                    uncounted.append(i)
        note = (f"; {names(ctx, uncounted)} do not count toward the minimum" if uncounted
                else "")
        out.append(Violation("common.min-core", ERROR, tuple(core),
                             f"Warbands must include at least {minimum} Core units: "
                             f"{counted}{note}"))


def check_commander(ctx: Context, out: list) -> None:
    """Exactly one Commander: a Hero or a unit with its Unit Champion."""
    commanders = ctx.commanders
    if len(commanders) == 1 and ctx.may_command[commanders[0]]:
        return  # the usual roster: one Commander, who may command (the loop below says so)
    if not ctx.units:
        return
    if not commanders:
        ctx.error(out, "common.commander-missing", (),
                  "Warbands must include one Commander model, nominated by the player: "
                  "none is marked")
        return
    if len(commanders) > 1:
        ctx.error(out, "common.commander-multiple", commanders,
                  f"Warbands have exactly one Commander: {len(commanders)} are marked "
                  f"({names(ctx, commanders)})")
    for i in commanders:
        unit = ctx.units[i]
        if ctx.may_command[i] or unit.category == "lord":
            continue
        ctx.error(out, "common.commander-eligible", (i,),
                  f"{unit.name} cannot be the Commander: the Commander is a Hero-level "
                  "character or a Unit Champion, and this unit has no champion upgrade")


def check_army_max(ctx: Context, out: list) -> None:
    """Army-list 0-X limits, counting units of the same name."""
    if not ctx.army_limited:  # most rosters have no 0-X unit at all
        return
    units = ctx.units
    # Every unit's words once, the loop in C (the Context's names are the units' names).
    keys = list(map(name_words, ctx.names))
    # Nearly always each 0-X unit is the only one of its name and X is at least 1: counted in
    # C, that needs no groups (the groups below would each hold that one allowed unit).
    for i in ctx.army_limited:
        if keys.count(keys[i]) > 1 or not units[i].army_max:
            break
    else:
        return
    groups: dict[tuple[str, ...], list[int]] = {}
    for i in ctx.army_limited:
        groups.setdefault(keys[i], [])
    for i, key in enumerate(keys):
        if key in groups:
            groups[key].append(i)
    for members in groups.values():
        limit = min([units[i].army_max for i in members if units[i].army_max is not None])
        if len(members) > limit:
            name = units[members[0]].name
            out.append(Violation("common.army-max", ERROR, tuple(members),
                                 f"The army list allows 0-{limit} {name}: {len(members)}"))


def check_options(ctx: Context, out: list) -> None:
    """Options other than weapons and armour only at the army book minimum."""
    # Only units with such an option can break the rule (the Context noted them).
    units, character = ctx.units, ctx.character
    for i in ctx.restricted:
        if character[i]:
            continue  # ``ctx.option_minimum``: None for a character, else the book minimum
        unit = units[i]
        minimum = unit.book_min
        if minimum is None or unit.models >= minimum:
            continue
        # The post-battle minimums step asks the same function (``option_needs``, which
        # hands a unit below its minimum to ``needs_below``: one source).
        upgrades = unit.upgrades
        taken = [upgrades[j].name for j in needs_below(ctx, i, upgrades, unit.models, minimum)]
        if taken:
            why = ctx.option_notes.get(i) or "its army book minimum"
            out.append(Violation(
                "options.below-book-minimum", ERROR, (i,),
                f"{unit.name} may take options other than weapon and armour upgrades only at "
                f"{why} of {minimum} models: {unit.models} models with {', '.join(taken)}"))
