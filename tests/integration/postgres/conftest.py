"""The PostgreSQL fixtures (tests/postgres_server.py) for the back-end tests in this folder.

The service suites re-run here (``from tests.integration.<area>.test_... import *``) ask for
``database``; in this folder it is a fresh server database instead of a SQLite file.
"""

import pytest

from tests.postgres_server import backend_database, pg_database, pg_url  # noqa: F401


@pytest.fixture
def database(pg_database):  # noqa: F811  (the fixture, by name)
    return pg_database
