"""The password in a server URL is masked in every form and given to pg_dump only through its
environment."""

from __future__ import annotations

from warbands_manager.paths import ServerUrl
from warbands_manager.store.server import dump_environment, dump_url


def test_display_masks_a_password_given_as_an_option():
    shown = ServerUrl("postgresql://ann@db.club/league?password=hunter2&sslmode=require").display
    assert "hunter2" not in shown and "sslmode=require" in shown


def test_display_masks_a_password_in_the_login():
    shown = ServerUrl("postgresql://ann:hunter2@db.club/league").display
    assert "hunter2" not in shown and "ann" in shown


def test_pg_dump_url_keeps_every_option_but_the_password():
    target = ServerUrl("postgresql+psycopg://ann:p%40ss@db.club:5433/league"
                       "?sslmode=require&password=other&connect_timeout=5")
    url = dump_url(target)
    assert url == "postgresql://ann@db.club:5433/league?sslmode=require&connect_timeout=5"
    assert dump_environment(target)["PGPASSWORD"] == "p@ss"


def test_no_password_leaves_the_environment_alone(monkeypatch):
    monkeypatch.delenv("PGPASSWORD", raising=False)
    assert "PGPASSWORD" not in dump_environment(ServerUrl("postgresql://ann@db.club/league"))
