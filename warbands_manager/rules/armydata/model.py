"""Army lists as this app uses them: units with points, limits and options, and magic items.

Built from BattleScribe data by ``bsdata.py``; stored as JSON (``to_dict``/``army_list_from_dict``)
so the app can build rosters without the original files.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

CATEGORY_NAMES = {
    "Lords": "lord", "Heroes": "hero", "Core": "core", "Special": "special", "Rare": "rare",
}
UNCOUNTING = "Uncounting"


@dataclass(frozen=True)
class OptionEntry:
    """An option a unit may take, with its cost (``per_model``: paid for every model)."""

    name: str
    points: float
    kind: str
    per_model: bool = False
    group: str = ""
    max: int | None = None


@dataclass(frozen=True)
class MagicItem:
    """An item of the army's (or the rulebook's) magic item list."""

    name: str
    points: float
    group: str
    standard: bool = False


@dataclass
class UnitEntry:
    """One army-list choice: category, per-model points, book size limits, 0-X limit, options."""

    entry_id: str
    name: str
    category: str
    points_per_model: float
    min_models: int = 1
    max_models: int | None = None
    army_max: int | None = None
    not_core_minimum: bool = False
    base_points: float = 0
    options: list[OptionEntry] = field(default_factory=list)
    magic_allowance: float | None = None
    magic_standard_allowance: float | None = None
    # From the catalogue's model profile, where it has one (8th edition files do): the troop type
    # as printed ("Infantry", "War Machine", ...), every characteristic by name, and the names of
    # the special rules the entry links to. Empty when the catalogue carries no profile.
    troop_type: str | None = None
    profile: dict[str, str] = field(default_factory=dict)
    special_rules: list[str] = field(default_factory=list)

    @property
    def is_character(self) -> bool:
        return self.category in ("lord", "hero")


@dataclass
class ArmyList:
    """A parsed catalogue (or game system: ``kind == "gamesystem"``)."""

    bs_id: str
    name: str
    kind: str
    army: str
    revision: int
    game_system_id: str
    source_file: str
    units: list[UnitEntry] = field(default_factory=list)
    magic_items: list[MagicItem] = field(default_factory=list)

    def unit(self, name: str) -> UnitEntry | None:
        return next((unit for unit in self.units if unit.name == name), None)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def army_list_from_dict(document: dict[str, Any]) -> ArmyList:
    """Rebuild an :class:`ArmyList` from :meth:`ArmyList.to_dict` output."""
    units = [
        UnitEntry(**{**unit, "options": [OptionEntry(**option) for option in unit["options"]]})
        for unit in document["units"]
    ]
    items = [MagicItem(**item) for item in document["magic_items"]]
    fields = {k: v for k, v in document.items() if k not in ("units", "magic_items")}
    return ArmyList(**fields, units=units, magic_items=items)
