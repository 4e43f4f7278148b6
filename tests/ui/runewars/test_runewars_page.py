import subprocess
import sys

import pytest

from warbands_manager.companions.runewars.state import Location, game_from_dict
from warbands_manager.navigation import view_info
from warbands_manager.ui.companions.runewars.widget import RunewarsView
from warbands_manager.ui.companions.runewars.widget_setup import SetupDialog


class AutoSetup(SetupDialog):
    """The set-up dialog filled in as a player would, accepted without showing it."""

    options_on = ("road_to_victory",)

    def exec(self):  # noqa: A003 (Qt's name)
        for faction, box in self.included.items():
            box.setChecked(faction in ("daqan", "uthuk"))
        self.players["daqan"].setText("Þór Łukasz <the Bold>")
        self.players["uthuk"].setText("Mira")
        for option in self.options_on:
            self.options[option].setChecked(True)
        self.base["fortress_strength_undamaged"].setValue(5)
        return True


@pytest.fixture
def page(qtbot, services):
    view = RunewarsView(view_info("runewars"), services.companion_saves, setup_dialog=AutoSetup)
    qtbot.addWidget(view)
    view.on_shown()
    return view


def saved(services, page):
    return game_from_dict(services.companion_saves.load(page.save_id))


def add_locations(page, *locations):
    for location in locations:
        page.apply_edit(f"add {location.name}", lambda g, loc=location: g.locations.append(loc))


def test_new_game_is_saved_with_its_setup(page, services):
    page.new_game()
    game = saved(services, page)
    assert [f.player for f in game.factions] == ["Þór Łukasz <the Bold>", "Mira"]
    assert game.setup.on("road_to_victory") and game.setup.base["fortress_strength_undamaged"] == 5
    assert set(page.factions.cards) == {"daqan", "uthuk"}
    assert page.document_handlers["new"] is not None


def test_setup_dialog_shows_the_rune_target(qtbot):
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    assert "Dragon runes to win: 6" in dialog.target.text()
    dialog.options["flourishing"].setChecked(True)
    assert "Dragon runes to win: 7" in dialog.target.text()


def test_every_edit_is_undoable_and_saved(page, services):
    page.new_game()
    page.factions.cards["daqan"].resources["ore"].setValue(4)
    assert saved(services, page).faction("daqan").ore == 4
    page.undo_stack.undo()
    assert page.game.faction("daqan").ore == 2
    assert saved(services, page).faction("daqan").ore == 2
    assert page.factions.cards["daqan"].resources["ore"].value() == 2
    page.undo_stack.redo()
    assert saved(services, page).faction("daqan").ore == 4


def test_a_refused_edit_explains_and_changes_nothing(page):
    page.new_game()
    add_locations(page, Location("Home", home_of="daqan"))
    page.locations.select("Home")
    count = page.undo_stack.count()
    frost = page.locations.buttons["frost"]
    assert not frost.isEnabled() and "home territories" in frost.toolTip()
    page.locations._on_button_clicked("frost")  # even if clicked, the rule refuses
    assert "home territories" in page.message.text()
    assert page.undo_stack.count() == count and page.game.location("Home").frost == 0


def test_frost_thaws_when_spring_comes(page):
    page.new_game()
    add_locations(page, Location("Pass"))
    page.locations.select("Pass")
    page.locations.buttons["frost"].trigger()
    page.locations.buttons["frost"].trigger()
    assert page.locations.model.data(page.locations.model.index(0, 7)) == "2"
    for _ in range(4):
        page.season_bar.next_button.click()
    assert (page.game.year, page.game.season, page.game.location("Pass").frost) == (2, 0, 1)


def test_road_to_victory_from_the_faction_card(page):
    page.new_game()
    add_locations(page, *[Location(f"R{n}", controller="daqan", rune="dragon") for n in range(6)])
    card = page.factions.cards["daqan"]
    assert card.victory_button.isEnabled()
    card.victory_button.click()
    assert "Spring: Daqan" in page.season_bar.decks.text()
    for _ in range(4):
        page.season_bar.next_button.click()
    assert page.game.winner == "daqan"
    assert "wins" in page.banner.text.text()
    assert not page.season_bar.next_button.isEnabled()


def test_the_last_winter_lets_the_players_declare_the_winner(page):
    page.new_game()
    for _ in range(24):
        page.season_bar.next_button.click()
    assert page.game.finished and page.banner.declare_button.isVisibleTo(page)
    page.banner.choice.setCurrentIndex(1)
    page.banner.declare_button.click()
    assert page.game.winner == "uthuk"


