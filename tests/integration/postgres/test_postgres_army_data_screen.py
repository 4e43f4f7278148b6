"""The army data screen's service suite (list, units, find, delete, exact restore) re-run on
PostgreSQL: the bodies are imported from tests/integration/armydata, not copied."""


import pytest

from tests.integration.armydata.test_armydata_screen_service import *  # noqa: F403


@pytest.fixture
def database(pg_database):
    return pg_database
