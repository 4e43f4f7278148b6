"""One champion, one standard bearer and one musician per unit (WHFB command models).

The army books (and every BattleScribe catalogue: ``max`` 1 on each command option) allow each
unit one of each command model. A roster file — typed by hand or imported — with two champions,
two standards or two musicians in one unit is an error, with or without army data.
"""

from __future__ import annotations

from warbands_manager.rules.roster import COMMAND_KINDS
from warbands_manager.rules.validation.context import Context

_WORDS = {"champion": "champions", "standard": "standard bearers", "musician": "musicians"}


def check_command_once(ctx: Context, out: list) -> None:
    """Each unit takes at most one upgrade of each command kind (counting ``count``)."""
    for index, unit in enumerate(ctx.units):
        for kind in COMMAND_KINDS:
            taken = [up for up in unit.upgrades if up.kind == kind]
            number = sum(max(1, up.count) for up in taken)
            if number > 1:
                names = ", ".join(up.name for up in taken)
                ctx.error(out, "unit.command-twice", (index,),
                          f"{unit.name} has {number} {_WORDS[kind]} ({names}); a unit may "
                          f"have one {kind.replace('standard', 'standard bearer')}")