def test_battle_helper_records_a_capture(page):
    page.new_game()
    add_locations(page, Location("Keep", controller="daqan", structure="fortress",
                                 structure_owner="daqan"))
    battle = page.battle
    battle.location.setCurrentIndex(0)
    # the defender is the location's controller, the attacker another faction: nothing to pick
    assert (battle.attacker.faction.currentData(), battle.defender.faction.currentData()) == (
        "uthuk", "daqan")
    battle.attacker.standing.setValue(9)  # one total of standing figures
    battle.calculate_button.click()
    assert "Attacker strength 9" in battle.result.text()
    # or add up standing figures per unit type
    battle.attacker.standing.setValue(-1)
    battle.attacker.add_button.click()
    battle.attacker.model.setData(battle.attacker.model.index(0, 2), 9)
    battle.calculate_button.click()
    assert "Attacker strength 9" in battle.result.text()
    assert "Defender strength 5" in battle.result.text()  # fortress strength entered at set-up
    battle.place_fortress.setChecked(True)
    battle.record_button.click()
    keep = page.game.location("Keep")
    assert (keep.controller, keep.structure_owner, keep.damaged) == ("uthuk", "uthuk", True)
    page.undo_stack.undo()
    assert page.game.location("Keep").controller == "daqan"


def test_page_resumes_the_latest_valid_save(qtbot, services, page):
    services.companion_saves.create("runewars", "Not a game", {"year": 3})
    page.new_game()
    page.factions.cards["uthuk"].resources["food"].setValue(5)
    again = RunewarsView(view_info("runewars"), services.companion_saves)
    qtbot.addWidget(again)
    again.on_shown()
    assert again.game is not None and again.game.faction("uthuk").food == 5


def test_a_broken_save_is_skipped_with_no_crash(window, services):
    services.companion_saves.create("runewars", "Autumn war", {"year": 3})
    window.show_view("runewars")
    page = window.page("runewars")
    assert page.game is None and page.saved_games.model.rowCount() == 1


def test_screenshot_of_the_runewars_view(tmp_path):
    out = tmp_path / "runewars.png"
    result = subprocess.run(
        [sys.executable, "-m", "warbands_manager", "--db", str(tmp_path / "r.sqlite"),
         "--screenshot", str(out), "--view", "runewars"],
        capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert out.stat().st_size > 10_000


def test_setup_tab_shows_the_choices_and_entered_numbers(page):
    assert "New game" in page.summary.toPlainText()
    assert not page.tabs.isTabEnabled(page.tabs.indexOf(page.factions))
    page.new_game()
    text = page.summary.toPlainText()
    assert "Dragon runes to win: 6" in text and "Road to Victory" in text
    assert "Apprentice Wizard (in place of Archer)" in text
    assert "Þór Łukasz <the Bold>" in text
    assert page.tabs.currentWidget() is page.factions


def test_user_text_is_shown_literally(page):
    page.new_game()
    page.apply_edit("rename", lambda g: setattr(g.setup, "name", "Þór <b>night</b> & co"))
    assert "Þór <b>night</b> & co" in page.title.text().replace("&lt;", "<").replace(
        "&gt;", ">").replace("&amp;", "&")
    assert "<b>night" not in page.title.text()



def test_the_status_bar_tells_what_an_edit_did(page, qtbot):
    page.new_game()
    with qtbot.waitSignal(page.status_message) as shown:
        page.season_bar.next_button.click()
    assert "Season card step of Summer" in shown.args[0]


def test_new_game_to_the_end_of_the_first_season_without_typing(qtbot, services):
    """The user guide's quick start: New game… › OK on the defaults, Quick add › a home
    territory for each faction, Next season."""
    from warbands_manager.ui.companions.runewars.widget_setup import SetupDialog

    class Defaults(SetupDialog):
        def exec(self):  # noqa: A003 - OK pressed at once
            return True

    view = RunewarsView(view_info("runewars"), services.companion_saves, setup_dialog=Defaults)
    qtbot.addWidget(view)
    view.new_button.click()
    assert view.game is not None and len(view.game.factions) == 2
    texts = [a.text() for a in view.locations.quick_menu.actions()
             if a.text().startswith("Home territory")]
    for text in texts:  # each pick redraws the menu
        next(a for a in view.locations.quick_menu.actions() if a.text() == text).trigger()
    assert [loc.home_of for loc in view.game.locations] == [f.id for f in view.game.factions]
    view.season_bar.next_requested.emit()
    assert view.game.season == 1


def test_a_decided_game_ends_on_a_record_and_in_the_history(window, tmp_path):
    from tests.ui.companion_pages.record_checks import check_the_record

    window.resize(1024, 700)
    window.show()
    window.show_view("runewars")
    page = window.current_page()
    page.setup_dialog = AutoSetup
    page.new_game()
    assert not page.record_panel.keep_button.isEnabled()
    for _ in range(24):
        page.season_bar.next_button.click()
    assert not page.record_panel.keep_button.isEnabled()  # the winner is not decided yet
    page.banner.choice.setCurrentIndex(1)
    page.banner.declare_button.click()
    check_the_record(page, tmp_path, "Mira", "Uthuk wins",
                     ["Þór Łukasz <the Bold>", "Mira"])
