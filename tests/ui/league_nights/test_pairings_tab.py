"""Game night in the window: tick who is present, pair (undoable), lock a pair, print the
sheet, record the games, publish the folder."""

from __future__ import annotations

from datetime import date

import pytest
from pypdf import PdfReader

from warbands_manager.navigation import view_info
from warbands_manager.rules.league.results import Outcome
from warbands_manager.services.league_games import GameInput
from warbands_manager.services.leagues import LeagueSettings, PlayerData
from warbands_manager.ui.views.leagues import publish_action
from warbands_manager.ui.views.leagues.page import LeaguesPage

NAMES = ("Steve", "Drew", "Ross", "Jeremy", "<i>John</i>")


@pytest.fixture
def page(qtbot, services):
    view = LeaguesPage(view_info("leagues"), services)
    qtbot.addWidget(view)
    view.ask_league = lambda current: LeagueSettings("Autumn", "Jeremy", date(2026, 9, 1))
    view.new_league()
    for name in NAMES:
        view.ask_player = lambda current, name=name: PlayerData(name, f"{name}'s band", "Dwarfs")
        view.players_tab.add_button.click()
    ids = {p.name: p.id for p in view.detail.players}
    services.league_games.record_game(view.league_id, GameInput(1, ids["Steve"], ids["Drew"],
                                                                Outcome.VICTORY))
    view.failures = []
    view.tell_write_failure = view.failures.append
    view.tabs.setCurrentWidget(view.pairings_tab)
    view.refresh()
    return view


def _pairs(tab):
    return [(tab.table.item(r, 1).text(), tab.table.item(r, 3).text())
            for r in range(tab.table.rowCount())]


def test_tick_present_pair_undo_and_redo(page):
    tab = page.pairings_tab
    assert tab.present.count() == len(NAMES)
    tab.tick(["Steve", "Drew", "Ross", "Jeremy"])
    tab.pair_button.click()
    pairs = _pairs(tab)
    assert len(pairs) == 2
    assert sorted(n for pair in pairs for n in pair) == ["Drew", "Jeremy", "Ross", "Steve"]
    page.undo_stack.undo()
    assert _pairs(tab) == []
    page.undo_stack.redo()
    assert _pairs(tab) == pairs
    # A late arrival: tick John too and pair again; one player gets the bye.
    tab.tick(list(NAMES))
    tab.pair_button.click()
    assert len(_pairs(tab)) == 2 and "Bye:" in tab.notes.text()


def test_lock_a_pair_and_print_the_sheet(page, tmp_path):
    tab = page.pairings_tab
    tab.pair_button.click()
    tab.table.selectRow(0)
    tab.lock_button.click()
    assert tab.table.item(0, 5).text() == "locked"
    assert "Locked pairs" in tab.notes.text()
    sheet = tmp_path / "pairs.pdf"
    page.choose_save_path = lambda title, pattern: str(sheet)
    tab.print_button.click()
    text = "".join(p.extract_text() for p in PdfReader(sheet).pages)
    assert "Pairings — week 1" in text and "<i>John</i>" in text
    page.undo_stack.undo()  # the lock
    assert tab.table.item(0, 5).text() == ""


def test_pair_record_and_publish(page, tmp_path, services):
    tab = page.pairings_tab
    tab.week.setValue(2)
    tab.pair_button.click()
    first = _pairs(tab)[0]
    ids = {p.name: p.id for p in page.detail.players}
    page.record_game(GameInput(2, ids[first[0]], ids[first[1]], Outcome.DRAW))
    site = tmp_path / "site"
    page.choose_publish_folder = lambda: str(site)
    page.publish_button.click()
    index = (site / "index.html").read_text(encoding="utf-8")
    assert "&lt;i&gt;John&lt;/i&gt;" in index and "Pairings — week 2" in index
    assert page.status_label_text.startswith("Published:")
    assert publish_action.publish(page, str(site))
    assert "0 page(s) written" in page.status_label_text
