"""Shared fixtures. Qt runs offscreen; every test gets its own data folder and database."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before anything imports Qt

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def isolated_user_data(tmp_path, monkeypatch):
    """Keep every test away from the real user data folder and any WARBANDS_DB setting."""
    home = tmp_path / "user-data"
    monkeypatch.setenv("WARBANDS_DATA_HOME", str(home))
    monkeypatch.delenv("WARBANDS_DB", raising=False)
    yield home
    _forget_catalogues()


def _forget_catalogues() -> None:
    """A test's database registered for validation's catalogue checks is not the next one's."""
    import sys

    catalogue = sys.modules.get("warbands_manager.rules.validation.catalogue")
    if catalogue is not None:
        catalogue.use_catalogues(None)


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "test.sqlite"


@pytest.fixture
def database(db_path):
    from warbands_manager.store.database import open_database

    db = open_database(db_path)
    yield db
    db.close()
