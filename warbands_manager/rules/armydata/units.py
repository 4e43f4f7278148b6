"""One top-level catalogue entry → one army-list unit (entries in the 2.x shape).

The rank-and-file child (a ``model`` or an ``upgrade``, directly, inside a group, or through an
entry link to a shared entry) gives the per-model points and the book's minimum and maximum
(``min``/``max`` constraints scoped to the parent); without one the unit is a single model
costing the entry's own points. A ``max`` constraint scoped to the roster or force is the 0-X
limit, and a modifier on it is kept as words. The other children are options, each with its own
``max``; groups named like magic item lists give the allowance and the army's magic items.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from xml.etree.ElementTree import Element

from warbands_manager.rules.armydata import limits
from warbands_manager.rules.armydata.groups import add_group, add_magic_subgroups, option_group
from warbands_manager.rules.armydata.index import Index
from warbands_manager.rules.armydata.kinds import is_magic_group, upgrade_kind
from warbands_manager.rules.armydata.magic import MagicItemCollector
from warbands_manager.rules.armydata.model import (
    CATEGORY_NAMES,
    UNCOUNTING,
    MagicItem,
    OptionEntry,
    UnitEntry,
)
from warbands_manager.rules.armydata.profiles import (
    TYPE,
    main_profile,
    own_profile,
    special_rules,
)
from warbands_manager.rules.armydata.safexml import has_items, items

_CHILD_TAGS = ("selectionEntries", "selectionEntryGroups", "entryLinks")


class UnitReader(MagicItemCollector):
    """Reads units of one catalogue; collects the army's magic items on the way."""

    def __init__(self, index: Index) -> None:
        self.index = index
        self.magic_items: dict[str, MagicItem] = {}
        self.magic_memo: dict = {}

    def _cost(self, element: Element, link: Element | None) -> float:
        return limits.cost(element, link, self.index.cost_fields)

    def _points_cap(self, element: Element | None) -> float | None:
        return limits.points_cap(element, self.index.cost_fields)

    # -- units -------------------------------------------------------------------------------
    def unit(self, element: Element, link: Element | None, primary: str) -> UnitEntry:
        name = (link if link is not None else element).get("name", "").strip()
        nodes = [node for node in (link, element) if node is not None]
        unit = UnitEntry(
            entry_id=element.get("id", ""), name=name,
            category="core" if primary == UNCOUNTING else CATEGORY_NAMES[primary],
            not_core_minimum=primary == UNCOUNTING, points_per_model=0,
            army_max=self._army_max(element, link),
            army_max_condition=limits.limit_condition(nodes, self.index.names),
        )
        if unit.army_max == 0 and unit.army_max_condition:
            # "0, or 1 when an Arch Lector is taken": the unit is usable, up to what the
            # condition opens; the condition is shown beside the limit.
            unit.army_max = limits.first_raise(nodes)
        own_cost = self._cost(element, link)
        rank, rank_link = (None, None) if unit.is_character and own_cost > 0 else (
            self._rank_child(element, name, own_cost))  # a priced character is one model
        if rank is None:
            unit.points_per_model = own_cost
            unit.max_models = 1
        else:
            unit.points_per_model = self._cost(rank, rank_link)
            unit.min_models = max(1, self._rank_limit(rank, rank_link, "min") or 1)
            unit.max_models = self._rank_limit(rank, rank_link, "max")
            unit.base_points = own_cost
        self._read_profile(unit, element, rank, rank_link)
        self._walk(element, unit, Within(skip=rank))
        if rank is not None:  # options of each model (shields for the rank and file)
            self._walk(rank, unit, Within(skip=rank, per_model=True))
        return unit

    def _read_profile(self, unit: UnitEntry, element, rank, rank_link) -> None:
        unit.profile = main_profile(element, rank, self.index.infos, unit.name)
        unit.troop_type = unit.profile.get(TYPE) or None
        nodes = [node for node in (element, rank_link, rank) if node is not None]
        unit.special_rules = special_rules(nodes, self.index.infos)

    def _army_max(self, element: Element, link: Element | None) -> int | None:
        found = [limit for limit in (limits.selection_limit(node, "max", limits.ARMY_SCOPES)
                                     for node in (link, element)) if limit is not None]
        return min(found) if found else None

    @staticmethod
    def _rank_limit(rank: Element, link: Element | None, kind: str) -> int | None:
        on_link = limits.selection_limit(link, kind, ("parent",))
        return on_link if on_link is not None else limits.selection_limit(
            rank, kind, ("parent",))

    def _rank_child(self, element: Element, unit_name: str, own_cost: float):
        """The rank-and-file child and the link that reached it (None, None: single model)."""
        candidates = list(self._child_entries(element, depth=2))
        wanted = _singular(unit_name)

        def score(entry: Element, link: Element | None) -> int:
            child = _singular((link if link is not None else entry).get("name", ""))
            named = child == wanted or wanted.endswith(f" {child}")
            if self._rank_limit(entry, link, "max") == 0:
                return 0  # an entry that is switched on by modifiers, never the rank and file
            cost = self._cost(entry, link)
            has_min = self._rank_limit(entry, link, "min") is not None
            if own_cost > 0 and (cost == 0 or not (named or has_min)):
                return 0  # crew, mount or rider of a priced model, not the models bought
            is_model = entry.get("type") == "model"
            return (is_model and named) * 8 + (is_model and has_min) * 4 + is_model * 2 + (
                (named or has_min) and cost > 0)

        scored = [(score(entry, link), -position, entry, link)
                  for position, (entry, link) in enumerate(candidates)]
        best = max(scored, default=None, key=lambda item: item[:2])
        return (best[2], best[3]) if best is not None and best[0] > 0 else (None, None)

    def _child_entries(self, element: Element, depth: int):
        for entry in items(element, "selectionEntries"):
            yield entry, None
        for link in items(element, "entryLinks"):
            target = self.index.entries.get(link.get("targetId", ""))
            if target is not None and target.tag == "selectionEntry":
                yield target, link
        if depth > 0:
            for group in items(element, "selectionEntryGroups"):
                yield from self._child_entries(group, depth - 1)

    # -- options -----------------------------------------------------------------------------
    def _walk(self, element: Element, unit: UnitEntry, within: Within) -> None:
        for entry in items(element, "selectionEntries"):
            if entry is not within.skip:
                self._entry(entry, None, unit, within)
        for group in items(element, "selectionEntryGroups"):
            self._group(group, group.get("name", ""), None, unit, within)
        for link in items(element, "entryLinks"):
            target = self.index.entries.get(link.get("targetId", ""))
            if target is None or target is within.skip:
                continue
            name = _name(link, target)
            if target.tag == "selectionEntryGroup":
                self._group(target, name, link, unit, within)
                if not is_magic_group(name):
                    self._walk(link, unit, within.inside(name))
            else:
                self._entry(target, link, unit, within)

    def _group(self, group, name, link, unit: UnitEntry, within: Within) -> None:
        path = " / ".join((*within.groups, name.strip()))
        magic = is_magic_group(name)
        add_group(unit, option_group(path, group, link, self.index, magic))
        if magic:
            add_magic_subgroups(unit, group, path, self.index)
            self._magic(group, name, unit, link, within.cap, within.groups)
        else:
            self._walk(group, unit, within.inside(name, self._points_cap(group)))

    def _entry(self, entry, link, unit: UnitEntry, within: Within) -> None:
        name = _name(link, entry)
        has_children = any(has_items(entry, tag) for tag in _CHILD_TAGS)
        cost = self._cost(entry, link)
        if has_children and cost == 0:
            if is_magic_group(name):
                cap = self._points_cap(entry)
                path = " / ".join((*within.groups, name))
                # an entry holding a list: its own min/max count the entry, not its items
                add_group(unit, replace(option_group(path, entry, link, self.index, True),
                                        min=None, max=None, condition=None, raised=None))
                add_magic_subgroups(unit, entry, path, self.index)
                self._magic(entry, name, unit, link, within.cap if cap is None else cap,
                            within.groups)
            else:
                self._walk(entry, unit, within.inside(name, self._points_cap(entry)))
            return
        if within.magic_only:
            return
        increment = limits.per_model_increment(entry, self.index.cost_fields)
        own_max = limits.selection_limit(link, "max", ("parent",))
        nodes = [node for node in (link, entry) if node is not None]
        profile = own_profile(entry, self.index.infos)
        unit.options.append(OptionEntry(
            name=name, points=cost + increment, kind=upgrade_kind(name, within.groups),
            per_model=increment > 0 or within.per_model, group=" / ".join(within.groups),
            max=own_max if own_max is not None else limits.selection_limit(
                entry, "max", ("parent",)),
            condition=limits.limit_condition(nodes, self.index.names, scope="parent"),
            troop_type=profile.get(TYPE) or None,  # the mount's type: "Monstrous Beast"
            profile=profile,
            rules=tuple(special_rules(nodes, self.index.infos)),
        ))
        if has_children:  # a priced option whose magic choices count (a standard's banner)
            inner = within.inside(name, self._points_cap(entry))
            self._walk(entry, unit, replace(inner, magic_only=True))


@dataclass(frozen=True)
class Within:
    """Where the option walk is: the group names above, the rank-and-file entry (not an
    option), the inherited magic allowance, whether only magic groups count (below a priced
    option) and whether options are bought per model (below the rank and file)."""

    groups: tuple[str, ...] = ()
    skip: Element | None = None
    cap: float | None = None
    magic_only: bool = False
    per_model: bool = False

    def inside(self, name: str, cap: float | None = None) -> Within:
        return replace(self, groups=(*self.groups, name), cap=self.cap if cap is None else cap)


def _name(link: Element | None, entry: Element) -> str:
    name = link.get("name", "") if link is not None else ""
    return (name or entry.get("name", "")).strip()


def _singular(name: str) -> str:
    lowered = name.lower().strip()
    return lowered[:-1] if lowered.endswith("s") else lowered
