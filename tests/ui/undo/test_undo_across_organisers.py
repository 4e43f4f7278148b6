"""Undo and redo across organisers: each step carries what the user saw and is
refused, with the difference named, when the row changed since; a refused step leaves the undo
stack (ui/undo.py) and no exception reaches Qt."""

from __future__ import annotations

import random
from datetime import date

import pytest
from PySide6.QtGui import QUndoStack

from tests.campaign_sample import empire, orcs
from warbands_manager.navigation import view_info
from warbands_manager.rules.league.results import Outcome
from warbands_manager.rules.roster import Roster, Unit
from warbands_manager.services.league_games import GameInput
from warbands_manager.services.leagues import LeagueSettings, PlayerData
from warbands_manager.ui.undo import UndoCommand


@pytest.fixture
def leagues_page(qtbot, services):
    from warbands_manager.ui.views.leagues.page import LeaguesPage
    from warbands_manager.ui.views.registry import league_page_services

    services.database.actor = "north"
    view = LeaguesPage(view_info("leagues"), league_page_services(services))
    qtbot.addWidget(view)
    view.told = []
    view.tell_conflict = view.told.append
    view.ask_league = lambda current: LeagueSettings("Autumn", "Jeremy", date(2026, 9, 1))
    view.new_league()
    for name in ("Ann", "Bob"):
        view.ask_player = lambda current, name=name: PlayerData(name, f"{name}'s band", "Dwarfs")
        view.players_tab.add_button.click()
    return view


def test_undo_of_a_recorded_game_another_organiser_edited_is_refused(leagues_page, other):
    page = leagues_page
    ann, bob = (p.id for p in page.detail.players)
    page.tabs.setCurrentWidget(page.games_tab)
    page.ask_game = lambda current: GameInput(1, ann, bob, Outcome.VICTORY)
    page.games_tab.record_button.click()
    game_id = page.services.league_games.games(page.league_id)[0].id
    other.league_games.edit_game(game_id, GameInput(1, ann, bob, Outcome.DRAW))
    count = page.undo_stack.count()
    page.undo_stack.undo()
    games = page.services.league_games.games(page.league_id)
    assert [g.outcome for g in games] == [Outcome.DRAW]  # B's edited game is still there
    assert len(page.told) == 1 and "outcome: victory → draw" in page.told[0]
    assert "by south" in page.told[0]
    assert page.undo_stack.count() == count - 1  # the refused step left the stack


def test_undo_of_edit_player_does_not_revert_a_later_rename(leagues_page, other):
    page = leagues_page
    ann = page.detail.players[0]
    page.ask_player = lambda current: PlayerData("Anne", "Ann's band", "Dwarfs")
    page.tabs.setCurrentWidget(page.players_tab)
    page.players_tab.table.selectRow(0)
    page.players_tab.edit_button.click()
    assert page.services.leagues.league(page.league_id).players[0].name == "Anne"
    other.leagues.update_player(ann.id, PlayerData("Annie", "Ann's band", "Dwarfs"))
    page.undo_stack.undo()
    assert page.services.leagues.league(page.league_id).players[0].name == "Annie"
    assert len(page.told) == 1 and "name: Anne → Annie" in page.told[0]


def test_redo_after_another_organiser_changed_the_game_is_refused(leagues_page, other):
    page = leagues_page
    ann, bob = (p.id for p in page.detail.players)
    page.tabs.setCurrentWidget(page.games_tab)
    page.ask_game = lambda current: GameInput(1, ann, bob, Outcome.VICTORY)
    page.games_tab.record_button.click()
    page.undo_stack.undo()  # A: the game is deleted
    page.undo_stack.redo()  # A: back, same id
    game_id = page.services.league_games.games(page.league_id)[0].id
    other.league_games.edit_game(game_id, GameInput(1, ann, bob, Outcome.MASSACRE))
    page.undo_stack.undo()
    assert [g.outcome for g in page.services.league_games.games(page.league_id)] == [
        Outcome.MASSACRE]
    assert "outcome: victory → massacre" in page.told[-1]


def test_undo_of_adding_a_warband_another_organiser_changed_is_refused(qtbot, services, other):
    from warbands_manager.ui.views.campaigns.page import CampaignsPage
    from warbands_manager.ui.views.campaigns.undo_commands import ServiceCommand

    setup = services.campaigns.setup
    campaign = setup.create("Shared", "2027-03-01", "wbr")
    setup.add_warband(campaign, "Bob", orcs())
    page = CampaignsPage(view_info("campaigns"), services.campaigns, random.Random(3))
    qtbot.addWidget(page)
    page.told = []
    page.tell_conflict = page.told.append
    page.refresh_campaigns()

    def add() -> int:
        return setup.add_warband(campaign, "Ann", empire())

    warband_id = page._act(add)
    ServiceCommand("add Ann", warband_id, add, setup.remove_warband, page.refresh_campaigns,
                   page._act, setup.warband).already_run(page.undo_stack)
    other.campaigns.setup.set_profile(warband_id, "cap", {"WS": 4})
    page.undo_stack.undo()
    assert warband_id in [w.id for w in setup.warbands(campaign)]
    assert len(page.told) == 1 and page.undo_stack.count() == 0


