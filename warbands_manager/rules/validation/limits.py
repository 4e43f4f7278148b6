"""The composition limits, read once from ``data/warbands/composition.toml`` and
``data/warbands/unit-sizes.toml`` (numbers are data, never code)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from warbands_manager.paths import data_file
from warbands_manager.rules.datafile import DataFileError, iter_sourced, load_toml, sourced

# Every key the checks read; a copied or edited table must keep them all.
REQUIRED_KEYS = (
    "small.min_core", "small.max_units", "small.commander_hero_max_points",
    "large.min_core", "large.max_units", "large.max_special", "large.max_rare",
    "large.max_special_without_rare", "large.max_heroes", "large.max_hero_points",
    "large.max_war_machines", "large.max_flyers", "chaos.flamers", "chaos.max_spawn",
    "orcs-and-goblins.goblin_command_models", "orcs-and-goblins.fanatics",
    "skaven.clanrat_command_models", "skaven.mainstay_clanrat_models",
    "skaven.mainstay_night_runner_models", "empire.detachment_min_models",
    "empire.detachment_parent_min_models", "tomb-kings.chariot_unit_max",
    "tomb-kings.max_chariot_units", "ogre-kingdoms.butcher_hunter_max_points",
    "ogre-kingdoms.max_leadbelchers", "errantry-war.min_knights_errant_units",
    "errantry-war.standard_min_models", "high-elf-sea-patrol.large_min_sea_rangers",
    "high-elf-sea-patrol.large_max_sea_rangers_without_rare", "red-host-of-tehenhauin.max_heroes",
)


@dataclass(frozen=True)
class Limits:
    """Flat ``section.key`` → value, plus provenance for each (for "assumed" notes)."""

    values: dict[str, Any]
    provenance: dict[str, str]
    base_minimums: dict[str, int]
    larger_minimum: int

    def __getitem__(self, key: str) -> Any:
        return self.values[key]

    def assumed(self, key: str) -> bool:
        """Whether the value at ``key`` is our assumption, not the rulebook's."""
        return self.provenance.get(key) == "assumed"


def normal_base(base: str) -> str:
    """A base as the unit-size table is looked up: ``" 25 X 25mm"`` → ``"25x25"``."""
    return base.strip().lower().replace(" ", "").replace("×", "x").removesuffix("mm")


def load_limits(composition: Path | None = None, unit_sizes: Path | None = None) -> Limits:
    """Read the limit tables.

    Args:
        composition: path of a composition table (default: the shipped one).
        unit_sizes: path of a unit-size table (default: the shipped one).

    Raises:
        DataFileError: a value is missing or malformed; the message names file and key.
    """
    composition = composition or data_file("warbands", "composition.toml")
    unit_sizes = unit_sizes or data_file("warbands", "unit-sizes.toml")
    values: dict[str, Any] = {}
    provenance: dict[str, str] = {}
    document = load_toml(composition)
    for section, table in document.items():
        if section == "meta":
            continue
        for key, node in table.items():
            where = f"{section}.{key}"
            if isinstance(node, list):
                values[where] = _steps(node, composition, where, provenance)
            else:
                value = sourced(node, composition, where)
                values[where] = value.value
                provenance[where] = value.provenance
    for key in REQUIRED_KEYS:
        if key not in values:
            raise DataFileError(composition, key, "missing (every composition limit is needed)")
    bases, larger = _base_minimums(unit_sizes)
    return Limits(values, provenance, bases, larger)


def _steps(node: list, path: Path, where: str, provenance: dict[str, str]) -> tuple:
    """A threshold list such as Flamers per Horror unit size: ((min_models, allowed), ...)."""
    steps = []
    for index, step in enumerate(node):
        pairs = dict(iter_sourced(step, path, f"{where}[{index}]"))
        if len(pairs) != 2 or f"{where}[{index}].min_models" not in pairs:
            raise DataFileError(path, f"{where}[{index}]", "expected min_models and one maximum")
        minimum = pairs.pop(f"{where}[{index}].min_models")
        (_key, allowed), = pairs.items()
        if "assumed" in (minimum.provenance, allowed.provenance):
            provenance[where] = "assumed"
        steps.append((int(minimum.value), int(allowed.value)))
    provenance.setdefault(where, "rulebook")
    return tuple(sorted(steps))


def _base_minimums(path: Path) -> tuple[dict[str, int], int]:
    document = load_toml(path)
    bases: dict[str, int] = {}
    larger = 1
    for index, row in enumerate(document.get("sizes", [])):
        minimum = int(sourced(row.get("minimum"), path, f"sizes[{index}].minimum").value)
        for base in row.get("bases", []):
            if base == "larger":
                larger = minimum
            else:
                bases[base] = minimum
    if not bases:
        raise DataFileError(path, "sizes", "no base sizes listed")
    return bases, larger


@cache
def default_limits() -> Limits:
    """The shipped tables (read once per process)."""
    return load_limits()


def step_allowance(steps: tuple[tuple[int, int], ...], models: int) -> int:
    """How many of a thing a unit of ``models`` may have, from a threshold table (0 below it)."""
    allowed = 0
    for minimum, value in steps:
        if models >= minimum:
            allowed = value
    return allowed
