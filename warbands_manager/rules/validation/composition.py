"""The figures of the composition meter, from the same counts the checks use."""

from __future__ import annotations

from warbands_manager.rules.validation.common import core_count
from warbands_manager.rules.validation.context import Context
from warbands_manager.rules.validation.large import special_rare_allowance, war_machines_used
from warbands_manager.rules.validation.model import Composition


def build_composition(ctx: Context) -> Composition:
    """Used versus allowed for the size class the roster's points put it in."""
    lim = ctx.lim
    heroes = ctx.heroes
    regiments = sum(1 for is_character in ctx.character if not is_character)
    machines = sum(ctx.war_machine[i] + ctx.chariot[i] for i in war_machines_used(ctx))
    if ctx.large:
        special, special_allowed, rare, rare_allowed = special_rare_allowance(ctx)
        sizes = dict(core_minimum=lim["large.min_core"], unit_max=lim["large.max_units"],
                     hero_max=lim["large.max_heroes"], hero_points_cap=lim["large.max_hero_points"],
                     commander_max_points=None, war_machines_allowed=lim["large.max_war_machines"],
                     flyers_allowed=lim["large.max_flyers"])
    else:
        special, special_allowed, rare, rare_allowed = sum(ctx.special), 0, sum(ctx.rare), 0
        sizes = dict(core_minimum=lim["small.min_core"], unit_max=lim["small.max_units"],
                     hero_max=None, hero_points_cap=None,
                     commander_max_points=lim["small.commander_hero_max_points"],
                     war_machines_allowed=0, flyers_allowed=0)
    return Composition(
        points=ctx.total, points_limit=ctx.roster.points_limit, size=ctx.size,
        core_count=core_count(ctx), unit_count=regiments,
        special_used=special, special_allowed=special_allowed,
        rare_used=rare, rare_allowed=rare_allowed,
        hero_count=ctx.hero_count(),
        hero_points=sum(ctx.points[i] for i in heroes),
        war_machines_used=machines, flyers_used=sum(ctx.flyer),
        lords=sum(1 for unit in ctx.units if unit.category == "lord"),
        commanders=tuple(ctx.commanders),
        commander_names=tuple(ctx.units[i].name for i in ctx.commanders),
        **sizes,
    )
