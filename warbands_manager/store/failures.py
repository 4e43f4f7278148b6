"""Turning storage failures into messages a user can act on.

SQLite reports a full disk, a locked file or a read-only file as OperationalError with a short
English text; the app shows what happened and that nothing was saved (the transaction rolled
back), instead of a traceback.

SQLite's "disk I/O error" covers much more than the disk: a log or shared-memory file removed
or cut short by another program reads as one too. Its extended code (``sqlite_errorname``)
says which: only a failed read, write or flush of the storage is blamed on the disk.
"""

from __future__ import annotations

import errno
import sqlite3
import sys

_KNOWN = (
    ("database or disk is full",
     "The disk is full, so this change was not saved. Free some space and try again."),
    ("database is locked",
     "Another program (or a second Warbands Manager window) is writing to this database. "
     "Nothing was saved; try again in a moment."),
    ("readonly database",
     "This database file is read-only, so the change was not saved. Copy it somewhere "
     "writable, or open another database."),
)

_DISK = ("The disk reported an error, so this change was not saved. Check the drive, then "
         "restore a backup if the database no longer opens.")
# The extended codes of a read, write or flush the storage itself failed.
DISK_CODES = frozenset({"SQLITE_IOERR_READ", "SQLITE_IOERR_WRITE", "SQLITE_IOERR_FSYNC",
                         "SQLITE_IOERR_DIR_FSYNC", "SQLITE_IOERR_TRUNCATE",
                         "SQLITE_IOERR_DATA", "SQLITE_IOERR_CORRUPTFS"})
_FILES_CHANGED = ("The database's files were changed or removed by another program while "
                  "this window was using them, so this change was not saved. Close the "
                  "database and open it again; if it no longer opens, restore a backup.")
_DAMAGED = ("The database file is damaged (SQLite finds it malformed), so this change was "
            "not saved. Restore one of its backups (in the window: File → Restore from "
            "Backup…).")
_INPUT_OUTPUT = ("The database's files could not be read or written, so this change was "
                 "not saved. Close the database and open it again.")


_TOO_LONG = ("The text is longer than the database accepts (at most 200 characters for a "
             "name), so the change was not saved. Shorten it and try again.")


def storage_failure_message(error: BaseException) -> str | None:
    """A user-facing explanation if ``error`` is a storage failure, else ``None``."""
    if isinstance(error, OSError) and error.errno == errno.ENOSPC:
        return _KNOWN[0][1]
    if isinstance(error, sqlite3.DatabaseError):  # the standard library's, not SQLAlchemy's
        return _sqlite_message(error)
    # Looked up, not imported: the GUI's error hook must not load SQLAlchemy at start-up, and
    # if SQLAlchemy was never loaded no error can come from it.
    sqlalchemy_errors = sys.modules.get("sqlalchemy.exc")
    if sqlalchemy_errors is None:
        return None
    if isinstance(error, sqlalchemy_errors.DataError):
        text = str(error.orig if error.orig is not None else error).lower()
        if "too long" in text:  # PostgreSQL: "value too long for type character varying(200)"
            return _TOO_LONG
        return ("The database refused a value, so the change was not saved "
                f"({text.strip().splitlines()[0]}).")
    if isinstance(error, sqlalchemy_errors.DBAPIError) and isinstance(error.orig,
                                                                       sqlite3.DatabaseError):
        return _sqlite_message(error.orig)
    if not isinstance(error, sqlalchemy_errors.OperationalError):
        return None
    return _message_for(str(error.orig if error.orig is not None else error).lower(),
                        error.orig)


def _sqlite_message(error) -> str | None:
    """For SQLite's own errors: every operational one, and a damaged file (which SQLite
    raises as a plain DatabaseError); a broken constraint is not a storage failure."""
    if isinstance(error, sqlite3.OperationalError):
        return _message_for(str(error).lower(), error)
    return _message_for_code(getattr(error, "sqlite_errorname", "") or "")


def _message_for(text: str, original) -> str:
    by_code = _message_for_code(getattr(original, "sqlite_errorname", "") or "")
    if by_code is not None:
        return by_code
    for needle, message in _KNOWN:
        if needle in text:
            return message
    if "disk i/o error" in text:  # no extended code to tell the disk from the files
        return _INPUT_OUTPUT
    if "malformed" in text:
        return _DAMAGED
    return f"The database could not save this change ({original}). Nothing was saved."


def _message_for_code(code: str) -> str | None:
    if code in DISK_CODES:
        return _DISK
    if code.startswith("SQLITE_IOERR"):
        return _FILES_CHANGED
    if code.startswith("SQLITE_CORRUPT") or code == "SQLITE_NOTADB":
        return _DAMAGED
    return None
