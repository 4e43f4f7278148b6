"""The Standings tab computes on the thread pool (ui/background.py): the page is shown at
once saying it is working, the standings arrive through the runner, and a newer request
(another league chosen, another week) supersedes an older one still computing."""

from __future__ import annotations

import threading
from datetime import date

import pytest

from tests.ui.league_pages import league_page, wait_for_standings
from warbands_manager.rules.league.results import Outcome
from warbands_manager.services.league_games import GameInput
from warbands_manager.services.leagues import LeagueSettings, PlayerData
from warbands_manager.ui.views.leagues import standings_tab as tab_module


@pytest.fixture
def page(qtbot, services):
    view = league_page(qtbot, services, ("Steve", "Drew"))
    steve, drew = (p.id for p in view.detail.players)
    services.league_games.record_game(view.detail.id, GameInput(1, steve, drew,
                                                                Outcome.MASSACRE))
    view.ask_league = lambda current: LeagueSettings("Winter", "Jeremy", date(2026, 12, 1))
    view.new_league()
    winter = view.league_id
    services.leagues.add_player(winter, PlayerData("Wendy"))
    view.refresh()
    view.tabs.setCurrentWidget(view.standings_tab)
    wait_for_standings(view)
    return view


def test_standings_arrive_through_the_background_runner(page, monkeypatch, qtbot):
    started = []
    real = tab_module.run_in_background

    def spy(owner, work, finished, failed):
        started.append(threading.current_thread())
        return real(owner, lambda: (threading.current_thread(), work()),
                    lambda result: (started.append(result[0]), finished(result[1])), failed)

    monkeypatch.setattr(tab_module, "run_in_background", spy)
    autumn = next(row.id for row in page.list_model.rows if row.name == "Autumn")
    page.select_league(autumn)
    tab = page.standings_tab
    assert tab.computing and tab.computing_label.isVisibleTo(page)  # the page, at once
    assert tab.chart.empty_text == "Working out the standings…"
    assert tab.model.rows == [] and not tab.finals_button.isEnabled()
    qtbot.waitUntil(lambda: not tab.computing, timeout=20_000)
    assert started[0] is threading.main_thread() and started[1] is not threading.main_thread()
    assert [r.player.name for r in tab.model.rows] == ["Steve", "Drew"]
    assert not tab.computing_label.isVisibleTo(page) and "Week 1" in tab.tie_label.text()


def test_a_newer_request_supersedes_an_older_one(page, monkeypatch, qtbot):
    """Autumn is slow to compute; the organiser switches to Winter meanwhile: Winter's
    standings are shown and Autumn's, arriving last, are dropped."""
    release = threading.Event()
    real = tab_module.run_in_background
    started, finished_jobs = [], []

    def slow_first(owner, work, finished, failed):
        slow = not started
        started.append(page.detail.name)

        def job():
            if slow:
                release.wait(10)
            return work()

        def done(result):
            finished(result)
            finished_jobs.append(slow)
        return real(owner, job, done, failed)

    monkeypatch.setattr(tab_module, "run_in_background", slow_first)
    rows = {row.name: row.id for row in page.list_model.rows}
    page.select_league(rows["Autumn"])
    qtbot.waitUntil(lambda: started == ["Autumn"], timeout=20_000)  # computing Autumn now
    page.select_league(rows["Winter"])
    qtbot.waitUntil(lambda: finished_jobs == [False], timeout=20_000)
    tab = page.standings_tab
    assert [r.player.name for r in tab.model.rows] == ["Wendy"] and not tab.computing
    release.set()
    qtbot.waitUntil(lambda: finished_jobs == [False, True], timeout=20_000)
    assert [r.player.name for r in tab.model.rows] == ["Wendy"]  # not Autumn's, stale
    assert page.detail.name == "Winter"


def test_a_request_superseded_before_it_started_never_runs(page, monkeypatch, qtbot):
    started = []
    real = tab_module.run_in_background

    def spy(owner, work, finished, failed):
        started.append(page.detail.name)
        return real(owner, work, finished, failed)

    monkeypatch.setattr(tab_module, "run_in_background", spy)
    rows = {row.name: row.id for row in page.list_model.rows}
    page.select_league(rows["Autumn"])
    page.select_league(rows["Winter"])  # before the event loop started Autumn's
    wait_for_standings(page)
    assert started == ["Winter"]
    assert [r.player.name for r in page.standings_tab.model.rows] == ["Wendy"]
