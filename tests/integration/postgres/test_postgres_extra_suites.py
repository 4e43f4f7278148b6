"""Rosters and companion saves on PostgreSQL too: their SQLite service suites, re-run here
against a fresh server database (the bodies are imported, not copied)."""

from tests.integration.companion_saves.test_companion_saves import *  # noqa: F403
from tests.integration.rosters.test_rosters_store import *  # noqa: F403
