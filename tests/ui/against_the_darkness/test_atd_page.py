"""The Against the Darkness page end to end with scripted answers instead of dialogs."""

import json

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QPoint, Qt

from warbands_manager.companions.against_the_darkness.model import GAME, RESULT_KIND
from warbands_manager.companions.against_the_darkness.roster import RESERVE, Move
from warbands_manager.companions.against_the_darkness.state import EnemyCard, Game
from warbands_manager.companions.against_the_darkness.turns import Seat
from warbands_manager.navigation import view_info
from warbands_manager.ui.companions.against_the_darkness.widget import create_view
from warbands_manager.ui.companions.against_the_darkness.widget_dialogs import NO_CARD
from warbands_manager.ui.companions.against_the_darkness.widget_forms import (
    FightRequest,
    TrainRequest,
)
from warbands_manager.ui.companions.against_the_darkness.widget_setup import SetupResult


class ScriptedDialogs:
    """Answers queued per question kind; what was shown is recorded."""

    def __init__(self):
        self.answers = {}
        self.shown = []

    def queue(self, kind, *answers):
        self.answers.setdefault(kind, []).extend(answers)

    def _next(self, kind, default=None):
        queue = self.answers.get(kind, [])
        return queue.pop(0) if queue else default

    def setup(self):
        return self._next("setup")

    def train(self, game, limit):
        return self._next("train")

    def scout(self, game):
        return self._next("scout")

    def fight(self, game):
        return self._next("fight")

    def card_move(self, game):
        return self._next("card_move")

    def enemy_card(self, title, card=None):
        return self._next("enemy_card", NO_CARD)

    def choose(self, title, text, options):
        self.shown.append((title, text, options))
        return self._next("choose")

    def number(self, title, text, maximum):
        return self._next("number")

    def confirm(self, title, text):
        self.shown.append((title, text))
        return self._next("confirm", False)

    def inform(self, title, text):
        self.shown.append((title, text))

    def save_path(self, caption, default, filters):
        return self._next("path")

    def open_path(self, caption, filters):
        return self._next("path")


SETUP = SetupResult(
    "Friday", [Seat("Mark", "giants", "red"), Seat("Þór Łukasz", "elves", "blue"),
               Seat("Oliver", "rockmen", "yellow")], "combined",
    [EnemyCard(2, "infantry", "infantry"), EnemyCard(2, "cavalry", "cavalry"),
     EnemyCard(2, "archery", "archery")])


@pytest.fixture
def page(qtbot, services):
    view = create_view(view_info("against-the-darkness"), services.companion_saves)
    qtbot.addWidget(view)
    view.dialogs = ScriptedDialogs()
    view.on_shown()
    return view


@pytest.fixture
def started(page):
    page.dialogs.queue("setup", SETUP)
    assert page.start_new_game()
    return page


def saved(page):
    return Game.from_dict(page.saves.load(page.save_id))


def test_new_game_is_set_up_and_saved(started):
    game = started.game
    assert started.stack.currentWidget() is started.tracker
    assert (game.countdown, game.redress_deck) == (7, "combined")
    assert started.tracker.players_model.rowCount() == 3
    assert saved(started) == game
    assert "Round 1 of 7" in started.tracker.round_label.text()
    assert "Giants" in started.tracker.turn_label.text()
    assert started.handler("export") is not None and started.handler("print") is not None


def test_turn_actions_undo_and_autosave(started):
    assert not started.do_tax()  # Phase 1 first
    assert "upgrade" in started.dialogs.shown[-1][1]
    assert started.do_upgrade("tax")
    for _ in range(3):
        assert started.do_tax()
    assert started.game.players[0].gold == 3 + 9
    assert started.tracker.end_turn_button.isEnabled()
    started.undo_stack.undo()
    assert started.game.players[0].gold == 9 and saved(started).players[0].gold == 9
    started.undo_stack.redo()
    assert started.do_end_turn()
    assert started.game.current == 1 and saved(started).current == 1


