"""Collecting an army's magic items and each unit's allowances from BattleScribe groups.

A mix-in of the catalogue parser: groups named like magic item lists ("Magic Weapons", "Magic
Standards", "Arcane Items" ...) hold the items; a points ``max`` constraint on such a group is the
unit's allowance. Links into shared groups may add entries of their own.
"""

from __future__ import annotations

from xml.etree.ElementTree import Element

from warbands_manager.rules.armydata.index import Index
from warbands_manager.rules.armydata.kinds import is_standard_group
from warbands_manager.rules.armydata.model import MagicItem, UnitEntry
from warbands_manager.rules.armydata.profiles import item_text
from warbands_manager.rules.armydata.safexml import has_items, items


class MagicItemCollector:
    """Needs ``self.index`` (entries), ``self._cost``, ``self._points_cap``,
    ``self.magic_items`` and ``self.magic_memo`` (a dict, one per catalogue)."""

    index: Index
    magic_items: dict[str, MagicItem]
    magic_memo: dict[tuple, tuple[tuple[bool, float], ...]]

    def _cost(self, element: Element, link: Element | None) -> float:
        raise NotImplementedError

    def _points_cap(self, element: Element | None) -> float | None:
        raise NotImplementedError

    def _magic(self, container: Element, name: str, unit: UnitEntry, link,
               cap: float | None = None, groups: tuple[str, ...] = ()) -> None:
        """``cap``: the allowance of an enclosing entry ("First Among Equals": 25 points);
        ``groups``: the enclosing names (a group under a "Standard Bearer" holds banners)."""
        standard = is_standard_group(name) or any(is_standard_group(g) for g in groups)
        caps = [self._points_cap(node) for node in (link, container) if node is not None]
        allowance = next((value for value in caps if value is not None), cap)
        if allowance is not None:
            self._set_allowance(unit, standard, allowance)
        found = self._items_in(container, name, standard, 0)
        if link is not None:
            found += self._items_in(link, name, standard, 1)
        for is_standard, value in found:
            self._set_allowance(unit, is_standard, value)

    def _items_in(self, container: Element, group: str, standard: bool,
                  depth: int) -> tuple[tuple[bool, float], ...]:
        """Collect the items below ``container``; returns the allowances found on the way
        (standard?, points). Shared groups are linked from many units: each is walked once."""
        memo = self.magic_memo
        key = (id(container), group, standard, depth)
        if key not in memo:
            memo[key] = tuple(self._collect_items(container, group, standard, depth))
        return memo[key]

    def _collect_items(self, container: Element, group: str, standard: bool, depth: int):
        if depth > 6:
            return
        for entry in items(container, "selectionEntries"):
            self._add_item(entry, None, group, standard)
        for sub in items(container, "selectionEntryGroups"):
            yield from self._descend(sub, sub.get("name", ""), standard, depth)
        for link in items(container, "entryLinks"):
            target = self.index.entries.get(link.get("targetId", ""))
            if target is None:
                continue
            if target.tag == "selectionEntryGroup":
                name = link.get("name") or target.get("name") or ""
                yield from self._descend(target, name, standard, depth)
                # a link may add entries of its own (items only some characters may take)
                yield from self._items_in(link, name, standard, depth + 1)
            else:
                self._add_item(target, link, group, standard)

    def _descend(self, group: Element, name: str, standard: bool, depth: int):
        sub_standard = standard or is_standard_group(name)
        allowance = self._points_cap(group)
        if allowance is not None:
            yield sub_standard, allowance
        yield from self._items_in(group, name, sub_standard, depth + 1)

    def _add_item(self, entry: Element, link, group: str, standard: bool) -> None:
        name = ((link.get("name", "") if link is not None else "") or entry.get("name", "")).strip()
        if has_items(entry, "selectionEntries") or has_items(entry, "selectionEntryGroups"):
            return  # a container, not an item
        if name not in self.magic_items:
            self.magic_items[name] = MagicItem(
                name=name, points=self._cost(entry, link), group=group, standard=standard,
                text=item_text(entry, self.index.infos))

    @staticmethod
    def _set_allowance(unit: UnitEntry, standard: bool, allowance: float) -> None:
        if standard:
            unit.magic_standard_allowance = max(unit.magic_standard_allowance or 0, allowance)
        else:
            unit.magic_allowance = max(unit.magic_allowance or 0, allowance)
