"""Dogs of War, and Regiments of Renown in every other army."""

from __future__ import annotations

from warbands_manager.rules.unit_names import matches_any
from warbands_manager.rules.validation.armies.base import ArmyRules
from warbands_manager.rules.validation.armies.helpers import reminder
from warbands_manager.rules.validation.context import Context, names

RENOWN = "regiment_of_renown"
# Regiments of Renown that other army lists name specifically.
ALLOWED_ELSEWHERE = {
    "slayer-army-of-karak-kadrin": ("Long Drong", "Slayer Pirate"),
    "grimgors-ardboyz": ("Ruglud",),
}


def _renown(ctx: Context, *, characters: bool) -> list[int]:
    return [i for i, unit in enumerate(ctx.units)
            if ctx.character[i] == characters and RENOWN in unit.traits]


def _renown_keeps_book_sizes(ctx: Context) -> None:
    for i in _renown(ctx, characters=False):
        book_min = ctx.units[i].book_min
        if book_min is not None:
            ctx.size_minimum[i] = book_min
            ctx.size_notes[i] = ("a Regiment of Renown keeps its army book minimum; the Warbands "
                                 "rules never adjust it")


def _check_renown(ctx: Context, out: list) -> None:
    regiments = _renown(ctx, characters=False)
    if len(regiments) > 1:
        ctx.error(out, "dogs-of-war.max-one-renown", regiments,
                  "Dogs of War warbands may include a single Regiment of Renown: "
                  f"{len(regiments)} ({names(ctx, regiments)})")
    leaders = _renown(ctx, characters=True)
    if not leaders:
        return
    others = [i for i in range(len(ctx.units)) if ctx.character[i] and i not in leaders]
    if others:
        ctx.error(out, "dogs-of-war.renown-characters", others,
                  "A warband whose Regiment of Renown comes with characters may include no other "
                  f"characters: {names(ctx, others)}")
    index = ctx.commander
    if index is not None and index not in leaders:
        ctx.error(out, "dogs-of-war.renown-leader-commands", (*leaders, index),
                  "The character who leads the Regiment of Renown acts as the Commander: "
                  f"{names(ctx, leaders)}, not {ctx.units[index].name}")


def check_renown_outside(ctx: Context, out: list) -> None:
    """No warband but Dogs of War may include Regiments of Renown (bar those its list names)."""
    army = ctx.roster.army
    if army in ("dogs-of-war", "other"):
        return
    allowed = ALLOWED_ELSEWHERE.get(army, ())
    found = [i for i, unit in enumerate(ctx.units)
             if RENOWN in unit.traits and not (allowed and matches_any(unit.name, allowed))]
    if found:
        ctx.error(out, "dogs-of-war.renown-outside", found,
                  "Only Dogs of War warbands may include Regiments of Renown (except where an "
                  f"army list names one): {names(ctx, found)}")


DOGS_OF_WAR = ArmyRules(
    adjust=(_renown_keeps_book_sizes,), checks=(_check_renown,),
    reminders=(reminder("dogs-of-war.no-paymaster",
                        "Dogs of War warbands need not include a Paymaster."),),
)
