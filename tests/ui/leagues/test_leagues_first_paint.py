"""The Leagues page's first paint does not depend on when the standings' answer comes: the
job starts after the Standings tab's first paint, and an answer that is ready before that
paint is laid out after it (ui/first_paint.py)."""

from __future__ import annotations

import gc
import weakref

import pytest

from tests.ui.league_pages import league_page, wait_for_standings
from tests.ui.paint_order import PaintLog, fallback_out_of_reach  # noqa: F401 (a fixture)
from warbands_manager.navigation import view_info
from warbands_manager.ui.views.leagues import standings_tab as tab_module
from warbands_manager.ui.views.leagues.page import LeaguesPage
from warbands_manager.ui.views.registry import league_page_services

pytestmark = pytest.mark.usefixtures("fallback_out_of_reach")


@pytest.fixture
def league(qtbot, services):
    page = league_page(qtbot, services, ("Steve", "Drew", "Wendy"))
    wait_for_standings(page)
    return page.league_id


def _new_page(qtbot, services) -> LeaguesPage:
    page = LeaguesPage(view_info("leagues"), league_page_services(services))
    qtbot.addWidget(page)
    page.resize(1024, 700)
    return page


def test_the_standings_start_after_the_tab_has_painted(qtbot, services, league, monkeypatch):
    log: list = []
    real = tab_module.run_in_background
    monkeypatch.setattr(tab_module, "run_in_background", lambda owner, work, done, failed: (
        log.append("started"), real(owner, work, done, failed))[1])
    page = _new_page(qtbot, services)
    watcher = PaintLog(log)
    page.standings_tab.installEventFilter(watcher)
    page.show()
    wait_for_standings(page)
    assert log[:2] == ["painted", "started"]
    assert [row.player.name for row in page.standings_tab.model.rows]


def test_a_page_not_on_screen_computes_its_standings_all_the_same(qtbot, services, league):
    page = _new_page(qtbot, services)  # never shown: nothing will paint it
    tab = wait_for_standings(page)
    assert len(tab.model.rows) == 3


def test_an_answer_ready_before_the_paint_is_laid_out_after_it(qtbot, services, league):
    page = _new_page(qtbot, services)
    tab = page.standings_tab
    answer = services.league_games.standings_and_finals(page.detail.id, None)
    page.show()  # shown, not painted yet: the event loop has not run
    tab._arrived(tab.request, page.detail, (*answer, [0.0, 0.0, 0.0]))
    assert tab.model.rows == [] and tab.computing  # not inside the first paint
    log: list = []
    watcher = PaintLog(log)
    tab.installEventFilter(watcher)
    qtbot.waitUntil(lambda: not tab.computing, timeout=20_000)
    assert log and log[0] == "painted"
    assert [row.player.name for row in tab.model.rows] == [
        row.player.name for row in answer[0].rows]


def test_reloading_the_standings_keeps_no_earlier_league_read_alive(qtbot, services, league):
    """Each load used to leave its background job alive, and with it the league it was given
    (at 10,000 players, 10,000 player records each time the page refreshed)."""
    page = _new_page(qtbot, services)
    tab = page.standings_tab
    reads = []
    for _ in range(4):
        detail = services.leagues.league(page.league_id)
        reads.append(weakref.ref(detail))
        tab.load(detail)
        del detail
        wait_for_standings(page)
    gc.collect()
    assert [read() is None for read in reads[:-1]] == [True, True, True]
    assert len(tab.model.rows) == 3


def test_the_rule_readings_are_written_when_the_settings_tab_is_first_shown(qtbot, services,
                                                                            league):
    page = _new_page(qtbot, services)
    readings = page.settings_tab.readings
    assert readings.text() == ""  # not laid out while the Standings tab opens
    page.tabs.setCurrentWidget(page.settings_tab)
    assert readings.text().startswith("<b>How this app reads the league rules</b>")
    assert "Not the same person more than twice in a row" in readings.text()
    wait_for_standings(page)
