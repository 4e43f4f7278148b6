"""Storage failures are explained as what they are: the disk is blamed only for the disk's."""

from __future__ import annotations

import os
import sqlite3

import pytest

from warbands_manager.store.failures import storage_failure_message

DISK = "The disk reported an error"


def _error_of(action) -> sqlite3.Error:
    with pytest.raises(sqlite3.Error) as caught:
        action()
    return caught.value


def test_a_log_removed_under_the_app_is_not_called_a_disk_error(tmp_path):
    # What adding players did once the log had been deleted by a command beside the window:
    # the shared memory still describes the deleted log, the new one is empty.
    path = tmp_path / "club.db"
    first = sqlite3.connect(path)
    first.execute("PRAGMA journal_mode=WAL")
    first.execute("CREATE TABLE player (name TEXT)")
    first.execute("INSERT INTO player VALUES ('Ann')")
    first.commit()
    os.unlink(f"{path}-wal")
    os.unlink(f"{path}-shm")
    second = sqlite3.connect(path)
    error = _error_of(lambda: second.execute("INSERT INTO player VALUES ('Bo')"))
    assert error.sqlite_errorname.startswith("SQLITE_IOERR")  # SQLite's "disk I/O error"
    message = storage_failure_message(error)
    assert DISK not in message
    assert "changed or removed by another program" in message and "not saved" in message
    second.close()
    first.close()


def test_a_damaged_file_is_called_damaged(tmp_path):
    path = tmp_path / "club.db"
    writer = sqlite3.connect(path)
    writer.execute("CREATE TABLE player (name TEXT)")
    writer.executemany("INSERT INTO player VALUES (?)", [("x" * 500,)] * 200)
    writer.commit()
    writer.close()
    with open(path, "r+b") as handle:  # nothing holds the file: no lock to drop
        handle.seek(4096 * 2)
        handle.write(b"\xff" * 4096)
    reader = sqlite3.connect(path)
    error = _error_of(lambda: reader.execute("SELECT SUM(LENGTH(name)) FROM player").fetchall())
    message = storage_failure_message(error)
    assert DISK not in message and "damaged" in message
    reader.close()


def test_the_same_through_sqlalchemy(tmp_path):
    from sqlalchemy import create_engine, text
    from sqlalchemy.exc import DBAPIError

    path = tmp_path / "club.db"
    path.write_bytes(b"this is a text file, not a database" * 100)
    engine = create_engine(f"sqlite:///{path}")
    with pytest.raises(DBAPIError) as caught, engine.connect() as connection:
        connection.execute(text("SELECT * FROM sqlite_master")).fetchall()
    message = storage_failure_message(caught.value)
    assert message is not None and DISK not in message
    engine.dispose()


def test_a_broken_constraint_is_not_a_storage_failure(tmp_path):
    connection = sqlite3.connect(tmp_path / "club.db")
    connection.execute("CREATE TABLE player (name TEXT UNIQUE)")
    connection.execute("INSERT INTO player VALUES ('Ann')")
    error = _error_of(lambda: connection.execute("INSERT INTO player VALUES ('Ann')"))
    assert storage_failure_message(error) is None
    connection.close()


@pytest.mark.parametrize(
    ("code", "blames_the_disk"),
    [
        ("SQLITE_IOERR_WRITE", True),
        ("SQLITE_IOERR_READ", True),
        ("SQLITE_IOERR_FSYNC", True),
        ("SQLITE_IOERR_SHORT_READ", False),
        ("SQLITE_IOERR_SHMMAP", False),
        ("SQLITE_IOERR_FSTAT", False),
        ("SQLITE_IOERR_DELETE", False),
    ],
)
def test_only_a_failed_read_write_or_flush_blames_the_disk(code, blames_the_disk):
    error = sqlite3.OperationalError("disk I/O error")
    error.sqlite_errorname = code
    assert (DISK in storage_failure_message(error)) is blames_the_disk
