"""The Leagues page's Games tab reads a big league a page at a time (ui gaps)."""

from datetime import date

import pytest

from warbands_manager.navigation import view_info
from warbands_manager.rules.league.results import Outcome
from warbands_manager.services.league_games import GameInput
from warbands_manager.services.leagues import LeagueSettings, PlayerData
from warbands_manager.ui.views.leagues import lazy_models
from warbands_manager.ui.views.leagues.page import LeaguesPage
from warbands_manager.ui.views.registry import league_page_services

NAMES = ("Steve", "Drew", "Ross", "Þór Łukasz <the Bold>")
GAMES = 450


@pytest.fixture
def page(qtbot, services):
    league_id = services.leagues.create_league(
        LeagueSettings("Big", "Jeremy", date(2026, 9, 1)),
        [PlayerData(name, f"{name}'s band", "Dwarfs") for name in NAMES])
    lines = ["week,player_a,player_b,result"]
    for index in range(GAMES):
        a, b = NAMES[index % 4], NAMES[(index + 1 + index // 4) % 4 or 1]
        if a == b:
            b = NAMES[(index + 2) % 4]
        lines.append(f"{1 + index * 4 // GAMES},{a},{b},{('victory', 'draw')[index % 2]}")
    # The same pairing and result in one week is a second game played here (a big league).
    services.league_games.import_results(league_id, "\n".join(lines) + "\n",
                                         allow_duplicates=True)
    view = LeaguesPage(view_info("leagues"), league_page_services(services))
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.tabs.setCurrentWidget(view.games_tab)
    return view


def played_order(page):
    return [g.id for g in page.services.league_games.games(page.league_id)]


def test_first_page_only_and_the_count_is_the_whole_league(page):
    tab = page.games_tab
    assert tab.model.rowCount() == lazy_models.PAGE and tab.model.canFetchMore()
    assert tab.count_label.text() == \
        f"450 games in this league ({lazy_models.PAGE} loaded: scroll down for more)"
    assert [row.id for row in tab.model.rows] == played_order(page)[:lazy_models.PAGE]


def test_scrolling_to_the_end_reads_the_rest_in_played_order(page, qtbot):
    page.show()
    tab = page.games_tab
    for _ in range(10):
        tab.table.scrollToBottom()
        qtbot.wait(10)
        if not tab.model.canFetchMore():
            break
    assert tab.model.rowCount() == GAMES and not tab.model.canFetchMore()
    assert [row.id for row in tab.model.rows] == played_order(page)
    assert tab.count_label.text() == "450 games in this league"


def test_edit_and_delete_deep_in_the_table_keep_the_rows_read(page):
    tab = page.games_tab
    tab.model.fetchMore()
    row = 300
    view = tab.model.rows[row]
    tab.table.selectRow(row)
    page.ask_game = lambda current: GameInput(current.week, current.player_a, current.player_b,
                                              Outcome.MASSACRE)
    tab.edit_button.click()
    assert tab.model.rowCount() == 400  # the rows read before the edit are read again
    assert tab.model.rows[row].id == view.id and tab.model.rows[row].outcome is Outcome.MASSACRE
    tab.table.selectRow(row)
    tab.delete_button.click()
    assert view.id not in [r.id for r in tab.model.rows]
    assert tab.count_label.text().startswith("449 games in this league")
    assert page.services.league_games.game_count(page.league_id) == 449
    page.undo_stack.undo()
    assert tab.model.rows[row].id == view.id
    assert tab.count_label.text().startswith("450 games in this league")


def test_history_is_newest_first_and_read_as_it_is_scrolled(page, monkeypatch):
    monkeypatch.setattr(lazy_models, "PAGE", 3)
    steve, drew, ross, _thor = [p.id for p in page.detail.players]
    for week, a, b in ((1, steve, drew), (2, ross, drew), (3, steve, ross), (4, drew, steve)):
        page.ask_game = lambda current, g=(week, a, b): GameInput(*g, Outcome.DRAW)
        page.games_tab.record_button.click()
    history = page.games_tab.history_model
    every = page.services.league_games.history(page.league_id)  # oldest first, all at once
    assert history.rowCount() == 3 and history.total == len(every) >= 5
    assert "week 4: Drew vs Steve" in history.stringList()[0]
    while history.canFetchMore():
        history.fetchMore()
    assert history.rowCount() == len(every)
    assert [line.split(": ", 1)[1] for line in history.stringList()] == \
        [entry.summary for entry in reversed(every)]
    assert f"{len(every)} entries" in page.games_tab.history_label.text()
