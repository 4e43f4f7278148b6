"""Size class, points limit, and unit sizes (seed 002 "Unit sizes and options")."""

from __future__ import annotations

from collections.abc import Iterable

from warbands_manager.rules.roster import LARGE_MAX, format_points
from warbands_manager.rules.validation.context import Context
from warbands_manager.rules.validation.limits import normal_base
from warbands_manager.rules.validation.model import ERROR, Violation


def check_units_present(ctx: Context, out: list) -> None:
    """A roster without units is not a warband."""
    if not ctx.units:
        ctx.error(out, "size.no-units", (), "A warband needs units: this roster has none")


def check_total(ctx: Context, out: list) -> None:
    """1 to 500 points, and no more than the roster's ``points_limit``."""
    # The total is formatted only for a message: most rosters break none of these.
    if ctx.whole < 1 and ctx.units:  # 0.5 rounds up to a 1-point warband
        ctx.error(out, "size.min-points", (),
                  f"A warband is 1 to {LARGE_MAX} points: this one totals "
                  f"{format_points(ctx.total)}")
    total = ctx.total
    if total > LARGE_MAX:
        out.append(Violation("size.max-points", ERROR, (),
                             f"No warband may be larger than {LARGE_MAX} points: "
                             f"{format_points(total)} (oversize)"))
    limit = ctx.roster.points_limit
    if limit is not None and total > limit:
        ctx.error(out, "size.points-limit", (),
                  f"This warband is built to {limit} points: it totals "
                  f"{format_points(ctx.total)}")


def check_unit_sizes(ctx: Context, out: list) -> None:
    """Warbands minimum by base size (or book minimum) and army book maximum."""
    # The Context found the units outside their sizes; if an army rule set a minimum of its
    # own (a Regiment of Renown keeps its book minimum), every unit is looked at again.
    if ctx.size_overrides:
        size_minimum = ctx.size_minimum
        looked_at: Iterable[int] = range(len(ctx.units))
    elif ctx.size_suspects:
        size_minimum, looked_at = None, ctx.size_suspects
    else:
        return  # every unit within its sizes (most rosters)
    character, exempt = ctx.character, ctx.size_exempt
    for i in looked_at:
        unit = ctx.units[i]
        if character[i] or i in exempt:
            continue
        minimum = ctx.found_minimum(i) if size_minimum is None else size_minimum[i]
        if minimum is None:
            shown = f"base {unit.base!r} is not a size like 25x25" if unit.base else "no base"
            ctx.error(out, "size.base-unknown", (i,),
                      f"{unit.name}: the Warbands minimum unit size depends on the base size, "
                      f"and this unit has {shown}")
        elif unit.models < minimum:
            why = ctx.size_notes.get(i) or _base_reason(ctx, unit.base)
            # The most frequent error of all: built here, not through ``ctx.error``.
            out.append(Violation("size.unit-minimum", ERROR, (i,),
                                 f"{unit.name} must be at least {minimum} models strong "
                                 f"({why}): {unit.models}"))
        if unit.book_max is not None and unit.models > unit.book_max:
            ctx.error(out, "size.unit-maximum", (i,),
                      f"{unit.name} may be at most {unit.book_max} models strong (army book "
                      f"maximum): {unit.models}")


def _base_reason(ctx: Context, base: str) -> str:
    limits = ctx.limits
    # A base written as the table writes it (nearly every roster's) needs no normalising.
    if (base in limits.base_minimums and limits.plain_bases
            or normal_base(base) in limits.base_minimums):
        return f"on {base} bases"
    return (f"on {base} bases; reading: bases not in the rulebook table count as 40x40 or larger "
            "when 40 mm both ways, as cavalry when one side is 40 mm or more (40x20, 25x50), "
            "else as infantry")
