"""The fast league export tests, run again on PostgreSQL (RESULTS_SQL's ordering and dates)."""

from tests.integration.leagues.test_leagues_exports_fast import *  # noqa: F403
