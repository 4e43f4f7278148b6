"""The ids of one catalogue and its game system, for resolving links (``Index``).

Below both the catalogue reader (``bsdata``) and the unit reader (``units``), which each use
it, so neither has to import the other's module for it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from xml.etree.ElementTree import Element

from warbands_manager.rules.armydata.schema1 import POINTS

ENTRY_TAGS = ("selectionEntry", "selectionEntryGroup")


@dataclass
class Index:
    """Ids of one catalogue together with its game system."""

    entries: dict[str, Element] = field(default_factory=dict)
    categories: dict[str, str] = field(default_factory=dict)
    infos: dict[str, Element] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)
    cost_fields: frozenset[str] = frozenset({POINTS, "pts"})

    def add(self, root: Element) -> None:
        """Index a tree read by ``readable`` (tags without namespace)."""
        names = self.names
        for element in root.iter():
            ident = element.get("id")
            if not ident:
                continue
            tag = element.tag
            if ident not in names:
                names[ident] = element.get("name", "")
            if tag in ENTRY_TAGS:
                self.entries.setdefault(ident, element)
            elif tag in ("profile", "rule"):
                self.infos.setdefault(ident, element)
            elif tag == "categoryEntry":
                self.categories[ident] = element.get("name", "")
            elif tag == "costType" and element.get("name") == "pts":
                self.cost_fields = self.cost_fields | {ident}
