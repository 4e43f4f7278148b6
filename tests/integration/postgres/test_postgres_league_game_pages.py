"""The Games tab's page-by-page reads (keyset on week, date, id) run again on PostgreSQL."""



from tests.integration.leagues.test_leagues_game_pages import *  # noqa: F403


def test_these_run_on_the_server(database):
    assert database.is_server and database.engine.dialect.name == "postgresql"