def roster() -> Roster:
    return Roster(name="Toran's Bones", army="vampire-counts", player="Steve", units=[
        Unit(id="u1", name="Skeleton Warriors", category="core", models=10,
             points_per_model=8)])


@pytest.fixture
def rosters_page(window):
    page = window.page("rosters")
    page.editor.told = []
    page.editor.tell_conflict = page.editor.told.append
    return page


def test_a_stale_roster_editor_is_refused_and_shows_the_other_save(rosters_page, other):
    editor = rosters_page.editor
    roster_id = rosters_page.services.rosters.create(roster())
    editor.open_roster(roster_id)
    renamed = other.rosters.load(roster_id)
    renamed.name = "Saved elsewhere"
    other.rosters.save(roster_id, renamed)
    count = editor.undo_stack.count()

    def more_models(working):
        working.units[0].models = 12

    editor.edit("Models", more_models)
    stored = rosters_page.services.rosters.load(roster_id)
    assert stored.name == "Saved elsewhere" and stored.units[0].models == 10
    assert editor.told and "name: Toran's Bones → Saved elsewhere" in editor.told[0]
    assert editor.roster.name == "Saved elsewhere"  # the editor shows their version now
    assert editor.undo_stack.count() == count
    editor.edit("Models", more_models)  # again, from their version: saved
    assert rosters_page.services.rosters.load(roster_id).units[0].models == 12


def test_the_roster_editor_reloads_when_the_change_watcher_fires(rosters_page, other):
    editor = rosters_page.editor
    roster_id = rosters_page.services.rosters.create(roster())
    editor.open_roster(roster_id)
    assert not editor.reload_if_changed()
    renamed = other.rosters.load(roster_id)
    renamed.name = "From the CLI"
    other.rosters.save(roster_id, renamed)
    rosters_page.on_shown()  # what the watcher calls on the page in front
    assert editor.roster.name == "From the CLI" and editor.name_edit.text() == "From the CLI"


class Failing(UndoCommand):
    def __init__(self):
        super().__init__("fails on redo")
        self.value = 0

    def do(self):
        if self.value == 1:
            raise ValueError("the row is gone")
        self.value += 1

    def revert(self):
        self.value -= 1


def test_a_failed_redo_leaves_the_stack_and_nothing_out_of_step(qtbot):
    stack, refusals = QUndoStack(), []
    command = Failing()

    def guard(call):
        try:
            call()
        except ValueError as error:
            refusals.append(str(error))
            return False
        return True

    assert command.run(stack, guard) and stack.count() == 1 and command.value == 1
    stack.undo()
    command.value = 1  # the world moved on: the redo will be refused
    stack.redo()
    assert refusals == ["the row is gone"] and stack.count() == 0 and not stack.canRedo()


def test_a_refused_first_run_never_reaches_the_stack(qtbot):
    stack = QUndoStack()
    command = Failing()
    command.value = 1
    assert not command.run(stack, lambda call: False)
    assert stack.count() == 0


def test_undo_of_an_import_is_refused_when_another_organiser_edited_one_of_its_games(
        leagues_page, other):
    from warbands_manager.ui.views.leagues.commands import ImportResultsCommand

    page = leagues_page
    command = ImportResultsCommand(page.services.league_games, page.league_id,
                                   "week,player_a,player_b,result\n1,Ann,Bob,victory\n"
                                   "2,Bob,Ann,draw\n", page.after_change)
    assert page.push(command)
    ann, bob = (p.id for p in page.detail.players)
    first = page.services.league_games.games(page.league_id)[0]
    other.league_games.edit_game(first.id, GameInput(1, ann, bob, Outcome.MASSACRE))
    page.undo_stack.undo()
    assert len(page.services.league_games.games(page.league_id)) == 2  # nothing deleted
    assert "was edited since" in page.told[-1]


def test_undo_of_a_spreadsheet_import_is_refused_when_another_organiser_edited_a_game(
        leagues_page, other, tmp_path):
    # The spreadsheet import's undo once went around the guarded base (and carried nothing):
    # another organiser's edited game was deleted without a word.
    from warbands_manager.services.spreadsheets import write_workbook
    from warbands_manager.ui.views.leagues.spreadsheet_actions import import_spreadsheet

    page = leagues_page
    path = tmp_path / "results.xlsx"
    write_workbook(path, [("Results", ["week", "player_a", "player_b", "result"],
                           [[1, "Ann", "Bob", "victory"], [2, "Bob", "Ann", "draw"]])])
    assert import_spreadsheet(page, str(path))
    ann, bob = (p.id for p in page.detail.players)
    first = page.services.league_games.games(page.league_id)[0]
    other.league_games.edit_game(first.id, GameInput(1, ann, bob, Outcome.MASSACRE))
    count = page.undo_stack.count()
    page.undo_stack.undo()
    assert len(page.services.league_games.games(page.league_id)) == 2  # nothing deleted
    assert "was edited since" in page.told[-1]
    assert page.undo_stack.count() == count - 1
