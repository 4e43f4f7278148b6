"""Opening files: new, current, older (backup first), newer (refused), foreign (refused)."""

import hashlib
import sqlite3

import pytest
from sqlmodel import select

from warbands_manager.store import database as database_module
from warbands_manager.store.backup import backup_database, list_backups
from warbands_manager.store.database import (
    check_schema_drift,
    head_revision,
    inspect_file,
    open_database,
)
from warbands_manager.store.errors import (
    DatabaseUnreadable,
    NewerSchemaVersion,
    NotAWarbandsDatabase,
)
from warbands_manager.store.migrations import HEAD_REVISION
from warbands_manager.store.tables import AppMeta


def digest(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_new_database_is_created_at_head_with_marker(database, db_path):
    assert inspect_file(db_path).revision == HEAD_REVISION
    with database.transaction() as session:
        marker = session.exec(select(AppMeta).where(AppMeta.key == "application")).one()
    assert marker.value == "warbands-manager"


def test_head_constant_names_the_real_head():
    assert head_revision() == HEAD_REVISION


def test_migrations_match_the_tables_in_code(database):
    check_schema_drift(database.engine)  # alembic check: raises on drift


def test_connections_use_wal_and_foreign_keys(database):
    with database.engine.connect() as connection:
        assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert connection.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1


def test_reopening_a_current_database_takes_no_backup(database, db_path):
    database.close()
    again = open_database(db_path)
    assert again.backup_taken is None
    again.close()


def test_older_schema_is_backed_up_before_upgrade(database, db_path, monkeypatch):
    database.close()
    # Pretend this version's head is newer than the file's, as after an app update.
    monkeypatch.setattr(database_module, "HEAD_REVISION", "9999_future")
    upgraded = open_database(db_path)
    assert upgraded.backup_taken is not None and upgraded.backup_taken.is_file()
    assert f"before-upgrade-from-{HEAD_REVISION.replace('_', '-')}" in upgraded.backup_taken.name
    upgraded.close()


def test_newer_schema_is_refused_and_unchanged(database, db_path):
    database.close()
    with sqlite3.connect(db_path) as connection:
        connection.execute("UPDATE alembic_version SET version_num = '9999_from_the_future'")
    connection.close()
    before = digest(db_path)
    with pytest.raises(NewerSchemaVersion, match="newer version"):
        open_database(db_path)
    assert digest(db_path) == before
    assert not (db_path.parent / "backups").exists()


def test_non_sqlite_file_is_refused_and_unchanged(tmp_path):
    path = tmp_path / "notes.sqlite"
    path.write_text("my league notes, not a database")
    before = digest(path)
    with pytest.raises(NotAWarbandsDatabase, match="not SQLite"):
        open_database(path)
    assert digest(path) == before


def test_other_programs_sqlite_is_refused_and_unchanged(tmp_path):
    path = tmp_path / "other.sqlite"
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY)")
    connection.close()
    before = digest(path)
    with pytest.raises(NotAWarbandsDatabase, match="another program"):
        open_database(path)
    assert digest(path) == before


def test_corrupt_sqlite_is_refused_and_unchanged(tmp_path):
    path = tmp_path / "corrupt.sqlite"
    path.write_bytes(b"SQLite format 3\x00" + b"\xff" * 200)
    before = digest(path)
    with pytest.raises((DatabaseUnreadable, NotAWarbandsDatabase)):
        open_database(path)
    assert digest(path) == before


def test_empty_file_becomes_a_new_database(tmp_path):
    path = tmp_path / "empty.sqlite"
    path.touch()
    opened = open_database(path)
    assert inspect_file(path).revision == HEAD_REVISION
    opened.close()


def test_backups_rotate_keeping_the_newest(database, db_path):
    for index in range(5):
        backup_database(db_path, tmp := db_path.parent / "backups", f"manual {index}", keep=3)
    kept = list_backups(tmp, db_path.stem)
    assert len(kept) == 3
    assert kept[-1].name.endswith("manual-4.sqlite")


def test_backup_holds_committed_wal_content(database, db_path, tmp_path):
    from warbands_manager.services.companion_saves import CompanionSaveService

    CompanionSaveService(database).create("runewars", "Saturday", {"year": 2})
    target = backup_database(db_path, tmp_path / "b", "check")
    with sqlite3.connect(target) as copy:
        assert copy.execute("SELECT name FROM companion_save").fetchall() == [("Saturday",)]
    copy.close()


def test_a_failed_transaction_leaves_nothing(database):
    from warbands_manager.store.tables import CompanionSave

    with pytest.raises(RuntimeError), database.transaction() as session:
        session.add(CompanionSave(game="g", name="half", document="{}"))
        session.flush()
        raise RuntimeError("power cut")
    with database.transaction() as session:
        assert session.exec(select(CompanionSave)).all() == []


def test_a_backup_restores_into_a_new_file_leaving_the_refused_one(database, db_path):
    from warbands_manager.services.backups import BackupService, backups_of, restore_as_new_file
    from warbands_manager.services.companion_saves import CompanionSaveService

    CompanionSaveService(database).create("runewars", "Saved", {})
    BackupService(database).backup_now()
    database.close()
    db_path.write_bytes(b"garbage after a crash")
    backup = backups_of(db_path)[-1]
    restored = restore_as_new_file(backup, db_path)
    assert db_path.read_bytes() == b"garbage after a crash"
    reopened = open_database(restored)
    assert [s.name for s in CompanionSaveService(reopened).list("runewars")] == ["Saved"]
    reopened.close()
