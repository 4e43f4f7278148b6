import random
from datetime import date

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt

from tests.ui.league_pages import league_page, wait_for_standings
from warbands_manager.rules.dice import Dice
from warbands_manager.rules.league.results import Outcome
from warbands_manager.services.league_games import GameInput
from warbands_manager.services.leagues import LeagueSettings
from warbands_manager.ui.views.leagues.dialogs import GameDialog
from warbands_manager.ui.views.leagues.helper_tab import LittleWarHelper
from warbands_manager.ui.views.leagues.page import LeaguesPage

NAMES = ("Steve", "Drew", "Ross", "Þór Łukasz <the Bold>")


@pytest.fixture
def page(qtbot, services):
    view = league_page(qtbot, services, NAMES)
    return view


def ids(page):
    return [p.id for p in page.detail.players]


def show(page, tab):
    """Switch tabs as the user does: only the tab in front is loaded (the standings when
    they have arrived from the thread pool)."""
    page.tabs.setCurrentWidget(tab)
    wait_for_standings(page)
    return tab


def record(page, week, a, b, outcome):
    show(page, page.games_tab)
    page.ask_game = lambda current: GameInput(week, a, b, outcome)
    page.games_tab.record_button.click()


def test_window_shows_the_leagues_page(window):
    window.show_view("leagues")
    assert isinstance(window.pages["leagues"], LeaguesPage)


def test_create_league_and_players(page):
    assert [row.name for row in page.list_model.rows] == ["Autumn"]
    assert [p.name for p in page.detail.players] == list(NAMES)
    page.undo_stack.undo()
    assert len(page.detail.players) == 3


def test_record_game_updates_standings_and_undo_redo(page):
    steve, drew, *_ = ids(page)
    record(page, 1, steve, drew, Outcome.MASSACRE)
    top = show(page, page.standings_tab).model.rows[0]
    assert top.player.name == "Steve" and top.league_points == 6 and top.warband_size == 220
    show(page, page.games_tab)
    assert page.games_tab.model.rowCount() == 1
    page.undo_stack.undo()
    assert page.games_tab.model.rowCount() == 0
    page.undo_stack.redo()
    assert page.games_tab.model.rowCount() == 1
    history = page.games_tab.history_model.stringList()
    assert any("Deleted" in h for h in history) and any("Restored" in h for h in history)


def test_edit_and_delete_are_undoable(page):
    steve, drew, *_ = ids(page)
    record(page, 1, steve, drew, Outcome.VICTORY)
    page.games_tab.table.selectRow(0)
    page.ask_game = lambda current: GameInput(1, steve, drew, Outcome.DRAW)
    page.games_tab.edit_button.click()
    assert page.games_tab.model.rows[0].outcome is Outcome.DRAW
    page.undo_stack.undo()
    assert page.games_tab.model.rows[0].outcome is Outcome.VICTORY
    page.games_tab.table.selectRow(0)
    page.games_tab.delete_button.click()
    assert page.games_tab.model.rowCount() == 0
    page.undo_stack.undo()
    assert page.games_tab.model.rowCount() == 1


def test_third_game_in_a_row_warns_clearly(page):
    steve, drew, *_ = ids(page)
    record(page, 1, steve, drew, Outcome.DRAW)
    record(page, 1, drew, steve, Outcome.DRAW)
    assert page.games_tab.warning_label.isHidden()
    record(page, 1, steve, drew, Outcome.DRAW)
    assert not page.games_tab.warning_label.isHidden()
    assert "third time in a row" in page.games_tab.warning_label.text()
    assert page.games_tab.model.rowCount() == 3  # a warning, not a refusal


def test_refused_game_stays_off_the_undo_stack(page):
    steve, *_ = ids(page)
    record(page, 1, steve, steve, Outcome.DRAW)
    assert page.undo_stack.count() == 4  # the four players only
    assert "Not done" in page.status_label_text


def test_standings_sort_by_player_and_back_to_rank(page):
    steve, drew, ross, thor = ids(page)
    record(page, 1, ross, thor, Outcome.MASSACRE)
    record(page, 1, drew, steve, Outcome.VICTORY)
    proxy = show(page, page.standings_tab).proxy
    page.standings_tab.table.sortByColumn(1, Qt.SortOrder.AscendingOrder)
    assert proxy.index(0, 1).data() == "Drew"
    page.standings_tab.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    assert proxy.index(0, 1).data() == "Ross"


