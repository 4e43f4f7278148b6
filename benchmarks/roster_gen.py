"""Realistic rosters for the validation rate (issue 21): a seeded generator over the imported
BattleScribe catalogues.

``load_armies(files)`` parses the game systems and catalogues in-process (no database) and
builds each army's units as the editor does (``unit_from_entry`` with the army's trait table);
``generate(armies, count, seed)`` makes ``count`` distinct rosters from them: one or two
characters and two to nine regiments, model counts around the Warbands minimum (some below it,
some above the book maximum), options and commanders taken at random, so some rosters are legal
and many are not. Most unit names are spelt as the catalogue spells them; about one in six as a
player types them (lower or upper case, doubled spaces, a plural ``s`` added or dropped). Unit
order is shuffled. The same seed gives the same rosters (a test compares verdicts on them).
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, replace
from pathlib import Path

from warbands_manager.paths import data_dir
from warbands_manager.rules.armydata.bsdata import game_system_info, parse_catalogue
from warbands_manager.rules.armydata.build import unit_from_entry, upgrade_from_option
from warbands_manager.rules.armydata.files import open_source
from warbands_manager.rules.armydata.model import ArmyList, OptionEntry
from warbands_manager.rules.armydata.traits import load_trait_table
from warbands_manager.rules.roster import CHAOS_ARMIES, Roster, Unit


@dataclass
class Army:
    """One imported catalogue: its army id, characters and regiments (built once), options."""

    army: str
    characters: list[tuple[Unit, list[OptionEntry]]]
    regiments: list[tuple[Unit, list[OptionEntry]]]


def load_armies(files: list[Path]) -> list[Army]:
    """Every catalogue among ``files`` with at least one character and two regiments, each
    unit built with its army's trait table (the game systems are read first)."""
    systems = [path for path in files if path.suffix == ".gst"]
    catalogues = [path for path in files if path.suffix == ".cat"]
    roots = {path: open_source(path).root for path in systems}
    by_id = {game_system_info(root, path.name).bs_id: root for path, root in roots.items()}
    armies = []
    for path in catalogues:
        root = open_source(path).root
        system = by_id.get(root.get("gameSystemId") or "")
        armies.append(_army(parse_catalogue(root, system, path.name)))
    return [army for army in armies if army.characters and len(army.regiments) >= 2]


def _army(parsed: ArmyList) -> Army:
    table = load_trait_table(data_dir(), parsed.army)
    characters, regiments = [], []
    for index, entry in enumerate(parsed.units):
        unit = unit_from_entry(parsed, entry, table, f"u{index}")
        (characters if unit.category in ("lord", "hero") else regiments).append(
            (unit, list(entry.options)))
    return Army(parsed.army, characters, regiments)


def generate(armies: list[Army], count: int, seed: int = 21) -> list[Roster]:
    """``count`` distinct rosters (no two with the same units in the same order)."""
    rng = random.Random(seed)
    rosters, seen = [], set()
    while len(rosters) < count:
        roster = _roster(rng, rng.choice(armies), len(rosters))
        key = _signature(roster)
        if key not in seen:
            seen.add(key)
            rosters.append(roster)
    return rosters


def _roster(rng: random.Random, army: Army, number: int) -> Roster:
    # A club's warband: a points size first (small up to 199, large 200-500), then a leader
    # and regiments that fit it; one roster in four goes over or under on purpose.
    budget = rng.choice((rng.randint(120, 199), rng.randint(250, 500)))
    if rng.random() < 0.25:
        budget = int(budget * rng.choice((0.5, 1.3, 2.0)))
    heroes = [pair for pair in army.characters
              if pair[0].category == "hero" and pair[0].points <= 100] or army.characters
    pool = army.characters if rng.random() < 0.1 else heroes
    units = [_character(rng, *rng.choice(pool)) for _ in range(rng.choice((1, 1, 1, 2)))]
    cores = [pair for pair in army.regiments if pair[0].category == "core"] or army.regiments
    units += [_regiment(rng, *rng.choice(cores)) for _ in range(rng.choice((1, 2, 2, 2, 3)))]
    spent = sum(unit.points for unit in units)
    for _ in range(rng.randint(2, 12)):
        unit = _regiment(rng, *rng.choice(cores if rng.random() < 0.5 else army.regiments))
        if spent + unit.points <= budget:
            units.append(unit)
            spent += unit.points
    rng.shuffle(units)
    for index, unit in enumerate(units):
        unit.id = f"u{index + 1}"  # one id per unit, as the editor gives them
        if rng.random() < 0.15:
            unit.name = as_typed(rng, unit.name)
    leaders = [unit for unit in units if unit.category in ("lord", "hero")
               or any(up.kind == "champion" for up in unit.upgrades)]
    if leaders and rng.random() < 0.95:
        rng.choice(leaders).commander = True
    chaos = rng.choice(("mortal", "beast", "daemon")) if army.army in CHAOS_ARMIES else None
    return Roster(f"Generated {number}", army.army, units, chaos_type=chaos)


def _character(rng: random.Random, built: Unit, options: list[OptionEntry]) -> Unit:
    unit = _copy(built)
    _take_options(rng, unit, options, 0.15, 0.15)
    return unit


def _regiment(rng: random.Random, built: Unit, options: list[OptionEntry]) -> Unit:
    unit = _copy(built)
    # Mostly at or a little above the Warbands minimum; now and then one short of it.
    unit.models = max(1, unit.models + rng.choice((-1, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 3)))
    if unit.book_max is not None and rng.random() < 0.9:
        unit.models = min(unit.models, unit.book_max)
    # Weapons and armour are common; command and other options (allowed only at the army
    # book minimum) now and then.
    _take_options(rng, unit, options, 0.15, 0.03)
    return unit


_FREE_KINDS = frozenset(("weapon", "armour", "troop_magic"))


def _take_options(rng: random.Random, unit: Unit, options: list[OptionEntry],
                  free: float, restricted: float) -> None:
    for option in options:
        if rng.random() < (free if option.kind in _FREE_KINDS else restricted):
            unit.upgrades.append(upgrade_from_option(option, unit.models))


def _copy(unit: Unit) -> Unit:
    """A fresh unit to change (the lists copied; their upgrades are new ones anyway)."""
    return replace(unit, traits=list(unit.traits), upgrades=[replace(up) for up in unit.upgrades],
                   extra=copy.deepcopy(unit.extra))


def as_typed(rng: random.Random, name: str) -> str:
    """The name as a player might type it: case, spacing or a plural changed."""
    way = rng.randrange(4)
    if way == 0:
        return name.lower()
    if way == 1:
        return name.upper()
    if way == 2:
        return name.replace(" ", "  ")
    return name[:-1] if name.endswith("s") else name + "s"


def _signature(roster: Roster) -> tuple:
    return (roster.army, roster.chaos_type, tuple(
        (unit.name, unit.models, unit.commander, tuple(up.name for up in unit.upgrades))
        for unit in roster.units))
