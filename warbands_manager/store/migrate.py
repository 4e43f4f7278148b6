"""Alembic: which revisions this version knows, upgrading to the head, checking for drift.

Both ways of opening a database use it (``database`` for a file, ``server`` for PostgreSQL),
so it sits below both and imports neither. Alembic itself is imported only when asked.
"""

from __future__ import annotations

import io

from sqlalchemy import text
from sqlalchemy.engine import Connection, Engine

from warbands_manager.store.migrations import MIGRATIONS_DIR

# Serialises the first migration when several organisers open a new server at once.
MIGRATION_LOCK_KEY = 0x57415242  # "WARB"


def _alembic_config():
    from alembic.config import Config  # deferred: Alembic loads only when a file needs upgrading

    # Alembic's default stdout is bound at import time; a fresh buffer keeps it quiet and safe.
    config = Config(stdout=io.StringIO())
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    return config


def known_revisions() -> set[str]:
    """Every revision id this version's migrations know."""
    from alembic.script import ScriptDirectory  # deferred: Alembic only for a file below the head

    scripts = ScriptDirectory.from_config(_alembic_config())
    return {script.revision for script in scripts.walk_revisions()}


def head_revision() -> str:
    """The newest revision id among this version's migrations."""
    from alembic.script import ScriptDirectory  # deferred: start-up compares HEAD_REVISION instead

    head = ScriptDirectory.from_config(_alembic_config()).get_current_head()
    if head is None:  # an installation that lost its migrations folder
        raise RuntimeError("this installation of the app has no database migrations")
    return head


def upgrade_to_head(engine: Engine, server: bool = False) -> None:
    """Run every pending migration in one transaction.

    On a server, organisers opening it at the same moment queue on a lock; the later ones find
    it migrated already (Alembic reads the revision after the lock) and do nothing.
    """
    from alembic import command  # deferred: Alembic loads only when a file needs upgrading

    config = _alembic_config()
    with engine.begin() as connection:
        if server:
            lock_for_migration(connection)
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


def check_schema_drift(engine: Engine) -> None:
    """Raise if the tables in code differ from what the migrations build (``alembic check``)."""
    from alembic import command  # deferred: a check for tests and releases, not for users

    config = _alembic_config()
    with engine.connect() as connection:
        config.attributes["connection"] = connection
        command.check(config)


def lock_for_migration(connection: Connection) -> None:
    """Hold the migration lock until this transaction ends (other openers wait here)."""
    connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK_KEY})
