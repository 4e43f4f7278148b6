"""Alembic environment: runs on the connection the app hands over, or on the ini's URL."""

from alembic import context
from sqlalchemy import engine_from_config, pool
from sqlmodel import SQLModel

import warbands_manager.store.tables  # noqa: F401  (registers the tables on the metadata)

config = context.config
target_metadata = SQLModel.metadata


def _configure_and_run(connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=True,  # SQLite cannot ALTER most things; batch mode recreates tables
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _configure_and_run(connection)
        return
    engine = engine_from_config(
        config.get_section(config.config_ini_section, {}),
        prefix="sqlalchemy.",
        poolclass=pool.NullPool,
    )
    with engine.connect() as fresh_connection:
        _configure_and_run(fresh_connection)


if context.is_offline_mode():
    raise SystemExit("Warbands Manager migrations run online only")
run_migrations_online()
