"""Whole games through the main window: a face-down value never reaches the shared screen.

Two checks, both read off the model's own marks of what is secret:

* the same game played twice with different secret choices (a Rune token set to a dragon or a
  false rune, a different Intel card kept, different sealed bids) leaves every log line, status
  message, table cell, label and the table view word for word the same until the game
  reveals them;
* a game whose secret fields are all turned over (``turned_over``) looks the same as the game
  itself on every page and on the table view.
"""

import copy

import pytest
from PySide6.QtCore import QSettings

from tests.ui.companion_pages.shared_screen import screen_text, turned_over
from warbands_manager.companions.against_the_darkness.state import EnemyCard
from warbands_manager.companions.against_the_darkness.turns import Seat
from warbands_manager.companions.runewars.state import Location
from warbands_manager.services.container import Services
from warbands_manager.store.database import open_database
from warbands_manager.ui.companions.against_the_darkness.widget_dialogs import NO_CARD
from warbands_manager.ui.companions.against_the_darkness.widget_forms import FightRequest
from warbands_manager.ui.companions.against_the_darkness.widget_setup import SetupResult
from warbands_manager.ui.companions.runewars.widget_setup import SetupDialog
from warbands_manager.ui.main_window import MainWindow
from warbands_manager.ui.table_view import show_table_view


class Table:
    """One main window on its own database, with everything the status bar said."""

    def __init__(self, qtbot, folder, game):
        folder.mkdir()
        self.folder = str(folder)
        self.database = open_database(folder / "club.sqlite")
        settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
        self.window = MainWindow(Services.for_database(self.database), settings)
        qtbot.addWidget(self.window)
        self.statuses = []
        self.window.statusBar().messageChanged.connect(self.statuses.append)
        self.window.resize(1366, 768)
        self.window.show()
        self.window.show_view(game)
        self.page = self.window.current_page()

    def seen(self) -> list[str]:
        """The window, the table view and every status message so far."""
        show_table_view(self.page)
        texts = screen_text(self.window) + screen_text(self.page.table_view)
        self.page.table_view.hide()
        texts += [f"status: {text}" for text in self.statuses]
        return [text.replace(self.folder, "the club's folder") for text in texts]


@pytest.fixture
def tables(qtbot, tmp_path):
    made = []

    def make(game, name):
        table = Table(qtbot, tmp_path / name, game)
        made.append(table)
        return table

    yield make
    for table in made:
        table.window.close()
        table.database.close()


def assert_same_screens(first, second):
    pairs = [(a, b) for a, b in zip(first, second, strict=False) if a != b]
    assert first == second, f"the shared screen differs: {pairs[:3]}"


# -- Runewars -------------------------------------------------------------------------------
class TwoFactions(SetupDialog):
    def exec(self):  # noqa: A003 (Qt's name)
        for faction, box in self.included.items():
            box.setChecked(faction in ("daqan", "uthuk"))
        self.players["daqan"].setText("Ann")
        self.players["uthuk"].setText("Bo")
        self.options["road_to_victory"].setChecked(True)
        return True


def rune_dialog(rune):
    """The Location dialog as the controlling player fills it in: Edit… › Rune token."""
    from warbands_manager.ui.companions.runewars.widget_location_dialog import LocationDialog

    class Filled(LocationDialog):
        def exec(self):  # noqa: A003 (Qt's name)
            self.rune.setCurrentIndex(self.rune.findData(rune))
            return True

    return Filled


def play_runewars(table, rune):
    page = table.page
    page.setup_dialog = TwoFactions
    page.new_button.click()
    panel = page.locations
    panel.location_dialog = rune_dialog(rune)
    action = next(a for a in panel.quick_menu.actions() if a.text().startswith("Rune token"))
    action.trigger()  # "Rune token 1", face down, controlled by the Daqan
    panel.select("Rune token 1")
    panel.buttons["edit"].click()
    screens = [table.seen()]
    for _ in range(4 * 6 - 1):  # every season up to the last Winter
        page.season_bar.next_button.click()
        screens.append(table.seen())
    return screens


def test_a_face_down_rune_never_reaches_the_shared_screen(tables):
    dragon, false = tables("runewars", "dragon"), tables("runewars", "false")
    assert dragon.page.game is None
    dragon_screens, false_screens = play_runewars(dragon, "dragon"), play_runewars(false, "false")
    assert dragon.page.game.location("Rune token 1").rune == "dragon"
    assert false.page.game.location("Rune token 1").rune == "false"
    for seen_dragon, seen_false in zip(dragon_screens, false_screens, strict=True):
        assert_same_screens(seen_dragon, seen_false)
    # The last Winter ends the game: the winner is counted, so the tokens are turned up.
    dragon.page.season_bar.next_button.click()
    assert "Rune token 1 dragon rune" in " ".join(dragon.page.game.log)


def test_turning_the_runes_over_changes_nothing_on_screen(tables):
    table = tables("runewars", "twin")
    play_runewars(table, "dragon")
    page = table.page
    page.apply_edit(
        "more", lambda g: g.locations.append(Location("Far keep", controller="uthuk", rune="false"))
    )
    before = table.seen()
    page._show_game(turned_over(copy.deepcopy(page.game)))
    assert page.game.location("Far keep").rune == "dragon"
    assert_same_screens(before, table.seen())


# -- Against the Darkness -------------------------------------------------------------------
class Answers:
    """The table's answers to the page's questions, in order per kind."""

    def __init__(self, **answers):
        self.answers = {kind: list(values) for kind, values in answers.items()}

    def _next(self, kind, default=None):
        queue = self.answers.get(kind, [])
        return queue.pop(0) if queue else default

    def __getattr__(self, kind):
        if kind == "inform":
            return lambda _title, text: self.answers.setdefault("told", []).append(text)
        if kind == "enemy_card":
            return lambda *args: self._next(kind, NO_CARD)
        return lambda *args: self._next(kind)


