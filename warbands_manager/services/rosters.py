"""Saved rosters: list, create, save, duplicate, rename, delete (undoable), import and export.

Each public method is one user action and one transaction. The roster is stored whole as its
``warbands-roster/1`` document (unknown keys included); the summary columns are recomputed from
it, validation included, on every write.
"""

from __future__ import annotations

import builtins
import json
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path

from sqlmodel import Session, select, update

from warbands_manager.rules.armydata.revisions import roster_unit_revisions
from warbands_manager.rules.roster import Roster
from warbands_manager.rules.roster_io import (
    read_roster_file,
    roster_from_dict,
    roster_to_dict,
    write_roster_text,
)
from warbands_manager.services.army_revisions import (
    document_unit_revisions,
    remove_unused_revisions,
    restore_revisions,
)
from warbands_manager.services.roster_checks import RosterStatus, check_roster
from warbands_manager.services.roster_conflicts import (  # noqa: F401 (RosterEditConflict)
    RosterEditConflict,
    RosterSeen,
    roster_conflict,
)
from warbands_manager.store.database import Database
from warbands_manager.store.roster_tables import RosterRecord
from warbands_manager.store.row_versions import move_versions_on
from warbands_manager.store.summaries import RosterSummary  # noqa: F401 (re-exported)
from warbands_manager.store.tables import utc_now
from warbands_manager.whole_file import write_text


class RosterNotFound(LookupError):
    """No roster has that id (deleted meanwhile, or another database)."""


@dataclass(frozen=True)
class DeletedRoster:
    """Everything needed to put a deleted roster back exactly as it was."""

    id: int
    document: str
    created_at: datetime
    updated_at: datetime
    version: int = 0
    # Older catalogue revisions only this roster used, removed with it (undo puts them back).
    revisions: tuple[dict, ...] = ()


class RosterService:
    """Stores rosters in the ``roster`` table."""

    def __init__(self, database: Database) -> None:
        self._database = database

    def list(self) -> list[RosterSummary]:
        """Every roster, by name."""
        # The list's columns only: loading every roster's document as an ORM object made
        # 10,000 rosters cost ~1 s and grow faster than the count.
        columns = (RosterRecord.id, RosterRecord.name, RosterRecord.player, RosterRecord.army,
                   RosterRecord.points, RosterRecord.size_class, RosterRecord.valid,
                   RosterRecord.error_count, RosterRecord.warning_count, RosterRecord.updated_at,
                   RosterRecord.version)
        with self._database.transaction() as session:
            rows = session.exec(select(*columns).order_by(RosterRecord.name,
                                                          RosterRecord.id)).all()
            return [RosterSummary(*row) for row in rows]

    def summary(self, roster_id: int) -> RosterSummary:
        """The list row of one roster."""
        with self._database.transaction() as session:
            return _summary(_get(session, roster_id))

    def create(self, roster: Roster) -> int:
        """Store a new roster and return its id."""
        row = new_roster_record(roster)
        with self._database.transaction() as session:
            session.add(row)
            session.flush()
            assert row.id is not None  # given by the flush above
            return row.id

    def load(self, roster_id: int) -> Roster:
        """The stored roster."""
        with self._database.transaction() as session:
            document = _get(session, roster_id).document
        return roster_from_dict(json.loads(document), f"roster #{roster_id}")

    def seen(self, roster_id: int) -> RosterSeen:
        """The stored roster's version and document, for an editor to save against."""
        with self._database.transaction() as session:
            row = _get(session, roster_id)
            return RosterSeen(row.version, json.loads(row.document))

    def save(self, roster_id: int, roster: Roster, seen: RosterSeen | None = None,
             document: dict | None = None) -> RosterSummary:
        """Replace a stored roster (the editor calls this after every edit).

        With ``seen`` (what the editor read or last saved), the save is refused if anyone
        saved the roster since; every save moves the row version on, so editors that read
        before it are refused in turn. The returned summary carries the new version and the
        validator's verdict (``status``). ``document``, when the caller has it, is
        ``roster_to_dict(roster)`` already made (the editor's snapshot): it is stored as is.

        One UPDATE of the columns, without loading the stored row first: the editor saves on
        every keystroke-sized edit, and reading the old document back was a third of it.

        Raises:
            RosterEditConflict: someone saved the roster after ``seen``; nothing was saved and
                the message names each field they changed.
            RosterNotFound: the roster was deleted.
        """
        filled = RosterRecord(id=roster_id, document="")
        status = _fill(filled, roster, document)
        filled.updated_at = utc_now()
        columns = {name: getattr(filled, name) for name in _SAVED_COLUMNS}
        statement = update(RosterRecord).where(RosterRecord.id == roster_id)
        if seen is not None:
            statement = statement.where(RosterRecord.version == seen.version)
        statement = statement.values(**columns, version=RosterRecord.version + 1)
        with self._database.transaction() as session:
            # The new version comes back from the UPDATE itself (no second statement).
            version = session.execute(statement.returning(RosterRecord.version)).scalar()
            if version is None:
                row = session.get(RosterRecord, roster_id)
                if row is None:
                    raise RosterNotFound(f"no roster with id {roster_id}")
                raise roster_conflict(seen, row.document, row.updated_at)
            filled.version = version
            if _may_free_revisions(seen, roster):  # a roster moved to a new revision
                remove_unused_revisions(session)
            return _summary(filled, status)

    def duplicate(self, roster_id: int) -> int:
        """Copy a roster under the name "<name> (copy)"; returns the new id."""
        roster = self.load(roster_id)
        roster.name = f"{roster.name} (copy)"
        return self.create(roster)

    def rename(self, roster_id: int, name: str) -> None:
        """Give a roster a new (non-empty) warband name."""
        if not name.strip():
            raise ValueError("a roster needs a name")
        roster = self.load(roster_id)
        roster.name = name.strip()
        self.save(roster_id, roster)

    def delete(self, roster_id: int) -> DeletedRoster:
        """Delete a roster; the returned value restores it with :meth:`restore`."""
        with self._database.transaction() as session:
            row = _get(session, roster_id)
            deleted = DeletedRoster(row.id, row.document, row.created_at, row.updated_at,
                                    row.version)
            session.delete(row)
            session.flush()
            return replace(deleted, revisions=tuple(remove_unused_revisions(session)))

    def restore(self, deleted: DeletedRoster) -> None:
        """Undo a delete: the roster returns with its id, document and dates."""
        row = _restored_row(deleted)
        with self._database.transaction() as session:
            restore_revisions(session, deleted.revisions)
            session.add(row)
            move_versions_on(session, [(row, deleted.version)])

    def delete_many(self, roster_ids: builtins.list[int]) -> builtins.list[DeletedRoster]:
        """Delete several rosters in one transaction (undo of an import); all or none.

        Raises:
            RosterNotFound: one of them is gone already (nothing is deleted).
        """
        with self._database.transaction() as session:
            deleted = []
            for roster_id in roster_ids:
                row = _get(session, roster_id)
                deleted.append(DeletedRoster(row.id, row.document, row.created_at,
                                             row.updated_at, row.version))
                session.delete(row)
            session.flush()
            removed = tuple(remove_unused_revisions(session))
            if deleted and removed:
                deleted[0] = replace(deleted[0], revisions=removed)
            return deleted

    def restore_many(self, deleted: builtins.list[DeletedRoster]) -> None:
        """Undo :meth:`delete_many`: every roster returns as it was, in one transaction."""
        rows = [_restored_row(item) for item in deleted]
        with self._database.transaction() as session:
            restore_revisions(session, [values for item in deleted for values in item.revisions])
            session.add_all(rows)
            move_versions_on(session, [(row, item.version)
                                       for row, item in zip(rows, deleted, strict=True)])

    def import_file(self, path: Path | str) -> int:
        """Read a ``warbands-roster/1`` file and store it; returns the new id.

        Raises:
            RosterReadError: the file is not a readable roster (the message names the file and
                the JSON path); nothing is stored.
        """
        return self.create(read_roster_file(path))

    def export_file(self, roster_id: int, path: Path | str) -> Path:
        """Write a roster to ``path`` as a ``warbands-roster/1`` file."""
        return write_text(path, write_roster_text(self.load(roster_id)))


