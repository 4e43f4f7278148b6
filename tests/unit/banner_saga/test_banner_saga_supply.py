import pytest

from warbands_manager.companions.banner_saga.supply import (
    add_supply,
    highest_loaded_wagon,
    take_supply,
    wagons_for,
)


@pytest.mark.parametrize("wagons, amount, after, missing", [
    ([5, 5, 5, 5], 1, [5, 5, 5, 4], 0),   # highest wagon first
    ([5, 5, 5, 1], 3, [5, 5, 3, 0], 0),   # empties wagon 4, then wagon 3
    ([5, 2, 0, 0], 2, [5, 0, 0, 0], 0),
    ([1, 0, 0, 0], 1, [0, 0, 0, 0], 0),   # exactly enough
    ([1, 0, 0, 0], 3, [0, 0, 0, 0], 2),   # short by 2
])
def test_take_supply_from_the_highest_wagon(wagons, amount, after, missing):
    assert take_supply(wagons, amount) == missing
    assert wagons == after


@pytest.mark.parametrize("wagons, amount, after, wasted", [
    ([5, 3, 0, 0], 1, [5, 4, 0, 0], 0),   # lowest wagon with room
    ([5, 3, 0, 0], 4, [5, 5, 2, 0], 0),
    ([5, 5, 5, 0], 5, [5, 5, 5, 5], 0),   # exactly to 20
    ([5, 5, 5, 3], 5, [5, 5, 5, 5], 3),   # never above 20
    ([5, 5, 5, 5], 1, [5, 5, 5, 5], 1),
])
def test_add_supply_to_the_lowest_wagon_with_room(wagons, amount, after, wasted):
    assert add_supply(wagons, amount) == wasted
    assert wagons == after


def test_wagons_for_and_highest_loaded():
    assert wagons_for(20) == [5, 5, 5, 5]
    assert wagons_for(11) == [5, 5, 1, 0]
    assert highest_loaded_wagon([5, 5, 1, 0]) == 3
    assert highest_loaded_wagon([5, 0, 0, 0]) == 1
    assert highest_loaded_wagon([0, 0, 0, 0]) == 0
