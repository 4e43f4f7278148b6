import random

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QLabel

from warbands_manager.companions.banner_saga.mission import sample_mission
from warbands_manager.navigation import view_info
from warbands_manager.rules.dice import Dice
from warbands_manager.ui.companions.banner_saga.widget import BannerSagaView
from warbands_manager.ui.companions.banner_saga.widget_setup import SetupChoice, SetupDialog


@pytest.fixture
def page(qtbot, services):
    view = BannerSagaView(view_info("banner-saga"), services.companion_saves,
                          Dice(random.Random(1)))
    qtbot.addWidget(view)
    return view


def start(page, variant="four", items=False, save_mission=True):
    page.ask_setup = lambda: SetupChoice(sample_mission(), variant, items, save_mission)
    page.new_button.click()
    return page.state


def saved(page):
    return page.saves.load(page.save_id)


def test_new_game_is_saved_with_its_mission(page):
    state = start(page)
    assert state.supply.total == 20
    assert [s.name for s in page.saves.list("banner-saga", "mission")] == ["Practice march"]
    assert saved(page)["variant"] == "four"
    assert page.handler("new") and page.handler("save")


def test_cancelled_setup_changes_nothing(page):
    page.ask_setup = lambda: None
    page.new_button.click()
    assert page.state is None and page.saves.list("banner-saga") == []


def test_journey_buttons_move_and_pay_with_undo_and_autosave(page):
    start(page)
    page.journey.begin_button.click()
    page.journey.event_button.click()
    page.journey.move_button.click()
    assert page.state.journey.index == 1 and page.state.supply.total == 19
    assert saved(page)["supply"]["wagons"] == [5, 5, 5, 4]
    page.undo_stack.undo()
    assert page.state.journey.index == 0 and page.state.supply.total == 20
    assert saved(page)["supply"]["wagons"] == [5, 5, 5, 5]
    page.undo_stack.redo()
    assert page.state.supply.total == 19
    assert page.undo_stack.count() == 3


def test_refused_action_shows_why_and_pushes_nothing(page):
    from warbands_manager.companions.banner_saga import roles

    start(page)
    page.run(roles.hunt)  # not at camp
    assert "camp" in page.message.text()
    assert page.undo_stack.count() == 0


def test_a_button_is_enabled_only_when_its_rule_allows_it_with_the_reason(page):
    hunt = page.boards[0].hunt_button
    assert not page.roles.gain_button.isEnabled()
    assert "start or open a game first" in page.roles.gain_button.toolTip().lower()
    start(page)
    assert not hunt.isEnabled() and "camp" in hunt.toolTip()  # the rule's own refusal
    assert hunt.toolTip().startswith("Camp action")  # its own tip is kept above the reason
    assert page.journey.begin_button.isEnabled() and not page.journey.move_button.isEnabled()
    page.journey.begin_button.click()
    assert not page.journey.begin_button.isEnabled()  # the journey has begun


def test_a_changed_choice_checks_the_rule_again(page):
    start(page)
    pay = page.roles.pay_button
    page.roles.amount.setValue(1)
    renown = page.state.roles[page.roles.role.currentData()].renown
    page.roles.amount.setValue(renown + 1)  # more than the role has
    assert not pay.isEnabled() and "renown" in pay.toolTip()
    page.roles.amount.setValue(1)
    assert pay.isEnabled() == (renown >= 1)


def test_trying_a_button_rolls_no_dice(page):
    start(page, items=True)
    before = (page.roles._dice.rng.getstate(), len(page.roles._dice.log))
    page.roles.update_reasons(page.state)
    assert (page.roles._dice.rng.getstate(), len(page.roles._dice.log)) == before


def test_board_buttons_apply_the_rules(page):
    start(page)
    keeper = page.boards[1]
    keeper.tent_count.setValue(1)
    keeper.recruit_button.click()  # Summon the Warband, regular: -1 Training
    assert page.state.troops.clansmen == 250 and page.state.clan.training == 0
    thane = page.boards[2]
    thane.bank_count.setValue(3)
    thane.bank_button.click()
    assert page.state.thane.favors == ["quartermaster"]
    assert "favor" in thane.summary.text()
    warmaster = page.boards[3]
    warmaster.amount.setValue(2)
    warmaster.willpower_button.click()
    assert page.state.clan.group_willpower == 2


