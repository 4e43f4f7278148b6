import re

import pytest
from PySide6.QtWidgets import QAbstractButton

from warbands_manager.companions.runewars.game_setup import SetupChoice, new_game
from warbands_manager.companions.runewars.state import Hero, Location
from warbands_manager.navigation import view_info
from warbands_manager.ui.companions.runewars.widget import RunewarsView
from warbands_manager.ui.companions.runewars.widget_development import DevelopmentDialog
from warbands_manager.ui.companions.runewars.widget_location_dialog import LocationDialog
from warbands_manager.ui.companions.runewars.widget_setup import BaseNumbersDialog


@pytest.fixture
def page(qtbot, services):
    view = RunewarsView(view_info("runewars"), services.companion_saves)
    qtbot.addWidget(view)
    game = new_game(SetupChoice("Dialogs", [("Ann", "daqan"), ("Bo", "waiqar")],
                                options={"development_cards": True, "commanders": True,
                                         "flourishing": True, "exploration": True}))
    view.save_id = services.companion_saves.create("runewars", "Dialogs", game.to_dict())
    view.open_save(view.save_id)
    return view


def accepted(cls, fill):
    class Filled(cls):
        def exec(self):  # noqa: A003
            fill(self)
            return True
    return Filled


def test_add_and_edit_a_location_through_its_dialog(page):
    def fill_new(dialog):
        dialog.name.setText("Vynelvale")
        dialog.tile.setValue(4)
        dialog.controller.setCurrentIndex(dialog.controller.findData("daqan"))
        dialog.city.setCurrentIndex(dialog.city.findData("rune_city"))
        dialog.produces["food"].setValue(2)

    page.locations.location_dialog = accepted(LocationDialog, fill_new)
    page.locations.buttons["add"].click()
    location = page.game.location("Vynelvale")
    assert (location.tile, location.city, location.produces) == (4, "rune_city", {"food": 2})
    assert "Daqan Lords (humans): <b>1</b> on show, 0 face down" in page.banner.text.text()

    def fill_edit(dialog):
        dialog.rune.setCurrentIndex(dialog.rune.findData("dragon"))
        dialog.defensible.setChecked(True)

    page.locations.location_dialog = accepted(LocationDialog, fill_edit)
    page.locations.select("Vynelvale")
    page.locations.buttons["edit"].click()
    assert page.game.location("Vynelvale").rune == "dragon"
    assert page.game.location("Vynelvale").defensible
    # the new token lies face down: the shared screen shows it as a token, not as a dragon
    assert "<b>1</b> on show, 1 face down" in page.banner.text.text()
    assert "dragon" not in page.locations.model.index(0, 4).data()


def test_devastation_pays_the_controller_and_blocks_the_runes(page):
    page.apply_edit("add", lambda g: g.locations.append(
        Location("Mine", controller="daqan", rune="dragon", rune_revealed=True,
                 produces={"ore": 2})))
    page.locations.select("Mine")
    page.locations.buttons["devastation"].trigger()
    assert page.game.faction("daqan").ore == 4
    assert "Mine (Devastation token)" in page.factions.cards["daqan"].runes.text()
    frost = page.locations.buttons["frost"]  # the rule's refusal, before anyone clicks
    assert not frost.isEnabled() and "Devastation" in frost.toolTip()


