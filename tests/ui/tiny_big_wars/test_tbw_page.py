"""The Tiny Big Wars page driven like a player: set-up, actions, WAR!, card editor, undo, saves."""

import json
import random
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from warbands_manager.companions.tiny_big_wars import actions, model, war
from warbands_manager.companions.tiny_big_wars.cards import EDITOR_COLUMNS
from warbands_manager.navigation import view_info
from warbands_manager.ui.companions.tiny_big_wars.widget import TABS, TinyBigWarsView

EXAMPLE = Path(__file__).resolve().parents[2] / "fixtures" / "tiny_big_wars_example_library.json"


@pytest.fixture
def page(qtbot, services):
    services.companion_saves.create("tiny-big-wars", model.LIBRARY_NAME,
                                    json.loads(EXAMPLE.read_text()), kind=model.LIBRARY_KIND)
    view = TinyBigWarsView(view_info("tiny-big-wars"), services.companion_saves,
                           rng=random.Random(4))
    qtbot.addWidget(view)
    return view


def start(page):
    rows = page.setup_panel.rows
    rows[0].name.setText("Ann")
    rows[1].name.setText("Bob")
    assert page.setup_panel.start_button.isEnabled()
    page.setup_panel.start_button.click()
    return page.game


def saved(page, services):
    return services.companion_saves.load(page.save_id)


def test_without_games_the_page_opens_on_set_up_with_the_faction_check(qtbot, services):
    view = TinyBigWarsView(view_info("tiny-big-wars"), services.companion_saves)
    qtbot.addWidget(view)
    assert view.tabs.currentIndex() == TABS.index("Set-up")
    problems = [view.setup_panel.problems.item(i).text()
                for i in range(view.setup_panel.problems.count())]
    # the shipped placeholders need no typing: a notice, not a list of values to enter
    assert not any(": enter " in text for text in problems)
    assert any("assumed — replace with your cards" in text for text in problems)
    view.setup_panel.rows[1].faction.setCurrentText("Black Rose")
    view.setup_panel.rows[1].name.setText("Bob")
    assert view.setup_panel.start_button.isEnabled()  # same faction twice is allowed
    view.setup_panel.rows[1].name.setText("Player 1")
    assert not view.setup_panel.start_button.isEnabled()


def test_start_a_starter_game_and_it_is_saved(page, services):
    game = start(page)
    assert game.territories == ["Blood Moon", "Plain Town", "Dead Marsh"]
    assert page.players_model.rowCount() == 2 and page.castles_model.rowCount() == 2
    assert saved(page, services)["players"][0]["name"] == "Ann"
    assert page.tabs.currentIndex() == TABS.index("Game")


def test_actions_are_undoable_and_saved_as_they_go(page, services):
    start(page)
    assert not page.actions_panel.end_button.isEnabled()
    page._on_panel_action_requested("End", lambda g: actions.end_turn(g, "Ann"))
    assert "Collect resources first" in page.message.text()
    assert page.undo_stack.count() == 0
    page.actions_panel.collect_button.click()
    assert page.actions_panel.end_button.isEnabled()
    assert not page.actions_panel.collect_button.isEnabled()
    assert saved(page, services)["phase"] == "actions"
    assert page.players_model.index(0, 3).data() == "1/10"
    page.undo_stack.undo()
    assert saved(page, services)["phase"] == "collect" and page.game.player("Ann").gold == 0
    page.undo_stack.redo()
    page.actions_panel.end_button.click()
    assert page.game.current_player.name == "Bob"


def test_the_most_recent_saved_game_opens_with_the_page(page, services, qtbot):
    start(page)
    page.actions_panel.collect_button.click()
    again = TinyBigWarsView(view_info("tiny-big-wars"), services.companion_saves)
    qtbot.addWidget(again)
    assert again.game is not None and again.game.phase == "actions"
    assert again.save_id == page.save_id


def fight_patches(page):
    start(page)
    page.actions_panel.collect_button.click()
    panel = page.actions_panel
    panel.move_from.setCurrentText("Blood Moon")
    panel._on_move_from_current_text_changed("Blood Moon")
    panel.move_to.setCurrentText("Plain Town")
    for name in panel.move_units.spins:  # picked from the list: one Nightfang goes
        panel.move_units.set_count(name, 1 if name == "Nightfang" else 0)
    panel.move_button.click()
    assert page.game.war is not None
    return page.war_panel