def new_roster_record(roster: Roster) -> RosterRecord:
    """An unsaved row for ``roster`` (for services that add rosters in their own transaction)."""
    row = RosterRecord(name=roster.name, army=roster.army, document="{}")
    _fill(row, roster)
    return row


def rosters_of_army(session: Session, army: str) -> list[tuple[str, Roster]]:
    """(name, roster) of every saved roster of ``army`` inside an open session."""
    return [(name, roster) for _id, name, roster in saved_rosters_of_army(session, army)]


def saved_rosters_of_army(session: Session, army: str) -> list[tuple[int, str, Roster]]:
    """(id, name, roster) of every saved roster of ``army`` inside an open session."""
    rows = session.exec(select(RosterRecord).where(RosterRecord.army == army)).all()
    return [(row.id, row.name, roster_from_dict(json.loads(row.document),
                                                f"roster #{row.id}")) for row in rows]


def _restored_row(deleted: DeletedRoster) -> RosterRecord:
    roster = roster_from_dict(json.loads(deleted.document), f"roster #{deleted.id}")
    row = RosterRecord(id=deleted.id, name=roster.name, army=roster.army,
                       document=deleted.document, created_at=deleted.created_at)
    _fill(row, roster)
    row.updated_at = deleted.updated_at
    return row


_SAVED_COLUMNS = ("name", "player", "army", "points", "size_class", "valid", "error_count",
                  "warning_count", "document", "updated_at")


def _may_free_revisions(seen: RosterSeen | None, roster: Roster) -> bool:
    """Whether a save may leave a stored catalogue revision unread: some (catalogue, revision)
    the roster's units named before is gone (the editor's edits of models, names and options
    keep them all, and skip reading every saved roster)."""
    if seen is None:
        return True
    before = set(document_unit_revisions(seen.document))
    return bool(before - set(roster_unit_revisions(roster)))


def _get(session, roster_id: int) -> RosterRecord:
    row = session.get(RosterRecord, roster_id)
    if row is None:
        raise RosterNotFound(f"no roster with id {roster_id}")
    return row


def _fill(row: RosterRecord, roster: Roster, document: dict | None = None) -> RosterStatus:
    """The row's columns from ``roster`` (validated once); returns the validator's status."""
    status = check_roster(roster)
    row.name = roster.name
    row.player = roster.player or ""
    row.army = roster.army
    row.points = roster.total_points
    row.size_class = roster.size_class
    row.valid = status.valid
    row.error_count = status.errors
    row.warning_count = status.warnings
    row.document = json.dumps(roster_to_dict(roster) if document is None else document,
                              ensure_ascii=False)
    return status


def _summary(row: RosterRecord, status: RosterStatus | None = None) -> RosterSummary:
    return RosterSummary(row.id, row.name, row.player, row.army, row.points, row.size_class,
                         row.valid, row.error_count, row.warning_count, row.updated_at,
                         row.version or 0, status)
