"""Dice a player threw by hand, typed in as a list and consumed in order.

The post-battle wizard does not know in advance how many dice a step needs (a Multiple Injuries
result asks for more), so typed dice are a queue: each throw takes the next values through
:meth:`Dice.entered` (checked and logged as "entered"); an empty queue raises
:class:`MoreDiceNeeded` saying which throw is waiting, and the step is simply not applied.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from warbands_manager.rules.dice import Dice, Roll


class MoreDiceNeeded(LookupError):
    """The typed dice ran out; ``reason`` names the throw that needs them."""

    def __init__(self, sides: int, count: int, reason: str) -> None:
        super().__init__(f"type {count} more D{sides} for: {reason}")
        self.sides = sides
        self.count = count
        self.reason = reason


@dataclass
class QueuedDice(Dice):
    queue: list[int] = field(default_factory=list)

    def roll(self, sides: int, reason: str, count: int = 1) -> Roll:
        if len(self.queue) < count:
            raise MoreDiceNeeded(sides, count - len(self.queue), reason)
        values, self.queue = self.queue[:count], self.queue[count:]
        return self.entered(sides, values, reason)


def parse_dice(text: str) -> list[int]:
    """``"3 5,6"`` → ``[3, 5, 6]``; a D66 may be typed as one number ``"45"`` → ``[4, 5]``."""
    values: list[int] = []
    for token in text.replace(",", " ").split():
        if not token.isdigit():
            raise ValueError(f"{token!r} is not a die result")
        if len(token) == 2:
            values.extend(int(digit) for digit in token)
        else:
            values.append(int(token))
    return values