def test_war_with_typed_and_app_dice_then_damage(page):
    war_panel = fight_patches(page)
    assert page.tabs.currentIndex() == TABS.index("WAR!")
    assert war_panel.model.rowCount() == 2
    war_panel.typed_group.setCurrentIndex(0)  # Ann's Nightfang, 1 die
    war_panel.typed_values.setText("6")
    war_panel.typed_button.click()
    assert page.game.war.rolls["Ann"]["Nightfang"] == [6]
    war_panel.roll_button.click()  # the app rolls for Patches
    # Ann hit with her 6 and assigns first, whatever Patches rolled.
    assert page.game.war.step == "damage" and page.game.war.order[0] == "Ann"
    assert any("(entered)" in page.dice_log.item(i).text() for i in range(page.dice_log.count()))
    assert page.dice_log.count() == 2
    assert page.war_panel.target_side.currentData() == "encounter:Patches"
    assert page.war_panel.hits.value() == 1
    war_panel.assign_button.click()
    assert page.game.encounters[0].damage == 1
    page.undo_stack.undo()
    assert page.game.encounters[0].damage == 0
    page.undo_stack.undo()
    assert len(page.game.dice_log) == 1
    lines = [page.dice_log.item(i).text() for i in range(page.dice_log.count())]
    assert len(lines) == 2 and lines[1].startswith("UNDONE: WAR! Plain Town")  # never hidden


def test_card_edits_go_to_the_library_and_the_open_game_with_undo(page, services):
    start(page)
    column = [name for name, _title in EDITOR_COLUMNS].index("to_hit")
    cards = page.card_editor.model
    row = next(i for i, card in enumerate(cards.cards) if card.name == "Nightfang")
    cards.setData(cards.index(row, column), "3")
    library = services.companion_saves.load(page.library_id)
    assert library["cards"]["Nightfang"]["to_hit"] == 3
    assert page.game.card("Nightfang").to_hit == 3
    assert page.cards["Nightfang"].provenance["to_hit"] == "player"
    page.undo_stack.undo()
    assert services.companion_saves.load(page.library_id)["cards"]["Nightfang"]["to_hit"] == 4
    assert page.game.card("Nightfang").to_hit == 4
    cards.setData(cards.index(row, column), "four")
    assert "to_hit must be a whole number" in page.message.text()
    assert page.undo_stack.count() == 1  # the undone edit is still there to redo; nothing new


def test_players_add_their_own_cards(page, services):
    page.card_editor._ask_text = lambda *_args: ("Goblin Boss", True)
    page.card_editor._ask_item = lambda *_args: ("warlord", True)
    page.card_editor.add_button.click()
    assert page.cards["Goblin Boss"].type == "warlord"
    assert "Goblin Boss" in services.companion_saves.load(page.library_id)["cards"]
    page.undo_stack.undo()
    assert "Goblin Boss" not in page.cards


def test_broken_data_file_is_named_on_the_page(qtbot, services, tmp_path, monkeypatch):
    broken = tmp_path / "tbw"
    shutil.copytree(model.data_folder(), broken)
    path = broken / "rules.toml"
    path.write_text(path.read_text().replace('provenance = "assumed"', 'provenance = "guess"'))
    monkeypatch.setattr(model, "data_folder", lambda: broken)
    view = TinyBigWarsView(view_info("tiny-big-wars"), services.companion_saves)
    qtbot.addWidget(view)
    assert "rules.toml: play.die_sides: provenance must be" in view.message.text()
    assert not view.tabs.isEnabled()


def test_window_menu_actions_reach_the_page(window):
    window.show_view("tiny-big-wars")
    page = window.page("tiny-big-wars")
    assert window.document_actions["new"].isEnabled()
    window.document_actions["open"].trigger()
    assert page.tabs.currentIndex() == TABS.index("Saved games")


def test_deleting_the_open_games_save_stops_autosave_until_saved_again(page, services):
    start(page)
    services.companion_saves.delete(page.save_id)
    page.actions_panel.collect_button.click()
    assert page.save_id is None and "no longer saved" in page.message.text()
    page.document_handlers["save"]()
    assert services.companion_saves.load(page.save_id)["phase"] == "actions"
    assert page.history.stack() is page.undo_stack and page.undo_stack.count() == 1


def type_dice(page, rolls):
    """Type in every dice group's result, by (side, card), through the WAR! panel."""
    panel = page.war_panel
    while panel.typed_group.count():
        side, card = panel.typed_group.itemData(0)
        panel.typed_group.setCurrentIndex(0)
        panel.typed_values.setText(" ".join(map(str, rolls[card])))
        panel.typed_button.click()


def move_all(page, source, target):
    panel = page.actions_panel
    panel.move_from.setCurrentText(source)
    panel._on_move_from_current_text_changed(source)
    panel.move_to.setCurrentText(target)
    panel.move_button.click()


