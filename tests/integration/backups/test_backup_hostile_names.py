"""Backups, restores, identification and upgrades of files whose names SQLite's URI syntax would
misread: ``#`` (a fragment), ``?`` (options), ``%41`` (an escape), ``[A]``, quotes, spaces and
non-ASCII."""

from __future__ import annotations

import hashlib
import sqlite3

import pytest

from warbands_manager.services.backups import BackupService
from warbands_manager.services.companion_saves import CompanionSaveService
from warbands_manager.store import database as database_module
from warbands_manager.store.database import inspect_file, open_database
from warbands_manager.store.errors import NewerSchemaVersion, NotAWarbandsDatabase
from warbands_manager.store.migrations import HEAD_REVISION

NAMES = ["Season #2 [Ann's].db", "what?mode=rwc.sqlite", "%41bc.sqlite", 'say "hi".sqlite',
         "Café Ωmega 東.sqlite", "a b [A].sqlite", "x#y?z%20.sqlite"]


def saves(database) -> list[str]:
    return [save.name for save in CompanionSaveService(database).list("runewars")]


def digest(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def only_expected_files(folder, name) -> set[str]:
    # "user-data" is the test's own user folder (conftest's isolated_user_data), where the
    # backup preferences are read from: not a file made beside the database.
    return {p.name for p in folder.iterdir()
            if not p.name.endswith(("-wal", "-shm")) and p.name != "user-data"}


@pytest.mark.parametrize("name", NAMES)
def test_a_backup_of_a_hostile_name_holds_the_data_and_is_listed(tmp_path, name):
    database = open_database(tmp_path / name)
    CompanionSaveService(database).create("runewars", "Last game", {})
    service = BackupService(database)
    backup = service.backup_now()
    assert service.backups() == [backup]
    copy = open_database(backup)
    assert saves(copy) == ["Last game"]
    copy.close()
    database.close()
    # No stray file (``Season ``, ``what``) was created beside the database.
    assert only_expected_files(tmp_path, name) == {name, "backups"}


@pytest.mark.parametrize("name", NAMES)
def test_a_restore_of_a_hostile_name_keeps_the_previous_contents(tmp_path, name):
    database = open_database(tmp_path / name)
    CompanionSaveService(database).create("runewars", "Week 1", {})
    backup = BackupService(database).backup_now()
    CompanionSaveService(database).create("runewars", "Week 2", {})
    restored = BackupService(database).restore(backup)
    assert saves(restored) == ["Week 1"]
    safety = open_database(restored.backup_taken)
    assert sorted(saves(safety)) == ["Week 1", "Week 2"]  # the last game is not lost
    safety.close()
    restored.close()


@pytest.mark.parametrize("name", NAMES)
def test_an_older_hostile_name_is_backed_up_with_its_data_before_upgrade(
        tmp_path, name, monkeypatch):
    database = open_database(tmp_path / name)
    CompanionSaveService(database).create("runewars", "Before", {})
    database.close()
    monkeypatch.setattr(database_module, "HEAD_REVISION", "9999_future")
    upgraded = open_database(tmp_path / name)
    with sqlite3.connect(upgraded.backup_taken) as copy:
        assert copy.execute("SELECT name FROM companion_save").fetchall() == [("Before",)]
    copy.close()
    upgraded.close()


@pytest.mark.parametrize("name", NAMES)
def test_a_foreign_or_newer_file_with_a_hostile_name_is_refused_unchanged(tmp_path, name):
    foreign = tmp_path / name
    with sqlite3.connect(foreign) as connection:
        connection.execute("CREATE TABLE notes (text TEXT)")
        connection.execute("INSERT INTO notes VALUES ('mine')")
    connection.close()
    before = digest(foreign)
    with pytest.raises(NotAWarbandsDatabase):
        open_database(foreign)
    assert digest(foreign) == before
    newer = tmp_path / ("newer " + name)
    open_database(newer).close()
    with sqlite3.connect(newer) as connection:
        connection.execute("UPDATE alembic_version SET version_num = 'zzzz_newer'")
    connection.close()
    before = digest(newer)
    with pytest.raises(NewerSchemaVersion):
        open_database(newer)
    assert digest(newer) == before
    assert only_expected_files(tmp_path, name) - {"newer " + name} == {name}


def test_identifying_a_hostile_name_reads_that_file(tmp_path):
    # ``%41bc`` once decoded to ``Abc``: a valid file looked missing (or another file was read).
    path = tmp_path / "%41bc.sqlite"
    open_database(path).close()
    assert inspect_file(path).revision == HEAD_REVISION
    assert not (tmp_path / "Abc.sqlite").exists()
