"""From pairing to result, the way an organiser does it on a game night: pair the week,
double-click a pairing (or press Record result…), the real game dialog opens with both players
and the week filled in and no result chosen; once recorded the pairing shows it, and the
game-night view (F11) shows the results filling in beside the standings."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from tests.ui.league_pages import league_page
from warbands_manager.rules.league.results import Outcome
from warbands_manager.ui.views.leagues.dialogs import GameDialog

NAMES = ("Anna", "Ben", "Cara", "Dan", "Eve", "Finn")


def _answer_dialog(seen: dict, outcome: Outcome | None) -> None:
    """When the game dialog opens: note what it shows, pick ``outcome`` (or cancel)."""

    def act() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, GameDialog)
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        seen.update(a=dialog.a_combo.currentText(), b=dialog.b_combo.currentText(),
                    week=dialog.week_spin.value(), chosen=dialog.outcome_combo.currentIndex(),
                    ok_before=ok.isEnabled())
        if outcome is None:
            dialog.reject()
            return
        dialog.outcome_combo.setCurrentIndex(dialog.outcome_combo.findData(outcome))
        seen["ok_after"] = ok.isEnabled()
        ok.click()

    QTimer.singleShot(0, act)


def _paired_page(qtbot, services):
    page = league_page(qtbot, services, NAMES)
    page.tabs.setCurrentWidget(page.pairings_tab)
    tab = page.pairings_tab
    tab.week.setValue(2)
    tab.pair_button.click()
    return page, tab


def _cell(tab, row: int, column: int) -> str:
    return tab.table.item(row, column).text()


def test_double_clicking_a_pairing_records_its_result(qtbot, services):
    page, tab = _paired_page(qtbot, services)
    assert tab.table.rowCount() == 3
    assert [_cell(tab, r, 6) for r in range(3)] == ["To play"] * 3
    a, b = _cell(tab, 0, 1), _cell(tab, 0, 3)
    seen: dict = {}
    _answer_dialog(seen, Outcome.MASSACRE)
    rect = tab.table.visualItemRect(tab.table.item(0, 1))
    qtbot.mouseClick(tab.table.viewport(), qtbot_left(), pos=rect.center())
    qtbot.mouseDClick(tab.table.viewport(), qtbot_left(), pos=rect.center())
    assert seen == {"a": a, "b": b, "week": 2, "chosen": -1, "ok_before": False,
                    "ok_after": True}
    assert _cell(tab, 0, 6) == f"{a} massacred {b}"
    games = page.services.league_games.week_games(page.league_id, 2)
    assert [(g.name_a, g.name_b, g.outcome) for g in games] == [(a, b, Outcome.MASSACRE)]
    page.undo_stack.undo()
    assert _cell(tab, 0, 6) == "To play"


def test_record_result_button_and_cancel_records_nothing(qtbot, services):
    page, tab = _paired_page(qtbot, services)
    tab.table.selectRow(1)
    seen: dict = {}
    _answer_dialog(seen, None)
    tab.record_button.click()
    assert (seen["a"], seen["b"]) == (_cell(tab, 1, 1), _cell(tab, 1, 3))
    assert page.services.league_games.game_count(page.league_id) == 0
    _answer_dialog(seen, Outcome.DRAW)
    tab.record_button.click()
    assert _cell(tab, 1, 6) == "Draw" and _cell(tab, 0, 6) == "To play"


def test_record_game_opens_on_the_next_pairing_without_a_result(qtbot, services):
    page, tab = _paired_page(qtbot, services)
    seen: dict = {}
    _answer_dialog(seen, Outcome.VICTORY)
    page.games_tab.record_button.click()  # Games tab › Record game…
    assert (seen["a"], seen["b"], seen["week"]) == (_cell(tab, 0, 1), _cell(tab, 0, 3), 2)
    page.tabs.setCurrentWidget(page.pairings_tab)
    _answer_dialog(seen, Outcome.VICTORY)
    page.games_tab.record_button.click()
    assert (seen["a"], seen["b"]) == (_cell(tab, 1, 1), _cell(tab, 1, 3))


def test_game_night_view_fills_in_results_beside_the_standings(qtbot, services):
    page, tab = _paired_page(qtbot, services)
    page.show_game_night()
    view = page.game_night
    assert view.isVisible() and view.title.text() == "Autumn — week 2"
    assert view.pairs.rowCount() == 3 and view.standings.rowCount() == len(NAMES)
    assert [view.pairs.item(r, 3).text() for r in range(3)] == ["To play"] * 3
    winner = view.pairs.item(2, 1).text()
    view.pairs.selectRow(2)
    seen: dict = {}
    _answer_dialog(seen, Outcome.VICTORY)
    view.record_button.click()
    assert view.pairs.item(2, 3).text() == f"{winner} won a victory"
    assert view.standings.item(0, 1).text() == winner  # the only winner leads
    page.undo_stack.undo()  # the view follows the page's undo stack
    assert view.pairs.item(2, 3).text() == "To play"
    view.close_button.click()
    assert not view.isVisible()


def qtbot_left():
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton


def test_little_war_text_is_not_clipped_with_a_large_font(qtbot, services):
    from PySide6.QtGui import QFont

    page, _tab = _paired_page(qtbot, services)
    players = page.detail.players
    dialog = GameDialog(players, 4, page.detail.tables, lambda p, w: 400,
                        pair=(players[0].id, players[1].id))
    qtbot.addWidget(dialog)
    font = QFont(dialog.font())
    font.setPointSize(14)
    dialog.setFont(font)
    dialog.calc_radio.setChecked(True)
    dialog.vp_a.setValue(50)
    dialog.objective_a.setChecked(True)
    dialog.show()
    dialog.resize(dialog.sizeHint())
    qtbot.waitExposed(dialog)
    label = dialog.result_label
    needed = label.heightForWidth(label.width())
    assert label.height() >= needed > label.fontMetrics().lineSpacing() * 3
    assert dialog.height() <= 700  # fits a 1366×768 screen beside the task bar
