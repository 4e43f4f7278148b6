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
    # (old name, new name): the same army-list entry under a new name.
    renamed: list[tuple[str, str]] = field(default_factory=list)
    # Per saved roster built from the catalogue: what moving it to the new revision would do
    # (``rules.catalogue_update.RosterEffect``: a ``line()`` and a ``to_json()``).
    roster_effects: list = field(default_factory=list)

    @property
    def unchanged(self) -> bool:
        return not (self.added or self.removed or self.changed or self.renamed)

    def to_json(self) -> dict:
        return {"catalogue": self.name, "old_revision": self.old_revision,
                "new_revision": self.new_revision, "added": self.added,
                "removed": self.removed,
                "renamed": [{"from": old, "to": new} for old, new in self.renamed],
                "changed": self.changed, "rosters": self.roster_notes,
                "roster_effects": [effect.to_json() for effect in self.roster_effects]}

    def lines(self) -> list[str]:
        """A readable report, one line per fact."""
        head = f"{self.name}: revision {self.old_revision} → {self.new_revision}"
        if self.unchanged:
            return [f"{head}: no unit changed"] + [f"  ! {effect.line()}"
                                                  for effect in self.roster_effects]
        lines = [head]
        lines += [f"  + {name} (new unit)" for name in self.added]
        lines += [f"  − {name} (no longer in the catalogue)" for name in self.removed]
        lines += [f"  ~ {old} is now called {new}" for old, new in self.renamed]
        lines += [f"  ~ {change}" for change in self.changed]
        lines += [f"  ! {note}" for note in self.roster_notes]
        lines += [f"  ! {effect.line()}" for effect in self.roster_effects]
        return lines


def diff_catalogues(old: ArmyList, new: ArmyList) -> CatalogueDiff:
    """Compare two parsed revisions of the same catalogue."""
    result = CatalogueDiff(new.name, old.revision, new.revision)
    old_units, new_units = _keyed(old.units), _keyed(new.units)
    gone, added, kept = _matched(old_units, new_units)
    result.added = sorted(new_units[key].name for key in added)
    result.removed = sorted(old_units[key].name for key in gone)
    for key in kept:
        before, after = old_units[key], new_units[key]
        if before.name != after.name:
            result.renamed.append((before.name, after.name))
        result.changed += _unit_changes(before, after)
    return result


def _keyed(units: list[UnitEntry]) -> dict[str, UnitEntry]:
    """Units by what identifies them across revisions: the BattleScribe id (a renamed unit
    keeps it); with the name too where a catalogue gives none, or shares one id among units."""
    ids = [unit.entry_id for unit in units]
    return {unit.entry_id if unit.entry_id and ids.count(unit.entry_id) == 1
            else f"{unit.entry_id}:{unit.name}": unit for unit in units}


def _unit_changes(old: UnitEntry, new: UnitEntry) -> list[str]:
    changes = []
    for key in COMPARED:
        before, after = getattr(old, key), getattr(new, key)
        if before != after:
            changes.append(f"{new.name}: {key.replace('_', ' ')} {_show(before)} → {_show(after)}")
    changes += _option_changes(old, new)
    return changes + _group_changes(old, new)


def _matched(before: dict, after: dict) -> tuple[list, list, list]:
    """The keys only ``before`` has, those only ``after`` has, and those both have, sorted."""
    return (sorted(set(before) - set(after)), sorted(set(after) - set(before)),
            sorted(set(before) & set(after)))


def _option_changes(old: UnitEntry, new: UnitEntry) -> list[str]:
    """Options gone, new, repriced or with a new limit, by name."""
    before = {option.name: option for option in old.options}
    after = {option.name: option for option in new.options}
    gone, added, kept = _matched(before, after)
    changes = [f"{new.name}: option {name} is no longer offered" for name in gone]
    changes += [f"{new.name}: new option {name}" for name in added]
    for name in kept:
        was, now = before[name], after[name]
        if (was.points, was.per_model) != (now.points, now.per_model):
            changes.append(f"{new.name}: option {name} {_show(was.points)} → "
                           f"{_show(now.points)} pts" + (" a model" if now.per_model else ""))
        if was.max != now.max:
            changes.append(f"{new.name}: option {name} at most {_show(was.max)} → "
                           f"{_show(now.max)}")
    return changes


def _group_changes(old: UnitEntry, new: UnitEntry) -> list[str]:
    """Option groups gone, new, or with new limits (how many, a points allowance)."""
    before = {group.path: group for group in old.groups}
    after = {group.path: group for group in new.groups}
    gone, added, kept = _matched(before, after)
    changes = [f"{new.name}: the choice “{path}” is gone" for path in gone]
    changes += [f"{new.name}: a new choice “{path}”" for path in added]
    for path in kept:
        was, now = before[path], after[path]
        for label, field_name in (("at least", "min"), ("at most", "max"),
                                  ("points allowance", "points_max")):
            if getattr(was, field_name) != getattr(now, field_name):
                changes.append(f"{new.name}: “{path}” {label} "
                               f"{_show(getattr(was, field_name))} → "
                               f"{_show(getattr(now, field_name))}")
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