def test_train_asks_the_captain_on_a_tie(started):
    started.do_upgrade("train")
    started.game.roster.units["cavalry"] = {"mercenary": 2, "yellow": 3, "red": 2}
    started.dialogs.queue("train", TrainRequest([Move(RESERVE, "cavalry")]))
    started.dialogs.queue("choose", "Mark")
    assert started.do_train()
    title, text, options = started.dialogs.shown[-1]
    assert title == "Captain of Cavalry" and "for the mercenaries" in text
    assert options == ["Mark", "Oliver"]
    assert started.game.roster.captains["cavalry"] == "red"
    assert started.tracker.roster_model.rowCount() == 8


def test_an_illegal_train_is_refused_and_explained(started):
    started.do_upgrade("tax")
    started.dialogs.queue("train", TrainRequest([Move(RESERVE, "heavy-cavalry")]))
    assert not started.do_train()
    assert "light platoon" in started.dialogs.shown[-1][1]
    assert started.game.actions_taken == 0


def test_scout(started):
    started.do_upgrade("scout")
    started.game.players[0].gold = 9  # a correction made without the page: not saved
    started.dialogs.queue("scout", ["zhoni", "lorendale"])
    assert started.do_scout()
    assert started.game.players[0].scouts["zhoni"] == 1 and started.game.players[0].gold == 0


def test_a_whole_fight(started):
    started.do_upgrade("fight")
    started.dialogs.queue("fight", FightRequest("thrells-gap", [], "kholdrum"))
    started.dialogs.queue("enemy_card", EnemyCard(3, "heavy", "cavalry"))
    assert started.do_fight()
    game = started.game
    mark = game.players[0]
    assert [c.vp for c in mark.enemy_cards] == [2] and mark.gold == 0  # 3 mercenary wages
    assert mark.intel["kholdrum"] == 1
    assert game.roster.count("infantry", "mercenary") == 0  # two casualties
    assert game.battlefields["the-branches"].card.vp == 3
    assert game.battlefields["guardians-of-vethera"].gold == 1
    assert game.actions_taken == 1
    panel = started.tracker.player_panel
    assert "1 card face down" in panel.ability.text()  # the Enemy card lies face down
    panel.peek.setChecked(True)  # Mark looks while the others look away
    assert "2 VP infantry (took 0 gold)" in panel.ability.text()
    panel.peek.setChecked(False)
    started.undo_stack.undo()
    assert started.game.battlefields["thrells-gap"].card is not None


def test_cancelling_a_question_changes_nothing(started):
    started.do_upgrade("fight")
    started.dialogs.queue("fight", FightRequest("thrells-gap", [], None))
    before = started.game.to_dict()
    assert not started.do_fight()  # no new Enemy card given: cancelled
    assert started.game.to_dict() == before


def test_corrections_from_the_player_panel_are_undoable(started):
    started.tracker.player_panel.spins["gold"].setValue(11)
    assert started.game.players[0].gold == 11
    started.tracker.player_panel.spins["intel.zhoni"].setValue(2)
    assert started.game.players[0].intel["zhoni"] == 2
    started.undo_stack.undo()
    started.undo_stack.undo()
    assert started.game.players[0].gold == 3 and started.game.players[0].intel["zhoni"] == 0


def test_the_game_resumes_in_a_new_page(qtbot, services, started):
    started.do_upgrade("tax")
    again = create_view(view_info("against-the-darkness"), services.companion_saves)
    qtbot.addWidget(again)
    again.on_shown()
    assert again.game == started.game


def test_score_pad_typed_in_recorded_and_printed(started, tmp_path, qtbot):
    assert started.do_pad_type_in()
    assert not started.tracker.pad_input_view.isHidden()
    model = started.tracker.pad_input_model
    model.setData(model.index(1, 1), "4, 4")  # Þór Łukasz: two 4 VP Enemy cards
    pad = started.score_pad()
    assert pad.winner == "Þór Łukasz" and pad.players[0].vp["enemy_cards"] == 8
    assert "Þór Łukasz" in started.tracker.verdict_label.text()
    model.setData(model.index(0, 4), "lots")
    assert "gold" in started.dialogs.shown[-1][1]
    started.dialogs.queue("confirm", True)
    assert started.record_result()
    records = started.saves.list(GAME.game_id, RESULT_KIND)
    assert [r.name for r in records] == ["Friday"]
    assert started.home.stats_model.rows[0]["name"] == "Þór Łukasz"
    started.home.history_view.selectRow(0)
    started.home.delete_result_button.click()
    assert started.saves.list(GAME.game_id, RESULT_KIND) == []
    started.undo_stack.undo()
    assert [r.name for r in started.saves.list(GAME.game_id, RESULT_KIND)] == ["Friday"]
    started.dialogs.queue("path", str(tmp_path / "pad.pdf"))
    assert started.print_pad()
    qtbot.waitUntil(lambda: not started.__dict__.get("background_jobs"), timeout=20_000)
    text = PdfReader(str(tmp_path / "pad.pdf")).pages[0].extract_text()
    assert "Winner: Þór Łukasz" in text


