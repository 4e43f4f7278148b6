import random

import pytest

from warbands_manager.rules.dice import Dice, InvalidDiceEntry, d66_from


def test_seeded_dice_repeat_exactly():
    first = Dice(random.Random(7))
    second = Dice(random.Random(7))
    assert [first.d6("a") for _ in range(20)] == [second.d6("a") for _ in range(20)]


def test_every_roll_is_logged_with_its_reason():
    dice = Dice(random.Random(1))
    dice.d6("Old Battle Wound")
    dice.roll(6, "recovery", count=3)
    assert [roll.reason for roll in dice.log] == ["Old Battle Wound", "recovery"]
    assert len(dice.log[1].values) == 3
    assert all(roll.source == "random" for roll in dice.log)


def test_d66_reads_tens_and_units():
    dice = Dice(random.Random(3))
    results = {dice.d66("injury") for _ in range(500)}
    assert results <= {tens * 10 + units for tens in range(1, 7) for units in range(1, 7)}
    assert len(results) == 36


def test_d3_covers_one_to_three():
    dice = Dice(random.Random(5))
    assert {dice.d3("deep wound") for _ in range(200)} == {1, 2, 3}


def test_entered_dice_are_checked_and_logged():
    dice = Dice()
    roll = dice.entered(6, [4, 2], "recovery")
    assert roll.total == 6 and roll.source == "entered"
    assert dice.log == [roll]
    with pytest.raises(InvalidDiceEntry, match="D6 cannot show 7"):
        dice.entered(6, [7], "recovery")
    assert len(dice.log) == 1


def test_d66_from_typed_dice():
    assert d66_from(3, 5) == 35
    with pytest.raises(InvalidDiceEntry):
        d66_from(0, 5)


def test_describe_names_entered_dice():
    assert Dice().entered(6, [3], "map").describe() == "map: D6 = 3 (entered)"