def test_acquire_a_development_card_and_build_the_capital(page):
    def fill(dialog):
        dialog.name.setText("Royal Seat")
        dialog.cost["ore"].setValue(2)
        dialog.cost["wood"].setValue(1)
        dialog.effect.setCurrentIndex(dialog.effect.findData("capital"))

    card = page.factions.cards["daqan"]
    card.development_dialog = accepted(DevelopmentDialog, fill)
    card.acquire_button.click()
    daqan = page.game.faction("daqan")
    assert (daqan.ore, daqan.wood, daqan.development[0].effect) == (0, 1, "capital")
    page.apply_edit("home", lambda g: g.locations.append(Location(
        "Seat", home_of="daqan", controller="daqan", structure="fortress",
        structure_owner="daqan", damaged=True)))
    page.locations.select("Seat")
    page.locations.buttons["capital"].trigger()
    seat = page.game.location("Seat")
    assert (seat.structure, seat.damaged) == ("capital", False)
    page.locations.buttons["outpost"].trigger()
    page.locations.buttons["outpost"].trigger()
    outpost = page.locations.buttons["outpost"]
    assert page.game.location("Seat").outposts == 2
    assert not outpost.isEnabled() and "at most 2" in outpost.toolTip()


def test_heroes_commanders_and_general_lieutenant(page):
    card = page.factions.cards["waiqar"]
    for name in ("A", "B", "C", "D"):
        card.hero_name.setText(name)
        card.add_hero_button.click()
    assert [h.name for h in page.game.faction("waiqar").heroes] == ["A", "B", "C"]
    assert "at most 3" in page.message.text()
    card.hero_name.setText("D")
    card.add_hero_button.click()  # still refused; now make one a commander and retry
    card.hero_choice.setCurrentText("A")
    card.commander_button.click()
    card.add_hero_button.click()
    assert len(page.game.faction("waiqar").heroes) == 4
    card.lieutenant.setChecked(True)
    assert page.game.faction("waiqar").general_lieutenant
    card.hero_choice.setCurrentText("A")
    card.defeat_button.click()
    assert not page.game.faction("waiqar").general_lieutenant


def test_influence_exchange_and_title(page):
    card = page.factions.cards["daqan"]
    card.exchange_button.click()
    assert (page.game.faction("daqan").influence, page.game.faction("daqan").influence_threes) \
        == (0, 1)
    card.guild.setChecked(True)
    assert page.game.merchants_guild == "daqan"
    assert any("Merchants" in line for line in page.season_bar.reminders.text().split("<br>"))


def test_reveal_runes_from_the_locations_tab(page):
    page.apply_edit("add", lambda g: g.locations.append(
        Location("Tower", controller="daqan", rune="false")))
    page.locations.select("Tower")
    dragon = page.locations.buttons["reveal_dragon"]
    # offered like any reveal: its state must not give the face-down token away
    assert dragon.isEnabled() and "false" not in dragon.toolTip()
    dragon.trigger()
    assert "false rune" in page.message.text()
    page.locations.buttons["reveal"].trigger()
    assert page.game.location("Tower").rune_revealed
    page.locations.buttons["hide"].trigger()
    assert not page.game.location("Tower").rune_revealed


def test_log_lists_every_change_newest_first(page):
    page.season_bar.next_button.click()
    assert "Season card step of Summer" in page.log_model.stringList()[0]


def test_rule_readings_and_option_reminders_are_shown(page):
    assert "Lost City" in page.readings.toPlainText()
    assert "Commander card" in page.season_bar.reminders.text()
    page.apply_edit("add", lambda g: g.locations.append(Location("Marsh", frost=1, flooded=True)))
    tip = page.locations.model.data(page.locations.model.index(0, 0), 3)  # ToolTipRole
    assert "Flooded" in tip and "water borders" in tip


def test_a_refused_checkbox_is_put_back(page):
    card = page.factions.cards["waiqar"]
    card.lieutenant.setChecked(True)
    for name in ("A", "B"):
        page.apply_edit(name, lambda g, n=name: g.faction("waiqar").heroes.append(
            Hero(n, commander=True)))
    card.lieutenant.setChecked(False)  # two commanders: General-Lieutenant must stay
    assert "1 commander" in page.message.text()
    assert card.lieutenant.isChecked() and page.game.faction("waiqar").general_lieutenant



