"""The PostgreSQL fixtures (tests/postgres_server.py) for the back-end tests in this folder."""

from tests.postgres_server import backend_database, pg_database, pg_url  # noqa: F401
