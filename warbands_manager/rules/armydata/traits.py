"""The army tables: each unit's base size and traits, from ``data/armies/<army>.toml``.

One TOML file per army, written from the army books; every value carries its provenance. A unit
is found by its catalogue name, by one of its ``aliases`` (the name another edition's army book
or catalogue gives the same models), or by its name without a bracketed or comma-separated tail
("Archers (det)", "Balthasar Gelt, The Supreme Patriarch"). The file's ``meta`` also names the
catalogues of the army (``catalogue_names``) and its army books by edition and year (``books``),
which the edition choice shows. What the table does not list comes from the catalogue's profile
through ``troop-types.toml`` (``resolve.py``), else is flagged "traits unknown".
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from warbands_manager.rules.armydata.troop_types import (
    TroopTypeTable,
    load_troop_types,
    plain_name,
)
from warbands_manager.rules.datafile import DataFileError, load_toml, sourced
from warbands_manager.rules.roster import ARMIES, CATEGORIES

TABLE_TRAITS = ("war_machine", "chariot", "flyer", "wizard")
_BASE = re.compile(r"^\d+x\d+$")


@dataclass(frozen=True)
class UnitTraits:
    """Base size, troop-type traits and (rarely) a category override for one unit."""

    base: str | None
    traits: tuple[str, ...]
    provenance: str
    category: str | None = None
    base_provenance: str = "rulebook"
    traits_provenance: str = "rulebook"


@dataclass(frozen=True)
class ArmyBook:
    """One army book of the army: its title, the edition it was written for, its year."""

    title: str
    edition: int
    year: int
    provenance: str = "rulebook"


@dataclass
class TraitTable:
    """The trait table of one army; :meth:`lookup` matches names as the roster format does."""

    army: str
    source: str = ""
    units: dict[str, UnitTraits] = field(default_factory=dict)
    troop_types: TroopTypeTable = field(default_factory=TroopTypeTable)
    catalogue_names: tuple[str, ...] = ()
    books: tuple[ArmyBook, ...] = ()

    def lookup(self, name: str) -> UnitTraits | None:
        """The row of ``name`` (or an alias), else of its name without a bracketed or
        comma-separated tail."""
        found = self.units.get(normalise_name(name))
        if found is None:
            found = self.units.get(normalise_name(plain_name(name)))
        return found


def normalise_name(name: str) -> str:
    """Case-insensitive, a trailing plural ``s`` ignored (``roster-format.md``)."""
    lowered = " ".join(name.lower().split())
    return lowered[:-1] if lowered.endswith("s") else lowered


def trait_table_path(data_dir: Path, army: str) -> Path:
    return data_dir / "armies" / f"{army}.toml"


def load_trait_table(data_dir: Path, army: str) -> TraitTable:
    """The table of ``army`` with the troop-type table; an army without a file gets an empty
    table (its units' traits come from their profiles, or are flagged unknown)."""
    path = trait_table_path(data_dir, army)
    troop_types = load_troop_types(data_dir)
    if not path.exists():
        return TraitTable(army, troop_types=troop_types)
    document = load_toml(path)
    meta = document.get("meta", {})
    table = TraitTable(army, source=str(meta.get("source", "")), troop_types=troop_types,
                       catalogue_names=tuple(_names(path, meta, "meta.catalogue_names")),
                       books=tuple(_books(path, meta)))
    for name, node in document.get("units", {}).items():
        row = _unit_traits(path, name, node)
        for key in (name, *_names(path, node, f'units."{name}".aliases')):
            if table.units.get(normalise_name(key), row) is not row:
                raise DataFileError(path, f'units."{name}"',
                                    f"the name {key!r} is given to two units")
            table.units[normalise_name(key)] = row
    return table


def _names(path: Path, node: dict, where: str) -> list[str]:
    key = where.rsplit(".", 1)[-1]
    names = node.get(key, [])
    if not isinstance(names, list) or not all(isinstance(n, str) and n for n in names):
        raise DataFileError(path, where, "expected a list of names")
    return names


def _books(path: Path, meta: dict) -> list[ArmyBook]:
    books = []
    for index, node in enumerate(meta.get("books", [])):
        where = f"meta.books[{index}]"
        year = sourced(node.get("year") if isinstance(node, dict) else None, path,
                       f"{where}.year")
        title, edition = node.get("title"), node.get("edition")
        if not isinstance(title, str) or not isinstance(edition, int):
            raise DataFileError(path, where, "expected a title and an edition number")
        if not isinstance(year.value, int):
            raise DataFileError(path, f"{where}.year", f"expected a year, found {year.value!r}")
        books.append(ArmyBook(title, edition, year.value, year.provenance))
    return books


def _unit_traits(path: Path, name: str, node: dict) -> UnitTraits:
    where = f'units."{name}"'
    base = sourced(node.get("base"), path, f"{where}.base")
    if not isinstance(base.value, str) or not _BASE.match(base.value):
        raise DataFileError(path, f"{where}.base", f"expected a base like 20x20, found "
                                                   f"{base.value!r}")
    traits = sourced(node.get("traits"), path, f"{where}.traits")
    unknown = [t for t in traits.value if t not in TABLE_TRAITS]
    if not isinstance(traits.value, list) or unknown:
        raise DataFileError(path, f"{where}.traits",
                            f"traits must be among {', '.join(TABLE_TRAITS)}; found {unknown}")
    category = None
    if "category" in node:
        category = sourced(node["category"], path, f"{where}.category").value
        if category not in CATEGORIES:
            raise DataFileError(path, f"{where}.category", f"{category!r} is not a category")
    provenance = "assumed" if "assumed" in (base.provenance, traits.provenance) else "rulebook"
    return UnitTraits(base.value, tuple(traits.value), provenance, category,
                      base.provenance, traits.provenance)


def catalogue_head(catalogue_name: str) -> str:
    """The army part of a catalogue's name: "Ogre Kindoms - Army Book (2013-4)" → "ogre kindoms"."""
    return " ".join(catalogue_name.split(" - ")[0].replace("_", " ").lower().split())


def army_for_catalogue(data_dir: Path, catalogue_name: str) -> str | None:
    """Our army id for a catalogue whose name the army tables list in ``catalogue_names``
    ("Beastmen" → beasts-of-chaos, "Warriors of Chaos" → hordes-of-chaos), else None."""
    return _catalogue_armies(data_dir).get(catalogue_head(catalogue_name))


@cache
def _catalogue_armies(data_dir: Path) -> dict[str, str]:
    found: dict[str, str] = {}
    for army in ARMIES:
        path = trait_table_path(data_dir, army)
        if path.exists():
            meta = load_toml(path).get("meta", {})
            for name in _names(path, meta, "meta.catalogue_names"):
                found.setdefault(catalogue_head(name), army)  # a parent army before its lists
    return found
