"""What a new revision of a catalogue would do to a saved roster, and the roster moved to it.

An import never changes a saved roster: the roster keeps the units and points it was built
with. For every saved roster built from the catalogue the import report says what moving it
to the new revision would change (points before → after, units gone, renamed or repriced,
legal → not legal and why); the player then moves it (``moved_to``, undoable in the window)
or keeps it as it is.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from warbands_manager.rules.armydata.build import ARMY_DATA_KEY, entry_for
from warbands_manager.rules.armydata.model import ArmyList
from warbands_manager.rules.armydata.revisions import stamp_revision
from warbands_manager.rules.roster import Roster, format_points
from warbands_manager.rules.validation import errors, validate
from warbands_manager.rules.validation.catalogue import catalogue_as_stored


@dataclass
class RosterEffect:
    """One saved roster beside the same roster moved to the new revision."""

    roster: str
    points_before: float
    points_after: float
    legal_before: bool
    legal_after: bool
    why_not_legal: list[str] = field(default_factory=list)
    changes: list[str] = field(default_factory=list)
    roster_id: int | None = None  # the saved roster's id, where it is a saved one
    # Leagues (with the player) where the roster is registered: an organiser sees a change of
    # verdict there.
    leagues: list[str] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        """Whether moving the roster changes anything the player sees: a unit, or the verdict
        (the new revision's option groups)."""
        return bool(self.changes) or self.legal_before != self.legal_after

    def line(self) -> str:
        points = (f"{format_points(self.points_before)} → {format_points(self.points_after)} "
                  "pts" if self.points_before != self.points_after
                  else f"{format_points(self.points_after)} pts, unchanged")
        if self.legal_before == self.legal_after:
            legal = "stays legal" if self.legal_after else "still not legal"
        else:
            legal = "legal → not legal" if self.legal_before else "not legal → legal"
        why = f" ({self.why_not_legal[0]})" if self.legal_before and not self.legal_after \
            else ""
        where = f"; registered in {', '.join(self.leagues)}" if self.leagues else ""
        return f"roster “{self.roster}” on the new revision: {points}; {legal}{why}{where}"

    def to_json(self) -> dict:
        return {"roster": self.roster, "roster_id": self.roster_id,
                "points_before": self.points_before,
                "points_after": self.points_after, "legal_before": self.legal_before,
                "legal_after": self.legal_after, "why_not_legal": self.why_not_legal,
                "changes": self.changes, "leagues": self.leagues}


def moved_to(new: ArmyList, roster: Roster) -> tuple[Roster, list[str]]:
    """A copy of ``roster`` with its units of this catalogue renamed and repriced as the new
    revision has them; units the catalogue no longer has are kept as saved. Every unit of the
    catalogue then records the new revision (``revisions.py``). The changes made, in words."""
    moved, changes = copy.deepcopy(roster), []
    stamp_revision(moved, new.bs_id, new.revision)
    for unit in moved.units:
        source = unit.extra.get(ARMY_DATA_KEY, {})
        if source.get("catalogue") != new.bs_id:
            continue
        entry = entry_for(new, unit)
        if entry is None:
            changes.append(f"{unit.name} is no longer in the catalogue: kept as saved")
            continue
        if entry.name != unit.name:
            changes.append(f"{unit.name} is now called {entry.name}")
            unit.name = entry.name
        if entry.points_per_model != unit.points_per_model:
            changes.append(f"{unit.name}: {format_points(unit.points_per_model)} → "
                           f"{format_points(entry.points_per_model)} pts a model")
            unit.points_per_model = entry.points_per_model
    return moved, changes


def roster_effect(new: ArmyList, name: str, roster: Roster,
                  roster_id: int | None = None) -> RosterEffect:
    """What moving ``roster`` to ``new`` would do to it."""
    return moved_with_effect(new, name, roster, roster_id)[1]


def moved_with_effect(new: ArmyList, name: str, roster: Roster,
                      roster_id: int | None = None) -> tuple[Roster, RosterEffect]:
    """``roster`` moved to ``new``, and what that does to it."""
    moved, changes = moved_to(new, roster)
    before = errors(validate(roster))
    with catalogue_as_stored(new):  # an import checks the revision it has not stored yet
        after = errors(validate(moved))
    return moved, RosterEffect(name, roster.total_points, moved.total_points, not before,
                               not after, [violation.message for violation in after], changes,
                               roster_id)


def built_from(new: ArmyList, roster: Roster) -> bool:
    """Whether any unit of ``roster`` was built from this catalogue."""
    return any(unit.extra.get(ARMY_DATA_KEY, {}).get("catalogue") == new.bs_id
               for unit in roster.units)
