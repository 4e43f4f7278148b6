"""A saved roster moved to the imported revision of the army data it was built from: the
player's choice after an update (the import itself never changes a saved roster)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from warbands_manager.rules.armydata.build import ARMY_DATA_KEY
from warbands_manager.rules.catalogue_update import RosterEffect, moved_with_effect
from warbands_manager.rules.roster import Roster
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
    def changes(self) -> list[str]:
        return [change for effect in self.effects for change in effect.changes]


def roster_update(database: Database, data_dir: Path, roster_id: int) -> RosterUpdate:
    """``roster_id`` beside itself moved to every imported catalogue its units came from."""
    roster = RosterService(database).load(roster_id)
    armies = ArmyDataService(database, data_dir)
    catalogues = dict.fromkeys(unit.extra.get(ARMY_DATA_KEY, {}).get("catalogue")
                               for unit in roster.units)
    moved, effects = roster, []
    for bs_id in (bs_id for bs_id in catalogues if bs_id):
        army = armies.army_list(bs_id)
        if army is None:
            continue
        moved_here, effect = moved_with_effect(army, roster.name, moved, roster_id)
        if effect.changed:
            effects.append(effect)
            moved = moved_here
    return RosterUpdate(roster_id, roster, moved, effects)
