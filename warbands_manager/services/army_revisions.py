"""Older catalogue revisions kept for the saved rosters that use them, inside an open session.

An import stores a newer revision beside the old one when a saved roster still reads the old
one (``rules/armydata/revisions.py`` says which revision a unit is read against); a move to the
new revision, a roster deleted or an import then frees old revisions, and
:func:`remove_unused_revisions` removes them in the same transaction as the write that freed
them. The newest revision of a catalogue is never removed here.
"""

from __future__ import annotations

import json
from collections.abc import Iterable

from sqlmodel import Session, col, func, select

from warbands_manager.rules.armydata.revisions import (
    ARMY_DATA_KEY,
    REVISION_KEY,
    resolved_revision,
    revisions_in_use,
    unused_revisions,
)
from warbands_manager.store.roster_tables import ArmyDataRecord, RosterRecord

CATALOGUE = "catalogue"


def stored_revisions(session: Session, bs_ids: Iterable[str] | None = None
                     ) -> dict[str, list[int]]:
    """Every stored revision of each catalogue (of ``bs_ids``, else of all), oldest first."""
    query = select(ArmyDataRecord.bs_id, ArmyDataRecord.revision).where(
        ArmyDataRecord.kind == CATALOGUE)
    if bs_ids is not None:
        query = query.where(col(ArmyDataRecord.bs_id).in_(set(bs_ids)))
    revisions: dict[str, list[int]] = {}
    for bs_id, revision in session.exec(query.order_by(col(ArmyDataRecord.revision))).all():
        revisions.setdefault(bs_id, []).append(revision)
    return revisions


def saved_unit_revisions(session: Session) -> list[tuple[int | None, str, int | None]]:
    """(roster id, catalogue, revision or None) of every unit built from army data in the
    saved rosters (of every army: a unit names its catalogue, whatever the roster's army).
    Read from each document's units' ``army_data`` key without building the rosters."""
    query = select(RosterRecord.id, RosterRecord.document)
    return [(roster_id, catalogue, revision) for roster_id, document in session.exec(query)
            for catalogue, revision in document_unit_revisions(document)]


def document_unit_revisions(document: str | dict) -> list[tuple[str, int | None]]:
    """(catalogue, revision or None) of every unit of a roster document (stored text, or
    already read)."""
    units = (json.loads(document) if isinstance(document, str) else document).get("units")
    found = []
    for unit in units if isinstance(units, list) else ():
        record = unit.get(ARMY_DATA_KEY) if isinstance(unit, dict) else None
        if isinstance(record, dict) and record.get("catalogue"):
            revision = record.get(REVISION_KEY)
            found.append((record["catalogue"], revision if type(revision) is int else None))
    return found


def kept_revision_readers(session: Session, bs_id: str) -> list[tuple[int, list[str]]]:
    """(revision, names of the saved rosters reading it) of each older stored revision of
    ``bs_id``, oldest first (empty when only the newest is stored)."""
    stored = stored_revisions(session, [bs_id]).get(bs_id, [])
    if len(stored) < 2:
        return []
    readers: dict[int, set[int | None]] = {}
    for roster_id, catalogue, revision in saved_unit_revisions(session):
        resolved = resolved_revision(revision, stored) if catalogue == bs_id else None
        if resolved is not None:
            readers.setdefault(resolved, set()).add(roster_id)
    names = dict(session.exec(select(RosterRecord.id, RosterRecord.name)).all())
    return [(revision, sorted(names[i] for i in readers.get(revision, ()) if i in names))
            for revision in stored[:-1]]


def revision_in_use(session: Session, bs_id: str, revision: int) -> bool:
    """Whether a saved roster has a unit read against that stored revision of ``bs_id``."""
    stored = stored_revisions(session, [bs_id])
    units = [(catalogue, rev) for _roster, catalogue, rev in saved_unit_revisions(session)
             if catalogue == bs_id]
    return revision in revisions_in_use(units, stored).get(bs_id, set())


def remove_unused_revisions(session: Session) -> list[dict]:
    """Delete every stored catalogue revision that is not the newest and that no saved roster
    uses; returns the values of each removed row (:func:`restore_revisions` puts them back).
    One grouped query when no catalogue has an older revision kept (every save calls this)."""
    several = session.exec(select(ArmyDataRecord.bs_id).where(ArmyDataRecord.kind == CATALOGUE)
                           .group_by(ArmyDataRecord.bs_id)
                           .having(func.count(col(ArmyDataRecord.id)) > 1)).all()
    if not several:
        return []
    rows = session.exec(select(ArmyDataRecord).where(
        ArmyDataRecord.kind == CATALOGUE, col(ArmyDataRecord.bs_id).in_(several))).all()
    stored = stored_revisions(session, several)
    units = [(catalogue, revision) for _roster, catalogue, revision
             in saved_unit_revisions(session)]
    unused = set(unused_revisions(stored, revisions_in_use(units, stored)))
    removed = [row for row in rows if (row.bs_id, row.revision) in unused]
    for row in removed:
        session.delete(row)
    return [row.model_dump() for row in removed]


def older_rows_read(session: Session, unit_revisions: Iterable[tuple[str, int | None]]
                    ) -> list[dict]:
    """The values of every stored older revision (not the newest) that units with these
    (catalogue, revision) are read against: what a move may free, for its undo."""
    wanted = list(unit_revisions)
    stored = stored_revisions(session, {catalogue for catalogue, _revision in wanted})
    read = {(catalogue, revision) for catalogue, revisions in revisions_in_use(wanted, stored)
            .items() for revision in revisions if revision != max(stored[catalogue])}
    rows = session.exec(select(ArmyDataRecord).where(
        ArmyDataRecord.kind == CATALOGUE,
        col(ArmyDataRecord.bs_id).in_({catalogue for catalogue, _revision in read}))).all()
    return [row.model_dump() for row in rows if (row.bs_id, row.revision) in read]


def restore_revisions(session: Session, removed: Iterable[dict]) -> None:
    """Put back revisions :func:`remove_unused_revisions` removed (undo of a roster deleted),
    except where that revision was stored again meanwhile."""
    for values in removed:
        again = session.exec(select(ArmyDataRecord.id).where(
            ArmyDataRecord.kind == values["kind"], ArmyDataRecord.bs_id == values["bs_id"],
            ArmyDataRecord.revision == values["revision"])).first()
        if again is None:
            session.add(ArmyDataRecord(**values))
