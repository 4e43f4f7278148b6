"""Orcs & Goblins and Grimgor's Ardboyz."""

from __future__ import annotations

from warbands_manager.rules.roster import COMMAND_KINDS
from warbands_manager.rules.unit_names import matches_any
from warbands_manager.rules.validation.armies.base import ArmyRules
from warbands_manager.rules.validation.armies.helpers import (
    carries,
    check_commander_types,
    check_upgrades_by_size,
    is_champion_commander,
    named,
    upgrade_indexes,
)
from warbands_manager.rules.validation.context import Context, names

GOBLINS = ("Night Goblin", "Common Goblin", "Goblin")
NIGHT_GOBLINS = ("Night Goblin",)
FANATIC = ("Fanatic",)
BLACK_ORC_BIG_BOSS = ("Black Orc Big Boss",)
ORC_BIG_BOSS = ("Orc Big Boss",)
MOUNTS = ("Boar", "Mounted", "War Boar")
SHAMAN = ("Shaman",)
RUGLUD = ("Ruglud",)


def _goblin_command_models(ctx: Context) -> None:
    threshold = ctx.lim["orcs-and-goblins.goblin_command_models"]
    for i in named(ctx, GOBLINS, characters=False):
        book_min = ctx.option_minimum(i)
        if book_min is None or book_min <= threshold:
            continue
        for j, upgrade in enumerate(ctx.units[i].upgrades):
            if upgrade.kind in COMMAND_KINDS:
                ctx.upgrade_minimum[(i, j)] = threshold
        ctx.option_notes[i] = (f"its army book minimum (command models from {threshold} "
                               "Goblins)")
    for i in named(ctx, NIGHT_GOBLINS, characters=False):
        # Fanatics follow the unit-size table below instead of the book minimum.
        for j in upgrade_indexes(ctx.units[i], FANATIC):
            ctx.exempt_upgrades.add((i, j))


def _check_fanatics(ctx: Context, out: list) -> None:
    check_upgrades_by_size(
        ctx, out, "orcs-and-goblins.fanatics", ctx.lim["orcs-and-goblins.fanatics"],
        NIGHT_GOBLINS,
        FANATIC, lambda unit, fanatics, allowed: (
            "Night Goblin units under 10 strong cannot include Fanatics; 10-14 strong "
            "one, 15-19 up to two (assumed ranges: check your rulebook), "
            f"20+ up to three: {unit.name} has {unit.models} models and {fanatics} "
            f"Fanatics (allowed {allowed})"))


def _mounted_black_orc_bosses(ctx: Context) -> list[int]:
    return [i for i in named(ctx, BLACK_ORC_BIG_BOSS, characters=True)
            if ctx.units[i].upgrades_of("mount") or carries(ctx.units[i], MOUNTS)]


def _mounted_boss_counts_twice(ctx: Context) -> None:
    for i in _mounted_black_orc_bosses(ctx):
        ctx.hero_weight[i] = 2


def _check_ardboyz_commander(ctx: Context, out: list) -> None:
    if named(ctx, RUGLUD, characters=False):
        return  # Ruglud leads instead (checked below)
    check_commander_types(ctx, out, "grimgors-ardboyz.commander", "Grimgor's Ardboyz warbands",
                          ("Black Orc Big Boss", "Orc Big Boss"))


def _check_mounted_boss(ctx: Context, out: list) -> None:
    mounted = _mounted_black_orc_bosses(ctx)
    if mounted and not ctx.large:
        ctx.error(out, "grimgors-ardboyz.mounted-big-boss", mounted,
                  "A mounted Black Orc Big Boss counts as two Hero choices, so only warbands "
                  f"of 200+ points may include him: {names(ctx, mounted)}")


def _led_by_orc_big_boss(ctx: Context) -> bool:
    index = ctx.commander
    if index is None or not ctx.character[index]:
        return False
    name = ctx.units[index].name
    return matches_any(name, ORC_BIG_BOSS) and not matches_any(name, BLACK_ORC_BIG_BOSS)


def _check_shaman(ctx: Context, out: list) -> None:
    shamans = named(ctx, SHAMAN, characters=True)
    if shamans and not _led_by_orc_big_boss(ctx):
        ctx.error(out, "grimgors-ardboyz.shaman", shamans,
                  "Grimgor's Ardboyz warbands may include an Orc Shaman only if an Orc Big Boss "
                  f"leads the warband: {names(ctx, shamans)}")


def _check_effigy(ctx: Context, out: list) -> None:
    found = [i for i, unit in enumerate(ctx.units) if carries(unit, ("Effigy of Gork",))]
    if found:
        ctx.error(out, "grimgors-ardboyz.no-effigy", found,
                  "Grimgor's Ardboyz warbands cannot include Effigies of Gork: "
                  f"{names(ctx, found)}")


def _check_ruglud(ctx: Context, out: list) -> None:
    regiment = named(ctx, RUGLUD, characters=False)
    if not regiment:
        return
    others = [i for i in range(len(ctx.units))
              if ctx.character[i] and not matches_any(ctx.units[i].name, ("Ruglud", "Maggot"))]
    if others:
        ctx.error(out, "grimgors-ardboyz.ruglud", others,
                  "With Ruglud's Armoured Orcs in the warband, Ruglud and Maggot are the only "
                  f"characters it may include: {names(ctx, others)}")
    index = ctx.commander
    if index is None:
        return
    leads = (matches_any(ctx.units[index].name, ("Ruglud",))
             and (ctx.character[index] or is_champion_commander(ctx, index)))
    if not leads:
        ctx.error(out, "grimgors-ardboyz.ruglud-commands", (index,),
                  "If Ruglud's Armoured Orcs are included, Ruglud is the warband Commander: the "
                  f"Commander is {ctx.units[index].name}")


ORCS_AND_GOBLINS = ArmyRules(adjust=(_goblin_command_models,), checks=(_check_fanatics,))
GRIMGORS_ARDBOYZ = ArmyRules(
    adjust=(_mounted_boss_counts_twice,),
    checks=(_check_ardboyz_commander, _check_mounted_boss, _check_shaman, _check_effigy,
            _check_ruglud),
)