def test_export_and_import_end_state(started, tmp_path):
    out = tmp_path / "end.json"
    started.dialogs.queue("path", str(out))
    assert not started.export_end_state()  # the war goes on: the cards stay face down
    assert "once the war is over" in started.dialogs.shown[-1][1] and not out.exists()
    started.game.finished = True
    assert started.export_end_state()
    document = json.loads(out.read_text(encoding="utf-8"))
    assert document["format"] == "against-the-darkness/1"
    assert document["players"][1]["name"] == "Þór Łukasz"
    document["players"][0]["enemy_cards"] = [4, 4, 4]
    out.write_text(json.dumps(document), encoding="utf-8")
    started.dialogs.queue("path", str(out))
    assert started.import_end_state()
    assert started.score_pad().winner == "Mark"
    assert started.tracker.tabs.currentIndex() == 1
    # An imported pad has no board to go back to, and typing in again would overwrite it.
    assert not started.tracker.pad_board_button.isEnabled()
    assert not started.tracker.pad_type_in_button.isEnabled()


def test_bad_import_is_explained(page, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "against-the-darkness/1", "players": [{"name": 3}]}')
    page.dialogs.queue("path", str(bad))
    assert not page.import_end_state()
    assert "players[0].name" in page.dialogs.shown[-1][1]


def test_blank_pad_from_the_home_panel(page, tmp_path, qtbot):
    page.dialogs.queue("path", str(tmp_path / "blank.pdf"))
    assert page.print_pad(blank=True)
    qtbot.waitUntil(lambda: not page.__dict__.get("background_jobs"), timeout=20_000)
    assert "Matching Intel" in PdfReader(str(tmp_path / "blank.pdf")).pages[0].extract_text()


def test_the_window_shows_the_tracker(window):
    window.show_view("against-the-darkness")
    assert type(window.page("against-the-darkness")).__name__ == "AgainstTheDarknessView"


def test_intel_stays_hidden_unless_revealed_or_peeked(started):
    panel = started.tracker.player_panel
    assert panel.spins["intel.zhoni"].isHidden()
    assert "hidden" in started.tracker.players_model.index(0, 10).data()
    panel.peek.setChecked(True)
    assert not panel.spins["intel.zhoni"].isHidden()
    started.tracker.players_view.selectRow(1)  # another player: the peek ends
    assert not panel.peek.isChecked() and panel.spins["intel.zhoni"].isHidden()
    assert panel.title().startswith("Þór Łukasz")  # the panel follows the selection
    panel.spins["gold"].setValue(7)
    assert started.game.players[1].gold == 7 and started.game.players[0].gold == 3
    panel.reveal.setChecked(True)
    assert started.game.players[1].intel_revealed
    assert "hidden" not in started.tracker.players_model.index(1, 10).data()


def test_without_reserve_the_player_picks_the_medica_unit(started):
    started.do_upgrade("fight")  # (its cube goes to reserve; then the reserve is emptied)
    game = started.game
    game.players[0].reserve = 0
    game.roster.add("heavy-cavalry", "red", 1)
    game.roster.add("infantry", "red", 1)
    game.battlefields["thrells-gap"].card = EnemyCard(3, "infantry", "cavalry")
    game.players[0].scouts["kholdrum"] = 0  # no scout beside Threll's Gap
    game.players[0].gold = 5
    started.dialogs.queue("fight", FightRequest("thrells-gap", [], "zhoni"))
    started.dialogs.queue("choose", "Heavy cavalry")
    started.dialogs.queue("enemy_card", EnemyCard(2, "heavy", "archery"))
    assert started.do_fight()
    assert started.game.roster.count("heavy-cavalry", "red") == 0
    assert started.game.roster.count("infantry", "red") == 1
    assert started.game.players[0].medica == 1


