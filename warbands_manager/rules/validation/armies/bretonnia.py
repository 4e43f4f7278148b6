"""Bretonnians and the Errantry War."""

from __future__ import annotations

from warbands_manager.rules.validation.armies.base import ArmyRules
from warbands_manager.rules.validation.armies.helpers import (
    carries,
    is_champion_commander,
    named,
    upgrade_indexes,
)
from warbands_manager.rules.validation.context import Context, names

KNIGHTS = ("Knight",)
KNIGHTS_ERRANT = ("Knights Errant", "Knight Errant")
BATTLE_STANDARD = ("Battle Standard", "Battle Standard Bearer")
ERRANTRY_BANNER = ("Errantry Banner",)


def _knightly_champions(ctx: Context) -> None:
    for i in named(ctx, KNIGHTS, characters=False):
        ctx.option_notes[i] = ("its regular army book minimum (the free upgrade to champion — "
                               "Cavalier, Gallant or Paragon — included)")


def _check_battle_standard(ctx: Context, out: list) -> None:
    bearers = [i for i in ctx.heroes if carries(ctx.units[i], BATTLE_STANDARD)]
    if not bearers:
        return
    index = ctx.commander
    if index is not None and is_champion_commander(ctx, index):
        return
    ctx.error(out, "bretonnia.battle-standard", bearers,
              "Bretonnian warbands get no extra character: the only way to include a Battle "
              "Standard Bearer is a Paladin carrying it while a Unit Champion commands the "
              f"warband: {names(ctx, bearers)} carries it, and the Commander is "
              f"{ctx.units[index].name if index is not None else 'not a Unit Champion'}")


def _knights_errant_standards(ctx: Context) -> None:
    # Errantry War's own standard rule (five or more models) replaces the book-minimum rule.
    for i in named(ctx, KNIGHTS_ERRANT, characters=False):
        unit = ctx.units[i]
        for j, upgrade in enumerate(unit.upgrades):
            if upgrade.kind in ("standard", "magic_standard"):
                ctx.exempt_upgrades.add((i, j))


def _check_knights_errant(ctx: Context, out: list) -> None:
    errant = named(ctx, KNIGHTS_ERRANT, characters=False)
    minimum = ctx.lim["errantry-war.min_knights_errant_units"]
    if ctx.units and len(errant) < minimum:
        ctx.error(out, "errantry-war.knights-errant", errant,
                  f"Errantry War warbands must include at least {minimum} units of Knights "
                  f"Errant: {len(errant)}")
    standard_min = ctx.lim["errantry-war.standard_min_models"]
    for i in errant:
        unit = ctx.units[i]
        standards = unit.upgrades_of("standard", "magic_standard")
        if not standards:
            continue
        if unit.models < standard_min:
            ctx.error(out, "errantry-war.standard", (i,),
                      f"Only units of Knights Errant with {standard_min} or more models may take "
                      f"a standard bearer: {unit.name} has {unit.models}")
        if ctx.large and not upgrade_indexes(unit, ERRANTRY_BANNER):
            ctx.error(out, "errantry-war.errantry-banner", (i,),
                      "In warbands of 200 points or more a Knights Errant standard bearer must "
                      f"always carry the free Errantry Banner: {unit.name} has "
                      f"{', '.join(up.name for up in standards)}")


BRETONNIA = ArmyRules(adjust=(_knightly_champions,), checks=(_check_battle_standard,))
ERRANTRY_WAR = BRETONNIA + ArmyRules(adjust=(_knights_errant_standards,),
                                     checks=(_check_knights_errant,))
