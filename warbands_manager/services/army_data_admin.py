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
from dataclasses import dataclass

from sqlalchemy import func
from sqlmodel import select

from warbands_manager.rules.armydata.export import option_traits
from warbands_manager.rules.armydata.resolve import TRAIT_WORDS, Decision, decide
from warbands_manager.services.armies import ArmyDataService
from warbands_manager.services.army_data_entries import (  # noqa: F401 (re-exported)
    CATALOGUE,
    GAMESYSTEM,
    ArmyDataEntry,
    ArmyDataRow,
    entries_from_rows,
)
from warbands_manager.services.army_revisions import (
    kept_revision_readers,
    saved_unit_revisions,
)
from warbands_manager.store.database import Database
from warbands_manager.store.roster_tables import ArmyDataRecord, RosterRecord


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
            rows = [_plain_row(row) for row in session.exec(select(ArmyDataRecord)).all()]
            counts = dict(session.exec(select(RosterRecord.army, func.count(RosterRecord.id))
                                       .group_by(RosterRecord.army)).all())
            # Read in the session only when a catalogue has an older revision kept.
            units = saved_unit_revisions(session) if _several_revisions(rows) else []
        return entries_from_rows(rows, counts, self._armies.trait_table, lambda: units)

    def units(self, bs_id: str) -> list[UnitRow]:
        """The units of the catalogue ``bs_id`` with their base and traits as the roster editor
        gives them (``resolve.decide``: army table, else catalogue profile and troop type;
        "traits unknown" when neither says); empty for an unknown id."""
        army = self._armies.army_list(bs_id)
        if army is None:
            return []
        table = self._armies.trait_table(army.army)
        return [_unit_row(unit, decide(unit, table)) for unit in army.units]

    def kept_revisions(self, bs_id: str) -> list[tuple[int, list[str]]]:
        """(revision, names of the saved rosters reading it) of each older revision of the
        catalogue kept beside the newest."""
        with self._database.reading() as session:
            return kept_revision_readers(session, bs_id)

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


def _several_revisions(rows: list[ArmyDataRow]) -> bool:
    keys = [(row.kind, row.bs_id) for row in rows]
    return len(set(keys)) != len(keys)


def _plain_row(row: ArmyDataRecord) -> ArmyDataRow:
    units = len(json.loads(row.document).get("units", [])) if row.kind == CATALOGUE else 0
    return ArmyDataRow(row.id, row.kind, row.bs_id, row.name, row.army, row.revision,
                       row.source_file, row.imported_at, row.game_system_id, units)


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
    # What a mount or upgrade would make the unit, and where that is said.
    mounts = tuple(f"with {found.giver}: {TRAIT_WORDS.get(found.trait, found.trait)} — "
                   f"{found.source} ({found.detail})"
                   for option in unit.options for found in option_traits(option))
    return UnitRow(unit.name, unit.points_per_model, unit.base_points, category, models,
                   described, unit.troop_type or "", (*decision.lines(), *mounts))


def _fold(text: str) -> str:
    return unicodedata.normalize("NFC", " ".join(text.split())).casefold()
