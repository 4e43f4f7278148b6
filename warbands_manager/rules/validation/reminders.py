"""Rules that govern play rather than composition, shown on the roster and its printout."""

from __future__ import annotations

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
    return result
