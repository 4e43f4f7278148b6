"""What changed between two rosters: units added, removed and changed, with points.

Leagues let players change lists between games; the organiser compares this week's roster with
last week's. Units are paired by id when the name agrees too (the editor keeps ids), then by
name in roster order (two files written by different tools), so a renamed unit shows as one
removed and one added. Pure: the editor's Compare and ``warbands-manager diff`` share it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import asdict, dataclass, field

from warbands_manager.rules.army_names import army_name
from warbands_manager.rules.roster import Roster, Unit, format_points
from warbands_manager.rules.unit_names import name_words

ADDED, REMOVED, CHANGED = "added", "removed", "changed"


@dataclass(frozen=True)
class UnitChange:
    """One unit that differs; ``details`` say how (``models 10 → 12``)."""

    kind: str
    name: str
    points_before: float
    points_after: float
    details: tuple[str, ...] = ()

    @property
    def points_difference(self) -> float:
        return self.points_after - self.points_before


@dataclass(frozen=True)
class RosterDiff:
    before: str
    after: str
    points_before: float
    points_after: float
    changes: tuple[UnitChange, ...] = field(default_factory=tuple)
    roster_details: tuple[str, ...] = ()

    @property
    def points_difference(self) -> float:
        return self.points_after - self.points_before

    @property
    def same(self) -> bool:
        return not self.changes and not self.roster_details

    def to_dict(self) -> dict:
        document = asdict(self)
        document["points_difference"] = self.points_difference
        for change, item in zip(self.changes, document["changes"], strict=True):
            item["points_difference"] = change.points_difference
        return document

    def lines(self) -> list[str]:
        """For people: a heading, then one line per change."""
        out = [f"{self.before} ({format_points(self.points_before)} pts) → {self.after} "
               f"({format_points(self.points_after)} pts): {signed(self.points_difference)} pts"]
        out += [f"  {detail}" for detail in self.roster_details]
        if self.same:
            out.append("  no differences")
        mark = {ADDED: "+", REMOVED: "−", CHANGED: "~"}
        for change in self.changes:
            text = f"  {mark[change.kind]} {change.name} ({change.kind}, " \
                   f"{signed(change.points_difference)} pts)"
            if change.details:
                text += ": " + "; ".join(change.details)
            out.append(text)
        return out


def signed(points: float) -> str:
    """``+25``, ``−10``, ``±0``."""
    if points == 0:
        return "±0"
    return f"+{format_points(points)}" if points > 0 else f"−{format_points(-points)}"


def diff_rosters(before: Roster, after: Roster) -> RosterDiff:
    """Every difference between ``before`` and ``after`` that a player or organiser cares for."""
    pairs, removed, added = _pair_units(before.units, after.units)
    changes = []
    for old, new in pairs:
        details = unit_details(old, new)
        if details:
            changes.append(UnitChange(CHANGED, new.name, old.points, new.points, details))
    changes += [UnitChange(REMOVED, u.name, u.points, 0, _summary(u)) for u in removed]
    changes += [UnitChange(ADDED, u.name, 0, u.points, _summary(u)) for u in added]
    return RosterDiff(before.name, after.name, before.total_points, after.total_points,
                      tuple(changes), tuple(_roster_details(before, after)))


def _pair_units(old: list[Unit], new: list[Unit]):
    pairs, left, right = [], list(old), list(new)
    for unit in list(left):
        match = next((u for u in right if unit.id is not None and u.id == unit.id
                      and name_words(u.name) == name_words(unit.name)), None)
        if match is not None:
            pairs.append((unit, match))
            left.remove(unit)
            right.remove(match)
    for unit in list(left):
        match = next((u for u in right if name_words(u.name) == name_words(unit.name)), None)
        if match is not None:
            pairs.append((unit, match))
            left.remove(unit)
            right.remove(match)
    return pairs, left, right


def unit_details(old: Unit, new: Unit) -> tuple[str, ...]:
    """How one unit changed (empty when it did not)."""
    details = []
    if old.models != new.models:
        details.append(f"models {old.models} → {new.models}")
    if old.category != new.category:
        details.append(f"category {old.category} → {new.category}")
    if old.points_per_model != new.points_per_model:
        details.append(f"points per model {format_points(old.points_per_model)} → "
                       f"{format_points(new.points_per_model)}")
    was, now = _upgrades(old), _upgrades(new)
    gained, lost = now - was, was - now
    if gained:
        details.append("gained " + ", ".join(sorted(gained.elements())))
    if lost:
        details.append("lost " + ", ".join(sorted(lost.elements())))
    if old.commander != new.commander:
        details.append("now the Commander" if new.commander else "no longer the Commander")
    if set(old.traits) != set(new.traits) or old.base != new.base:
        details.append("base or traits changed")
    if old.points != new.points and not details:
        details.append(f"points {format_points(old.points)} → {format_points(new.points)}")
    return tuple(details)


def _upgrades(unit: Unit) -> Counter:
    # A per-model upgrade follows the models count: its count is not a change of its own.
    return Counter(u.name if u.count == 1 or u.extra.get("per_model") else f"{u.count}× {u.name}"
                   for u in unit.upgrades)


def _summary(unit: Unit) -> tuple[str, ...]:
    parts = [f"{unit.models} models" if unit.models != 1 else "1 model"]
    parts += [u.name for u in unit.upgrades]
    return (", ".join(parts),)


def _roster_details(before: Roster, after: Roster) -> list[str]:
    details = []
    if before.army != after.army:
        details.append(f"army {army_name(before.army)} → {army_name(after.army)}")
    if before.points_limit != after.points_limit:
        details.append(f"points limit {before.points_limit or 'none'} → "
                       f"{after.points_limit or 'none'}")
    return details
