"""The league and campaign service test suites, run again on PostgreSQL.

Their ``database`` fixture is replaced by a fresh PostgreSQL database; every test body is the
one that runs on SQLite in tests/integration/{leagues,campaigns}/ (imported, not copied).
"""

from tests.integration.campaigns.test_campaigns_service import *  # noqa: F403
from tests.integration.leagues.test_league_totals import *  # noqa: F403
from tests.integration.leagues.test_leagues_rosters import *  # noqa: F403
from tests.integration.leagues.test_leagues_services import *  # noqa: F403


def test_the_suites_here_run_on_the_server(database):
    assert database.is_server and database.engine.dialect.name == "postgresql"
