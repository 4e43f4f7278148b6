"""A Leagues page with one league and its players, built through the page as an organiser
would (the fixture several page tests start from)."""

from __future__ import annotations

import time
from datetime import date

from PySide6.QtCore import QThreadPool
from PySide6.QtWidgets import QApplication

from warbands_manager.navigation import view_info
from warbands_manager.services.leagues import LeagueSettings, PlayerData
from warbands_manager.ui.views.leagues.page import LeaguesPage
from warbands_manager.ui.views.registry import league_page_services


def league_page(qtbot, services, names) -> LeaguesPage:
    """The page after "New league…" (Autumn, organiser Jeremy) and "Add player" per name."""
    view = LeaguesPage(view_info("leagues"), league_page_services(services))
    qtbot.addWidget(view)
    view.ask_league = lambda current: LeagueSettings("Autumn", "Jeremy", date(2026, 9, 1))
    view.new_league()
    for name in names:
        view.ask_player = lambda current, name=name: PlayerData(name, f"{name}'s band", "Dwarfs")
        view.players_tab.add_button.click()
    return view


def wait_for_standings(page, seconds: float = 20.0):
    """Let the standings computed on the thread pool arrive (the page shows them when ready)."""
    deadline = time.monotonic() + seconds
    while page.standings_tab.computing and time.monotonic() < deadline:
        QThreadPool.globalInstance().waitForDone(50)
        QApplication.processEvents()
    assert not page.standings_tab.computing, "the standings never arrived"
    return page.standings_tab
