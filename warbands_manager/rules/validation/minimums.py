"""Unit minimums as the validator judges them, for the campaign's post-battle minimums step.

One source: the Warbands minimum of each unit (by base, or kept at the army book
minimum for a Regiment of Renown) and the options its size no longer allows come from the same
Context, army adjusters included (Skaven Clanrats and Goblins take command models at 10,
Archaon's Chosen need no minimum, Horror Flamers go by unit size ...), as ``validate`` uses.
"""

from __future__ import annotations

from dataclasses import dataclass

from warbands_manager.rules.validation.context import RESTRICTED_KINDS, Context


@dataclass(frozen=True)
class UnitMinimum:
    """What one non-character unit must have to keep what it has.

    Attributes:
        index: the unit's index in ``roster.units``.
        size_minimum: the Warbands minimum unit size (None: unknown base, or exempt).
        options: upgrade index -> the size the army book (as the army rules adjust it) needs
            for that option, for each option the unit's present size does not allow.
        note: why, in the validator's words ("its army book minimum (command models ... from
            10 Clanrats)").
    """

    index: int
    size_minimum: int | None
    options: dict[int, int]
    note: str


def option_needs(ctx: Context, i: int) -> dict[int, int]:
    """Upgrade index -> the size it needs, for the options unit ``i`` may not have at its size
    ("no unit options, other than weapon and armor upgrades, unless the regiment meets its
    normal unit minimum"); the check ``options.below-book-minimum`` reports exactly these."""
    unit = ctx.units[i]
    minimum = ctx.option_minimum(i)
    if minimum is None or unit.models >= minimum:
        return {}
    needs = {}
    for j, up in enumerate(unit.upgrades):
        if up.kind not in RESTRICTED_KINDS or (i, j) in ctx.exempt_upgrades:
            continue
        needed = ctx.upgrade_minimum.get((i, j), minimum)
        if unit.models < needed:
            needs[j] = needed
    return needs


def unit_minimums(ctx: Context) -> list[UnitMinimum]:
    """Every non-character unit's minimums under the roster's army rules."""
    result = []
    for i in range(len(ctx.units)):
        if ctx.character[i]:
            continue
        size = None if i in ctx.size_exempt else ctx.size_minimum[i]
        note = ctx.option_notes.get(i) or "its army book minimum"
        result.append(UnitMinimum(i, size, option_needs(ctx, i), note))
    return result
