import pytest

from warbands_manager.navigation import DEFAULT_VIEW, VIEW_NAMES, view_info

REQUIRED = ["rosters", "leagues", "campaigns", "against-the-darkness", "banner-saga",
            "runewars", "tiny-big-wars"]


def test_every_required_view_exists_once():
    assert sorted(VIEW_NAMES) == sorted(REQUIRED)
    assert DEFAULT_VIEW in VIEW_NAMES


def test_unknown_view_lists_the_choices():
    with pytest.raises(KeyError, match="rosters"):
        view_info("nope")