def test_editing_a_table_value_is_a_house_rule_and_undoable(page):
    model = show(page, page.settings_tab).model
    row = next(i for i, r in enumerate(model.rows) if r[0] == "league.league_points.massacre")
    assert model.setData(model.index(row, 1), "5")
    assert page.detail.tables.league_points["massacre"] == 5
    assert model.index(row, 2).data() == "House rule"
    page.undo_stack.undo()
    assert page.detail.tables.league_points["massacre"] == 6
    assumed = next(i for i, r in enumerate(model.rows) if r[0] == "league.weeks[0].maximum_size")
    assert "Assumed default" in model.index(assumed, 2).data()
    assert "check your rulebook" in page.settings_tab.assumed_label.text()


def test_bad_table_value_is_refused(page):
    model = show(page, page.settings_tab).model
    row = next(i for i, r in enumerate(model.rows) if r[0] == "league.weeks[2].maximum_size")
    assert not model.setData(model.index(row, 1), "100")
    assert page.detail.tables.week(3).maximum_size == 450


def test_print_scorecard_writes_a_pdf(page, tmp_path, qtbot):
    steve, drew, *_ = ids(page)
    record(page, 1, steve, drew, Outcome.VICTORY)
    target = tmp_path / "card.pdf"
    page.choose_save_path = lambda title, pattern: str(target)
    page.document_handlers["print"]()
    qtbot.waitUntil(lambda: page.status_label_text.startswith("Written"), timeout=20_000)
    text = PdfReader(target).pages[0].extract_text()
    assert "Þór Łukasz <the Bold>" in text and "Assumed values" in text


def test_finals_pairing_is_offered_after_the_last_week(page):
    steve, drew, ross, thor = ids(page)
    record(page, 4, steve, drew, Outcome.MASSACRE)
    record(page, 4, ross, thor, Outcome.VICTORY)
    plan = show(page, page.standings_tab).plan
    assert plan.final == (steve, ross)
    page.ask_game = lambda current: current  # accept the pre-filled championship game
    page.standings_tab.finals_button.click()
    wait_for_standings(page)
    assert page.standings_tab.plan.champion == steve
    assert "Champion: Steve" in page.standings_tab.finals_label.text()


def test_game_dialog_little_war_calculator(qtbot, page):
    steve, drew, *_ = ids(page)
    dialog = GameDialog(page.detail.players, 4, page.detail.tables, lambda p, w: 400,
                        pair=(steve, drew))
    qtbot.addWidget(dialog)
    assert (dialog.a_combo.currentData(), dialog.b_combo.currentData()) == (steve, drew)
    assert dialog.missing().startswith("Choose the result")
    dialog.calc_radio.setChecked(True)
    dialog.vp_a.setValue(50)
    dialog.vp_b.setValue(60)
    dialog.objective_a.setChecked(True)  # +80: 130 vs 60, difference 70 → victory at 400
    game = dialog.value()
    assert game.outcome is Outcome.VICTORY and game.details["input"]["objective_a"]
    assert "130" in dialog.result_label.text()


def test_helper_typed_dice_hidden_objectives_and_turns(qtbot):
    helper = LittleWarHelper(Dice(random.Random(2)))
    qtbot.addWidget(helper)
    helper.typed_check.setChecked(True)
    helper.die_a.setValue(5)
    helper.north_button.click()
    assert "roll again" in helper.result_label.text()
    helper.die_a.setValue(6)
    helper.map_button.click()
    assert helper.map_widget.map_name == "D" and "third" in helper.result_label.text()
    helper.die_a.setValue(1)
    helper.objective_a_button.click()
    assert "Assassinate" not in helper.objectives_label.text()
    assert "(secret roll)" in helper.log_model.stringList()
    helper.reveal_button.click()
    assert "Assassinate" in helper.objectives_label.text()
    for _ in range(10):
        helper.next_turn_button.click()
    assert helper.turn == 6 and not helper.next_turn_button.isEnabled()
    assert len(helper.dice.log) == 3 and helper.dice.log[0].source == "entered"


