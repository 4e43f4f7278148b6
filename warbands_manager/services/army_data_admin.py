"""Browsing and deleting imported army data: the Army data dialog and ``army-data`` command.

Lists every imported game system and catalogue with how many saved rosters use its army, shows a
catalogue's units, finds an entry by name or id, and deletes one (undoable: the removed row is
returned whole and :meth:`ArmyDataAdmin.restore` puts it back in one transaction). Saved rosters
are never touched: a roster keeps its whole document, units included, whatever happens to the
army data it was built from.
"""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass, replace
from datetime import datetime

from sqlalchemy import func
from sqlmodel import select

from warbands_manager.rules.armydata.editions import edition_of
from warbands_manager.rules.armydata.resolve import TRAIT_WORDS, Decision, decide
from warbands_manager.services.armies import CATALOGUE, GAMESYSTEM, ArmyDataService
from warbands_manager.store.database import Database
from warbands_manager.store.roster_tables import ArmyDataRecord, RosterRecord


@dataclass(frozen=True)
class ArmyDataEntry:
    """One imported game system or catalogue, as the dialog and ``army-data list`` show it."""

    id: int
    kind: str
    bs_id: str
    name: str
    army: str
    revision: int
    source_file: str
    imported_at: datetime
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


@dataclass(frozen=True)
class UnitRow:
    """One unit of a catalogue, read-only: points, category, size limits, troop type, base and
    traits, and where each of those came from (``where_from``, one line per fact)."""

    name: str
    points_per_model: float
    base_points: float
    category: str
    models: str
    traits: str
    troop_type: str = ""
    where_from: tuple[str, ...] = ()


class ArmyDataAdmin:
    """Queries and deletions over the ``army_data`` table (through :class:`ArmyDataService`,
    so its cache of parsed catalogues forgets what is deleted)."""

    def __init__(self, database: Database, armies: ArmyDataService) -> None:
        self._database = database
        self._armies = armies

    def entries(self) -> list[ArmyDataEntry]:
        """Every game system, then every catalogue, each by name."""
        with self._database.transaction() as session:
            rows = session.exec(select(ArmyDataRecord)).all()
            counts = dict(session.exec(select(RosterRecord.army, func.count(RosterRecord.id))
                                       .group_by(RosterRecord.army)).all())
            systems = {row.bs_id: row.name for row in rows if row.kind == GAMESYSTEM}
            entries = [_entry(row, rows, counts) for row in rows]
        entries = [replace(entry, edition=edition_of(
            entry.name, entry.source_file, self._armies.trait_table(entry.army),
            systems.get(row.game_system_id, "")).label()) if entry.kind == CATALOGUE else entry
            for entry, row in zip(entries, rows, strict=True)]
        return sorted(entries, key=lambda e: (e.kind != GAMESYSTEM, e.name.casefold(), e.id))

    def units(self, bs_id: str) -> list[UnitRow]:
        """The units of the catalogue ``bs_id`` with their base and traits as the roster editor
        gives them (``resolve.decide``: army table, else catalogue profile and troop type;
        "traits unknown" when neither says); empty for an unknown id."""
        army = self._armies.army_list(bs_id)
        if army is None:
            return []
        table = self._armies.trait_table(army.army)
        return [_unit_row(unit, decide(unit, table)) for unit in army.units]

    def find(self, wanted: str) -> list[ArmyDataEntry]:
        """Entries matching ``wanted``: the row id (``3`` or ``#3``), the BattleScribe id, the
        name, the source file name or (catalogues) our army id, ignoring case in any alphabet."""
        key = _fold(wanted)
        entries = self.entries()
        by_id = [e for e in entries if key.lstrip("#") == str(e.id) or key == _fold(e.bs_id)]
        if by_id:
            return by_id
        return [e for e in entries if key in (_fold(e.name), _fold(e.source_file))
                or (e.kind == CATALOGUE and key == _fold(e.army))]

    def delete(self, entry: ArmyDataEntry) -> dict:
        """Delete one entry in one transaction; returns the row's values for :meth:`restore`.

        Raises:
            KeyError: the entry was deleted meanwhile.
        """
        return self._armies.delete_army(entry.bs_id, entry.kind)

    def restore(self, kept: dict) -> bool:
        """Put back exactly the row :meth:`delete` removed (same id, dates and document).

        Returns False (and changes nothing) when the same game system or catalogue was imported
        again meanwhile: the data is there, and the new import wins.
        """
        with self._database.transaction() as session:
            again = session.exec(select(ArmyDataRecord.id).where(
                ArmyDataRecord.kind == kept["kind"], ArmyDataRecord.bs_id == kept["bs_id"]))
            if again.first() is not None:
                return False
        self._armies.restore_army(kept)
        return True


def deletion_consequences(entry: ArmyDataEntry) -> str:
    """What deleting ``entry`` does, for the confirmation and the CLI's message."""
    if entry.kind == GAMESYSTEM:
        return (f"{entry.catalogues} imported catalogue(s) were written for this game system; "
                "they stay and keep working. Importing a new catalogue for it will need the "
                ".gst again. Saved rosters are not changed.")
    if entry.rosters == 0:
        return "No saved roster uses this army. Saved rosters are not changed."
    uses = f"{entry.rosters} saved roster(s) use this army"
    if entry.same_army:
        return (f"{uses}; they keep their units and the editor will use the other imported "
                f"catalogue of {entry.army} instead.")
    return (f"{uses}; they keep their units and still open, but the editor will offer no army "
            "data for them until you import it again.")


def _entry(row: ArmyDataRecord, rows: list[ArmyDataRecord], counts: dict) -> ArmyDataEntry:
    catalogue = row.kind == CATALOGUE
    units = len(json.loads(row.document).get("units", [])) if catalogue else 0
    systems = sum(1 for r in rows if r.kind == CATALOGUE and r.game_system_id == row.bs_id)
    same = sum(1 for r in rows if r.kind == CATALOGUE and r.army == row.army and r.id != row.id)
    return ArmyDataEntry(row.id, row.kind, row.bs_id, row.name, row.army, row.revision,
                         row.source_file, row.imported_at, units,
                         counts.get(row.army, 0) if catalogue else 0,
                         catalogues=0 if catalogue else systems,
                         same_army=same if catalogue else 0)


def _unit_row(unit, decision: Decision) -> UnitRow:
    category = unit.category.capitalize() + (" (does not count toward the Core minimum)"
                                if unit.not_core_minimum else "")
    models = f"{unit.min_models}–{unit.max_models}" if unit.max_models else f"{unit.min_models}+"
    if unit.army_max:
        models += f", 0–{unit.army_max} per army"
    if not decision.known:
        described = "traits unknown"
    else:
        base = decision.base.value if decision.base else None
        traits = (TRAIT_WORDS.get(trait, trait) for trait in decision.trait_names)
        described = ", ".join(filter(None, (base, *traits)))
    return UnitRow(unit.name, unit.points_per_model, unit.base_points, category, models,
                   described, unit.troop_type or "", tuple(decision.lines()))


def _fold(text: str) -> str:
    return unicodedata.normalize("NFC", " ".join(text.split())).casefold()
