"""The army data service on the test's database (a module may override it with data imported)."""

import pytest

from warbands_manager.paths import data_dir
from warbands_manager.services.armies import ArmyDataService


@pytest.fixture
def armies(database):
    return ArmyDataService(database, data_dir())
