"""Size class, points limit, and unit sizes (seed 002 "Unit sizes and options")."""

from __future__ import annotations

from warbands_manager.rules.roster import LARGE_MAX, format_points
from warbands_manager.rules.validation.context import Context
from warbands_manager.rules.validation.limits import normal_base


def check_units_present(ctx: Context, out: list) -> None:
    """A roster without units is not a warband."""
    if not ctx.units:
        ctx.error(out, "size.no-units", (), "A warband needs units: this roster has none")


def check_total(ctx: Context, out: list) -> None:
    """1 to 500 points, and no more than the roster's ``points_limit``."""
    total = format_points(ctx.total)
    if ctx.whole < 1 and ctx.units:  # 0.5 rounds up to a 1-point warband
        ctx.error(out, "size.min-points", (),
                  f"A warband is 1 to {LARGE_MAX} points: this one totals {total}")
    if ctx.total > LARGE_MAX:
        ctx.error(out, "size.max-points", (),
                  f"No warband may be larger than {LARGE_MAX} points: {total} (oversize)")
    limit = ctx.roster.points_limit
    if limit is not None and ctx.total > limit:
        ctx.error(out, "size.points-limit", (),
                  f"This warband is built to {limit} points: it totals {total}")


def check_unit_sizes(ctx: Context, out: list) -> None:
    """Warbands minimum by base size (or book minimum) and army book maximum."""
    for i, unit in enumerate(ctx.units):
        if ctx.character[i] or i in ctx.size_exempt:
            continue
        minimum = ctx.size_minimum[i]
        if minimum is None:
            shown = f"base {unit.base!r} is not a size like 25x25" if unit.base else "no base"
            ctx.error(out, "size.base-unknown", (i,),
                      f"{unit.name}: the Warbands minimum unit size depends on the base size, "
                      f"and this unit has {shown}")
        elif unit.models < minimum:
            why = ctx.size_notes.get(i) or _base_reason(ctx, unit.base)
            ctx.error(out, "size.unit-minimum", (i,),
                      f"{unit.name} must be at least {minimum} models strong ({why}): "
                      f"{unit.models}")
        if unit.book_max is not None and unit.models > unit.book_max:
            ctx.error(out, "size.unit-maximum", (i,),
                      f"{unit.name} may be at most {unit.book_max} models strong (army book "
                      f"maximum): {unit.models}")


def _base_reason(ctx: Context, base: str) -> str:
    if normal_base(base) in ctx.limits.base_minimums:
        return f"on {base} bases"
    return (f"on {base} bases; reading: bases not in the rulebook table count as 40x40 or larger "
            "when 40 mm both ways, as cavalry when one side is 40 mm or more (40x20, 25x50), "
            "else as infantry")
