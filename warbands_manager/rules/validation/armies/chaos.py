"""Hordes of Chaos, Beasts of Chaos, Archaon's Horde, Cult of Slaanesh, Daemonic Legions."""

from __future__ import annotations

from warbands_manager.rules.roster import CHAOS_TYPES, COMMAND_KINDS
from warbands_manager.rules.unit_names import matches_any
from warbands_manager.rules.validation.armies.base import ArmyRules
from warbands_manager.rules.validation.armies.helpers import (
    carries,
    check_upgrades_by_size,
    count_as,
    is_champion_commander,
    named,
    reminder,
    upgrade_indexes,
    upgrade_total,
)
from warbands_manager.rules.validation.context import Context, names

SPAWN = ("Spawn",)
SHAGGOTH = ("Shaggoth",)
HORRORS = ("Horror",)
FLAMERS = ("Flamer",)
WARHOUNDS = ("Warhound", "Chaos Hound")
DAEMONIC = ("Daemon", "Daemonic", "Herald", "Bloodhowler")
CHOSEN = ("Chosen", "Knights of Chaos", "Chaos Knight")
KNIGHTS_OF_CHAOS = ("Knights of Chaos", "Chaos Knight")
HELLCANNON = ("Hellcannon",)


def _spawn_is_rare(ctx: Context) -> None:
    for i in named(ctx, SPAWN, characters=False):
        count_as(ctx, i, 0, 1, "one Spawn of Chaos counts as a single Rare choice")


def _shaggoth_takes_both(ctx: Context) -> None:
    for i in named(ctx, SHAGGOTH, characters=False):
        count_as(ctx, i, 1, 1,
                 "a Dragon Ogre Shaggoth uses up both the Special and the Rare choice")


def _warhounds_do_not_count(ctx: Context) -> None:
    for i in named(ctx, WARHOUNDS, characters=False):
        ctx.core_counting[i] = False


def _flamers_by_horror_unit_size(ctx: Context) -> None:
    # The Flamer allowance by unit size replaces the army-book-minimum rule for Flamers.
    for i in named(ctx, HORRORS, characters=False):
        for j in upgrade_indexes(ctx.units[i], FLAMERS):
            ctx.exempt_upgrades.add((i, j))


def _check_spawn(ctx: Context, out: list) -> None:
    spawn = named(ctx, SPAWN, characters=False)
    count = sum(ctx.units[i].models for i in spawn)
    limit = ctx.lim["chaos.max_spawn"]
    if count > limit:
        ctx.error(out, "chaos.max-spawn", spawn,
                  f"Two Spawn of Chaos can never be included in a warband: {count} "
                  f"({names(ctx, spawn)})")


def daemonic_commander(ctx: Context) -> bool:
    """Reading: a Daemon warband (or Daemonic Legions) is led by a Daemonic Commander, and so is
    any warband whose Commander is named as a Daemon, Herald or Bloodhowler."""
    if ctx.roster.chaos_type == "daemon" or ctx.roster.army == "daemonic-legions":
        return True
    index = ctx.commander
    return index is not None and carries(ctx.units[index], DAEMONIC)


def _check_shaggoth(ctx: Context, out: list) -> None:
    shaggoths = named(ctx, SHAGGOTH, characters=False)
    if not shaggoths:
        return
    if daemonic_commander(ctx):
        ctx.error(out, "chaos.shaggoth-daemonic-commander", shaggoths,
                  "A Dragon Ogre Shaggoth may not be taken by a warband led by a Daemonic "
                  f"Commander: {names(ctx, shaggoths)}")
    promoted = [i for i in shaggoths
                if ctx.has_champion[i] or matches_any(ctx.units[i].name, ("Shaggoth Champion",))]
    if promoted:
        ctx.error(out, "chaos.no-shaggoth-champion", promoted,
                  "The Shaggoth cannot be promoted to a Shaggoth Champion: "
                  f"{names(ctx, promoted)}")


def _check_horror_flamers(ctx: Context, out: list) -> None:
    check_upgrades_by_size(
        ctx, out, "chaos.horror-flamers", ctx.lim["chaos.flamers"], HORRORS, FLAMERS,
        lambda unit, flamers, allowed: (
            f"Units of Horrors under 5 strong cannot include Flamers, 5-9 strong up "
            f"to 2, 10 or more up to 4: {unit.name} has {unit.models} models and "
            f"{flamers} Flamers (allowed {allowed})"))


def _check_chaos_type(ctx: Context, out: list) -> None:
    chaos_type = ctx.roster.chaos_type
    if chaos_type is None:
        ctx.error(out, "chaos.type-required", (),
                  "Chaos warbands, like Chaos armies, must be Beast, Mortal or Daemon warbands: "
                  "no type chosen")
    elif chaos_type not in CHAOS_TYPES:
        ctx.error(out, "chaos.type-required", (),
                  f"Chaos warbands must be Beast, Mortal or Daemon warbands: {chaos_type!r}")


