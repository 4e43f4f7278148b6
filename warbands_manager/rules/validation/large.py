"""Rules "For large warband games (200-500 pts)"."""

from __future__ import annotations

from warbands_manager.rules.validation.context import Context, names, names_with_points


def check_large(ctx: Context, out: list) -> None:
    """Every limit that applies from 200 points up (also judged for oversize rosters)."""
    if not ctx.large:
        return
    _max_units(ctx, out)
    _special_and_rare(ctx, out)
    _heroes(ctx, out)
    _lords(ctx, out)
    _war_machines(ctx, out)
    _flyers(ctx, out)


def special_rare_allowance(ctx: Context) -> tuple[int, int, int, int]:
    """(special used, special allowed, rare used, rare allowed) for a large warband."""
    special, rare = sum(ctx.special), sum(ctx.rare)
    if rare == 0:
        return special, ctx.lim["large.max_special_without_rare"], rare, ctx.lim["large.max_rare"]
    return special, ctx.lim["large.max_special"], rare, ctx.lim["large.max_rare"]


def war_machines_used(ctx: Context) -> list[int]:
    """Units counted toward the 0-1 war machine or chariot limit."""
    return [i for i in range(len(ctx.units))
            if (ctx.war_machine[i] or ctx.chariot[i]) and i not in ctx.machine_cap_exempt]


def _max_units(ctx: Context, out: list) -> None:
    limit = ctx.lim["large.max_units"]
    units = [i for i in range(len(ctx.units)) if not ctx.character[i]]
    if len(units) > limit:
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


def _heroes(ctx: Context, out: list) -> None:
    """The 0-2 Heroes (weighted: an army rule may count one as two) and their points cap."""
    heroes = ctx.heroes
    count = ctx.hero_count()
    limit = ctx.lim["large.max_heroes"]
    if count > limit:
        detail = ", ".join(
            f"{ctx.units[i].name} counts as {ctx.hero_weight[i]}" if ctx.hero_weight[i] != 1
            else ctx.units[i].name for i in heroes
        )
        ctx.error(out, "large.max-heroes", heroes,
                  f"Large warbands may include 0-{limit} Hero-level characters: {count} "
                  f"({detail})")
    cap = ctx.lim["large.max_hero_points"]
    if sum(ctx.points[i] for i in heroes) > cap:
        ctx.error(out, "large.max-heroes-points", heroes,
                  f"Large warbands may spend at most {cap} points on Heroes: "
                  f"{names_with_points(ctx, heroes)}")


def _lords(ctx: Context, out: list) -> None:
    if ctx.lords:
        ctx.error(out, "large.no-lords", ctx.lords,
                  "Warbands may never include Lord-level characters: " + names(ctx, ctx.lords))


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