def test_a_two_player_game_from_set_up_to_the_score_pad(qtbot, services, page):
    setup = SetupResult("Duel", [Seat("Ann", "halflings", "red"),
                                 Seat("Bo", "dwarves", "blue")], "standard", SETUP.cards)
    page.dialogs.queue("setup", setup)
    assert page.start_new_game()
    for turn in range(16):  # 8 rounds × 2 players
        if turn == 8:  # half way: the table packs up and resumes later in a new page
            resumed = create_view(view_info("against-the-darkness"), services.companion_saves)
            qtbot.addWidget(resumed)
            resumed.dialogs = page.dialogs
            resumed.on_shown()
            assert resumed.game == page.game and resumed.game.round_number == 5
            page = resumed
        player = page.game.current_player
        action = next(a for a in ("tax", "train", "scout", "fight") if player.ranks[a] < 4)
        assert page.do_upgrade(action)
        for _ in range(3):
            assert page.do_tax()
        assert page.do_end_turn()
    assert page.game.finished and page.tracker.tabs.currentIndex() == 1
    assert "Final" in page.tracker.verdict_label.text()
    pad = page.score_pad()
    # Each starting scout converts 3 gold (1 VP) and controls its realm: Kholdrum 4, Shenaru 3.
    assert [(s.name, s.total) for s in pad.players] == [("Ann", 5), ("Bo", 4)]
    assert (pad.winner, pad.tie_break) == ("Ann", "total")
    assert page.record_result()
    assert page.home.history_model.rows[0]["winner"] == "Ann"


def test_a_card_moves_a_unit_and_the_captains_are_recounted(started):
    started.dialogs.queue("card_move", ("blue", "reserve", "heavy-archery"))
    assert started.do_card_move()
    assert started.game.roster.captains["heavy-archery"] == "blue"
    assert "a card moves a unit" in started.game.log[-2]
    started.undo_stack.undo()
    assert started.game.roster.captains["heavy-archery"] is None


def test_three_enemies_of_one_type_are_replaced_after_a_fight(started):
    game = started.game
    game.battlefields["guardians-of-vethera"].card = EnemyCard(2, "infantry", "cavalry")
    game.battlefields["lonespire-peak"].card = EnemyCard(2, "infantry", "archery")
    game.roster.add("infantry", "red", 4)
    started.do_upgrade("fight")
    started.dialogs.queue("fight", FightRequest("thrells-gap", [], "zhoni"))
    started.dialogs.queue("enemy_card", EnemyCard(3, "infantry", "cavalry"),
                          EnemyCard(2, "cavalry", "cavalry"), EnemyCard(3, "heavy", "archery"),
                          EnemyCard(4, "archery", "infantry"))
    assert started.do_fight()
    cards = {name: bf.card for name, bf in started.game.battlefields.items() if bf.card}
    assert [c.requirement for c in cards.values()] == ["cavalry", "heavy", "archery"]
    assert started.game.battlefields["guardians-of-vethera"].gold == 1  # raid gold stays
    assert any("Replace the Enemy cards" in shown[0] for shown in started.dialogs.shown)


def test_an_eleven_player_end_state_is_refused_not_a_crash(page, tmp_path):
    players = [{"name": f"P{i}", "enemy_cards": [2]} for i in range(11)]
    bad = tmp_path / "eleven.json"
    bad.write_text(json.dumps({"format": "against-the-darkness/1", "players": players}))
    page.dialogs.queue("path", str(bad))
    assert not page.import_end_state()
    assert "2 to 5 players" in page.dialogs.shown[-1][1]


def test_actions_that_cannot_be_selected_are_disabled_with_the_reason(started):
    tracker = started.tracker
    assert not tracker.tax_button.isEnabled()
    assert "upgrade one action" in tracker.tax_button.toolTip()
    assert tracker.upgrade_button.isEnabled()
    game = started.game
    game.upgraded = True
    game.current_player.gold = 0
    started.game = game
    started.refresh()
    assert not tracker.fight_button.isEnabled()
    assert "Wages are at least 3 gold" in tracker.fight_button.toolTip()
    assert tracker.tax_button.isEnabled() and "Not now" not in tracker.tax_button.toolTip()


