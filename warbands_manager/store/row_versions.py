"""Rows put back by an undo keep counting their versions (a stale editor must still be refused).

An ORM insert of a table with ``version_id_col`` (see ``tables.versioned``) always writes
version 1, whatever the object says. A row deleted at version N and re-inserted by an undo
would then match the version another organiser's window read long ago, and that window's stale
edit would go through unnoticed. Every restore of a versioned row calls :func:`move_versions_on`
in its transaction, after adding the rows: each gets version N + 1.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy import update
from sqlalchemy.orm.attributes import set_committed_value
from sqlmodel import Session


def move_versions_on(session: Session, restored: Iterable[tuple[Any, int]]) -> None:
    """``restored``: (row just added to ``session``, the version it had when deleted).

    The rows are inserted (flushed) first, then each version is set past the deleted one, in
    the database and on the object (so a later change in the same session still matches).
    """
    pairs = list(restored)
    if not pairs:
        return
    session.flush()
    for row, deleted_at in pairs:
        table: Any = type(row)
        session.execute(update(table).where(table.id == row.id)
                        .values(version=(deleted_at or 0) + 1)
                        .execution_options(synchronize_session=False))
        set_committed_value(row, "version", (deleted_at or 0) + 1)
