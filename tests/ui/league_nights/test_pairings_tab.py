"""Game night in the window: tick who is present, pair (undoable), lock a pair, print the
sheet, record the games, publish the folder."""

from __future__ import annotations

from datetime import date

import pytest
from pypdf import PdfReader

from tests.ui.league_pages import league_page
from warbands_manager.navigation import view_info
from warbands_manager.rules.league.results import Outcome
from warbands_manager.services.league_games import GameInput
from warbands_manager.services.leagues import LeagueSettings
from warbands_manager.ui.views.leagues import publish_action
from warbands_manager.ui.views.leagues.page import LeaguesPage
from warbands_manager.ui.views.registry import league_page_services

NAMES = ("Steve", "Drew", "Ross", "Jeremy", "<i>John</i>")


@pytest.fixture
def page(qtbot, services):
    view = league_page(qtbot, services, NAMES)
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


def test_import_a_spreadsheet_undoably_and_export_a_workbook(page, tmp_path, qtbot):
    from openpyxl import Workbook, load_workbook

    book = Workbook()
    book.active.title = "Week 2"
    for row in (["week", "player_a", "player_b", "result"], [2, "Ross", "Jeremy", "draw"],
                [2, "Drew", "<i>John</i>", "victory"]):
        book.active.append(row)
    source = tmp_path / "week2.xlsx"
    book.save(source)
    page.choose_open_path = lambda title, pattern: str(source)
    page.games_tab.import_button.click()
    assert page.status_label_text.startswith("Imported 2 game(s)")
    assert page.services.league_games.game_count(page.league_id) == 3
    page.undo_stack.undo()
    assert page.services.league_games.game_count(page.league_id) == 1
    page.undo_stack.redo()
    target = tmp_path / "season.xlsx"
    page.choose_save_path = lambda title, pattern: str(target)
    page.games_tab.export_button.click()
    qtbot.waitUntil(lambda: target.exists() and page.background_jobs == [], timeout=20_000)
    assert load_workbook(target).sheetnames == ["Standings", "Results"]


def test_a_bad_spreadsheet_cell_is_named_and_nothing_imported(page, tmp_path):
    from openpyxl import Workbook

    book = Workbook()
    book.active.title = "Games"
    book.active.append(["week", "player_a", "player_b", "result"])
    book.active.append([2, "Ross", "Nobody", "draw"])
    source = tmp_path / "bad.xlsx"
    book.save(source)
    page.choose_open_path = lambda title, pattern: str(source)
    page.games_tab.import_button.click()
    assert "sheet 'Games', row 2, column player_b" in page.status_label_text
    assert page.services.league_games.game_count(page.league_id) == 1


def test_printing_an_unpaired_week_pairs_and_keeps_it_first(page, tmp_path):
    tab = page.pairings_tab
    tab.week.setValue(3)
    tab.tick(["Steve", "Drew", "Ross"])
    sheet = tmp_path / "week3.pdf"
    assert tab.print_sheet(str(sheet))
    kept = tab.nights().week_plan(page.league_id, 3)
    assert kept is not None and len(kept.pairs) == 1 and len(kept.byes) == 1
    text = "".join(p.extract_text() for p in PdfReader(sheet).pages)
    assert "Bye:" in text


def test_publish_waits_for_a_league(qtbot, services):
    view = LeaguesPage(view_info("leagues"), league_page_services(services))
    qtbot.addWidget(view)
    assert not view.publish_button.isEnabled()  # nothing to publish yet
    view.ask_league = lambda current: LeagueSettings("Spring", "Jeremy", date(2026, 3, 1))
    view.new_league()
    assert view.publish_button.isEnabled()
