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
    units = ctx.units
    if not shortcuts.ENABLED:  # the plain reading: every unit, every kind
        for index in range(len(units)):
            _twice(ctx, out, index)
        return
    # Command kinds are among the restricted kinds, so only the units the Context found
    # carrying one of those can break this rule (most units carry none): same order, less work.
    for index in ctx.restricted:
        upgrades = units[index].upgrades
        if len(upgrades) == 1 and upgrades[0].count < 2:
            continue  # one upgrade, one model: not two of anything (most such units)
        # A kind counts more than one model exactly when one of its upgrades has a count
        # over 1 or it is taken twice: one loop finds that, and a unit with one champion,
        # one standard and one musician (legal) is not worded kind by kind.
        kinds: list[str] = []
        for up in upgrades:
            kind = up.kind
            if kind in _COMMAND_KINDS:
                if up.count > 1 or kind in kinds:
                    _twice(ctx, out, index)
                    break
                kinds.append(kind)


def _twice(ctx: Context, out: list, index: int) -> None:
    """The errors of one unit: each command kind it has more than one model of."""
    unit = ctx.units[index]
    for kind in COMMAND_KINDS:
        taken = [up for up in unit.upgrades if up.kind == kind]
        number = sum(max(1, up.count) for up in taken)
        if number > 1:
            names = ", ".join(up.name for up in taken)
            ctx.error(out, "unit.command-twice", (index,),
                      f"{unit.name} has {number} {_WORDS[kind]} ({names}); a unit may "
                      f"have one {kind.replace('standard', 'standard bearer')}")
