"""The league tables as the rulebook gives them (data/league_tables.toml as shipped)."""

import pytest

from warbands_manager.rules.league.tables import LeagueTables, default_document


@pytest.fixture
def tables():
    return LeagueTables(default_document())
