"""Rules "For small warband games (1-199 pts)"."""

from __future__ import annotations

from warbands_manager.rules.validation.context import Context, names

MAGIC_KINDS = ("magic_item", "magic_standard")


def check_small(ctx: Context, out: list) -> None:
    """Every limit that applies only below 200 points."""
    if ctx.large or not ctx.units:
        return
    _max_units(ctx, out)
    _forbidden_choices(ctx, out)
    _machines_and_flyers(ctx, out)
    _magic_items(ctx, out)
    _commander_points(ctx, out)


def _max_units(ctx: Context, out: list) -> None:
    limit = ctx.lim["small.max_units"]
    units = [i for i in range(len(ctx.units)) if not ctx.character[i]]
    if len(units) > limit:
        ctx.error(out, "small.max-units", units,
                  f"Small warbands may not include more than {limit} units: {len(units)} "
                  "(characters are not counted as units)")


def _forbidden_choices(ctx: Context, out: list) -> None:
    if ctx.lords:
        ctx.error(out, "small.no-lords", ctx.lords,
                  f"Small warbands may not include Lord-level characters: "
                  f"{names(ctx, ctx.lords)}")
    special = [i for i, n in enumerate(ctx.special) if n]
    if special:
        ctx.error(out, "small.no-special", special,
                  f"Small warbands may not include Special units: {_explained(ctx, special)}")
    rare = [i for i, n in enumerate(ctx.rare) if n and i not in special]
    if rare:
        ctx.error(out, "small.no-rare", rare,
                  f"Small warbands may not include Rare units: {_explained(ctx, rare)}")


def _machines_and_flyers(ctx: Context, out: list) -> None:
    machines = [i for i, n in enumerate(ctx.war_machine) if n]
    if machines:
        ctx.error(out, "small.no-war-machines", machines,
                  "Small warbands may not include war machines: "
                  f"{_machine_names(ctx, machines)}")
    chariots = [i for i, n in enumerate(ctx.chariot) if n]
    if chariots:
        ctx.error(out, "small.no-chariots", chariots,
                  f"Small warbands may not include chariots: {names(ctx, chariots)}")
    flyers = [i for i, n in enumerate(ctx.flyer) if n]
    if flyers:
        ctx.error(out, "small.no-flyers", flyers,
                  f"Small warbands may not include flyers: {names(ctx, flyers)}")


def _magic_items(ctx: Context, out: list) -> None:
    for i, unit in enumerate(ctx.units):
        items = [up.name for up in unit.upgrades if up.kind in MAGIC_KINDS]
        if items:
            ctx.error(out, "small.no-magic-items", (i,),
                      f"Small warbands may not include magic items of any kind: {unit.name} "
                      f"has {', '.join(items)} (items that regular troops may take and that "
                      "are not in the army book's magic item list are allowed)")


def _commander_points(ctx: Context, out: list) -> None:
    cap = ctx.lim["small.commander_hero_max_points"]
    units, points = ctx.units, ctx.points
    for i in ctx.commanders:
        if points[i] > cap and units[i].category == "hero":
            ctx.error(out, "small.commander-max-points", (i,),
                      f"A Hero who commands a small warband may cost at most {cap} points "
                      f"including all equipment and upgrades: {ctx.priced(i)}")
    for i in ctx.heroes:
        if not units[i].commander and points[i] > cap:
            ctx.warning(out, "small.hero-max-points", (i,),
                        f"Reading: Heroes in small warbands are held to the {cap}-point "
                        f"Warband maximum too: {ctx.priced(i)}")


def _explained(ctx: Context, indexes: list[int]) -> str:
    return ", ".join(
        f"{ctx.units[i].name} ({ctx.slot_notes[i]})" if i in ctx.slot_notes else ctx.units[i].name
        for i in indexes
    )


def _machine_names(ctx: Context, indexes: list[int]) -> str:
    return ", ".join(
        f"{ctx.units[i].name} ({ctx.machine_notes[i]})" if i in ctx.machine_notes
        else ctx.units[i].name for i in indexes
    )
