"""A name over 200 characters on PostgreSQL is one plain refusal, not a multi-line DataError
with SQL; nothing is saved."""

from __future__ import annotations

from datetime import date

import pytest

from warbands_manager.services.leagues import LeagueService, LeagueSettings, PlayerData
from warbands_manager.store.database import TextNotStorable


def test_a_long_player_name_is_refused_plainly_on_the_server(pg_database):
    leagues = LeagueService(pg_database)
    league = leagues.create_league(LeagueSettings("Server league", "O", date(2026, 9, 1)))
    with pytest.raises(TextNotStorable) as refused:
        leagues.add_player(league, PlayerData("N" * 250))
    assert "\n" not in str(refused.value) and "SQL" not in str(refused.value)
    assert "250 characters long; at most 200" in str(refused.value)
    assert not leagues.league(league).players
