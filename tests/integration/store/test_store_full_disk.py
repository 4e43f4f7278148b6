"""A full disk (simulated with SQLite's page limit) loses nothing and explains itself."""

import sqlite3

import pytest
from sqlalchemy.exc import OperationalError

from warbands_manager.services.companion_saves import CompanionSaveService
from warbands_manager.store.failures import storage_failure_message


def test_full_disk_rolls_back_and_has_a_plain_message(database, db_path):
    saves = CompanionSaveService(database)
    saves.create("runewars", "Small", {"year": 1})
    with database.engine.connect() as connection:
        pages = connection.exec_driver_sql("PRAGMA page_count").scalar()

    from sqlalchemy import event

    def cap_size(dbapi_connection, _record):
        dbapi_connection.execute(f"PRAGMA max_page_count={pages}")

    database.engine.dispose()
    event.listen(database.engine, "connect", cap_size)
    with pytest.raises(OperationalError) as raised:
        saves.create("runewars", "Huge", {"notes": "x" * 200_000})
    assert "disk is full" in storage_failure_message(raised.value)
    database.engine.dispose()
    with sqlite3.connect(db_path) as check:
        assert check.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert check.execute("SELECT name FROM companion_save").fetchall() == [("Small",)]
    check.close()


def test_other_errors_are_not_storage_failures():
    assert storage_failure_message(ValueError("x")) is None