def test_the_score_pad_fits_five_players_in_the_panel(page, qtbot):
    from warbands_manager.companions.against_the_darkness.rulesdata import rules
    from warbands_manager.companions.against_the_darkness.turns import new_game

    seats = [Seat(n, r, c) for n, r, c in [
        ("Anna", "elves", "red"), ("Bartholomew", "dwarves", "yellow"),
        ("Chloé", "halflings", "black"), ("Dev", "giants", "blue"),
        ("Esmeralda", "minotaurs", "white")]]
    cards = [EnemyCard(2, "infantry", "infantry"), EnemyCard(2, "cavalry", "cavalry"),
             EnemyCard(2, "archery", "archery")]
    game = new_game(seats, "standard", rules(), cards)
    page.resize(1024 - 220, 650)  # the page beside the navigation list of a 1024 window
    page.show()
    page._open(game, page.saves.create("against-the-darkness", "Five", game.to_dict()), "Five")
    page.tracker.tabs.setCurrentIndex(1)
    qtbot.wait(10)
    view = page.tracker.pad_view
    assert view.model().columnCount() == 5
    assert view.horizontalScrollBar().maximum() == 0  # no column scrolled out of sight
    names = [view.model().headerData(c, Qt.Orientation.Horizontal) for c in range(5)]
    assert sorted(names) == sorted(seat.name for seat in seats)  # whole names


def shown_headers(view):
    """The header texts as painted: each name elided to its section's width."""
    header = view.horizontalHeader()
    margin = 2 * header.style().pixelMetric(header.style().PixelMetric.PM_HeaderMargin) + 4
    return [header.fontMetrics().elidedText(
        view.model().headerData(c, Qt.Orientation.Horizontal), header.textElideMode(),
        header.sectionSize(c) - margin) for c in range(view.model().columnCount())]


def test_score_pad_headers_keep_whole_names_apart(page, qtbot):
    from warbands_manager.companions.against_the_darkness.rulesdata import rules
    from warbands_manager.companions.against_the_darkness.turns import new_game

    seats = [Seat(n, r, c) for n, r, c in [
        ("Ann Smith", "elves", "red"), ("Player 1", "dwarves", "yellow"),
        ("Player 2", "halflings", "black"), ("Player 3", "giants", "blue"),
        ("Bartholomew Quintus", "minotaurs", "white")]]
    game = new_game(seats, "standard", rules(), SETUP.cards)
    page.resize(1024 - 220, 650)
    page.show()
    page._open(game, page.saves.create("against-the-darkness", "Five", game.to_dict()), "Five")
    page.tracker.tabs.setCurrentIndex(1)
    qtbot.wait(10)
    shown = shown_headers(page.tracker.pad_view)
    assert len(set(shown)) == 5  # "Player 1" and "Player 2" never both read "Player"
    assert "Ann Smith" in shown and "Player 1" in shown  # whole names where they fit


def test_new_game_to_the_end_of_the_first_turn_in_six_clicks(page):
    """The user guide's quick start: New game… › OK on the defaults, Upgrade ▾ › Tax, Tax
    three times, End turn — nothing typed."""
    from warbands_manager.ui.companions.against_the_darkness.widget_setup import SetupDialog

    dialog = SetupDialog(page)
    page.dialogs.queue("setup", dialog.result_value())
    assert page.start_new_game()
    page.tracker.upgrade_actions["tax"].trigger()
    for _ in range(3):
        page.tracker.tax_button.click()
    assert page.tracker.end_turn_button.isEnabled()
    page.tracker.end_turn_button.click()
    assert page.game.current == 1


@pytest.mark.parametrize("size", [(1024, 700), (1366, 768)])
def test_the_tab_bar_is_in_view_without_scrolling(window, qtbot, size):
    from warbands_manager.companions.against_the_darkness.demo import demo_game
    from warbands_manager.companions.against_the_darkness.rulesdata import rules

    window.resize(*size)
    window.show()
    window.show_view("against-the-darkness")
    page = window.current_page()
    game = demo_game(rules())
    page._open(game, page.saves.create("against-the-darkness", "Demo", game.to_dict()), "Demo")
    qtbot.wait(10)
    bar = page.tracker.tabs.tabBar()
    bottom = bar.mapTo(window, bar.rect().bottomLeft()).y()
    assert bar.isVisible() and bottom < window.statusBar().mapTo(window, QPoint(0, 0)).y()