def test_base_numbers_are_corrected_with_undo(page):
    def fill(dialog):
        dialog.base["garrison_bonus"].setValue(3)

    page.summary.base_dialog = accepted(BaseNumbersDialog, fill)
    page.summary.base_button.click()
    assert page.game.setup.base["garrison_bonus"] == 3
    assert re.search(r"Garrison order strength bonus\s+3", page.summary.toPlainText())
    page.undo_stack.undo()
    assert page.game.setup.base["garrison_bonus"] == 2


def test_face_down_runes_are_hidden_and_a_peek_shows_the_players_own(page):
    page.apply_edit("add", lambda g: g.locations.extend([
        Location("Mine", controller="daqan", rune="dragon"),
        Location("Bog", controller="uthuk", rune="false")]))
    table = page.locations.model
    cells = [table.index(row, 4).data() for row in range(table.rowCount())]
    assert cells == ["Rune token (face down)", "Rune token (face down)"]
    card = page.factions.cards["daqan"]
    assert "dragon" not in card.runes.text().lower().replace("dragon runes on show", "")
    seen = []
    card.peek_dialog = lambda parent, title, text: seen.append((title, text))
    card.peek_button.click()
    assert seen and "Mine: dragon rune" in seen[0][1] and "Bog" not in seen[0][1]
    assert "Ann only" in seen[0][0] or "only" in seen[0][0]
    # editing the location does not give the token away either
    dialog = LocationDialog(page.game, page.game.location("Mine"))
    assert dialog.rune.currentText() == "face-down token (unchanged)"
    assert "rune" not in dialog.changes()


def test_quick_add_picks_a_home_territory_without_typing(page):
    menu = page.locations.quick_menu
    action = next(a for a in menu.actions() if a.text().startswith("Home territory — Daqan"))
    action.trigger()
    home = page.game.locations[-1]
    assert (home.name, home.home_of, home.controller) == ("Daqan home 1", "daqan", "daqan")
    page.undo_stack.undo()
    assert all(loc.name != "Daqan home 1" for loc in page.game.locations)


def test_locations_offer_a_few_buttons_and_menus_not_a_wall(page):
    page.resize(1024 - 220, 650)
    page.show()
    shown = [b for b in page.locations.findChildren(QAbstractButton) if b.isVisibleTo(page)]
    assert len(shown) <= 8  # Quick add, Add, Edit, Remove and three menus
    assert [b.text() for b in page.locations.menu_buttons] == ["Tokens ▾", "Runes ▾",
                                                                "Fortress ▾"]
    assert not page.locations.menu_buttons[0].isEnabled()  # nothing selected yet
    page.apply_edit("add", lambda g: g.locations.append(Location("Pass")))
    page.locations.select("Pass")
    assert all(button.isEnabled() for button in page.locations.menu_buttons)
    frost = page.locations.buttons["frost"]
    assert frost.isEnabled() and frost in page.locations.menu_buttons[0].menu().actions()


def test_the_new_game_dialog_fits_a_laptop_with_every_option(qtbot):
    from warbands_manager.ui.companions.runewars.widget_setup import SetupDialog

    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    for option in dialog.options.values():
        option.setChecked(True)
    laptop = 768 - 80  # a 1366×768 screen less the title bar and the taskbar
    assert dialog.minimumSizeHint().height() <= laptop
    dialog.resize(dialog.width(), laptop)
    dialog.show()
    ok = next(b for b in dialog.findChildren(QAbstractButton) if b.text() == "OK")
    bottom = ok.mapTo(dialog, ok.rect().bottomLeft()).y()
    assert ok.isVisible() and bottom <= dialog.height()
    assert dialog.width() <= 1024


def test_editing_a_face_down_token_is_a_private_look(page):
    page.apply_edit("add", lambda g: g.locations.append(
        Location("Pass", controller="daqan", rune="false")))
    dialog = LocationDialog(page.game, page.game.location("Pass"))
    assert dialog.windowTitle() == "Ann only: Pass"
    assert "Others look away" in dialog.private.text()
    assert dialog.rune.currentText() == "face-down token (unchanged)"