def test_roles_table_and_actions(page):
    start(page, "three")
    assert page.roles.model.rowCount() == 3
    page.roles.role.setCurrentIndex(page.roles.role.findData("warmaster"))
    page.roles.follower.setCurrentIndex(page.roles.follower.findData("warleader"))
    page.roles.follower_cost.setValue(2)
    page.roles.follower_button.click()
    assert page.state.roles["warmaster"].followers == ["warleader"]
    assert page.state.roles["warmaster"].renown == 2
    index = page.roles.model.index(2, 4)
    assert page.roles.model.data(index) == "Warleader"


def test_external_bids_are_entered_in_secret_and_revealed_together(page):
    start(page)
    events = page.events
    secret = {"quartermaster": ("Choice 1", 2), "keeper": ("Choice 2", 1),
              "thane": ("Choice 1", 0), "warmaster": ("Choice 2", 0)}
    asked = []
    events.bid_dialog = lambda _parent, role, renown: asked.append((role, renown)) or secret[role]
    for role in list(secret)[:3]:
        events.seal_buttons[role].click()
    assert asked[0] == ("quartermaster", 4)  # the bid is limited to the role's renown
    assert not events.external_button.isEnabled()
    assert "Warmaster" in events.external_button.toolTip()  # who is still to bid
    shown = " ".join(w.text() for w in events.findChildren(QLabel))
    assert "Choice 2" not in shown and "sealed" in shown  # nothing of the bids is on screen
    assert all(box.currentData() == "" for box in events.choices.values())
    events.seal_buttons["warmaster"].click()
    assert events.external_button.isEnabled()
    events.external_button.click()  # revealed together
    assert page.state.roles["quartermaster"].renown == 2
    assert page.state.roles["keeper"].renown == 4
    assert "wins" in page.state.log[-2] or "wins" in page.state.log[-1]
    assert events.sealed == {} and not events.external_button.isEnabled()  # hands are empty


def test_war_from_the_events_tab(page):
    start(page)
    page.events.card_shields.setValue(2)
    page.events.plan.setCurrentIndex(page.events.plan.findData("hold"))
    page.events.war_button.click()
    assert page.state.troops.clansmen == 100
    assert page.state.journey.camp_deck == ["Defeated"]


def test_resume_most_recent_game_when_shown(page, services, qtbot):
    start(page)
    page.journey.begin_button.click()
    other = BannerSagaView(view_info("banner-saga"), services.companion_saves)
    qtbot.addWidget(other)
    other.on_shown()
    assert other.state == page.state


def test_open_from_saved_games_list(page):
    start(page)
    first = page.save_id
    start(page, "solo")
    assert page.state.variant == "solo"
    page.saved_games.open_requested.emit(first)
    assert page.state.variant == "four" and page.save_id == first


def test_solo_setup_draws_followers_with_logged_dice(page):
    state = start(page, "solo")
    assert all(len(role.followers) == 1 for role in state.roles.values())
    assert sum(line.startswith("Dice:") for line in state.log) == 4


def test_setup_dialog_validates_and_reuses_missions(qtbot, services):
    services.companion_saves.create("banner-saga", "Saved one", sample_mission().to_dict(),
                                    kind="mission")
    dialog = SetupDialog(services.companion_saves)
    qtbot.addWidget(dialog)
    dialog.path.setPlainText("Only one")
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert "start and a finish" in dialog.error.text()
    dialog.missions.setCurrentIndex(1)
    assert dialog.name.text() == "Practice march" and not dialog.save_mission.isChecked()
    dialog.variant.setCurrentIndex(dialog.variant.findData("alternate"))
    choice = dialog.choice()
    assert choice.variant == "alternate" and len(choice.mission.path) == 8


