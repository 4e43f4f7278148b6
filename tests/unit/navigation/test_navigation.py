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


def test_the_rules_reference_opens_over_the_default_page_when_named_alone():
    from warbands_manager.navigation import DEFAULT_VIEW, with_page

    assert with_page("help=small-heroes") == f"{DEFAULT_VIEW}/help=small-heroes"
    assert with_page("help") == f"{DEFAULT_VIEW}/help"
    assert with_page("leagues/help") == "leagues/help"
    assert with_page("helpful") == "helpful"  # not the reference: still refused as unknown
