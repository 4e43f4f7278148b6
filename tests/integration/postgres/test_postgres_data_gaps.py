"""The data-gap suites (campaign recording race, campaign edit conflicts, name look-ups) run
again on PostgreSQL: their ``database`` fixture is a fresh server database."""

import pytest
from test_campaigns_edit_conflicts import *  # noqa: F403
from test_campaigns_record_race import *  # noqa: F403
from test_leagues_unicode_names import *  # noqa: F403


@pytest.fixture
def database(pg_database):
    return pg_database


def test_the_data_gap_suites_run_on_the_server(database):
    assert database.is_server and database.engine.dialect.name == "postgresql"
