"""The lines of ``army-data list`` and the Army data dialog, built from plain rows.

No SQL library here: the ORM service (``army_data_admin``) and the quick read-only path of
``army-data list`` (``store/quick_read.py``) both hand their rows (``ArmyDataRow``) to
:func:`entries_from_rows`, so the counts and the order are worked out in one place.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from warbands_manager.rules.armydata.editions import edition_of
from warbands_manager.rules.armydata.revisions import resolved_revision
from warbands_manager.rules.armydata.traits import TraitTable
from warbands_manager.store.summaries import ArmyDataRow, StoredFile

# (roster id, catalogue, revision or None) of every saved unit built from army data
UnitRevisions = Sequence[tuple["int | None", str, "int | None"]]
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
    # Catalogues: (revision, rosters reading it) of each older revision kept for saved rosters.
    kept: tuple[tuple[int, int], ...] = ()

    @property
    def revision_words(self) -> str:
        """``3``, or ``3 (revision 2 kept for 2 rosters)`` where older ones are kept."""
        return f"{self.revision} ({self.kept_words})" if self.kept else str(self.revision)

    @property
    def kept_words(self) -> str:
        """``revision 2 kept for 2 rosters`` for each older revision kept; empty when none."""
        return "; ".join(f"revision {revision} kept for {rosters} roster"
                         f"{'s' if rosters != 1 else ''}" for revision, rosters in self.kept)

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
                "edition": self.edition or None,
                "kept_revisions": [{"revision": revision, "rosters": rosters}
                                   for revision, rosters in self.kept]}


def entries_from_rows(rows: list[ArmyDataRow], rosters_per_army: dict[str, int],
                      trait_table: Callable[[str], TraitTable],
                      unit_revisions: Callable[[], UnitRevisions] = list,
                      ) -> list[ArmyDataEntry]:
    """Every game system, then every catalogue, each by name and at its newest revision (the
    older ones kept for saved rosters named in ``kept``); ``trait_table`` gives an army's
    shipped table (a catalogue's edition is read from it); ``unit_revisions`` every saved
    unit's (roster id, catalogue, revision), asked only where an older revision is kept."""
    rows, kept = _newest_rows(rows, unit_revisions)
    systems = {row.bs_id: row.name for row in rows if row.kind == GAMESYSTEM}
    entries = [replace(_entry(row, rows, rosters_per_army), kept=kept.get(row.bs_id, ()))
               for row in rows]
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


def _newest_rows(rows: list[ArmyDataRow], unit_revisions: Callable[[], UnitRevisions]
                 ) -> tuple[list[ArmyDataRow], dict[str, tuple[tuple[int, int], ...]]]:
    """The newest row of each game system and catalogue, and per catalogue with older
    revisions kept: (revision, rosters reading it) of each older one."""
    stored: dict[tuple[str, str], list[ArmyDataRow]] = {}
    for row in rows:
        stored.setdefault((row.kind, row.bs_id), []).append(row)
    newest = [max(same, key=lambda row: row.revision) for same in stored.values()]
    several = {bs_id: sorted(row.revision for row in same)
               for (kind, bs_id), same in stored.items() if kind == CATALOGUE and len(same) > 1}
    if not several:
        return newest, {}
    readers: dict[tuple[str, int], set[int | None]] = {}
    for roster_id, catalogue, revision in unit_revisions():
        resolved = resolved_revision(revision, several.get(catalogue, ()))
        if resolved is not None:
            readers.setdefault((catalogue, resolved), set()).add(roster_id)
    kept = {bs_id: tuple((revision, len(readers.get((bs_id, revision), ())))
                         for revision in revisions[:-1])
            for bs_id, revisions in several.items()}
    return newest, kept
