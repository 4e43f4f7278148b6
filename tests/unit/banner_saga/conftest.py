import pytest

from warbands_manager.companions.banner_saga.mission import Location, Mission
from warbands_manager.companions.banner_saga.setup import new_game


def make_mission(n=8, cities=(2,), difficult=None):
    difficult = difficult or {}
    path = [Location(f"L{i}", difficult.get(i, 0), i in cities) for i in range(n)]
    return Mission("Test", "spring", "Reach L7", path)


@pytest.fixture
def mission():
    return make_mission()


@pytest.fixture
def game(mission):
    return new_game(mission, "four")
