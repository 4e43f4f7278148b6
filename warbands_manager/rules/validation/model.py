"""What the validator hands back: violations, reminders, the composition meter, the WBR."""

from __future__ import annotations

from dataclasses import dataclass

from warbands_manager.rules.roster import format_points

ERROR = "error"
WARNING = "warning"


@dataclass(frozen=True)
class Violation:
    """One broken composition rule.

    Attributes:
        rule: stable id such as ``large.max-heroes-points`` (see docs/rules-coverage/rosters.md).
        severity: ``"error"`` (the roster is not legal) or ``"warning"`` (legal, but check it).
        units: indexes into ``roster.units`` of the units concerned (may be empty).
        message: what is allowed and what the roster has, for people.
    """

    rule: str
    severity: str
    units: tuple[int, ...]
    message: str

    def __init__(self, rule: str, severity: str, units: tuple[int, ...], message: str) -> None:
        # The generated frozen __init__ sets each field through object.__setattr__, which cost
        # twice as much as the rest of building one; writing the instance dict directly is what
        # it amounts to (the class stays frozen: assignments afterwards still raise).
        fields = self.__dict__
        fields["rule"] = rule
        fields["severity"] = severity
        fields["units"] = units
        fields["message"] = message

    @property
    def is_error(self) -> bool:
        """True for severity ``error`` (the roster is not legal)."""
        return self.severity == ERROR


@dataclass(frozen=True)
class Reminder:
    """A rule that governs play rather than composition, printed with the roster."""

    rule: str
    text: str


@dataclass(frozen=True)
class Composition:
    """The figures a composition meter shows, each with its limit (None: no limit applies)."""

    points: float
    points_limit: int | None
    size: str
    core_count: int
    core_minimum: int
    unit_count: int
    unit_max: int
    special_used: int
    special_allowed: int
    rare_used: int
    rare_allowed: int
    hero_count: int
    hero_max: int | None
    hero_points: float
    hero_points_cap: int | None
    commander_max_points: int | None
    war_machines_used: int
    war_machines_allowed: int
    flyers_used: int
    flyers_allowed: int
    lords: int
    commanders: tuple[int, ...]
    commander_names: tuple[str, ...]


@dataclass(frozen=True)
class RatingLine:
    """One addend of a Warband Rating: what it is for and how much it adds."""

    label: str
    value: float
    units: tuple[int, ...] = ()
    provenance: str = "rulebook"


@dataclass(frozen=True)
class RatingBreakdown:
    """Warband Rating = points + Veteran Status modifiers + 25 per extra Archetype Ability."""

    points: float
    lines: tuple[RatingLine, ...]

    @property
    def total(self) -> float:
        """The rating: points plus every line."""
        return self.points + sum(line.value for line in self.lines)

    @property
    def uses_assumed_values(self) -> bool:
        """True when a modifier used is an assumed default."""
        return any(line.provenance == "assumed" for line in self.lines)

    def explain(self) -> str:
        """``395 + 20 + 20 + 25 + 25 = 485``."""
        parts = [format_points(self.points)] + [format_points(ln.value) for ln in self.lines]
        return f"{' + '.join(parts)} = {format_points(self.total)}"
