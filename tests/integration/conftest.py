"""Fixtures shared by the integration tests (the database itself is in tests/conftest.py)."""

import pytest

from warbands_manager.services.rosters import RosterService


@pytest.fixture
def rosters(database):
    """The saved-rosters service on the test's database (a server one under postgres/)."""
    return RosterService(database)
