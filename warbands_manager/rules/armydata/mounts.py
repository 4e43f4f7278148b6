"""What a unit's mount or upgrade makes it: a flyer (a Pegasus, a Great Eagle) or a chariot.

Two sources, in order: the option's own profile in the catalogue (8th edition files print a
mount's troop type, "Chariot", and its Fly rule; ``troop-types.toml`` turns them into traits),
then ``data/armies/mounts.toml``, which names the army books' mounts for catalogues without
profiles and for rosters typed by hand. The same table names units bought on their own ("Goblin
Wolf Chariot"), so a unit typed without its trait is still known by its name. Traits are only
ever added: what a player typed stays.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from warbands_manager.paths import data_dir
from warbands_manager.rules.armydata.model import OptionEntry, UnitEntry
from warbands_manager.rules.armydata.troop_types import (
    TroopTypeTable,
    load_troop_types,
    plain_name,
)
from warbands_manager.rules.datafile import DataFileError, load_toml, sourced
from warbands_manager.rules.roster import TRAITS, Unit

MOUNTS_FILE = "mounts.toml"
MOUNT_TRAITS = ("flyer", "chariot")


@dataclass(frozen=True)
class MountTrait:
    """A trait a unit gains, the upgrade (or unit name) that gives it and where that is said."""

    trait: str
    giver: str
    source: str  # "catalogue profile" or "mount table"
    detail: str = ""

    def describe(self) -> str:
        """``"flyer — from Imperial pegasus (catalogue profile: Fly rule)"``."""
        why = self.source + (f": {self.detail}" if self.detail else "")
        return f"{self.trait} — from {self.giver} ({why})"


@dataclass
class MountTable:
    """Mount names → (traits, provenance), and the troop types for options' profiles."""

    names: dict[str, tuple[tuple[str, ...], str]] = field(default_factory=dict)
    troop_types: TroopTypeTable = field(default_factory=TroopTypeTable)

    def by_name(self, name: str) -> list[MountTrait]:
        found = self.names.get(_key(name))
        if found is None:
            return []
        traits, provenance = found
        words = "army book" if provenance == "rulebook" else "our assumption, check your book"
        return [MountTrait(trait, name, "mount table", words) for trait in traits]

    def by_option(self, option: OptionEntry) -> list[MountTrait]:
        """The traits the option's own catalogue profile gives (troop type, Fly rule)."""
        found: list[MountTrait] = []
        kind = self.troop_types.troop_type(option.troop_type)
        if kind is not None:
            found += [MountTrait(trait, option.name, "catalogue profile", f"troop type {kind.name}")
                      for trait in kind.traits if trait in MOUNT_TRAITS]
        wanted = {plain_name(rule) for rule in self.troop_types.flyer_rules}
        fly = next((rule for rule in option.rules if plain_name(rule) in wanted), None)
        if fly and all(f.trait != "flyer" for f in found):
            found.append(MountTrait("flyer", option.name, "catalogue profile", f"{fly} rule"))
        return found


def _key(name: str) -> str:
    plain = plain_name(name)
    return plain[:-1] if plain.endswith("s") else plain


@cache
def load_mount_table(data_dir: Path) -> MountTable:
    """Read ``data/armies/mounts.toml`` (absent: an empty table) and the troop types.

    Raises:
        DataFileError: a malformed value; the message names the file and the key.
    """
    table = MountTable(troop_types=load_troop_types(data_dir))
    path = data_dir / "armies" / MOUNTS_FILE
    if not path.exists():
        return table
    for key, node in load_toml(path).get("mounts", {}).items():
        where = f"mounts.{key}"
        names = node.get("names")
        if not isinstance(names, list) or not all(isinstance(n, str) and n for n in names):
            raise DataFileError(path, f"{where}.names", "expected a list of mount names")
        traits = sourced(node.get("traits"), path, f"{where}.traits")
        if not isinstance(traits.value, list) or any(t not in TRAITS for t in traits.value):
            raise DataFileError(path, f"{where}.traits",
                                f"traits must be among {', '.join(TRAITS)}")
        for name in names:
            if _key(name) in table.names:
                raise DataFileError(path, f"{where}.names", f"{name!r} is named twice")
            table.names[_key(name)] = (tuple(traits.value), traits.provenance)
    return table


def mount_traits(unit: Unit, entry: UnitEntry | None) -> list[MountTrait]:
    """Each trait the unit's name or upgrades give it, with where it came from."""
    table = _mount_table()
    found = list(_named(table, unit.name))
    options = {option.name: option for option in entry.options} if entry else {}
    for upgrade in unit.upgrades:
        option = options.get(upgrade.name)
        from_profile = table.by_option(option) if option is not None else []
        found.extend(from_profile or _named(table, upgrade.name))
    return found


_NAMED: dict[str, list[MountTrait]] = {}
_NAME_TRAITS: dict[str, tuple[str, ...]] = {}


def unit_traits_by_name(unit: Unit) -> tuple[str, ...]:
    """The traits the mount table gives the unit's name and its upgrades' names (no
    catalogue asked). Asked for every roster validated: a dictionary hit per name, most
    of them nothing."""
    known = _NAME_TRAITS
    found = known.get(unit.name)
    if found is None:
        found = _name_traits(unit.name)
    for upgrade in unit.upgrades:
        more = known.get(upgrade.name)
        if more is None:
            more = _name_traits(upgrade.name)
        if more:
            found = found + more
    return found


def _name_traits(name: str) -> tuple[str, ...]:
    found = _NAME_TRAITS[name] = tuple(m.trait for m in _named(_mount_table(), name))
    return found


@cache
def _mount_table() -> MountTable:
    return load_mount_table(data_dir())


def _named(table: MountTable, name: str) -> list[MountTrait]:
    # Asked for every unit and upgrade of every roster validated: one look-up per name.
    found = _NAMED.get(name)
    if found is None:
        found = _NAMED[name] = table.by_name(name)
    return found
