"""PostgreSQL back-end fixtures.

``WARBANDS_TEST_PG_URL`` names a role that may create databases on a server on THIS machine
(``.ci/run`` starts one with ``.ci/start-postgres``). Each test gets a fresh, empty database,
dropped afterwards. Without the variable the PostgreSQL tests are skipped, so the README's
test command still runs on a machine with only Python.
"""

from __future__ import annotations

import ipaddress
import os
import time
import uuid
from urllib.parse import urlsplit, urlunsplit

import pytest

PG_URL_ENV = "WARBANDS_TEST_PG_URL"
SKIP_REASON = (f"no PostgreSQL server for the tests: set {PG_URL_ENV} "
               "(.ci/run starts one on loopback with .ci/start-postgres)")
NO_DRIVER = "the PostgreSQL driver (the server extra) is not installed"
NO_PG_DUMP = "pg_dump (PostgreSQL's client tools) is not installed"


def _require_loopback(url: str) -> None:
    host = urlsplit(url).hostname or "localhost"
    if host == "localhost":
        return
    if not ipaddress.ip_address(host).is_loopback:
        pytest.fail(f"{PG_URL_ENV} must point at this machine (loopback), not {host}")


def _with_database(url: str, name: str) -> str:
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path=f"/{name}"))


@pytest.fixture
def pg_url():
    """The URL of a fresh, empty PostgreSQL database (dropped after the test)."""
    base = os.environ.get(PG_URL_ENV)
    if not base:
        pytest.skip(SKIP_REASON)
    _require_loopback(base)
    psycopg = pytest.importorskip("psycopg", reason=NO_DRIVER)

    name = f"wb_test_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(base, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield _with_database(base, name)
    finally:
        _drop_database(psycopg, base, name)


def _drop_database(psycopg, base: str, name: str, attempts: int = 10) -> None:
    """Drop a test database, retrying while a server process (a vacuum worker, a closing
    connection) still holds it: a busy server must not turn a passed test into an error."""
    for attempt in range(attempts):
        try:
            with psycopg.connect(base, autocommit=True) as admin:
                admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
            return
        except psycopg.Error:
            if attempt == attempts - 1:
                raise
            time.sleep(0.2 * (attempt + 1))


@pytest.fixture
def pg_database(pg_url):
    from warbands_manager.store.database import open_database

    db = open_database(pg_url)
    yield db
    db.close()


@pytest.fixture(params=["sqlite", "postgresql"])
def backend_database(request, tmp_path):
    """The same test on a SQLite file and on a PostgreSQL database."""
    from warbands_manager.store.database import open_database

    target = (tmp_path / "backend.sqlite" if request.param == "sqlite"
              else request.getfixturevalue("pg_url"))
    db = open_database(target)
    yield db
    db.close()
