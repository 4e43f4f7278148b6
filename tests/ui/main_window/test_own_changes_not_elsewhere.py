"""The window's own saves are never announced as "changes saved elsewhere"."""

from __future__ import annotations

from warbands_manager.services.leagues import LeagueSettings, PlayerData
from warbands_manager.store.changes import OwnWrites
from warbands_manager.ui.outside_changes import UPDATED_MESSAGE


def test_the_windows_own_edits_are_not_changes_saved_elsewhere(window, qtbot):
    window.show_view("leagues")
    assert window.outside_changes.check() is False
    league = window.services.leagues.create_league(LeagueSettings("Ours"))
    window.services.leagues.add_player(league, PlayerData("Ann"))
    assert window.outside_changes.check() is False
    assert UPDATED_MESSAGE not in window.statusBar().currentMessage()


def test_a_change_from_elsewhere_after_our_own_is_still_announced(window, other):
    window.show_view("leagues")
    assert window.outside_changes.check() is False
    window.services.leagues.create_league(LeagueSettings("Ours"))
    other.leagues.create_league(LeagueSettings("Theirs"))
    assert window.outside_changes.check() is True
    assert UPDATED_MESSAGE in window.statusBar().currentMessage()
    assert window.outside_changes.check() is False  # seen once, announced once


def test_a_change_from_elsewhere_before_our_own_is_still_announced(window, other):
    window.show_view("leagues")
    assert window.outside_changes.check() is False
    other.leagues.create_league(LeagueSettings("Theirs"))
    window.services.leagues.create_league(LeagueSettings("Ours"))
    assert window.outside_changes.check() is True
    page = window.pages["leagues"]
    assert {row.name for row in page.list_model.rows} == {"Ours", "Theirs"}


def test_own_writes_explain_only_an_unbroken_chain():
    own = OwnWrites()
    own.record((1,), (2,))
    own.record((2,), (3,))
    own.record((5,), (6,))
    assert own.explain((1,), (3,)) is True
    assert own.explain((3,), (6,)) is False  # someone else moved it from 3 to 5
    assert own.explain((5,), (6,)) is True
