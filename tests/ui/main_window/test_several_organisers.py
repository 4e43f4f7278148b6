"""The window with several organisers: conflicts explained, outside changes picked up,
and the history says who changed what. (Same behaviour on SQLite, which these tests use.)"""

import pytest

from warbands_manager.navigation import view_info
from warbands_manager.rules.league.results import Outcome
from warbands_manager.services.league_games import GameInput
from warbands_manager.services.leagues import LeagueSettings, PlayerData
from warbands_manager.ui.views.leagues.page import LeaguesPage
from warbands_manager.ui.views.registry import league_page_services


@pytest.fixture
def page(qtbot, services):
    services.database.actor = "north"
    league_id = services.leagues.create_league(LeagueSettings("Shared"),
                                               [PlayerData("Ann"), PlayerData("Bob")])
    view = LeaguesPage(view_info("leagues"), league_page_services(services))
    qtbot.addWidget(view)
    view.told = []
    view.tell_conflict = view.told.append
    view.select_league(league_id)
    return view


def _players(page):
    return [p.id for p in page.detail.players]


def test_second_writer_is_told_what_changed_and_sees_the_new_version(page, other):
    a, b = _players(page)
    page.tabs.setCurrentWidget(page.games_tab)
    page.ask_game = lambda current: GameInput(1, a, b, Outcome.DRAW)
    page.games_tab.record_button.click()
    page.games_tab.table.selectRow(0)
    # Meanwhile the other organiser corrects the same game.
    game = other.league_games.games(page.league_id)[0]
    other.league_games.edit_game(game.id, GameInput(1, a, b, Outcome.MASSACRE), game)
    page.ask_game = lambda current: GameInput(1, a, b, Outcome.VICTORY)
    page.games_tab.edit_button.click()
    assert len(page.told) == 1
    assert "outcome: draw → massacre" in page.told[0] and "by south" in page.told[0]
    assert page.services.league_games.games(page.league_id)[0].outcome is Outcome.MASSACRE
    assert page.games_tab.model.rows[0].outcome is Outcome.MASSACRE  # refreshed
    assert page.undo_stack.count() == 1  # the refused edit is not undoable


def test_history_shows_who_changed_what(page, other):
    a, b = _players(page)
    other.league_games.record_game(page.league_id, GameInput(1, a, b, Outcome.VICTORY))
    page.refresh()
    page.tabs.setCurrentWidget(page.games_tab)
    lines = page.games_tab.history_model.stringList()
    assert any("north: League" in line for line in lines)
    assert any("south: week 1: Ann vs Bob" in line for line in lines)


def test_window_picks_up_changes_saved_elsewhere(window, other):
    window.show_view("leagues")
    page = window.pages["leagues"]
    assert page.list_model.rows == []
    assert window.outside_changes.check() is False  # nothing new yet
    other.leagues.create_league(LeagueSettings("From the other store"))
    assert window.outside_changes.check() is True
    assert [row.name for row in page.list_model.rows] == ["From the other store"]
    assert "changes saved elsewhere" in window.statusBar().currentMessage()
