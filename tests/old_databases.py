"""Databases at an older schema revision, as an older version of the app left them (not a
test module): the opening and migration tests start from these."""

from __future__ import annotations


def migrate_to(engine, revision: str, *statements: str, down: bool = False) -> None:
    """Move ``engine``'s database to ``revision`` with Alembic (upgrade, or ``down``grade),
    then run ``statements`` in the same transaction; the engine is disposed afterwards."""
    from alembic import command

    from warbands_manager.store.database import _alembic_config

    config = _alembic_config()
    try:
        with engine.begin() as connection:
            config.attributes["connection"] = connection
            (command.downgrade if down else command.upgrade)(config, revision)
            for statement in statements:
                connection.exec_driver_sql(statement)
    finally:
        engine.dispose()
