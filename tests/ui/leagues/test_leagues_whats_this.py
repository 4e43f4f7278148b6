""""What's this?" on the Leagues page: the third-game-in-a-row warning and rule refusals."""

from datetime import date

import pytest
from PySide6.QtCore import Qt

from warbands_manager.rules.league.results import Outcome
from warbands_manager.services.league_games import GameInput
from warbands_manager.services.leagues import LeagueSettings, PlayerData
from warbands_manager.ui.rules_reference import RulesReferenceDialog


@pytest.fixture
def page(qtbot, window):
    window.show_view("leagues")
    view = window.page("leagues")
    view.ask_league = lambda current: LeagueSettings("Autumn", "Jeremy", date(2026, 9, 1))
    view.new_league()
    for name in ("Steve", "Drew", "Þór Łukasz <the Bold>"):
        view.ask_player = lambda current, name=name: PlayerData(name, f"{name}'s band", "Dwarfs")
        view.players_tab.add_button.click()
    view.tabs.setCurrentWidget(view.games_tab)
    return view


def record(page, week, a, b):
    page.ask_game = lambda current: GameInput(week, a, b, Outcome.DRAW)
    page.games_tab.record_button.click()


def current_key(dialog):
    return dialog.entries.currentItem().data(0, Qt.ItemDataRole.UserRole)


def test_third_game_in_a_row_warning_opens_the_pairing_rule(page, window):
    steve, drew, _ = (p.id for p in page.detail.players)
    record(page, 1, steve, drew)
    record(page, 1, steve, drew)
    assert page.games_tab.pairing_help.isHidden()  # a second game in a row is fine
    record(page, 2, steve, drew)
    assert not page.games_tab.pairing_help.isHidden()
    page.games_tab.pairing_help.click()
    dialog = window.findChild(RulesReferenceDialog)
    assert dialog is not None and dialog.isVisible()
    assert current_key(dialog) == "rule:league.twice-in-a-row"
    assert "more than twice in a row" in dialog.body.toPlainText()
    assert "This league" in dialog.context.text() and "third time" in dialog.context.text()


@pytest.mark.parametrize(("game", "rule"), [
    (lambda s, d: GameInput(9, s, d, Outcome.DRAW), "league.week-range"),
    (lambda s, d: GameInput(1, s, s, Outcome.DRAW), "league.pairing-self"),
    (lambda s, d: GameInput(1, s, 999, Outcome.DRAW), "league.pairing-players"),
])
def test_a_refused_game_offers_whats_this_at_its_rule(page, window, game, rule):
    steve, drew, _ = (p.id for p in page.detail.players)
    opened = []
    page.refusal.open_reference = lambda _parent, *topic: opened.append(topic)
    assert page.refusal.isHidden()
    page.ask_game = lambda current: game(steve, drew)
    page.games_tab.record_button.click()
    assert page.games_tab.model.rowCount() == 0
    assert not page.refusal.isHidden() and page.refusal.rule == rule
    page.refusal.whats_this.click()
    assert opened == [(rule, page.refusal.text(), "This league")]
    window.rules_reference_action.trigger()  # F1 opens the same entry
    assert current_key(window.rules_reference) == f"rule:{rule}"


def test_a_later_message_without_a_rule_hides_the_refusal(page):
    steve, drew, _ = (p.id for p in page.detail.players)
    page.ask_game = lambda current: GameInput(1, steve, steve, Outcome.DRAW)
    page.games_tab.record_button.click()
    assert not page.refusal.isHidden()
    page.show_status("Imported 0 game(s)")
    assert page.refusal.isHidden() and page.help_topic() is None