SEATS = [Seat("Ann Smith", "giants", "red"), Seat("Bo Li", "elves", "blue")]
CARDS = [
    EnemyCard(2, "infantry", "infantry"),
    EnemyCard(2, "cavalry", "cavalry"),
    EnemyCard(2, "archery", "archery"),
]


def play_darkness(table, intel):
    page = table.page
    page.dialogs = Answers(
        setup=[SetupResult("Duel", SEATS, "standard", CARDS)],
        fight=[FightRequest("thrells-gap", [], intel)],
        enemy_card=[EnemyCard(3, "heavy", "cavalry")],
        confirm=[False],
    )
    assert page.start_new_game()
    screens = []
    assert page.do_upgrade("fight") and page.do_fight()
    screens.append(table.seen())
    assert page.do_tax(), page.dialogs.answers.get("told")
    screens.append(table.seen())
    page.tracker.tabs.setCurrentIndex(1)  # the score pad: "if the game ended now"
    screens.append(table.seen())
    return screens


def test_kept_intel_never_reaches_the_shared_screen(tables):
    # Ann's starting scout is in Kholdrum: a Kholdrum card would score Matching Intel.
    kholdrum, zhoni = tables("against-the-darkness", "k"), tables("against-the-darkness", "z")
    k_screens, z_screens = play_darkness(kholdrum, "kholdrum"), play_darkness(zhoni, "zhoni")
    assert kholdrum.page.game.players[0].intel["kholdrum"] == 1
    assert zhoni.page.game.players[0].intel["zhoni"] == 1
    for seen_k, seen_z in zip(k_screens, z_screens, strict=True):
        assert_same_screens(seen_k, seen_z)


def play_a_whole_war(table, intel):
    """The duel from set-up to the score pad: Ann fights once (keeping ``intel``), then every
    turn upgrades an action and taxes three times. The screens of every turn are returned."""
    page = table.page
    screens = play_darkness(table, intel)
    assert page.do_tax() and page.do_end_turn()
    while not page.game.finished:
        player = page.game.current_player
        action = next(a for a in ("tax", "train", "scout", "fight") if player.ranks[a] < 4)
        assert page.do_upgrade(action)
        for _ in range(3):
            assert page.do_tax()
        screens.append(table.seen())  # before End turn: the last one scores the war
        assert page.do_end_turn()
    return screens


def test_a_whole_war_keeps_the_intel_secret_until_the_score(tables):
    kholdrum, zhoni = tables("against-the-darkness", "wk"), tables("against-the-darkness", "wz")
    k_screens = play_a_whole_war(kholdrum, "kholdrum")
    z_screens = play_a_whole_war(zhoni, "zhoni")
    assert len(k_screens) == len(z_screens) > 16
    for seen_k, seen_z in zip(k_screens, z_screens, strict=True):
        assert_same_screens(seen_k, seen_z)
    # The war is over: the score pad counts the Intel card Ann kept, in front of everyone.
    intel = [
        next(s for s in table.page.score_pad().players if s.name == "Ann Smith").vp[
            "matching_intel"
        ]
        for table in (kholdrum, zhoni)
    ]
    assert intel == [1, 0]
    assert kholdrum.seen() != zhoni.seen()


def test_turning_the_cards_over_changes_nothing_on_screen(tables):
    table = tables("against-the-darkness", "twin")
    play_darkness(table, "kholdrum")
    page = table.page
    assert page.game.players[0].enemy_cards
    before = table.seen()
    page.game = turned_over(page.game.copy())
    page.refresh()
    assert page.game.players[0].intel["kholdrum"] == 0
    assert [c.vp for c in page.game.players[0].enemy_cards] == [3]
    assert_same_screens(before, table.seen())
    # The owner's private look shows them; the end of the war reveals them to everyone.
    page.tracker.player_panel.peek.setChecked(True)
    assert "3 VP infantry" in page.tracker.player_panel.ability.text()
    page.tracker.player_panel.peek.setChecked(False)
    page.game.finished = True
    page.refresh()
    assert "1: 3 VP" in screen_text(page.tracker.players_view)


# -- Banner Saga: the blind auction --------------------------------------------------------
def seal_bids(table, bids):
    from warbands_manager.companions.banner_saga.mission import sample_mission
    from warbands_manager.ui.companions.banner_saga.widget_setup import SetupChoice

    page = table.page
    page.ask_setup = lambda: SetupChoice(sample_mission(), "four", False, True)
    page.new_button.click()
    page.events.bid_dialog = lambda _parent, role, renown: bids[role]
    for role in bids:
        page.events.seal_buttons[role].click()
    return table.seen()


def test_sealed_bids_stay_sealed_until_revealed_together(tables):
    first = {
        "quartermaster": ("Choice 1", 2),
        "keeper": ("Choice 2", 1),
        "thane": ("Choice 1", 0),
        "warmaster": ("Choice 2", 0),
    }
    second = {
        "quartermaster": ("Choice 2", 0),
        "keeper": ("Choice 1", 3),
        "thane": ("Choice 2", 1),
        "warmaster": ("Choice 1", 2),
    }
    one, two = tables("banner-saga", "one"), tables("banner-saga", "two")
    assert_same_screens(seal_bids(one, first), seal_bids(two, second))
    one.page.events.external_button.click()  # revealed together: now the log tells
    assert one.seen() != two.seen()
