"""Opening a server database: identify, refuse (untouched), back up with pg_dump, migrate."""

import shutil
import threading

import pytest

from tests.old_databases import migrate_to
from tests.postgres_server import NO_DRIVER, NO_PG_DUMP
from warbands_manager.store.database import check_schema_drift, open_database
from warbands_manager.store.errors import NewerSchemaVersion, NotAWarbandsDatabase
from warbands_manager.store.migrations import HEAD_REVISION
from warbands_manager.store.server import MigrationNeedsBackup

psycopg = pytest.importorskip("psycopg", reason=NO_DRIVER)


def _scalar(url, sql):
    with psycopg.connect(url) as connection:
        return connection.execute(sql).fetchone()[0]


def _tables(url):
    with psycopg.connect(url) as connection:
        return {row[0] for row in connection.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")}


def test_empty_to_head_and_no_drift_on_both_back_ends(backend_database):
    check_schema_drift(backend_database.engine)  # raises on any difference
    assert backend_database.change_marker()[0] == 0


def test_new_server_database_is_migrated_to_head_and_marked(pg_url):
    open_database(pg_url).close()
    assert _scalar(pg_url, "SELECT version_num FROM alembic_version") == HEAD_REVISION
    assert _scalar(pg_url, "SELECT value FROM app_meta WHERE key = 'application'") == \
        "warbands-manager"


def test_another_programs_database_is_refused_untouched(pg_url):
    with psycopg.connect(pg_url) as connection:
        connection.execute("CREATE TABLE invoices (id int)")
    with pytest.raises(NotAWarbandsDatabase, match="another program"):
        open_database(pg_url)
    assert _tables(pg_url) == {"invoices"}


def test_newer_schema_is_refused_untouched(pg_url):
    open_database(pg_url).close()
    with psycopg.connect(pg_url) as connection:
        connection.execute("UPDATE alembic_version SET version_num = '9999_future'")
    with pytest.raises(NewerSchemaVersion, match="newer version"):
        open_database(pg_url)
    assert _scalar(pg_url, "SELECT version_num FROM alembic_version") == "9999_future"


def _database_at_0004_with_a_league(url):
    from warbands_manager.store.engine import create_server_engine

    migrate_to(create_server_engine(url), "0004_leagues",
               "INSERT INTO league (name, organiser, weeks, tables_json, tie_breakers, created_at)"
               " VALUES ('Old', '', 4, '{}', '', now())")


@pytest.mark.skipif(shutil.which("pg_dump") is None, reason=NO_PG_DUMP)
def test_upgrade_takes_a_pg_dump_backup_first(pg_url, isolated_user_data):
    _database_at_0004_with_a_league(pg_url)
    database = open_database(pg_url)
    try:
        assert database.backup_taken is not None and database.backup_taken.stat().st_size > 0
        assert database.backup_taken.parent == isolated_user_data / "backups"
        assert "before-upgrade-from-0004_leagues" in database.backup_taken.name
    finally:
        database.close()
    assert _scalar(pg_url, "SELECT version FROM league WHERE name = 'Old'") == 1


def test_upgrade_without_pg_dump_is_refused_unless_allowed(pg_url, monkeypatch):
    _database_at_0004_with_a_league(pg_url)
    monkeypatch.setattr("warbands_manager.store.server.shutil.which", lambda _name: None)
    with pytest.raises(MigrationNeedsBackup, match="--allow-unbacked-migration"):
        open_database(pg_url)
    assert _scalar(pg_url, "SELECT version_num FROM alembic_version") == "0004_leagues"
    database = open_database(pg_url, allow_unbacked_migration=True)
    assert database.backup_taken is None
    database.close()
    assert _scalar(pg_url, "SELECT version_num FROM alembic_version") == HEAD_REVISION


def test_two_organisers_opening_a_new_database_at_once_both_succeed(pg_url):
    errors, opened = [], []

    def open_it():
        try:
            opened.append(open_database(pg_url))
        except Exception as error:  # noqa: BLE001 - collected for the assertion
            errors.append(error)

    threads = [threading.Thread(target=open_it) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    for database in opened:
        database.close()
    assert errors == [] and len(opened) == 2
    assert _scalar(pg_url, "SELECT COUNT(*) FROM alembic_version") == 1