def test_link_weekly_roster_shows_its_check_and_undoes(page, services):
    from warbands_manager.rules.roster_io import roster_from_dict

    roster = roster_from_dict({"format": "warbands-roster/1", "name": "Big", "army": "empire",
                               "units": [{"id": "u0", "name": "Spearmen", "category": "core",
                                          "models": 40, "points_per_model": 6,
                                          "base": "20x20"}]})
    roster_id = services.rosters.create(roster)  # 240 points: over week 1's 200
    tab = show(page, page.players_tab)
    tab.table.selectRow(0)
    page.ask_roster_link = lambda player: (1, roster_id)
    tab.link_button.click()
    text = tab.model.index(0, 4).data()
    assert text.startswith("W1 Big:") and "problem" in text
    assert "more than the 200 points" in tab.model.index(0, 4).data(Qt.ItemDataRole.ToolTipRole)
    page.undo_stack.undo()
    assert tab.model.index(0, 4).data() == ""


def test_import_results_is_undoable_and_bad_file_imports_nothing(page, tmp_path):
    good = tmp_path / "good.csv"
    good.write_text("week,player_a,player_b,result\n1,Steve,Drew,victory\n2,Ross,Steve,draw\n",
                    encoding="utf-8")
    bad = tmp_path / "bad.csv"
    bad.write_text("1,Steve,Drew,victory\n1,Steve,Nobody,draw\n", encoding="utf-8")
    show(page, page.games_tab)
    page.choose_open_path = lambda title, pattern: str(bad)
    page.document_handlers["open"]()
    assert page.games_tab.model.rowCount() == 0 and "line 2, column player_b" in \
        page.status_label_text
    page.choose_open_path = lambda title, pattern: str(good)
    page.document_handlers["open"]()
    assert page.games_tab.model.rowCount() == 2
    page.undo_stack.undo()
    assert page.games_tab.model.rowCount() == 0
    page.undo_stack.redo()
    assert page.games_tab.model.rowCount() == 2


def test_helper_seed_makes_rolls_repeatable(qtbot):
    rolls = []
    for _ in range(2):
        helper = LittleWarHelper()
        qtbot.addWidget(helper)
        helper.seed_edit.setText("42")
        helper.reset_button.click()
        helper.map_button.click()
        helper.deploy_button.click()
        rolls.append([roll.values for roll in helper.dice.log])
    assert rolls[0] == rolls[1] and rolls[0]


def test_edit_and_delete_league(page):
    page.ask_league = lambda current: LeagueSettings("Winter", current.organiser,
                                                     current.start_date, 6)
    show(page, page.settings_tab).edit_button.click()
    assert page.detail.name == "Winter" and len(page.detail.tables.weeks) == 6
    assert "Winter" in page.settings_tab.summary_label.text()
    page.confirm = lambda text: False
    page.settings_tab.delete_button.click()
    assert page.list_model.rowCount() == 1
    page.confirm = lambda text: True
    page.settings_tab.delete_button.click()
    assert page.list_model.rowCount() == 0 and page.detail is None
    assert page.body.is_empty  # what a league is for, and New league…


def test_a_new_game_defaults_to_the_leagues_current_week(page, qtbot):
    """The Record game dialog opened at week 1 in week 3."""
    from datetime import timedelta
    from types import SimpleNamespace

    from warbands_manager.ui.views.leagues.actions import current_week

    def league(start, weeks=6):
        return SimpleNamespace(settings=SimpleNamespace(start_date=start, weeks=weeks))

    today = date(2026, 9, 21)
    assert current_week(league(today - timedelta(days=15)), 1, today) == 3
    assert current_week(league(None), 2, today) == 2  # no calendar: the latest week played
    assert current_week(league(today - timedelta(days=200)), 1, today) == 6  # capped
    assert current_week(league(today + timedelta(days=3)), 1, today) == 1  # not started
    dialog = GameDialog(page.detail.players, 4, page.detail.tables, lambda p, w: 400, week=3)
    qtbot.addWidget(dialog)  # a parentless dialog left to the garbage collector crashed Qt
    assert dialog.week_spin.value() == 3
