"""What changed between two revisions of a catalogue, and which saved rosters it touches.

Re-importing never edits a saved roster (a roster is self-contained); the report tells the user
which units left the catalogue or changed points so they can decide what to do.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from warbands_manager.rules.armydata.build import entry_for
from warbands_manager.rules.armydata.model import ArmyList, UnitEntry
from warbands_manager.rules.roster import Roster, format_points

COMPARED = ("category", "points_per_model", "min_models", "max_models", "army_max",
            "not_core_minimum", "magic_allowance", "magic_standard_allowance")


@dataclass
class CatalogueDiff:
    """Units added, removed and changed between an old and a new catalogue."""

    name: str
    old_revision: int
    new_revision: int
    added: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    roster_notes: list[str] = field(default_factory=list)

    @property
    def unchanged(self) -> bool:
        return not (self.added or self.removed or self.changed)

    def lines(self) -> list[str]:
        """A readable report, one line per fact."""
        head = f"{self.name}: revision {self.old_revision} → {self.new_revision}"
        if self.unchanged:
            return [f"{head}: no unit changed"]
        lines = [head]
        lines += [f"  + {name} (new unit)" for name in self.added]
        lines += [f"  − {name} (no longer in the catalogue)" for name in self.removed]
        lines += [f"  ~ {change}" for change in self.changed]
        lines += [f"  ! {note}" for note in self.roster_notes]
        return lines


def diff_catalogues(old: ArmyList, new: ArmyList) -> CatalogueDiff:
    """Compare two parsed revisions of the same catalogue."""
    result = CatalogueDiff(new.name, old.revision, new.revision)
    old_units = {unit.name: unit for unit in old.units}
    new_units = {unit.name: unit for unit in new.units}
    result.added = sorted(set(new_units) - set(old_units))
    result.removed = sorted(set(old_units) - set(new_units))
    for name in sorted(set(old_units) & set(new_units)):
        result.changed += _unit_changes(old_units[name], new_units[name])
    return result


def _unit_changes(old: UnitEntry, new: UnitEntry) -> list[str]:
    changes = []
    for key in COMPARED:
        before, after = getattr(old, key), getattr(new, key)
        if before != after:
            changes.append(f"{new.name}: {key.replace('_', ' ')} {_show(before)} → {_show(after)}")
    old_options = {(o.name, o.points, o.per_model) for o in old.options}
    new_options = {(o.name, o.points, o.per_model) for o in new.options}
    if old_options != new_options:
        changes.append(f"{new.name}: options changed ({len(new_options - old_options)} new or "
                       f"repriced, {len(old_options - new_options)} gone or repriced)")
    return changes


def roster_notes(new: ArmyList, rosters: list[tuple[str, Roster]]) -> list[str]:
    """For saved rosters of this army: units the new catalogue lacks or prices differently.

    The rosters keep their units and points as saved; these notes only tell the user.
    """
    notes = []
    for roster_name, roster in rosters:
        for unit in roster.units:
            catalogue = unit.extra.get("army_data", {}).get("catalogue")
            if catalogue != new.bs_id:
                continue
            entry = entry_for(new, unit)
            if entry is None:
                notes.append(f"roster “{roster_name}”: {unit.name} is no longer in the "
                             "catalogue; the roster keeps it as saved")
            elif entry.name != unit.name:
                notes.append(f"roster “{roster_name}”: {unit.name} is now called {entry.name} "
                             "in the catalogue; the roster keeps its name")
            elif entry.points_per_model != unit.points_per_model:
                notes.append(
                    f"roster “{roster_name}”: {unit.name} now costs "
                    f"{format_points(entry.points_per_model)} per model (roster keeps "
                    f"{format_points(unit.points_per_model)})")
    return notes


def _show(value) -> str:
    if value is None:
        return "none"
    if isinstance(value, float):
        return format_points(value)
    return str(value)
