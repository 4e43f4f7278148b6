"""The lines of ``army-data list`` and the Army data dialog, built from plain rows.

No SQL library here: the ORM service (``army_data_admin``) and the quick read-only path of
``army-data list`` (``store/quick_read.py``) both hand their rows (``ArmyDataRow``) to
:func:`entries_from_rows`, so the counts and the order are worked out in one place.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from warbands_manager.rules.armydata.editions import edition_of
from warbands_manager.rules.armydata.traits import TraitTable
from warbands_manager.store.summaries import ArmyDataRow, StoredFile

GAMESYSTEM = "gamesystem"
CATALOGUE = "catalogue"


@dataclass(frozen=True)
class ArmyDataEntry(StoredFile):
    """One imported game system or catalogue, as the dialog and ``army-data list`` show it."""

    units: int
    rosters: int
    catalogues: int = 0  # game systems: how many imported catalogues were written for it
    same_army: int = 0  # catalogues: how many *other* imported catalogues give the same army
    edition: str = ""  # catalogues: army book year and edition, rules edition (player words)

    @property
    def kind_label(self) -> str:
        return "game system" if self.kind == GAMESYSTEM else "catalogue"

    def to_json(self) -> dict:
        """The ``army-data list --json`` object of this entry."""
        return {"id": self.id, "kind": self.kind_label.replace(" ", "_"), "bs_id": self.bs_id,
                "name": self.name, "army": self.army if self.kind == CATALOGUE else None,
                "revision": self.revision, "source_file": self.source_file,
                "imported_at": self.imported_at.isoformat(), "units": self.units,
                "rosters": self.rosters if self.kind == CATALOGUE else None,
                "edition": self.edition or None}


def entries_from_rows(rows: list[ArmyDataRow], rosters_per_army: dict[str, int],
                      trait_table: Callable[[str], TraitTable]) -> list[ArmyDataEntry]:
    """Every game system, then every catalogue, each by name; ``trait_table`` gives an army's
    shipped table (a catalogue's edition is read from it)."""
    systems = {row.bs_id: row.name for row in rows if row.kind == GAMESYSTEM}
    entries = [_entry(row, rows, rosters_per_army) for row in rows]
    entries = [replace(entry, edition=edition_of(
        entry.name, entry.source_file, trait_table(entry.army),
        systems.get(row.game_system_id, "")).label()) if entry.kind == CATALOGUE else entry
        for entry, row in zip(entries, rows, strict=True)]
    return sorted(entries, key=lambda e: (e.kind != GAMESYSTEM, e.name.casefold(), e.id))


def _entry(row: ArmyDataRow, rows: list[ArmyDataRow], counts: dict) -> ArmyDataEntry:
    catalogue = row.kind == CATALOGUE
    systems = sum(1 for r in rows if r.kind == CATALOGUE and r.game_system_id == row.bs_id)
    same = sum(1 for r in rows if r.kind == CATALOGUE and r.army == row.army and r.id != row.id)
    return ArmyDataEntry(row.id, row.kind, row.bs_id, row.name, row.army, row.revision,
                         row.source_file, row.imported_at, row.units if catalogue else 0,
                         counts.get(row.army, 0) if catalogue else 0,
                         catalogues=0 if catalogue else systems,
                         same_army=same if catalogue else 0)
