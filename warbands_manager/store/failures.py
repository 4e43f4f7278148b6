"""Turning storage failures into messages a user can act on.

SQLite reports a full disk, a locked file or a read-only file as OperationalError with a short
English text; the app shows what happened and that nothing was saved (the transaction rolled
back), instead of a traceback.
"""

from __future__ import annotations

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
    ("disk i/o error",
     "The disk reported an error, so this change was not saved. Check the drive, then "
     "restore a backup if the database no longer opens."),
)


_TOO_LONG = ("The text is longer than the database accepts (at most 200 characters for a "
             "name), so the change was not saved. Shorten it and try again.")


def storage_failure_message(error: BaseException) -> str | None:
    """A user-facing explanation if ``error`` is a storage failure, else ``None``."""
    import errno
    import sqlite3

    if isinstance(error, OSError) and error.errno == errno.ENOSPC:
        return _KNOWN[0][1]
    if isinstance(error, sqlite3.OperationalError):  # the standard library's, not SQLAlchemy's
        return _message_for(str(error).lower(), error)
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
    if not isinstance(error, sqlalchemy_errors.OperationalError):
        return None
    return _message_for(str(error.orig if error.orig is not None else error).lower(),
                        error.orig)


def _message_for(text: str, original) -> str:
    for needle, message in _KNOWN:
        if needle in text:
            return message
    return f"The database could not save this change ({original}). Nothing was saved."
