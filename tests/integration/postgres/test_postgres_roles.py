"""The roles of docs/postgresql.md: organisers write, players only read (and are told so)."""

import os
import uuid
from urllib.parse import urlsplit, urlunsplit

import pytest

from tests.postgres_server import NO_DRIVER, SKIP_REASON
from warbands_manager import cli
from warbands_manager.rules.league.results import Outcome
from warbands_manager.services.league_games import GameInput, LeagueGameService
from warbands_manager.services.leagues import LeagueService, LeagueSettings, PlayerData
from warbands_manager.store.database import open_database
from warbands_manager.store.errors import NotPermitted

psycopg = pytest.importorskip("psycopg", reason=NO_DRIVER)


@pytest.fixture
def roles():
    """Two login roles (cluster-wide names), dropped after the test's database is."""
    base = os.environ.get("WARBANDS_TEST_PG_URL")
    if not base:
        pytest.skip(SKIP_REASON)
    suffix = uuid.uuid4().hex[:8]
    names = {"organiser": f"wb_org_{suffix}", "reader": f"wb_read_{suffix}"}
    yield names
    with psycopg.connect(base, autocommit=True) as admin:
        for name in names.values():
            admin.execute(f'DROP ROLE IF EXISTS "{name}"')


def _as(url: str, role: str) -> str:
    parts = urlsplit(url)
    host = parts.netloc.rsplit("@", 1)[1]
    return urlunsplit(parts._replace(netloc=f"{role}:pw@{host}"))


def test_organiser_writes_reader_only_reads(roles, pg_url, capsys):
    owner = open_database(pg_url)  # the owner creates the tables
    league_id = LeagueService(owner).create_league(LeagueSettings("Autumn"),
                                                   [PlayerData("Ann"), PlayerData("Bob")])
    database = urlsplit(pg_url).path.lstrip("/")
    organiser, reader = roles["organiser"], roles["reader"]
    with psycopg.connect(pg_url, autocommit=True) as admin:
        for sql in (
            f"CREATE ROLE {organiser} LOGIN PASSWORD 'pw'",
            f"CREATE ROLE {reader} LOGIN PASSWORD 'pw'",
            f'GRANT CONNECT ON DATABASE "{database}" TO {organiser}, {reader}',
            f"GRANT USAGE ON SCHEMA public TO {organiser}, {reader}",
            f"GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public "
            f"TO {organiser}",
            f"GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO {organiser}",
            f"GRANT SELECT ON ALL TABLES IN SCHEMA public TO {reader}",
        ):
            admin.execute(sql)
    owner.close()
    ids = None
    writer = open_database(_as(pg_url, organiser))
    try:
        ids = [p.id for p in LeagueService(writer).league(league_id).players]
        LeagueGameService(writer).record_game(league_id,
                                              GameInput(1, ids[0], ids[1], Outcome.VICTORY))
    finally:
        writer.close()
    viewer_url = _as(pg_url, reader)
    assert cli.main(["--db", viewer_url, "league", "standings", "Autumn"]) == 0
    assert "Ann" in capsys.readouterr().out
    viewer = open_database(viewer_url)
    try:
        with pytest.raises(NotPermitted, match="may only read"):
            LeagueGameService(viewer).record_game(league_id,
                                                  GameInput(1, ids[1], ids[0], Outcome.DRAW))
        assert len(LeagueGameService(viewer).games(league_id)) == 1
    finally:
        viewer.close()