def _check_daemon_commander(ctx: Context, out: list) -> None:
    index = ctx.commander
    if ctx.roster.chaos_type != "daemon" or index is None:
        return
    unit = ctx.units[index]
    if carries(unit, ("Bloodhowler",)):
        return
    if ctx.large and ctx.character[index] and carries(unit, ("Chalice of Chaos",)):
        return
    ctx.error(out, "hordes-of-chaos.daemon-commander", (index,),
              "Hordes of Chaos Daemon warbands must be led by a Bloodhowler or, at 200+ points, "
              f"a Mortal Hero with the Chalice of Chaos: the Commander is {unit.name}")


def _chosen_units(ctx: Context) -> list[int]:
    """Units that are Chosen or Knights of Chaos: by name, or by a status upgrade to Chosen
    (a Chaos Warriors unit upgraded to Chosen is a unit of Chosen Warriors)."""
    by_name = named(ctx, CHOSEN, characters=False)
    upgraded = [i for i, unit in enumerate(ctx.units)
                if i not in by_name and not ctx.character[i]
                and any(up.kind not in COMMAND_KINDS and matches_any(up.name, ("Chosen",))
                        for up in unit.upgrades)]
    return sorted((*by_name, *upgraded))


def _chosen_are_special(ctx: Context) -> None:
    for i in _chosen_units(ctx):
        count_as(ctx, i, 1, 0, "Chosen and Knights of Chaos count as Special in Archaon's Horde")
        for j in upgrade_indexes(ctx.units[i], ("Chosen",)):
            ctx.exempt_upgrades.add((i, j))


def _check_hellcannon(ctx: Context, out: list) -> None:
    cannons = named(ctx, HELLCANNON)
    if cannons:
        ctx.error(out, "archaons-horde.no-hellcannon", cannons,
                  "A Hellcannon counts as two Rare choices, so it may never be taken in a "
                  f"warband: {names(ctx, cannons)}")


def _check_slaanesh_commander(ctx: Context, out: list) -> None:
    index = ctx.commander
    if index is None:
        return
    unit = ctx.units[index]
    marked = carries(unit, ("Slaanesh",))
    if marked and ((ctx.character[index] and matches_any(unit.name, ("Sorceress",)))
                   or is_champion_commander(ctx, index)):
        return
    ctx.error(out, "cult-of-slaanesh.commander", (index,),
              "The Commander of a Cult of Slaanesh warband must be a Sorceress with the Mark of "
              "Slaanesh or a Unit Champion whose unit has the Mark of Slaanesh: the Commander is "
              f"{unit.name}{'' if marked else ' (no Mark of Slaanesh)'}")


def _check_no_chaos_knights(ctx: Context, out: list) -> None:
    knights = named(ctx, KNIGHTS_OF_CHAOS, characters=False)
    if knights:
        ctx.error(out, "cult-of-slaanesh.no-chaos-knights", knights,
                  f"Cult of Slaanesh warbands may not include Knights of Chaos: "
                  f"{names(ctx, knights)}")


def _check_legion_horrors(ctx: Context, out: list) -> None:
    for i in named(ctx, HORRORS, characters=False):
        flamers = upgrade_total(ctx.units[i], FLAMERS)
        if flamers:
            ctx.error(out, "daemonic-legions.horrors-no-flamers", (i,),
                      "Units of Horrors in a Daemonic Legion warband cannot be accompanied by "
                      f"Flamers (Flamers form units of their own): {ctx.units[i].name} has "
                      f"{flamers}")


SPAWN_RULES = ArmyRules(adjust=(_spawn_is_rare,), checks=(_check_spawn,))
SHAGGOTH_RULES = ArmyRules(adjust=(_shaggoth_takes_both,), checks=(_check_shaggoth,))
HORROR_RULES = ArmyRules(adjust=(_flamers_by_horror_unit_size,), checks=(_check_horror_flamers,))
WARHOUND_RULES = ArmyRules(adjust=(_warhounds_do_not_count,))

HORDES_AND_BEASTS = (
    ArmyRules(checks=(_check_chaos_type,)) + SPAWN_RULES + SHAGGOTH_RULES + HORROR_RULES
    + WARHOUND_RULES
)
HORDES_OF_CHAOS = HORDES_AND_BEASTS + ArmyRules(
    checks=(_check_daemon_commander,),
    reminders=(reminder("hordes-of-chaos.daemon-legions-hint",
                        "Daemon players may find the Daemonic Legions list (Storm of Chaos) more "
                        "practical for Daemon warbands."),),
)
BEASTS_OF_CHAOS = HORDES_AND_BEASTS
ARCHAONS_HORDE = (
    ArmyRules(adjust=(_chosen_are_special,), checks=(_check_hellcannon,),
              reminders=(reminder("archaons-horde.halting-the-tide",
                                  "Do not play the Halting the Tide scenario with warbands."),))
    + SPAWN_RULES + SHAGGOTH_RULES + HORROR_RULES + WARHOUND_RULES
)
CULT_OF_SLAANESH = (
    ArmyRules(checks=(_check_slaanesh_commander, _check_no_chaos_knights))
    + SPAWN_RULES + SHAGGOTH_RULES + WARHOUND_RULES
)
DAEMONIC_LEGIONS = ArmyRules(
    adjust=(_flamers_by_horror_unit_size,), checks=(_check_legion_horrors,),
    reminders=(reminder("daemonic-legions.commanders",
                        "Daemonic Heralds and Daemonic Unit Champions may act as warband "
                        "Commanders; Flamers are organised into units of their own."),),
)
