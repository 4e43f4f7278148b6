"""A saved roster moved to the imported revision of the army data it was built from: the
player's choice after an update (the import itself never changes a saved roster)."""

from __future__ import annotations

import copy
from dataclasses import dataclass
from pathlib import Path

from warbands_manager.rules.armydata.revisions import (
    ARMY_DATA_KEY,
    REVISION_KEY,
    resolved_revision,
    unit_catalogue,
    unit_revision,
)
from warbands_manager.rules.catalogue_update import RosterEffect, moved_with_effect
from warbands_manager.rules.roster import Roster
from warbands_manager.rules.roster_io import roster_to_dict
from warbands_manager.services.armies import ArmyDataService
from warbands_manager.services.rosters import RosterService
from warbands_manager.store.database import Database


@dataclass
class RosterUpdate:
    """A saved roster as it is, as it would be on the imported army data, and what differs."""

    roster_id: int
    before: Roster
    after: Roster
    effects: list[RosterEffect]

    @property
    def moves(self) -> bool:
        """Whether ``after`` differs from the saved roster (a unit, or a recorded revision)."""
        return roster_to_dict(self.after) != roster_to_dict(self.before)

    @property
    def changes(self) -> list[str]:
        return [change for effect in self.effects for change in effect.changes]


def roster_update(database: Database, data_dir: Path, roster_id: int) -> RosterUpdate:
    """``roster_id`` beside itself moved to the newest revision of every imported catalogue its
    units came from (units on an older revision record the newest one even when nothing else
    changes: the older revision is then free to go)."""
    roster = RosterService(database).load(roster_id)
    armies = ArmyDataService(database, data_dir)
    moved, effects = roster, []
    for bs_id in _catalogues(roster):
        army = armies.army_list(bs_id)
        if army is None:
            continue
        moved_here, effect = moved_with_effect(army, roster.name, moved, roster_id)
        if effect.changed:
            effects.append(effect)
        moved = moved_here
    return RosterUpdate(roster_id, roster, moved, effects)


def kept_as_saved(database: Database, data_dir: Path, roster_id: int) -> RosterUpdate:
    """``roster_id`` beside itself with every unit recording the stored revision it is read
    against now ("Keep it as saved" after an update: it stays on the revision it was built
    with, which is then kept for it)."""
    roster = RosterService(database).load(roster_id)
    armies = ArmyDataService(database, data_dir)
    kept = copy.deepcopy(roster)
    for bs_id in _catalogues(roster):
        stored = armies.kept_revisions(bs_id)
        for unit in kept.units:
            revision = resolved_revision(unit_revision(unit), stored)
            if unit_catalogue(unit) == bs_id and revision is not None:
                unit.extra[ARMY_DATA_KEY][REVISION_KEY] = revision
    return RosterUpdate(roster_id, roster, kept, [])


def _catalogues(roster: Roster) -> list[str]:
    """Every catalogue the roster's units were built from, in their order."""
    return [bs_id for bs_id in dict.fromkeys(map(unit_catalogue, roster.units)) if bs_id]
