"""Older catalogue revisions kept for saved rosters, run again on PostgreSQL (the test bodies of
tests/integration/army_revisions/test_kept_revisions.py, imported, not copied)."""

from tests.integration.army_revisions.conftest import revisions  # noqa: F401 (fixture)
from tests.integration.army_revisions.test_kept_revisions import *  # noqa: F403


def test_the_revisions_suite_runs_on_the_server(database):
    assert database.is_server and database.engine.dialect.name == "postgresql"
