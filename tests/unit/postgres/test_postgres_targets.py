"""A database target is a SQLite path or a server URL; URLs never show their password."""

from pathlib import Path

import pytest

from warbands_manager.paths import ServerUrl, as_db_target, backups_dir_for, resolve_db_path
from warbands_manager.store.engine import server_driver_url


@pytest.mark.parametrize("value", ["postgresql://u:p@127.0.0.1/db", "postgres://u@localhost/db",
                                   "POSTGRESQL://u@h/db", "postgresql+psycopg://u@h/db"])
def test_urls_are_server_targets(value):
    assert isinstance(as_db_target(value), ServerUrl)


@pytest.mark.parametrize("value", ["league.sqlite", "/tmp/postgresql/x.sqlite",
                                   "postgresql.sqlite"])
def test_paths_stay_paths(value):
    assert as_db_target(value) == Path(value)


def test_password_is_hidden_when_shown():
    target = ServerUrl("postgresql://club:s3cret@127.0.0.1:5432/autumn")
    assert str(target) == "postgresql://club:***@127.0.0.1:5432/autumn"
    assert "s3cret" not in repr(target) and target.url.endswith("s3cret@127.0.0.1:5432/autumn")
    assert target.database_name == "autumn" and target.stem == "server-autumn"


def test_environment_variable_may_name_a_server(monkeypatch, isolated_user_data):
    monkeypatch.setenv("WARBANDS_DB", "postgresql://club@127.0.0.1/autumn")
    target = resolve_db_path(None)
    assert isinstance(target, ServerUrl)
    assert backups_dir_for(target) == isolated_user_data / "backups"
    assert resolve_db_path("local.sqlite") == Path("local.sqlite")  # --db wins


def test_driver_is_psycopg_3():
    assert server_driver_url("postgres://u@h/db") == "postgresql+psycopg://u@h/db"
    assert server_driver_url("postgresql://u@h/db") == "postgresql+psycopg://u@h/db"
