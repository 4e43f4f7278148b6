"""Leagues page › "Copy league to…": file → file (and file → server when one is available)."""

import pytest

from warbands_manager.navigation import view_info
from warbands_manager.rules.league.results import Outcome
from warbands_manager.services.container import Services
from warbands_manager.services.league_games import GameInput
from warbands_manager.services.leagues import LeagueSettings, PlayerData
from warbands_manager.store.database import open_database
from warbands_manager.ui.views.leagues.page import LeaguesPage
from warbands_manager.ui.views.registry import league_page_services

NAME = "Þór Łukasz <the Bold> League"


@pytest.fixture
def page(qtbot, services):
    league_id = services.leagues.create_league(
        LeagueSettings(NAME), [PlayerData("Ann"), PlayerData("Bob"), PlayerData("Cid")])
    a, b, c = [p.id for p in services.leagues.league(league_id).players]
    services.league_games.record_game(league_id, GameInput(1, a, b, Outcome.VICTORY))
    services.league_games.record_game(league_id, GameInput(1, b, c, Outcome.DRAW))
    view = LeaguesPage(view_info("leagues"), league_page_services(services))
    qtbot.addWidget(view)
    view.select_league(league_id)
    view.told = []
    view.tell_copy = lambda title, text, failed: view.told.append((title, text, failed))
    return view


def _copy(qtbot, page, target):
    page.choose_copy_target = lambda: target
    page.copy_button.click()
    qtbot.waitUntil(lambda: bool(page.told), timeout=30000)
    assert not page.copying and page.copy_button.isEnabled()
    return page.told.pop()


def _leagues(target):
    database = open_database(target)
    try:
        services = Services.for_database(database)
        return {row.name: services.league_games.games(row.id)
                for row in services.leagues.list_leagues()}
    finally:
        database.close()


def test_copy_to_a_new_file_reports_the_counts(qtbot, page, tmp_path):
    target = tmp_path / "club.sqlite"
    title, text, failed = _copy(qtbot, page, target)
    assert not failed and title == "League copied"
    assert f"Copied “{NAME}” to {target}: 3 players, 2 games" in text
    assert "history entries, 0 linked rosters" in text
    games = _leagues(target)[NAME]
    assert [(g.name_a, g.name_b, g.outcome) for g in games] == [
        ("Ann", "Bob", Outcome.VICTORY), ("Bob", "Cid", Outcome.DRAW)]
    assert page.status_label_text == text


def test_a_second_copy_is_refused_naming_the_reason(qtbot, page, tmp_path):
    target = tmp_path / "club.sqlite"
    _copy(qtbot, page, target)
    title, text, failed = _copy(qtbot, page, target)
    assert failed and title == "League not copied"
    assert "there is already a league called" in text and NAME in text
    assert len(_leagues(target)[NAME]) == 2  # the first copy, unchanged


def test_a_failure_half_way_leaves_nothing_in_the_target(qtbot, page, tmp_path, monkeypatch):
    from warbands_manager.services import league_copy

    def broken(self, text):
        raise ValueError("history entry unreadable")

    monkeypatch.setattr(league_copy._IdMap, "document", broken)
    target = tmp_path / "club.sqlite"
    title, text, failed = _copy(qtbot, page, target)
    assert failed and "history entry unreadable" in text
    assert _leagues(target) == {}  # players and games written before the failure rolled back


def test_a_file_that_is_not_a_warbands_database_is_refused(qtbot, page, tmp_path):
    target = tmp_path / "notes.sqlite"
    target.write_text("shopping list")
    title, text, failed = _copy(qtbot, page, target)
    assert failed and text.startswith("Not copied:")
    assert target.read_text() == "shopping list"


def test_copy_to_the_server(qtbot, page, pg_url):
    target = open_database(pg_url)  # what the server dialog hands back
    title, text, failed = _copy(qtbot, page, target)
    assert not failed and "3 players, 2 games" in text
    from urllib.parse import urlsplit

    assert urlsplit(pg_url).path.lstrip("/") in text  # names the server database
    assert list(_leagues(pg_url)) == [NAME]
