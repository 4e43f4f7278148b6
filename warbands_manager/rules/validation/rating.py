"""Warband Rating (campaigns): points + Veteran Status modifiers + 25 per extra ability."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from warbands_manager.paths import data_file
from warbands_manager.rules.datafile import DataFileError, Sourced, load_toml, sourced
from warbands_manager.rules.roster import Roster
from warbands_manager.rules.validation.model import RatingBreakdown, RatingLine


@dataclass(frozen=True)
class RatingModifiers:
    """The Warband Rating Modifier Table: per Veteran level, and per extra ability."""

    veteran: dict[int, Sourced]
    ability: Sourced


def load_rating_modifiers(path: Path | None = None) -> RatingModifiers:
    """Read ``data/warbands/rating.toml`` (or another copy, e.g. a campaign's).

    Raises:
        DataFileError: a value is missing or malformed; the message names file and key.
    """
    path = path or data_file("warbands", "rating.toml")
    document = load_toml(path)
    veteran_node = document.get("veteran")
    if not isinstance(veteran_node, dict):
        raise DataFileError(path, "veteran", "missing table of Veteran Status modifiers")
    veteran = {}
    for level in ("1", "2", "3"):
        if level not in veteran_node:
            raise DataFileError(path, f"veteran.{level}", "missing")
        veteran[int(level)] = sourced(veteran_node[level], path, f"veteran.{level}")
    ability_node = document.get("ability", {}).get("beyond_starting")
    ability = sourced(ability_node, path, "ability.beyond_starting")
    return RatingModifiers(veteran, ability)


@cache
def default_rating_modifiers() -> RatingModifiers:
    """The shipped modifier table (read once per process)."""
    return load_rating_modifiers()


def warband_rating(roster: Roster, modifiers: RatingModifiers | None = None) -> RatingBreakdown:
    """The Warband Rating with one line per modifier.

    Args:
        roster: the warband.
        modifiers: the campaign's copy of the modifier table (default: the shipped one).
    """
    modifiers = modifiers or default_rating_modifiers()
    lines: list[RatingLine] = []
    top = max(modifiers.veteran)
    for index, unit in enumerate(roster.units):
        if unit.veteran:
            level = min(unit.veteran, top)
            value = modifiers.veteran[level]
            lines.append(RatingLine(f"{unit.name}: +{level} Veteran Status", value.value,
                                    (index,), value.provenance))
    for index, unit in enumerate(roster.units):
        for ability in unit.abilities:
            value = modifiers.ability
            lines.append(RatingLine(f"{unit.name}: {ability} (Archetype Ability beyond the "
                                    "Starting Ability)", value.value, (index,), value.provenance))
    return RatingBreakdown(roster.total_points, tuple(lines))
