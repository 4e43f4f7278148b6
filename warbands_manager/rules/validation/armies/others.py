"""Empire, Middenland, Dwarfs, Slayers, Chaos Dwarfs, Lizardmen, Red Host, Bubonic Court."""

from __future__ import annotations

from warbands_manager.rules.unit_names import matches_any
from warbands_manager.rules.validation.armies.base import ArmyRules
from warbands_manager.rules.validation.armies.helpers import (
    check_commander_types,
    forbidden_commander,
    named,
    reminder,
)
from warbands_manager.rules.validation.context import Context, names

SLAYER_COMMANDERS = ("Dragon Slayer", "Giant Slayer")


def _detachments_checked_apart(ctx: Context) -> None:
    for i, unit in enumerate(ctx.units):
        if unit.detachment_of is not None:
            ctx.size_exempt.add(i)


def _check_detachments(ctx: Context, out: list) -> None:
    minimum = ctx.lim["empire.detachment_min_models"]
    parent_minimum = ctx.lim["empire.detachment_parent_min_models"]
    for i, unit in enumerate(ctx.units):
        if unit.detachment_of is None:
            continue
        if unit.models < minimum:
            ctx.error(out, "empire.detachment-size", (i,),
                      "Detachments must still meet the minimum Warbands unit size of "
                      f"{minimum}: {unit.name} has {unit.models}")
        parent = ctx.roster.unit_by_id(unit.detachment_of)
        if parent is not None and parent.models < parent_minimum:
            index = ctx.units.index(parent)
            ctx.error(out, "empire.detachment-parent", (index, i),
                      f"Only units {parent_minimum} or stronger may take a detachment: "
                      f"{parent.name} has {parent.models} and takes {unit.name}")


def _check_dwarf_commander(ctx: Context, out: list) -> None:
    index = ctx.commander
    if index is not None and (found := forbidden_commander(ctx, index, SLAYER_COMMANDERS)):
        ctx.error(out, "dwarfs.commander", (index,),
                  "Dragon Slayers and Giant Slayers may not act as Commanders of Dwarf "
                  f"warbands: the Commander is {found}")


def _sole_character(ctx: Context, out: list, unit_keys: tuple[str, ...],
                    leader_keys: tuple[str, ...], rule: str, text: str) -> bool:
    if not named(ctx, unit_keys, characters=False):
        return False
    others = [i for i in range(len(ctx.units))
              if ctx.character[i] and not matches_any(ctx.units[i].name, leader_keys)]
    if others:
        ctx.error(out, rule, others, f"{text} is the only character the warband may include: "
                                     f"{names(ctx, others)}")
    index = ctx.commander
    if index is not None and not matches_any(ctx.units[index].name, leader_keys):
        ctx.error(out, rule, (index,),
                  f"{text} is the warband Commander: the Commander is {ctx.units[index].name}")
    return True


def _check_slayer_army(ctx: Context, out: list) -> None:
    pirates = _sole_character(ctx, out, ("Slayer Pirate", "Long Drong"), ("Long Drong",),
                              "slayer-army-of-karak-kadrin.long-drong",
                              "With Long Drong's Slayer Pirates included, Long Drong")
    hewer = _sole_character(ctx, out, ("Goblin Hewer",), ("Malakai",),
                            "slayer-army-of-karak-kadrin.malakai",
                            "With Malakai Makaisson's Goblin Hewer included, Malakai")
    if not (pirates or hewer):
        check_commander_types(ctx, out, "slayer-army-of-karak-kadrin.commander",
                              "Slayer Army of Karak Kadrin warbands", ("Dragon Slayer",))


def _uncounted(keys: tuple[str, ...]):
    def adjust(ctx: Context) -> None:
        for i in named(ctx, keys, characters=False):
            ctx.core_counting[i] = False
    return adjust


def _forbidden(rule: str, keys: tuple[str, ...], text: str):
    def check(ctx: Context, out: list) -> None:
        found = named(ctx, keys)
        if found:
            ctx.error(out, rule, found, f"{text}: {names(ctx, found)}")
    return check


def _check_red_host_heroes(ctx: Context, out: list) -> None:
    if ctx.large:
        return  # the large-warband 0-2 Hero rule already says it
    heroes = ctx.heroes
    limit = ctx.lim["red-host-of-tehenhauin.max_heroes"]
    if len(heroes) > limit:
        ctx.error(out, "red-host-of-tehenhauin.max-heroes", heroes,
                  f"A Red Host warband may include at most {limit} Heroes, even if all are Skink "
                  f"Chiefs: {len(heroes)} ({names(ctx, heroes)})")


EMPIRE = ArmyRules(adjust=(_detachments_checked_apart,), checks=(_check_detachments,))
ARMY_OF_MIDDENLAND = EMPIRE
DWARFS = ArmyRules(checks=(_check_dwarf_commander,))
SLAYER_ARMY = ArmyRules(checks=(_check_slayer_army,))
CHAOS_DWARFS = ArmyRules(adjust=(_uncounted(("Hobgoblin",)),), reminders=(reminder(
    "chaos-dwarfs.hobgoblins",
    "Hobgoblins do not count toward the minimum number of Core units."),))
EMPIRE_HUNTSMEN = ArmyRules(adjust=(_uncounted(("Huntsmen", "Huntsman")),))
LIZARDMEN = ArmyRules(reminders=(reminder(
    "lizardmen.lists",
    "Lizardman warbands may be selected from the standard army list or the Lizardmen of the "
    "Southlands list."),))
RED_HOST = ArmyRules(checks=(
    _forbidden("red-host-of-tehenhauin.no-tehenhauin", ("Tehenhauin",),
               "Red Host warbands cannot (and need not) include Tehenhauin"),
    _check_red_host_heroes,
))
BUBONIC_COURT = ArmyRules(checks=(
    _forbidden("bubonic-court-of-nurglitch.no-nurglitch", ("Nurglitch",),
               "Bubonic Court warbands cannot (and need not) include Nurglitch"),
))
