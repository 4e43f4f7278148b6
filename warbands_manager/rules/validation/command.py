"""One champion, one standard bearer and one musician per unit (WHFB command models).

The army books (and every BattleScribe catalogue: ``max`` 1 on each command option) allow each
unit one of each command model. A roster file — typed by hand or imported — with two champions,
two standards or two musicians in one unit is an error, with or without army data.
"""

from __future__ import annotations

from warbands_manager.rules.roster import COMMAND_KINDS
from warbands_manager.rules.validation import shortcuts
from warbands_manager.rules.validation.context import Context

_COMMAND_KINDS = frozenset(COMMAND_KINDS)
_WORDS = {"champion": "champions", "standard": "standard bearers", "musician": "musicians"}


def check_command_once(ctx: Context, out: list) -> None:
    """Each unit takes at most one upgrade of each command kind (counting ``count``)."""
    # Command kinds are among the restricted kinds, so only the units the Context found
    # carrying one of those can break this rule (most units carry none): same order, less work.
    units = ctx.units
    enabled = shortcuts.ENABLED
    for index in ctx.restricted if enabled else range(len(units)):
        unit = units[index]
        if enabled:
            upgrades = unit.upgrades
            if len(upgrades) == 1 and upgrades[0].count < 2:
                continue  # one upgrade, one model: not two of anything (most such units)
            # Command models of every kind the unit carries, counted as the rule counts them
            # (one loop instead of a list and a sum per kind): one cannot be two of one kind.
            number = 0
            for up in upgrades:
                if up.kind in _COMMAND_KINDS:
                    number += max(1, up.count)
            if number < 2:
                continue
        for kind in COMMAND_KINDS:
            taken = [up for up in unit.upgrades if up.kind == kind]
            number = sum(max(1, up.count) for up in taken)
            if number > 1:
                names = ", ".join(up.name for up in taken)
                ctx.error(out, "unit.command-twice", (index,),
                          f"{unit.name} has {number} {_WORDS[kind]} ({names}); a unit may "
                          f"have one {kind.replace('standard', 'standard bearer')}")

