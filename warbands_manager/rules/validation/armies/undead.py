"""Tomb Kings, Vampire Counts and the Army of Sylvania."""

from __future__ import annotations

from warbands_manager.rules.edition_names import edition_names
from warbands_manager.rules.validation.armies.base import ArmyRules
from warbands_manager.rules.validation.armies.helpers import (
    check_commander_types,
    count_as,
    named,
    reminder,
)
from warbands_manager.rules.validation.context import Context, names
from warbands_manager.rules.validation.model import Reminder

TOMB_KING_COMMANDERS = ("Tomb Prince", "Icon Bearer", "Liche Priest")
PRIEST_OR_PRINCE = ("Tomb Prince", "Liche Priest")
VAMPIRE_COMMANDERS = edition_names("vampire-counts", (
    "Vampire Thrall", "Vampire", "Wight Lord", "Wraith", "Necromancer"))
SYLVANIAN_COMMANDERS = edition_names("army-of-sylvania", (
    "Von Carstein Vampire Thrall", "Vampire Thrall", "Vampire", "Wight Lord", "Wraith"))


def _chariot_units(ctx: Context) -> list[int]:
    """Units of chariots: named as chariots, or regiments with the chariot trait."""
    by_name = _named_chariots(ctx)
    return [i for i in range(len(ctx.units))
            if (ctx.chariot[i] and not ctx.character[i]) or i in by_name]


def _named_chariots(ctx: Context) -> list[int]:
    return named(ctx, ("Chariot",), characters=False)


def _chariots_are_special(ctx: Context) -> None:
    for i in _named_chariots(ctx):
        if not ctx.chariot[i]:
            ctx.chariot[i] = ctx.units[i].models
    for i in _chariot_units(ctx):
        count_as(ctx, i, 1, 0, "chariot units always count as Special in Tomb King warbands")
        ctx.machine_cap_exempt.add(i)
        ctx.machine_notes[i] = "the single Tomb King chariot unit of 1-5 chariots"


def _check_chariots(ctx: Context, out: list) -> None:
    units = _chariot_units(ctx)
    limit = ctx.lim["tomb-kings.max_chariot_units"]
    if len(units) > limit:
        ctx.error(out, "tomb-kings.one-chariot-unit", units,
                  f"Tomb King warbands may take only a single chariot unit: {len(units)} "
                  f"({names(ctx, units)})")
    biggest = ctx.lim["tomb-kings.chariot_unit_max"]
    for i in units:
        if ctx.units[i].models > biggest:
            ctx.error(out, "tomb-kings.chariot-unit-size", (i,),
                      f"The Tomb King chariot unit may include 1-{biggest} chariots: "
                      f"{ctx.units[i].name} has {ctx.units[i].models}")


def _check_tomb_king_commander(ctx: Context, out: list) -> None:
    check_commander_types(ctx, out, "tomb-kings.commander", "Tomb King warbands",
                          TOMB_KING_COMMANDERS)


def _remind_tomb_kings(ctx: Context) -> list[Reminder]:
    result = [Reminder("tomb-kings.general-and-hierophant",
                       "The Commander acts as both General and Hierophant; if he is destroyed, "
                       "the Undead begin to crumble (Tomb Kings army book, p. 21).")]
    if named(ctx, PRIEST_OR_PRINCE, characters=True):
        result.append(Reminder("tomb-kings.incantations",
                               "Tomb Princes and Liche Priests who lead warbands use Incantations "
                               "per the normal rules."))
    else:
        result.append(Reminder(
            "tomb-kings.incantations",
            "With an Icon Bearer or Unit Champion as Commander and no Tomb Prince or Liche Priest: "
            "each Magic Phase any Undead unit with champion, standard bearer and musician may cast "
            "one of the four Incantations as a bound spell of power level D6 (Smiting, Urgency "
            "and Summoning only on itself); it loses this if it loses any of the three."))
    return result


def _check_vampire_commander(ctx: Context, out: list) -> None:
    check_commander_types(ctx, out, "vampire-counts.commander", "Vampire Counts warbands",
                          VAMPIRE_COMMANDERS)


def _check_sylvanian_commander(ctx: Context, out: list) -> None:
    check_commander_types(ctx, out, "army-of-sylvania.commander", "Sylvanian warbands",
                          SYLVANIAN_COMMANDERS)


CRUMBLE = reminder("vampire-counts.crumble",
                   "The destruction of the Commander starts the slow collapse of the Undead units "
                   "(Vampire Counts army book, p. 25).")
NO_WIZARD = reminder("undead.no-wizard",
                     "Undead warbands need not include a Wizard: assume the spellcaster who "
                     "animated them is near the battlefield.")

TOMB_KINGS = ArmyRules(
    adjust=(_chariots_are_special,),
    checks=(_check_tomb_king_commander, _check_chariots),
    reminders=(_remind_tomb_kings, NO_WIZARD),
)
VAMPIRE_COUNTS = ArmyRules(checks=(_check_vampire_commander,), reminders=(CRUMBLE, NO_WIZARD))
ARMY_OF_SYLVANIA = ArmyRules(
    checks=(_check_sylvanian_commander,),
    reminders=(CRUMBLE, NO_WIZARD,
               reminder("army-of-sylvania.grave-markers",
                        "Sylvanian warbands of any size place two Grave Markers on the "
                        "battlefield; one must be on the Sylvanian half of the table.")),
)
