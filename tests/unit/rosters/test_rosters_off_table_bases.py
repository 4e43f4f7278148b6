"""Bases the rulebook's size table does not list: the check and the words of its message
agree (a base with one side of 40 mm or more, either way round, is cavalry: 2 models)."""

import pytest
from rosters_factory import roster, small_base, unit

from warbands_manager.rules.validation import validate


def minimum_messages(base: str, models: int) -> list[str]:
    checked = roster("empire", [*small_base(), unit("Outriders", models=models, base=base)])
    return [v.message for v in validate(checked) if v.rule == "size.unit-minimum"]


@pytest.mark.parametrize("base", ["40x20", "50x25", "20x40"])
def test_one_side_of_40_mm_is_cavalry_and_the_message_says_so(base):
    [message] = minimum_messages(base, 1)
    assert f"must be at least 2 models strong (on {base} bases;" in message
    assert "as cavalry when one side is 40 mm or more" in message
    assert minimum_messages(base, 2) == []


def test_a_smaller_off_table_base_is_infantry():
    [message] = minimum_messages("30x30", 2)
    assert "must be at least 3 models strong" in message and "else as infantry" in message
