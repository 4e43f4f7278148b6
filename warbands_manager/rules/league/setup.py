"""Setting up a Little War: north side, deployment map, dice-offs, Unknown Objectives.

The procedures come from ``data/warbands/little-war.toml`` (``[setup]``). Every roll goes
through :class:`~warbands_manager.rules.dice.Dice`, so it is seedable and logged; a roll typed in
from real dice is recorded with ``Dice.entered`` and read with the same functions.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from warbands_manager.paths import data_dir
from warbands_manager.rules.datafile import load_toml, sourced
from warbands_manager.rules.dice import Dice

MAX_REROLLS = 100  # a fair die never needs this many; protects against a rigged rng


@dataclass(frozen=True)
class Zone:
    label: str
    x: float
    y: float
    width: float
    height: float


@dataclass(frozen=True)
class ScenarioSetup:
    north_faces: tuple[int, ...]
    map_by_face: tuple[str, ...]
    objectives: tuple[str, ...]
    maps: dict[str, tuple[Zone, ...]]
    maps_assumed: bool
    game_length: int
    objective_conditions: tuple[str, ...] = ()  # what each objective asks (the table's order)
    deployment: str = ""  # the deployment procedure, for the players


@cache
def load_setup(data_root: Path | None = None) -> ScenarioSetup:
    """The scenario procedure from ``little-war.toml``; errors name the file and key."""
    if data_root is None:
        data_root = data_dir()
    path = data_root / "warbands" / "little-war.toml"
    document = load_toml(path)
    setup = document["setup"]
    maps, assumed = {}, False
    for index, entry in enumerate(setup["maps"]):
        zones = sourced(entry["zones"], path, f"setup.maps[{index}].zones")
        assumed = assumed or zones.assumed
        maps[entry["name"]] = tuple(Zone(str(z[0]), *map(float, z[1:])) for z in zones.value)
    return ScenarioSetup(
        tuple(sourced(setup["north_faces"], path, "setup.north_faces").value),
        tuple(sourced(setup["map_by_face"], path, "setup.map_by_face").value),
        tuple(sourced(setup["objectives"], path, "setup.objectives").value),
        maps, assumed,
        sourced(document["game_length_turns"], path, "game_length_turns").value,
        tuple(sourced(setup["objective_conditions"], path, "setup.objective_conditions").value),
        str(sourced(setup["deployment"], path, "setup.deployment").value),
    )


def north_for(face: int, setup: ScenarioSetup) -> int | None:
    """The side that is north for a D6 face, or ``None``: reroll (5 and 6)."""
    return face if face in setup.north_faces else None


def roll_north(dice: Dice, setup: ScenarioSetup) -> int:
    """Roll until a face names a side (each reroll is logged too)."""
    for _ in range(MAX_REROLLS):
        side = north_for(dice.d6("North side (5-6 reroll)"), setup)
        if side is not None:
            return side
    raise RuntimeError("the dice never named a side")


def map_for(face: int, setup: ScenarioSetup) -> str:
    """Deployment map for a D6 face: 1 A, 2-3 B, 4-5 C, 6 D."""
    return setup.map_by_face[face - 1]


def objective_for(face: int, setup: ScenarioSetup) -> str:
    """Unknown Objective for a D6 face."""
    return setup.objectives[face - 1]


def objective_condition(objective: str, setup: ScenarioSetup) -> str:
    """What an Unknown Objective asks of the warband (empty if the table has no text)."""
    if objective in setup.objectives:
        index = setup.objectives.index(objective)
        if index < len(setup.objective_conditions):
            return setup.objective_conditions[index]
    return ""


def dice_off(dice: Dice, reason: str, name_a: str, name_b: str) -> int:
    """Both players roll a D6, ties rolled again; returns 0 if A is higher, 1 if B is."""
    for _ in range(MAX_REROLLS):
        a = dice.d6(f"{reason}: {name_a}")
        b = dice.d6(f"{reason}: {name_b}")
        if a != b:
            return 0 if a > b else 1
    raise RuntimeError("the dice-off never ended")


def dice_off_from(a: int, b: int) -> int | None:
    """Winner of a typed-in dice-off (0 = A, 1 = B) or ``None`` when tied (roll again)."""
    if a == b:
        return None
    return 0 if a > b else 1
