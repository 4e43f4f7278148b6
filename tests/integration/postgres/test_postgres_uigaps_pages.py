"""The Games tab's page-by-page reads (keyset on week, date, id) run again on PostgreSQL."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "uigaps"))
from test_uigaps_league_game_pages import *  # noqa: E402, F403


@pytest.fixture
def database(pg_database):
    return pg_database


def test_these_run_on_the_server(database):
    assert database.is_server and database.engine.dialect.name == "postgresql"
