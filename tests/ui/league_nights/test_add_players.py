"""Adding a league's players in one step: a pasted list (one a line) with the army from the
list of armies, and the players of saved rosters with their roster linked to week 1."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from tests.roster_sample import bones
from warbands_manager.navigation import view_info
from warbands_manager.services.leagues import LeagueError, LeagueSettings, NewPlayer, PlayerData
from warbands_manager.ui.views.leagues.page import LeaguesPage
from warbands_manager.ui.views.leagues.players_dialog import AddPlayersDialog
from warbands_manager.ui.views.registry import league_page_services


@pytest.fixture
def page(qtbot, services):
    view = LeaguesPage(view_info("leagues"), league_page_services(services))
    qtbot.addWidget(view)
    view.ask_league = lambda current: LeagueSettings("Autumn", "Jeremy", date(2026, 9, 1))
    view.new_league()
    view.tabs.setCurrentWidget(view.players_tab)
    return view


def _fill_and_accept(text: str, army: str, rosters: tuple[str, ...], seen: dict) -> None:
    def act() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, AddPlayersDialog)
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        seen["ok_empty"] = ok.isEnabled()
        seen["lines"] = [dialog.rosters.item(i).text() for i in range(dialog.rosters.count())]
        dialog.names.setPlainText(text)
        dialog.army.setCurrentText(army)
        for i in range(dialog.rosters.count()):
            item = dialog.rosters.item(i)
            if item.text().split(" — ")[0] in rosters:
                item.setCheckState(Qt.CheckState.Checked)
        seen["problem"] = dialog.problem.text()
        ok.click()

    QTimer.singleShot(0, act)


def test_paste_a_list_and_take_saved_rosters_in_one_step(page, services):
    services.rosters.create(bones())  # Steve's, valid
    services.rosters.create(replace(bones("Grave Guard"), player="Ross"))
    seen: dict = {}
    _fill_and_accept("Anna\nBen, Ben's Marauders\n\n Cara \nDan\n", "Dwarfs",
                     ("Toran's Bones", "Grave Guard"), seen)
    page.players_tab.add_many_button.click()
    assert seen["ok_empty"] is False and seen["problem"] == "6 player(s) to add."
    assert any(line.startswith("Toran's Bones — Steve (Vampire Counts, ") and "valid" in line
               for line in seen["lines"])
    players = {p.name: p for p in page.services.leagues.league(page.league_id).players}
    assert sorted(players) == ["Anna", "Ben", "Cara", "Dan", "Ross", "Steve"]
    assert players["Ben"].warband == "Ben's Marauders" and players["Anna"].warband_type == "Dwarfs"
    assert players["Steve"].warband == "Toran's Bones"
    links = {(link.player_id, link.week): link.roster_name
             for link in page.services.league_rosters.links(page.league_id)}
    assert links == {(players["Steve"].id, 1): "Toran's Bones",
                     (players["Ross"].id, 1): "Grave Guard"}
    page.undo_stack.undo()  # all six and their links, in one step
    assert list(page.services.leagues.league(page.league_id).players) == []
    assert page.services.league_rosters.links(page.league_id) == []
    page.undo_stack.redo()
    assert len(page.services.leagues.league(page.league_id).players) == 6


def test_a_name_twice_or_already_playing_adds_nobody(page, services):
    leagues = page.services.leagues
    leagues.add_player(page.league_id, PlayerData("Anna"))
    with pytest.raises(LeagueError, match="already plays"):
        leagues.add_players(page.league_id, [NewPlayer(PlayerData("Zed")),
                                             NewPlayer(PlayerData("anna"))])
    with pytest.raises(LeagueError, match="listed twice"):
        leagues.add_players(page.league_id, [NewPlayer(PlayerData("Zed")),
                                             NewPlayer(PlayerData("ZED"))])
    assert [p.name for p in leagues.league(page.league_id).players] == ["Anna"]
    dialog = AddPlayersDialog([], page)
    dialog.names.setPlainText("Bo\nbo")
    assert "listed twice" in dialog.problem.text()
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
