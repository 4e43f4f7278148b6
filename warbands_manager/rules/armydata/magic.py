"""Collecting an army's magic items and each unit's allowances from BattleScribe groups.

A mix-in of the catalogue parser: groups named like magic item lists ("Magic Weapons", "Magic
Standards", "Arcane Items" ...) hold the items; a points ``max`` constraint on such a group is the
unit's allowance. Links into shared groups may add entries of their own.
"""

from __future__ import annotations

from xml.etree.ElementTree import Element

from warbands_manager.rules.armydata.kinds import is_standard_group
from warbands_manager.rules.armydata.model import MagicItem, UnitEntry
from warbands_manager.rules.armydata.safexml import items, local


class MagicItemCollector:
    """Needs ``self.index`` (entries, cost type), ``self._cost`` and ``self.magic_items``."""

    def _magic(self, container: Element, name: str, unit: UnitEntry, link) -> None:
        standard = is_standard_group(name)
        for node in (link, container):
            allowance = self._points_cap(node) if node is not None else None
            if allowance is not None:
                self._set_allowance(unit, standard, allowance)
                break
        self._collect_items(container, name, unit, standard, depth=0)
        if link is not None:
            self._collect_items(link, name, unit, standard, depth=1)

    def _collect_items(self, container: Element, group: str, unit, standard: bool,
                       depth: int) -> None:
        if depth > 6:
            return
        for entry in items(container, "selectionEntries"):
            self._add_item(entry, None, group, standard)
        for sub in items(container, "selectionEntryGroups"):
            self._descend(sub, sub.get("name", ""), unit, standard, depth)
        for link in items(container, "entryLinks"):
            target = self.index.entries.get(link.get("targetId", ""))
            if target is None:
                continue
            if local(target.tag) == "selectionEntryGroup":
                self._descend(target, link.get("name", ""), unit, standard, depth)
                # a link may add entries of its own (items only some characters may take)
                self._collect_items(link, link.get("name", ""), unit, standard, depth + 1)
            else:
                self._add_item(target, link, group, standard)

    def _descend(self, group: Element, name: str, unit, standard: bool, depth: int) -> None:
        sub_standard = standard or is_standard_group(name)
        allowance = self._points_cap(group)
        if allowance is not None:
            self._set_allowance(unit, sub_standard, allowance)
        self._collect_items(group, name, unit, sub_standard, depth + 1)

    def _add_item(self, entry: Element, link, group: str, standard: bool) -> None:
        name = (link if link is not None else entry).get("name", "")
        if items(entry, "selectionEntries") or items(entry, "selectionEntryGroups"):
            return  # a container, not an item
        self.magic_items.setdefault(
            name, MagicItem(name=name, points=self._cost(entry, link), group=group,
                            standard=standard))

    def _points_cap(self, element: Element) -> float | None:
        for constraint in items(element, "constraints"):
            if (constraint.get("type") == "max" and constraint.get("field") ==
                    self.index.cost_type):
                return float(constraint.get("value", "0"))
        return None

    @staticmethod
    def _set_allowance(unit: UnitEntry, standard: bool, allowance: float) -> None:
        if standard:
            unit.magic_standard_allowance = max(unit.magic_standard_allowance or 0, allowance)
        else:
            unit.magic_allowance = max(unit.magic_allowance or 0, allowance)
