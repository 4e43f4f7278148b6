"""The Runewars data files (``data/runewars/*.toml``) read into plain values.

Pure: no Qt, SQL or PDF. Every number keeps its provenance so the UI can mark assumed ones.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from warbands_manager.paths import data_file
from warbands_manager.rules.datafile import DataFileError, Sourced, load_toml, sourced

BASE_GAME_KEYS = (
    "fortress_strength_undamaged", "fortress_strength_damaged", "capital_strength_damaged",
    "outpost_bonus", "garrison_bonus", "fortress_tokens", "resource_track_maximum",
    "starting_food", "starting_wood", "starting_ore", "starting_influence",
)


@dataclass(frozen=True)
class NewUnit:
    name: str
    figures: int
    replaces: Sourced  # value "" when the rulebook does not print it


@dataclass(frozen=True)
class FactionInfo:
    id: str
    name: str
    units: tuple[NewUnit, ...]


@dataclass(frozen=True)
class SeasonInfo:
    name: str
    reminders: tuple[str, ...]


@dataclass(frozen=True)
class Tables:
    """Everything the Runewars rules read from ``data/runewars``."""

    numbers: dict[str, Sourced]  # "section.key" -> value
    factions: tuple[FactionInfo, ...]
    seasons: tuple[SeasonInfo, ...]
    conditional_reminders: tuple[tuple[str, str], ...]  # (when, text)

    def number(self, key: str) -> int:
        return int(self.numbers[key].value)

    def base_game_defaults(self) -> dict[str, int]:
        return {key: self.number(f"base_game.{key}") for key in BASE_GAME_KEYS}

    def faction(self, faction_id: str) -> FactionInfo:
        for faction in self.factions:
            if faction.id == faction_id:
                return faction
        raise KeyError(f"unknown faction {faction_id!r}")

    @property
    def season_names(self) -> tuple[str, ...]:
        return tuple(season.name for season in self.seasons)


def _numbers(path: Path) -> dict[str, Sourced]:
    document = load_toml(path)
    numbers: dict[str, Sourced] = {}
    for section, values in document.items():
        if section == "meta":
            continue
        if not isinstance(values, dict):
            raise DataFileError(path, section, "expected a table of numbers")
        for key, node in values.items():
            where = f"{section}.{key}"
            value = sourced(node, path, where)
            if not isinstance(value.value, int):
                raise DataFileError(path, where, "expected a whole number")
            numbers[where] = value
    for key in BASE_GAME_KEYS:
        if f"base_game.{key}" not in numbers:
            raise DataFileError(path, f"base_game.{key}", "missing")
    return numbers


def _factions(path: Path) -> tuple[FactionInfo, ...]:
    document = load_toml(path)
    factions = []
    for index, node in enumerate(document.get("factions", [])):
        where = f"factions[{index}]"
        try:
            units = tuple(
                NewUnit(
                    unit["name"],
                    int(sourced(unit["figures"], path, f"{where}.units[{n}].figures").value),
                    sourced(unit["replaces"], path, f"{where}.units[{n}].replaces"),
                )
                for n, unit in enumerate(node["units"])
            )
            factions.append(FactionInfo(node["id"], node["name"], units))
        except KeyError as missing:
            raise DataFileError(path, where, f"missing {missing}") from missing
    if not factions:
        raise DataFileError(path, "factions", "no factions")
    return tuple(factions)


def _seasons(path: Path) -> tuple[tuple[SeasonInfo, ...], tuple[tuple[str, str], ...], Sourced]:
    document = load_toml(path)
    try:
        seasons = tuple(
            SeasonInfo(node["name"], tuple(node.get("reminders", [])))
            for node in document["seasons"]
        )
        conditional = tuple((node["when"], node["text"]) for node in document["every_season"])
        thaw = sourced(document["numbers"]["spring_frost_removed"], path,
                       "numbers.spring_frost_removed")
    except KeyError as missing:
        raise DataFileError(path, str(missing), "missing") from missing
    return seasons, conditional, thaw


def load_tables(folder: Path | None = None) -> Tables:
    """Read the three Runewars data files (from ``folder``, default ``data/runewars``)."""
    folder = folder or data_file("runewars")
    seasons, conditional, thaw = _seasons(folder / "seasons.toml")
    numbers = {**_numbers(folder / "rules.toml"), "seasons.spring_frost_removed": thaw}
    return Tables(numbers, _factions(folder / "factions.toml"), seasons, conditional)


@cache
def default_tables() -> Tables:
    """The shipped tables, read once."""
    return load_tables()
