"""What BattleScribe data lacks: each unit's base size and troop type, from ``data/armies/``.

One TOML file per army (``data/armies/<army>.toml``), written from the army books; every value
carries its provenance. A unit missing from the table gets no traits and is flagged as
"traits unknown" so the user checks it; nothing is guessed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from warbands_manager.rules.datafile import DataFileError, load_toml, sourced
from warbands_manager.rules.roster import CATEGORIES

TABLE_TRAITS = ("war_machine", "chariot", "flyer", "wizard")
_BASE = re.compile(r"^\d+x\d+$")


@dataclass(frozen=True)
class UnitTraits:
    """Base size, troop-type traits and (rarely) a category override for one unit."""

    base: str | None
    traits: tuple[str, ...]
    provenance: str
    category: str | None = None


@dataclass
class TraitTable:
    """The trait table of one army; :meth:`lookup` matches names as the roster format does."""

    army: str
    source: str = ""
    units: dict[str, UnitTraits] = field(default_factory=dict)

    def lookup(self, name: str) -> UnitTraits | None:
        return self.units.get(normalise_name(name))


def normalise_name(name: str) -> str:
    """Case-insensitive, a trailing plural ``s`` ignored (``roster-format.md``)."""
    lowered = " ".join(name.lower().split())
    return lowered[:-1] if lowered.endswith("s") else lowered


def trait_table_path(data_dir: Path, army: str) -> Path:
    return data_dir / "armies" / f"{army}.toml"


def load_trait_table(data_dir: Path, army: str) -> TraitTable:
    """The table of ``army``; an army without a file gets an empty table (all units flagged)."""
    path = trait_table_path(data_dir, army)
    if not path.exists():
        return TraitTable(army)
    document = load_toml(path)
    table = TraitTable(army, source=str(document.get("meta", {}).get("source", "")))
    for name, node in document.get("units", {}).items():
        table.units[normalise_name(name)] = _unit_traits(path, name, node)
    return table


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
    return UnitTraits(base.value, tuple(traits.value), provenance, category)
