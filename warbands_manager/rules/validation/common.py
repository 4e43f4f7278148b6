"""Rules "For small and large warband games", the Commander, 0-X limits and unit options."""

from __future__ import annotations

from warbands_manager.rules.validation.context import Context, names
from warbands_manager.rules.validation.minimums import option_needs


def core_count(ctx: Context) -> int:
    """Core units that count toward the Core minimum."""
    return sum(ctx.core_counting)


def check_core_minimum(ctx: Context, out: list) -> None:
    """At least two Core units that count (small and large)."""
    if not ctx.units:
        return
    minimum = ctx.lim["large.min_core" if ctx.large else "small.min_core"]
    counted = core_count(ctx)
    if counted < minimum:
        core = [i for i, unit in enumerate(ctx.units) if unit.category == "core"]
        uncounted = [i for i in core if not ctx.core_counting[i]]
        note = (f"; {names(ctx, uncounted)} do not count toward the minimum" if uncounted
                else "")
        ctx.error(out, "common.min-core", core,
                  f"Warbands must include at least {minimum} Core units: {counted}{note}")


def check_commander(ctx: Context, out: list) -> None:
    """Exactly one Commander: a Hero or a unit with its Unit Champion."""
    commanders = ctx.commanders
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
    units = ctx.units
    keys = ctx.words
    groups: dict[tuple[str, ...], list[int]] = {}
    for i, unit in enumerate(units):
        if unit.army_max is not None:
            groups.setdefault(keys[i], [])
    for i, key in enumerate(keys):
        if key in groups:
            groups[key].append(i)
    for members in groups.values():
        limit = min(units[i].army_max for i in members if units[i].army_max is not None)
        if len(members) > limit:
            ctx.error(out, "common.army-max", members,
                      f"The army list allows 0-{limit} {units[members[0]].name}: {len(members)}")


def check_options(ctx: Context, out: list) -> None:
    """Options other than weapons and armour only at the army book minimum."""
    for i, unit in enumerate(ctx.units):
        upgrades = unit.upgrades
        taken = [upgrades[j].name for j in option_needs(ctx, i)]
        if taken:
            why = ctx.option_notes.get(i) or "its army book minimum"
            ctx.error(out, "options.below-book-minimum", (i,),
                      f"{unit.name} may take options other than weapon and armour upgrades "
                      f"only at {why} of {ctx.option_minimum(i)} models: {unit.models} models "
                      f"with {', '.join(taken)}")
