"""pg_dump backups keep the password secret: never on the command line (readable in
``/proc/*/cmdline``), dumps created 0600, found by their exact name."""

from __future__ import annotations

import shutil
import stat
import subprocess

import pytest

from tests.postgres_server import NO_PG_DUMP
from warbands_manager.paths import ServerUrl
from warbands_manager.services.backups import BackupService
from warbands_manager.store import server as server_module
from warbands_manager.store.database import open_database

pytestmark = pytest.mark.skipif(shutil.which("pg_dump") is None, reason=NO_PG_DUMP)


def with_option(url: str, option: str) -> str:
    return url + ("&" if "?" in url else "?") + option


@pytest.mark.parametrize("form", ["login", "option"])
def test_pg_dump_gets_the_password_in_its_environment_and_writes_0600(
        pg_url, isolated_user_data, monkeypatch, form):
    target = ServerUrl(pg_url)
    password = target.password or "warbands"
    url = target.without_password
    if form == "login":
        scheme, _, rest = url.partition("://")
        user, _, host = rest.partition("@")
        url = f"{scheme}://{user}:{password}@{host}"
    else:
        url = with_option(url, f"password={password}")
    url = with_option(url, "application_name=wb-test")
    calls = []
    real_run = subprocess.run

    def recording_run(command, **kwargs):
        calls.append((command, kwargs.get("env") or {}))
        return real_run(command, **kwargs)

    monkeypatch.setattr(server_module.subprocess, "run", recording_run)
    database = open_database(url)
    try:
        dump = BackupService(database).backup_now()
        listed = BackupService(database).backups()
    finally:
        database.close()
    (command, environment), = calls
    assert not any(f":{password}@" in part for part in command)
    assert not any("password=" in part for part in command)
    assert any("application_name=wb-test" in part for part in command)  # options kept
    assert environment.get("PGPASSWORD") == password
    assert stat.S_IMODE(dump.stat().st_mode) == 0o600
    assert listed == [dump]
    assert not any(p.name.endswith(".partial") for p in dump.parent.iterdir())
