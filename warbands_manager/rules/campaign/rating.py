"""Warband Rating: points of all models + Veteran Status modifiers + 25 per Archetype Ability
beyond the Starting Ability (seed 002, "Warband Ratings").

This is the campaign's own rating function, reading the campaign's copied tables; the roster
validator may offer the same figure from ``data/warbands/rating.toml`` — the lead can unify them
behind :func:`warband_rating`.
"""

from __future__ import annotations

from dataclasses import dataclass

from warbands_manager.rules.campaign.tables import CampaignTables
from warbands_manager.rules.roster import Roster, format_points


@dataclass(frozen=True)
class RatingPart:
    label: str
    value: float
    kind: str  # "points", "veteran" or "ability"


@dataclass(frozen=True)
class RatingBreakdown:
    parts: tuple[RatingPart, ...]

    @property
    def points(self) -> float:
        return sum(part.value for part in self.parts if part.kind == "points")

    @property
    def total(self) -> float:
        return sum(part.value for part in self.parts)

    def describe(self) -> str:
        """The sum as the rulebook writes it: ``395 + 20 + 20 + 25 + 25 = 485``."""
        terms = " + ".join(format_points(part.value) for part in self.parts if part.value)
        return f"{terms or '0'} = {format_points(self.total)}"


def warband_rating(roster: Roster, tables: CampaignTables) -> RatingBreakdown:
    """The WBR with its parts, in the rulebook's order (points, Veteran units, abilities)."""
    parts = [RatingPart("points of all models", roster.total_points, "points")]
    for unit in roster.units:
        if unit.veteran:
            parts.append(RatingPart(f"{unit.name}: +{unit.veteran} Veteran Status",
                                    tables.veteran_modifier(unit.veteran), "veteran"))
    for unit in roster.units:
        for ability in unit.abilities:
            parts.append(RatingPart(f"{unit.name}: {ability}", tables.ability_modifier(),
                                    "ability"))
    return RatingBreakdown(tuple(parts))