def test_page_in_the_main_window(window):
    window.show_view("banner-saga")
    assert isinstance(window.current_page(), BannerSagaView)
    assert window.current_page() is window.pages["banner-saga"]


def test_camp_buttons_promote_scout_and_item_draws(page):
    start(page, items=True)
    page.state.journey.phase = "camp"
    page._render()  # the buttons follow the changed state
    page.boards[1].promote_button.click()
    page.boards[2].scout_button.click()
    assert page.state.journey.camp_done == ["keeper", "thane"]
    hunt = page.boards[0].hunt_button  # after the Thane: out of order
    assert not hunt.isEnabled() and "in order" in hunt.toolTip()
    page.state.journey.phase = "city"
    page._render()
    page.roles.draw_button.click()
    assert len(page.state.journey.items_offered) == 3
    assert sum("Dice: item draw" in line for line in page.state.log) == 3


def test_refused_objective_tick_is_put_back(page):
    start(page)
    page.state.journey.phase = "over"
    page.journey.objective.click()
    assert not page.journey.objective.isChecked()
    assert "over" in page.message.text()


def test_open_action_shows_the_saved_games(page):
    start(page)
    page.handler("open")()
    assert page.tabs.currentWidget() is page.saved_games


@pytest.mark.parametrize("variant", ["four", "two", "three", "alternate", "solo"])
def test_whole_mission_by_clicking(page, variant):
    start(page, variant)
    panel = page.journey
    if variant == "alternate":
        for _ in range(2):
            page.roles.role.setCurrentIndex(page.roles.role.findData("keeper"))
            page.roles.enemy_button.click()
            page.boards[1].promotion_button.click()
    if variant in ("solo", "alternate"):
        assert panel.objective.isHidden()
    else:
        panel.objective.click()
    panel.begin_button.click()
    for _ in range(40):
        if page.state.journey.phase == "over":
            break
        for widget in (panel.event_button, panel.city_button, panel.end_camp_button,
                       panel.move_button):
            if widget.isEnabled():
                if widget is panel.end_camp_button and page.state.managed("quartermaster"):
                    page.boards[0].hunt_button.click()
                widget.click()
                break
    expected = "lost" if variant == "solo" else "won"  # the solo Thane is not upgraded
    assert page.state.journey.outcome == expected, page.state.log[-3:]
    assert saved(page)["journey"]["outcome"] == expected
    assert expected in panel.status.text()


def test_unreadable_saves_are_reported_not_opened(page):
    start(page)
    good = page.save_id
    bad = page.saves.create("banner-saga", "Broken", {})
    page.saved_games.open_requested.emit(bad)
    assert "cannot be read" in page.message.text() and page.save_id == good
    assert "Error(" not in page.message.text()  # the reason in words, not a repr
    page.state = None
    page.on_shown()  # the newest save is broken: the next one opens
    assert page.save_id == good


def test_internal_debate_with_three_required_roles(page):
    start(page)
    events = page.events
    for role, choice in [("quartermaster", "Choice 1"), ("keeper", "Choice 1"),
                         ("thane", "Choice 1"), ("warmaster", "Choice 2")]:
        events.choices[role].setCurrentIndex(events.choices[role].findData(choice))
    events.third.setCurrentIndex(events.third.findData("thane"))
    events.internal_button.click()
    assert "resolved: “Choice 1”" in page.state.log[-2]
    assert page.state.supply.enhanced == 1


def test_variant_only_actions_are_disabled_with_the_reason(page):
    start(page)  # a four-player game
    events = page.events
    assert not events.solo_button.isEnabled()
    assert "single player" in events.solo_button.toolTip()
    assert not events.surrogate_button.isEnabled()
    assert not events.external_button.isEnabled()
    assert "bids in secret first" in events.external_button.toolTip()
    assert events.choices["thane"].findData("Choice 2") > 0  # picked from a list


