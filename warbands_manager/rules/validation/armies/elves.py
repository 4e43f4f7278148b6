"""High Elves (Intrigue at Court), Dark Elves, Wood Elves, High Elf Sea Patrol."""

from __future__ import annotations

from dataclasses import dataclass

from warbands_manager.rules.dice import Dice, Roll
from warbands_manager.rules.roster import Roster
from warbands_manager.rules.validation.armies.base import ArmyRules
from warbands_manager.rules.validation.armies.helpers import (
    forbidden_commander,
    named,
    reminder,
)
from warbands_manager.rules.validation.context import Context, names
from warbands_manager.rules.validation.model import Reminder

NON_COMMANDING_KINDREDS = ("Wardancer", "Alter", "Bladesinger")
SEA_RANGERS = ("Lothern Sea Ranger", "Sea Ranger")
WILD_RIDERS = ("Wild Riders",)


@dataclass(frozen=True)
class IntrigueResult:
    """Who won the Intrigue at Court dice-off, and every roll made (ties are rerolled)."""

    commander: int
    rolls: tuple[tuple[int, Roll], ...]


def intrigue_at_court(roster: Roster, dice: Dice) -> IntrigueResult | None:
    """Dice off between a High Elf warband's Heroes to find its Commander.

    Each Hero rolls a D6; the highest becomes the Commander; tied leaders roll again. With a
    single Hero he is the Commander without a roll; with none, no roll is made (the player
    nominates a Unit Champion) and None is returned.

    Args:
        roster: the warband.
        dice: the dice to use (seeded in tests; every roll is logged in ``dice.log``).
    """
    heroes = [i for i, unit in enumerate(roster.units) if unit.category == "hero"]
    if not heroes:
        return None
    rolls: list[tuple[int, Roll]] = []
    contenders = heroes
    while len(contenders) > 1:
        round_rolls = [(i, dice.roll(6, f"Intrigue at Court: {roster.units[i].name}"))
                       for i in contenders]
        rolls.extend(round_rolls)
        best = max(roll.total for _i, roll in round_rolls)
        contenders = [i for i, roll in round_rolls if roll.total == best]
    return IntrigueResult(contenders[0], tuple(rolls))


def _check_intrigue(ctx: Context, out: list) -> None:
    heroes = ctx.heroes
    index = ctx.commander
    if not heroes or index is None:
        return
    if len(heroes) == 1 and index != heroes[0]:
        ctx.error(out, "high-elves.intrigue-at-court", (heroes[0], index),
                  "Intrigue at Court: a High Elf warband with a single Hero is commanded by him: "
                  f"{ctx.units[heroes[0]].name}, not {ctx.units[index].name}")
    elif len(heroes) > 1 and index not in heroes:
        ctx.error(out, "high-elves.intrigue-at-court", (*heroes, index),
                  "Intrigue at Court: with two Heroes the Commander is one of them, decided by a "
                  f"dice-off ({names(ctx, heroes)}), not {ctx.units[index].name}")


def _remind_intrigue(ctx: Context) -> list[Reminder]:
    heroes = ctx.heroes
    if len(heroes) > 1:
        return [Reminder("high-elves.intrigue-at-court",
                         f"Intrigue at Court: dice off between {names(ctx, heroes)} to determine "
                         "the Commander (the Commander marked on this roster is provisional).")]
    if not heroes:
        return [Reminder("high-elves.intrigue-at-court",
                         "Intrigue at Court: with no Heroes, the nominated Unit Champion commands "
                         "and no Intrigue at Court roll is made.")]
    return []


def _check_wood_elf_commander(ctx: Context, out: list) -> None:
    index = ctx.commander
    if index is None:
        return
    found = forbidden_commander(ctx, index, NON_COMMANDING_KINDREDS)
    if found:
        ctx.error(out, "wood-elves.commander", (index,),
                  "Nobles of the Wardancer or Alter Kindreds and Bladesingers cannot act as "
                  f"warband Commanders: the Commander is {found}")


def _wild_riders_musician(ctx: Context) -> None:
    for i in named(ctx, WILD_RIDERS, characters=False):
        ctx.option_notes[i] = ("its regular army book minimum (the free upgrade to Musician "
                               "included)")


def _check_sea_rangers(ctx: Context, out: list) -> None:
    rangers = named(ctx, SEA_RANGERS, characters=False)
    if not ctx.units:
        return
    if not ctx.large:
        if rangers:
            ctx.error(out, "high-elf-sea-patrol.sea-rangers", rangers,
                      "High Elf Sea Patrol warbands of 199 points or fewer cannot include Lothern "
                      f"Sea Rangers: {len(rangers)}")
        return
    rare = sum(ctx.rare)
    allowed = (ctx.lim["high-elf-sea-patrol.large_max_sea_rangers_without_rare"] if rare == 0
               else ctx.lim["high-elf-sea-patrol.large_min_sea_rangers"])
    minimum = ctx.lim["high-elf-sea-patrol.large_min_sea_rangers"]
    if not minimum <= len(rangers) <= allowed:
        ctx.error(out, "high-elf-sea-patrol.sea-rangers", rangers,
                  f"High Elf Sea Patrol warbands of 200 points or more must take {minimum} unit of "
                  f"Lothern Sea Rangers, and may take {minimum + 1} if no Rare choice is "
                  f"selected: {len(rangers)} with {rare} Rare")


HIGH_ELVES = ArmyRules(
    checks=(_check_intrigue,),
    reminders=(_remind_intrigue,
               reminder("high-elves.pure-of-heart",
                        "Pure of Heart is not a mandatory Honour for High Elf warbands; it may be "
                        "chosen for a character at the player's discretion."),),
)
DARK_ELVES = ArmyRules(reminders=(reminder(
    "dark-elves.updated-rules",
    "Use the updated rules for Dark Elves published in White Dwarf 286; no other army-specific "
    "rules apply to Dark Elf warbands."),))
WOOD_ELVES = ArmyRules(
    adjust=(_wild_riders_musician,), checks=(_check_wood_elf_commander,),
    reminders=(reminder("wood-elves.no-woodland-ambush",
                        "The Woodland Ambush rule does not apply to Warbands games."),),
)
HIGH_ELF_SEA_PATROL = HIGH_ELVES + ArmyRules(checks=(_check_sea_rangers,))
