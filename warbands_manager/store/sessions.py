"""An open database: its engine, its actor and one short transaction per user action.

Built by ``database.open_database`` (a file) and ``server.open_server_database`` (PostgreSQL);
it knows neither, so both import it and it imports no opener. The session hooks every
transaction passes through (read-only guard, history actor, storable text) live here too.
"""

from __future__ import annotations

import getpass
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from sqlalchemy import event
from sqlalchemy.engine import Engine
from sqlalchemy.exc import ProgrammingError
from sqlalchemy.orm.exc import StaleDataError
from sqlmodel import Session

from warbands_manager.errors import UserFacingError
from warbands_manager.history_name import preferred_history_name
from warbands_manager.paths import DatabaseTarget, ServerUrl
from warbands_manager.rules.input_files import lone_surrogate
from warbands_manager.store.changes import OwnWrites, change_marker, marker_in
from warbands_manager.store.engine import read_only_engine
from warbands_manager.store.errors import EditConflict, NotPermitted

ACTOR_ENV = "WARBANDS_USER"
# Keys of a session's ``info``: the window's own-save record, and the marker before the first
# write of the transaction (see ``store/changes.py: OwnWrites``).
_OWN_WRITES = "own_writes"
_MARKER_BEFORE = "marker_before"


def default_actor() -> str:
    """Who is making changes, for the league history: ``WARBANDS_USER``, else the name chosen
    in Preferences, else the login name."""
    try:
        return os.environ.get(ACTOR_ENV) or preferred_history_name() or getpass.getuser()
    except (KeyError, OSError):
        return "unknown"


@dataclass
class Database:
    """An open, current database: the engine and a way to run one short transaction.

    ``path`` is the SQLite file, or the :class:`ServerUrl` of a PostgreSQL database.
    """

    path: DatabaseTarget
    engine: Engine
    backup_taken: Path | None = None
    actor: str = field(default_factory=default_actor)
    # A database opened for an action that only reads (``league standings``, exports): its
    # transactions are deferred reads that a writer in another process never blocks.
    read_only: bool = False
    # Set by a window that watches for others' changes: its own saves are recorded here.
    own_writes: OwnWrites | None = None

    @property
    def is_server(self) -> bool:
        return isinstance(self.path, ServerUrl)

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """One unit of work: committed if the block finishes, rolled back if it raises.

        On a database opened ``read_only`` this is :meth:`reading`.

        Raises:
            EditConflict: another writer changed a versioned row this transaction updates.
        """
        if self.read_only:
            with self.reading() as session:
                yield session
            return
        with Session(self.engine, expire_on_commit=False) as session:
            session.info["actor"] = self.actor
            if self.own_writes is not None:
                session.info[_OWN_WRITES] = self.own_writes
            try:
                yield session
                _record_own_write(session)
                session.commit()
            except ProgrammingError as error:
                session.rollback()
                _raise_if_not_permitted(error)
                raise
            except StaleDataError as stale:
                session.rollback()
                raise EditConflict(
                    "Someone else changed this record while you were saving it, so your "
                    "change was not saved. Reload to see their change, then try again.") from stale
            except BaseException:
                session.rollback()
                raise

    @contextmanager
    def reading(self) -> Iterator[Session]:
        """A transaction that only reads: deferred (a writer elsewhere never blocks it, it
        sees the last commit) and always rolled back. Writing in it raises
        :class:`ReadOnlyAction` instead of taking the write lock."""
        engine = self.engine if self.is_server else read_only_engine(self.engine)
        with Session(engine, expire_on_commit=False) as session:
            session.info["read_only"] = True
            try:
                yield session
            finally:
                # A rollback expires what the session loaded; the rows handed out are read
                # after the block (as a transaction's are), so they leave the session first.
                session.expunge_all()
                session.rollback()

    def change_marker(self) -> tuple:
        """Differs whenever anyone saved a change since it was last read (cheap to ask)."""
        return change_marker(self.engine)

    def close(self) -> None:
        self.engine.dispose()


def _note_marker_before_writing(session) -> None:
    if _OWN_WRITES in session.info and _MARKER_BEFORE not in session.info:
        session.info[_MARKER_BEFORE] = marker_in(session.connection())


def _before_orm_statement(state) -> None:
    if state.is_insert or state.is_update or state.is_delete:
        _note_marker_before_writing(state.session)


def _before_flush(session, _context, _instances) -> None:
    if session.new or session.dirty or session.deleted:
        _note_marker_before_writing(session)


def _record_own_write(session) -> None:
    """Record the marker's move this transaction made (it holds the write lock, so the move
    is its own alone)."""
    own_writes = session.info.get(_OWN_WRITES)
    if own_writes is None:
        return
    session.flush()
    before = session.info.get(_MARKER_BEFORE)
    if before is None:
        return
    after = marker_in(session.connection())
    if after != before:
        own_writes.record(before, after)


def _raise_if_not_permitted(error) -> None:
    # PostgreSQL's "insufficient privilege": a read-only role (players viewing standings).
    if getattr(error.orig, "sqlstate", None) == "42501":
        raise NotPermitted(
            "Your database login may only read this database (a read-only role), so the "
            "change was not saved. Ask the league's organiser to make it.") from error


class ReadOnlyAction(RuntimeError):
    """Code that only reads tried to write (a programming error, never a user's)."""


def _refuse_writes_when_reading(session, _context, _instances) -> None:
    if session.info.get("read_only") and (session.new or session.dirty or session.deleted):
        raise ReadOnlyAction("a read-only action tried to save a change")


class TextNotStorable(UserFacingError):
    """A text value too long for its column, or holding a character no database can store."""


def _check_texts(session, _context, _instances) -> None:
    # One check for every table, before SQL: PostgreSQL would refuse a name over 200
    # characters with a multi-line DataError (SQLite would store it, and a later copy to the
    # server fail), and a lone surrogate ends in UnicodeEncodeError inside the driver.
    for row in (*session.new, *session.dirty):
        table = getattr(type(row), "__table__", None)
        for column in table.columns if table is not None else ():
            value = getattr(row, column.key, None)
            if not isinstance(value, str):
                continue
            label = column.key.replace("_", " ")
            length = getattr(column.type, "length", None)
            if length and len(value) > length:
                raise TextNotStorable(f"The {label} is {len(value):,} characters long; at most "
                                      f"{length} fit. Nothing was saved.")
            bad = lone_surrogate(value)
            if bad:
                raise TextNotStorable(f"The {label} contains {bad}, a broken character (a lone "
                                      "surrogate) no database can store. Nothing was saved.")


def _stamp_actor(session, _context, _instances) -> None:
    # History rows say who made the change: filled from the transaction's actor if not given.
    actor = session.info.get("actor")
    if not actor:
        return
    for row in session.new:
        if hasattr(row, "who") and not row.who:
            row.who = actor[:100]


def _install_actor_stamp() -> None:
    event.listen(Session, "before_flush", _refuse_writes_when_reading)
    event.listen(Session, "before_flush", _before_flush)
    event.listen(Session, "do_orm_execute", _before_orm_statement)
    event.listen(Session, "before_flush", _stamp_actor)
    event.listen(Session, "before_flush", _check_texts)


_install_actor_stamp()
