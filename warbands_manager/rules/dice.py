"""One injectable source of dice, with every roll logged.

Rules never call ``random`` directly: they take a :class:`Dice`. Tests pass a seeded
``random.Random``; a player with physical dice types the results in with :meth:`Dice.entered`,
which checks them and logs them the same way.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import UTC, datetime


class InvalidDiceEntry(ValueError):
    """A typed-in result that such dice cannot show."""


@dataclass(frozen=True)
class Roll:
    """One throw of ``len(values)`` dice with ``sides`` sides, and why it was thrown."""

    sides: int
    values: tuple[int, ...]
    reason: str
    source: str  # "random" or "entered"
    at: datetime = field(default_factory=lambda: datetime.now(UTC))

    @property
    def total(self) -> int:
        return sum(self.values)

    def describe(self) -> str:
        dice = f"{len(self.values)}D{self.sides}" if len(self.values) > 1 else f"D{self.sides}"
        shown = " + ".join(str(value) for value in self.values)
        suffix = " (entered)" if self.source == "entered" else ""
        return f"{self.reason}: {dice} = {shown}{suffix}"


@dataclass
class Dice:
    """Throws dice from ``rng`` (a seeded ``random.Random`` in tests) and keeps a log."""

    rng: random.Random = field(default_factory=random.Random)
    log: list[Roll] = field(default_factory=list)

    def roll(self, sides: int, reason: str, count: int = 1) -> Roll:
        """Throw ``count`` dice of ``sides`` sides."""
        _check_shape(sides, count)
        values = tuple(self.rng.randint(1, sides) for _ in range(count))
        return self._logged(Roll(sides, values, reason, "random"))

    def entered(self, sides: int, values: list[int] | tuple[int, ...], reason: str) -> Roll:
        """Record dice the player threw by hand; each value must be possible on such a die."""
        _check_shape(sides, len(values))
        for value in values:
            if not 1 <= value <= sides:
                raise InvalidDiceEntry(f"{reason}: a D{sides} cannot show {value}")
        return self._logged(Roll(sides, tuple(values), reason, "entered"))

    def d6(self, reason: str) -> int:
        return self.roll(6, reason).total

    def d3(self, reason: str) -> int:
        # A D3 is a D6 halved, rounded up: the table reads it that way, so the log shows the D6.
        return (self.roll(6, f"{reason} (D3 from D6)").total + 1) // 2

    def d66(self, reason: str) -> int:
        """Two D6 read as tens and units (11..66)."""
        tens, units = self.roll(6, f"{reason} (D66)", count=2).values
        return tens * 10 + units

    def _logged(self, roll: Roll) -> Roll:
        self.log.append(roll)
        return roll


def d66_from(tens: int, units: int) -> int:
    """A D66 result from two typed-in dice, checked."""
    for value in (tens, units):
        if not 1 <= value <= 6:
            raise InvalidDiceEntry(f"a D6 cannot show {value}")
    return tens * 10 + units


def _check_shape(sides: int, count: int) -> None:
    if sides < 2:
        raise ValueError(f"dice need at least 2 sides, not {sides}")
    if count < 1:
        raise ValueError(f"throw at least one die, not {count}")