def assign(page, target, card, hits):
    panel = page.war_panel
    panel.target_side.setCurrentIndex(panel.target_side.findData(target))
    panel.target_card.setCurrentIndex(panel.target_card.findData(card))
    panel.hits.setValue(hits)
    panel.assign_button.click()


def test_a_starter_game_played_to_a_warlord_win_with_the_app_only(page, services):
    start(page)
    ann_hits = {"Rosey": [6, 6, 6], "Nightfang": [6], "Batlings": [6]}
    page.actions_panel.collect_button.click()
    move_all(page, "Blood Moon", "Plain Town")
    type_dice(page, ann_hits | {"Patches": [1, 1]})
    assign(page, "encounter:Patches", "Patches", 4)
    assert page.game.encounters[0].defeated and page.game.war is None
    assert page.game.owners["Plain Town"] == "Ann"
    page.actions_panel.end_button.click()
    page.actions_panel.collect_button.click()  # Bob
    page.actions_panel.end_button.click()
    page.actions_panel.collect_button.click()  # Ann, round 2
    move_all(page, "Plain Town", "Dead Marsh")
    assert page.game.war.sides == ["Ann", "Bob"]
    type_dice(page, ann_hits | {"Bones": [1, 1, 1], "Skelly Infantry": [1, 1]})
    panel = page.war_panel
    # Only legal targets are offered: Bob's Warlord not while his Armies stand; health shown.
    offered = [panel.target_card.itemText(i) for i in range(panel.target_card.count())]
    assert panel.target_card.findData("Bones") == -1
    assert offered == ["Skelly Infantry ×2, health " +
                       war.health_text(page.game, "Bob", "Skelly Infantry")]
    assert "Health" in [panel.model.headerData(c, Qt.Orientation.Horizontal)
                        for c in range(panel.model.columnCount())]
    assign(page, "Bob", "Skelly Infantry", 2)
    assert panel.target_card.findData("Bones") != -1  # the Armies are gone: now the Warlord
    assign(page, "Bob", "Bones", 3)
    assert page.game.winner == "Ann"
    assert services.companion_saves.load(page.save_id)["winner"] == "Ann"
    assert "Ann has won" in page.actions_panel.turn_label.text()
    assert not page.actions_panel.collect_button.isEnabled()


def test_open_another_saved_game_from_the_list(page, services):
    start(page)
    first = page.save_id
    page.actions_panel.collect_button.click()
    page.setup_panel.rows[0].name.setText("Cat")
    page.setup_panel.start_button.click()
    assert page.save_id != first and page.game.players[0].name == "Cat"
    page.saved_games.refresh()
    row = next(r for r in range(page.saved_games.model.rowCount())
               if page.saved_games.model.save_id_at(r) == first)
    page.saved_games.list_view.doubleClicked.emit(page.saved_games.model.index(row))
    assert page.save_id == first and page.game.players[0].name == "Ann"
    assert page.game.phase == "actions" and page.undo_stack.count() == 0


def test_the_table_chooses_which_way_damage_goes(page):
    panel = page.setup_panel
    panel.direction.setCurrentIndex(panel.direction.findData("opposite"))
    game = start(page)
    assert game.damage_direction == "opposite"
    assert "opposite to turn order" in " ".join(game.log)


def test_a_fresh_install_plays_its_first_turn_and_marks_placeholders(qtbot, services):
    view = TinyBigWarsView(view_info("tiny-big-wars"), services.companion_saves,
                           rng=random.Random(4))
    qtbot.addWidget(view)
    view.setup_panel.rows[0].name.setText("Ann")
    view.setup_panel.rows[1].name.setText("Bob")
    view.setup_panel.start_button.click()
    view.actions_panel.collect_button.click()  # refused before the placeholders shipped
    assert view.game.phase == "actions"
    view.actions_panel.end_button.click()
    assert view.game.current_player.name == "Bob"
    model = view.card_editor.model
    row = next(r for r, card in enumerate(model.cards) if card.name == "Rosey")
    column = next(c for c in range(model.columnCount())
                  if model.headerData(c, Qt.Orientation.Horizontal) == "To hit")
    index = model.index(row, column)
    assert model.data(index) == "4 (assumed)"
    assert "replace with your cards" in model.data(index, Qt.ItemDataRole.ToolTipRole)
    model.setData(index, "5")  # corrected in place when the card comes up
    assert view.game.cards["Rosey"]["to_hit"] == 5
    assert model.data(model.index(row, column)) == "5"


