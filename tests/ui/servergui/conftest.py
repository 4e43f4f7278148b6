"""The PostgreSQL test fixtures (``pg_url``) of tests/integration/postgres, reused here."""

import importlib.util
from pathlib import Path

_SOURCE = Path(__file__).resolve().parents[2] / "integration" / "postgres" / "conftest.py"
_spec = importlib.util.spec_from_file_location("servergui_pg_fixtures", _SOURCE)
_fixtures = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_fixtures)

pg_url = _fixtures.pg_url
