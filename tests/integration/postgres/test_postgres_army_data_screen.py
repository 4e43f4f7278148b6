"""The army data screen's service suite (list, units, find, delete, exact restore) re-run on
PostgreSQL: the bodies are imported from tests/integration/army_data_screen, not copied."""

import sys
from pathlib import Path

import pytest

_SUITE = Path(__file__).resolve().parent.parent / "army_data_screen"
if str(_SUITE) not in sys.path:
    sys.path.insert(0, str(_SUITE))

from test_army_data_screen_service import *  # noqa: E402, F403


@pytest.fixture
def database(pg_database):
    return pg_database