def test_an_assumed_rule_number_is_set_for_this_game(page):
    spin = page.setup_panel.numbers["die_sides"]
    assert spin.value() == 6 and spin.suffix() == " (assumed)"
    spin.setValue(8)
    assert spin.suffix() == " (set for this game)"
    game = start(page)
    assert game.rules["die_sides"] == 8
    assert model.shipped()[0]["die_sides"] == 6  # the shipped file is untouched


def test_actions_not_allowed_now_are_disabled_with_the_rules_reason(page):
    start(page)
    panel = page.actions_panel
    assert panel.collect_button.isEnabled()
    assert not panel.recruit_button.isEnabled()
    assert "Collect resources first" in panel.recruit_button.toolTip()
    panel.collect_button.click()
    assert not panel.collect_button.isEnabled()
    assert "already collected" in panel.collect_button.toolTip()
    assert panel.end_button.isEnabled()


def test_retreat_only_to_a_castle_and_a_lost_player_is_not_shown_alive(page):
    start(page)
    page.actions_panel.collect_button.click()
    move_all(page, "Blood Moon", "Plain Town")
    type_dice(page, {"Rosey": [6, 6, 6], "Nightfang": [6], "Batlings": [6], "Patches": [1, 1]})
    assign(page, "encounter:Patches", "Patches", 4)
    page.actions_panel.end_button.click()
    page.actions_panel.collect_button.click()  # Bob
    page.actions_panel.end_button.click()
    page.actions_panel.collect_button.click()  # Ann, round 2
    move_all(page, "Plain Town", "Dead Marsh")
    misses = {"Rosey": [1, 1, 1], "Nightfang": [1], "Batlings": [1], "Bones": [1, 1, 1],
              "Skelly Infantry": [1, 1]}
    type_dice(page, misses)  # nobody hits: retreat or MORE WAR!
    panel = page.war_panel
    assert page.game.war.step == "outcome"
    castles = {p: war.retreat_castles(page.game, p) for p in ("Ann", "Bob")}
    for player, offered in castles.items():
        panel.retreat_player.setCurrentIndex(panel.retreat_player.findData(player))
        assert panel.retreat_button.isEnabled() is bool(offered)
        assert panel.retreat_castle.count() == len(offered)
    assert not castles["Bob"] and "no castle" in panel.retreat_button.toolTip()
    panel.more_button.click()
    type_dice(page, {"Rosey": [6, 6, 6], "Nightfang": [6], "Batlings": [6], "Bones": [1, 1, 1],
                     "Skelly Infantry": [1, 1]})
    assign(page, "Bob", "Skelly Infantry", 2)
    assign(page, "Bob", "Bones", 3)
    bob = next(row for row in page.players_model.rows(page.game) if row[0] == "Bob")
    assert page.game.player("Bob").health.get("Bones") is not None  # a tracker card
    assert bob[-1] == "LOST" and bob[5] == "—"  # no "Bones 3/3" for a removed Warlord


def test_a_game_won_ends_on_a_record_and_in_the_history(window, services, tmp_path):
    """A whole game in the main window, from the Set-up tab to a Warlord win and its record."""
    from tests.ui.companion_pages.record_checks import check_the_record

    services.companion_saves.create("tiny-big-wars", model.LIBRARY_NAME,
                                    json.loads(EXAMPLE.read_text()), kind=model.LIBRARY_KIND)
    window.resize(1024, 700)
    window.show()
    window.show_view("tiny-big-wars")
    page = window.current_page()
    page.dice.rng = random.Random(4)  # where the encounters go, as in the other tests
    assert not page.record_panel.print_button.isEnabled()  # not before the end
    start(page)
    ann_hits = {"Rosey": [6, 6, 6], "Nightfang": [6], "Batlings": [6]}
    page.actions_panel.collect_button.click()
    move_all(page, "Blood Moon", "Plain Town")
    type_dice(page, ann_hits | {"Patches": [1, 1]})
    assign(page, "encounter:Patches", "Patches", 4)
    page.actions_panel.end_button.click()
    page.actions_panel.collect_button.click()  # Bob
    page.actions_panel.end_button.click()
    page.actions_panel.collect_button.click()  # Ann, round 2
    move_all(page, "Plain Town", "Dead Marsh")
    type_dice(page, ann_hits | {"Bones": [1, 1, 1], "Skelly Infantry": [1, 1]})
    assign(page, "Bob", "Skelly Infantry", 2)
    assign(page, "Bob", "Bones", 3)
    assert page.game.winner == "Ann"
    check_the_record(page, tmp_path, "Ann", "Ann wins", ["Ann", "Bob"])
