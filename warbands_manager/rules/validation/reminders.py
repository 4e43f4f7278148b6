"""Rules that govern play rather than composition, shown on the roster and its printout."""

from __future__ import annotations

from warbands_manager.rules.roster import format_points, whole_points
from warbands_manager.rules.validation.context import Context
from warbands_manager.rules.validation.model import Reminder


def generic_reminders(ctx: Context) -> list[Reminder]:
    """Reminders every warband gets, depending on who commands it."""
    result = [Reminder("common.commander-general",
                       "The Commander functions as the warband's General in all respects.")]
    commander = ctx.commander
    if commander is not None and not ctx.character[commander] and ctx.has_champion[commander]:
        name = ctx.units[commander].name
        result.append(Reminder(
            "common.champion-commander-stays",
            f"The Commander is the Unit Champion of {name}: he must remain with his unit at "
            "all times.",
        ))
    if any(ctx.has_champion) or ctx.heroes or ctx.lords:
        # Little War "Deployment": where the Commander and the other characters stand.
        result.append(Reminder(
            "common.champions-deploy",
            "Deployment (Little War): Unit Champions are always deployed with their units; a "
            "character deploys with the unit he starts the game with, or on his own as a unit "
            "of one.",
        ))
    if ctx.units and not float(ctx.total).is_integer():
        result.append(Reminder(
            "size.half-points",
            f"Reading: a fraction of a point rounds up for the size bands, so "
            f"{format_points(ctx.total)} points is judged as {whole_points(ctx.total)} "
            f"({ctx.size}).",
        ))
    return result
