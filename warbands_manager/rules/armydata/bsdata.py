"""Reading BattleScribe game systems (``.gst``) and catalogues (``.cat``) into army lists.

Only what the Warbands rules need is read: each top-level entry of a catalogue is a unit; its
primary category gives the army-list slot ("Uncounting" → a Core choice that does not count
toward the Core minimum); the rank-and-file child entry gives per-model points and the book's
minimum and maximum; a ``max`` constraint scoped to the roster or force is a 0-X limit; the other
child entries are options, and groups named like magic item lists give the magic allowance and
the army's magic items. Entry links are resolved within the catalogue and its game system.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from xml.etree.ElementTree import Element

from warbands_manager.rules.armydata.kinds import is_magic_group, upgrade_kind
from warbands_manager.rules.armydata.magic import MagicItemCollector
from warbands_manager.rules.armydata.model import (
    CATEGORY_NAMES,
    UNCOUNTING,
    ArmyList,
    MagicItem,
    OptionEntry,
    UnitEntry,
)
from warbands_manager.rules.armydata.safexml import items, local
from warbands_manager.rules.roster import ARMIES

ENTRY_TAGS = ("selectionEntry", "selectionEntryGroup")


class CatalogueError(ValueError):
    """The file is XML but not a BattleScribe game system or catalogue this app can read."""


@dataclass
class _Index:
    """Ids of one catalogue together with its game system."""

    entries: dict[str, Element] = field(default_factory=dict)
    categories: dict[str, str] = field(default_factory=dict)
    cost_type: str = ""

    def add(self, root: Element) -> None:
        for element in root.iter():
            tag = local(element.tag)
            if tag in ENTRY_TAGS and element.get("id"):
                self.entries.setdefault(element.get("id"), element)
            elif tag == "categoryEntry":
                self.categories[element.get("id")] = element.get("name", "")
            elif tag == "costType" and element.get("name") == "pts":
                self.cost_type = element.get("id", "")


def game_system_info(root: Element, source: str) -> ArmyList:
    """The header of a ``.gst`` (its shared entries are used when catalogues are parsed)."""
    if local(root.tag) != "gameSystem":
        raise CatalogueError(f"{source}: not a BattleScribe game system (root <{local(root.tag)}>)")
    return ArmyList(bs_id=root.get("id", ""), name=root.get("name", ""), kind="gamesystem",
                    army="other", revision=_int(root.get("revision")), source_file=source,
                    game_system_id=root.get("id", ""))


def parse_catalogue(root: Element, game_system: Element | None, source: str) -> ArmyList:
    """Parse a catalogue; ``game_system`` is the parsed ``.gst`` it was written for."""
    if local(root.tag) != "catalogue":
        raise CatalogueError(f"{source}: not a BattleScribe catalogue (root <{local(root.tag)}>)")
    if game_system is None:
        raise CatalogueError(f"{source}: needs its game system (.gst) — import that too")
    if game_system.get("id") != root.get("gameSystemId"):
        raise CatalogueError(
            f"{source}: written for game system {root.get('gameSystemId')!r}, not "
            f"{game_system.get('id')!r} ({game_system.get('name')})"
        )
    index = _Index()
    index.add(root)
    index.add(game_system)
    parser = _CatalogueParser(index)
    army = ArmyList(bs_id=root.get("id", ""), name=root.get("name", ""), kind="catalogue",
                    army=army_id_for(root.get("name", "")), revision=_int(root.get("revision")),
                    game_system_id=root.get("gameSystemId", ""), source_file=source)
    for element, link in _top_level_entries(root, index):
        unit = parser.unit(element, link)
        if unit is not None:
            army.units.append(unit)
    army.magic_items = sorted(parser.magic_items.values(), key=lambda item: item.name)
    return army


def army_id_for(catalogue_name: str) -> str:
    """Our army id for a catalogue name: "Vampire Counts - Armybook (2008)" → vampire-counts."""
    head = catalogue_name.split(" - ")[0].replace("&", "and").replace("_", " ")
    slug = re.sub(r"[^a-z0-9]+", "-", head.lower()).strip("-")
    return slug if slug in ARMIES else "other"


def _top_level_entries(root: Element, index: _Index):
    for entry in items(root, "selectionEntries"):
        yield entry, None
    for link in items(root, "entryLinks"):
        target = index.entries.get(link.get("targetId", ""))
        if target is not None and local(target.tag) == "selectionEntry":
            yield target, link


class _CatalogueParser(MagicItemCollector):
    def __init__(self, index: _Index) -> None:
        self.index = index
        self.magic_items: dict[str, MagicItem] = {}

    # -- units -------------------------------------------------------------------------------
    def unit(self, element: Element, link: Element | None) -> UnitEntry | None:
        primary = self._primary_category(element, link)
        if primary is None:
            return None
        name = (link if link is not None else element).get("name", "")
        unit = UnitEntry(
            entry_id=element.get("id", ""), name=name,
            category="core" if primary == UNCOUNTING else CATEGORY_NAMES[primary],
            not_core_minimum=primary == UNCOUNTING, points_per_model=0,
            army_max=self._army_max(element, link),
        )
        rank = self._rank_child(element, name)
        own_cost = self._cost(element, link)
        if rank is None:
            unit.points_per_model = own_cost
            unit.max_models = 1
        else:
            unit.points_per_model = self._cost(rank, None)
            unit.min_models = max(1, int(self._limit(rank, "min", ("parent",)) or 1))
            unit.max_models = self._limit(rank, "max", ("parent",))
            unit.base_points = own_cost
        self._walk(element, (), unit, skip=rank)
        return unit

    def _primary_category(self, element: Element, link: Element | None) -> str | None:
        links = items(link, "categoryLinks") if link is not None else []
        for category_link in links + items(element, "categoryLinks"):
            name = self.index.categories.get(category_link.get("targetId", ""))
            if category_link.get("primary") == "true" and (
                name in CATEGORY_NAMES or name == UNCOUNTING
            ):
                return name
        return None

    def _army_max(self, element: Element, link: Element | None) -> int | None:
        limits = [self._limit(node, "max", ("roster", "force"))
                  for node in (link, element) if node is not None]
        limits = [limit for limit in limits if limit is not None]
        return min(limits) if limits else None

    def _limit(self, element: Element, kind: str, scopes: tuple[str, ...]) -> int | None:
        for constraint in items(element, "constraints"):
            if (constraint.get("type") == kind and constraint.get("field") == "selections"
                    and constraint.get("scope") in scopes):
                value = float(constraint.get("value", "-1"))
                return None if value < 0 else int(value)
        return None

    def _cost(self, element: Element, link: Element | None) -> float:
        for node in (link, element):
            if node is None:
                continue
            for modifier in items(node, "modifiers"):
                if (modifier.get("type") == "set" and modifier.get("field") == self.index.cost_type
                        and not items(modifier, "conditions")):
                    return float(modifier.get("value", "0"))
        for cost in items(element, "costs"):
            if cost.get("typeId") == self.index.cost_type or cost.get("name") == "pts":
                return float(cost.get("value", "0"))
        return 0.0

    def _per_model_increment(self, element: Element) -> float:
        for modifier in items(element, "modifiers"):
            if (modifier.get("type") == "increment" and modifier.get("field") ==
                    self.index.cost_type and items(modifier, "repeats")):
                return float(modifier.get("value", "0"))
        return 0.0

    def _rank_child(self, element: Element, unit_name: str) -> Element | None:
        candidates = list(self._child_entries(element, depth=2))
        wanted = _singular(unit_name)

        def score(entry: Element) -> int:
            child = _singular(entry.get("name", ""))
            named = child == wanted or wanted.endswith(f" {child}")
            if self._limit(entry, "max", ("parent",)) == 0:
                return 0  # an entry that is switched on by modifiers, never the rank and file
            has_min = self._limit(entry, "min", ("parent",)) is not None
            is_model = entry.get("type") == "model"
            return (is_model and named) * 8 + (is_model and has_min) * 4 + is_model * 2 + (
                (named or has_min) and self._cost(entry, None) > 0)

        scored = [(score(entry), -position, entry) for position, entry in enumerate(candidates)]
        best = max(scored, default=None, key=lambda item: item[:2])
        return best[2] if best is not None and best[0] > 0 else None

    def _child_entries(self, element: Element, depth: int):
        yield from items(element, "selectionEntries")
        if depth > 0:
            for group in items(element, "selectionEntryGroups"):
                yield from self._child_entries(group, depth - 1)

    # -- options -----------------------------------------------------------------------------
    def _walk(self, element: Element, groups: tuple[str, ...], unit: UnitEntry, skip) -> None:
        for entry in items(element, "selectionEntries"):
            if entry is not skip:
                self._entry(entry, None, groups, unit, skip)
        for group in items(element, "selectionEntryGroups"):
            self._group(group, group.get("name", ""), groups, unit, skip)
        for link in items(element, "entryLinks"):
            target = self.index.entries.get(link.get("targetId", ""))
            if target is None:
                continue
            if local(target.tag) == "selectionEntryGroup":
                self._group(target, link.get("name", ""), groups, unit, skip, link)
                if not is_magic_group(link.get("name", "")):
                    self._walk(link, (*groups, link.get("name", "")), unit, skip)
            else:
                self._entry(target, link, groups, unit, skip)

    def _group(self, group, name, groups, unit, skip, link=None) -> None:
        if is_magic_group(name):
            self._magic(group, name, unit, link)
        else:
            self._walk(group, (*groups, name), unit, skip)

    def _entry(self, entry, link, groups, unit: UnitEntry, skip) -> None:
        name = (link if link is not None else entry).get("name", "")
        has_children = any(items(entry, tag) for tag in
                           ("selectionEntries", "selectionEntryGroups", "entryLinks"))
        cost = self._cost(entry, link)
        if has_children and cost == 0:
            if is_magic_group(name):
                self._magic(entry, name, unit, link)
            else:
                self._walk(entry, (*groups, name), unit, skip)
            return
        increment = self._per_model_increment(entry)
        unit.options.append(OptionEntry(
            name=name, points=cost + increment, kind=upgrade_kind(name, groups),
            per_model=increment > 0, group=" / ".join(groups),
            max=self._limit(link, "max", ("parent",)) if link is not None and
            self._limit(link, "max", ("parent",)) is not None
            else self._limit(entry, "max", ("parent",)),
        ))


def _singular(name: str) -> str:
    lowered = name.lower().strip()
    return lowered[:-1] if lowered.endswith("s") else lowered


def _int(text: str | None) -> int:
    try:
        return int(text or 0)
    except ValueError:
        return 0