def test_set_up_offers_every_assumed_number_saved_with_the_game(page, services, qtbot):
    from warbands_manager.ui.companions.banner_saga.widget_setup import SetupDialog

    dialog = SetupDialog(services.companion_saves)
    qtbot.addWidget(dialog)
    box = dialog.numbers_box
    assert len(box.edits) == 21
    key = "bannerman.willpower_upgrade_cost"
    assert box.marks[key].text() == "assumed"
    box.edits[key].setText("2")
    assert box.marks[key].text() == "set for this game"
    choice = dialog.choice()
    assert choice.numbers == {key: 2}
    page.ask_setup = lambda: choice
    page.new_game()
    saved = services.companion_saves.load(page.save_id)
    assert saved["numbers"] == {key: 2}
    assert "1 set for this game" in page.heading.text()
    box.edits[key].setText("two")
    dialog._on_buttons_accepted()
    assert "not a whole number" in dialog.error.text()


def test_with_no_game_open_nothing_can_be_pressed_but_new_game(page):
    page.state = None
    page._render()
    from PySide6.QtWidgets import QPushButton

    pressable = [b.text() for b in page.findChildren(QPushButton)
                 if b.isEnabled() and b.isVisibleTo(page)]
    assert set(pressable) == {"New game…"}, pressable  # the table view has nothing to show
    assert "start or open a game first" in page.events.external_button.toolTip().lower()


def test_new_game_to_the_end_of_the_first_turn_in_four_clicks(page, services, qtbot):
    """The user guide's quick start: New game… › OK (sample mission), Begin, Event done,
    Move ▶ — nothing typed."""
    from warbands_manager.ui.companions.banner_saga.widget_setup import SetupDialog

    dialog = SetupDialog(services.companion_saves)
    qtbot.addWidget(dialog)
    page.ask_setup = dialog.choice  # OK on the defaults
    page.new_button.click()
    page.journey.begin_button.click()
    page.journey.event_button.click()
    assert page.journey.move_button.isEnabled()
    page.journey.move_button.click()
    assert page.state.journey.index == 1 and page.state.journey.phase == "event"


def test_rewards_are_paid_once_and_only_after_their_fight(page):
    start(page)
    events = page.events
    renown = {role: s.renown for role, s in page.state.roles.items()}
    assert not events.war_reward_button.isEnabled()  # no war fought: no war reward
    assert "no war" in events.war_reward_button.toolTip().lower()
    assert not events.won_button.isEnabled()
    events.card_shields.setValue(0)
    events.war_button.click()
    assert events.war_reward_button.isEnabled()
    assert not events.won_button.isEnabled()  # the war's skirmish pays through its reward
    events.war_reward_button.click()
    after = {role: s.renown for role, s in page.state.roles.items()}
    reward, bonus = events.reward.value(), events.warmaster_bonus.value()
    assert after == {role: value + reward + (bonus if role == "warmaster" else 0)
                     for role, value in renown.items()}
    assert not events.war_reward_button.isEnabled() and not events.won_button.isEnabled()
    events.begin_button.click()
    events.won_button.click()
    assert page.state.roles["warmaster"].renown == after["warmaster"] + bonus
    assert not events.won_button.isEnabled()


def test_a_finished_mission_ends_on_a_record_and_in_the_history(window, tmp_path):
    """A whole mission in the main window, from New game… to "Mission won" and its record."""
    from tests.ui.companion_pages.record_checks import check_the_record

    window.resize(1024, 700)
    window.show()
    window.show_view("banner-saga")
    page = window.current_page()
    page.dice.rng = random.Random(1)
    start(page)
    assert not page.record_panel.print_button.isEnabled()
    panel = page.journey
    panel.objective.click()
    panel.begin_button.click()
    for _ in range(40):
        if page.state.journey.phase == "over":
            break
        for widget in (panel.event_button, panel.city_button, panel.end_camp_button,
                       panel.move_button):
            if widget.isEnabled():
                if widget is panel.end_camp_button:
                    page.boards[0].hunt_button.click()
                widget.click()
                break
    assert page.state.journey.outcome == "won"
    check_the_record(page, tmp_path, "The warband", "Practice march — Mission won",
                     ["Quartermaster", "Keeper of Names", "Thane", "Warmaster", "The warband"])
