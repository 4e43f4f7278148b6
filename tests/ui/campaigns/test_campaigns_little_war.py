"""Campaigns page: Little War calculator for campaign games, the Little War helper tab with the
set-up abilities of the pair, and the roster rules' verdict in the warbands table."""

import random

import pytest

from tests.campaign_sample import empire, orcs
from warbands_manager.navigation import view_info
from warbands_manager.rules.roster_io import roster_from_dict, write_roster_text

NO_CORE = {"format": "warbands-roster/1", "name": "Lonely Captain", "army": "empire",
           "units": [{"id": "cap", "name": "Captain", "category": "hero", "models": 1,
                      "points_per_model": 50, "commander": True, "archetype": "noble"}]}


@pytest.fixture
def page(qtbot, services, tmp_path):
    from warbands_manager.ui.views.campaigns.page import CampaignsPage

    widget = CampaignsPage(view_info("campaigns"), services.campaigns, random.Random(3))
    qtbot.addWidget(widget)
    files = []
    for name, roster in (("e.json", empire()), ("o.json", orcs()),
                         ("n.json", roster_from_dict(NO_CORE))):
        path = tmp_path / name
        path.write_text(write_roster_text(roster), encoding="utf-8")
        files.append(str(path))
    widget.ask_new_campaign = lambda _parent: ("Miragliano", "2027-03-01", "wbr")
    widget.ask_player = lambda _parent, _name: "Ann"
    widget.ask_accept_problems = lambda _parent, _text: True  # the lonely Captain: a house rule
    widget.choose_roster_file = lambda: files.pop(0)
    widget.new_button.click()
    widget.warbands_tab.add_button.click()
    widget.warbands_tab.add_button.click()
    return widget


def test_result_worked_out_from_vp_and_logged(page):
    games = page.games_tab
    games.vp_a.setValue(300)
    games.vp_b.setValue(0)
    games.little_war_button.click()
    assert games.result.currentData() == "massacre"
    assert "→ A's result: massacre" in games.little_war_label.text()
    games.record_button.click()
    assert games.games.rowCount() == 1
    log = [page.log_tab.model.row_at(i) for i in range(page.log_tab.model.rowCount())]
    assert any("Little War: A: 300 VP" in str(getattr(row, "text", row)) for row in log)


def test_hand_chosen_result_drops_the_worked_steps(page):
    games = page.games_tab
    games.little_war_button.click()  # 0 v 0: a draw
    assert games.result.currentData() == "draw" and games.little_war_notes
    games.result.setCurrentIndex(games.result.findData("victory"))
    assert games.little_war_notes == ""


def test_helper_tab_shows_the_pairs_setup_abilities(page):
    helper = page.helper_tab
    assert helper.name_a.text().startswith("Þór") and helper.name_b.text() == "Grimskull's Ladz"
    assert "no Archetype Ability changes the set-up" in helper.abilities_label.text()
    assert not helper.abilities_label.isHidden()
    page.warbands_tab.add_button.click()  # the Noble: Noblesse Oblige changes the objectives
    page.games_tab.warband_b.setCurrentIndex(2)
    assert helper.name_b.text() == "Lonely Captain"
    assert "Noblesse Oblige (B: Captain)" in helper.abilities_label.text()
    page.games_tab.warband_a.setCurrentIndex(2)
    page.games_tab.warband_b.setCurrentIndex(2)  # the same warband twice: nothing to show
    assert "no Archetype Ability" in helper.abilities_label.text()


def test_league_helper_hides_the_campaign_abilities(qtbot):
    from warbands_manager.ui.views.leagues.helper_tab import LittleWarHelper

    helper = LittleWarHelper()
    qtbot.addWidget(helper)
    assert helper.abilities_label.isHidden()


def test_warbands_table_shows_the_roster_rules_verdict(page):
    page.warbands_tab.add_button.click()  # a Captain alone: no Core unit
    model = page.warbands_tab.model
    column = model.columnCount() - 1
    verdicts = [model.index(row, column).data() for row in range(model.rowCount())]
    assert verdicts[-1].startswith("✗")
    page.warbands_tab.view.selectRow(model.rowCount() - 1)
    assert "Roster check (roster rules" in page.warbands_tab.details.text()


def test_spending_buys_a_rare_war_machine_with_half_points(page):
    from warbands_manager.rules.campaign.ledger import experience

    games = page.games_tab
    games.vp_a.setValue(300)
    games.little_war_button.click()  # a massacre: plenty of XP
    games.record_button.click()
    games.games_view.selectRow(0)
    games.pass_button.click()
    wizard = page.wizard
    while page.services.passes.state(wizard.pass_id).next_step != "spending":
        wizard.apply_button.click()
    form = wizard.forms["spending"]
    bank = experience(page.services.setup.warband(1).roster)
    form.unit_name.setText("Mortar")
    form.unit_models.setValue(1)
    form.unit_ppm.setValue(7.5)
    form.unit_base.setCurrentIndex(form.unit_base.findData("50x50"))
    form.unit_category.setCurrentIndex(form.unit_category.findData("rare"))
    form.unit_kind.setCurrentIndex(form.unit_kind.findText("war machine"))
    form._on_unit_added()
    assert form.list.item(0).text() == "new rare unit Mortar × 1, war machine"
    wizard.apply_button.click()
    roster = page.services.setup.warband(1).roster
    mortar = next(u for u in roster.units if u.name == "Mortar")
    assert mortar.category == "rare" and mortar.traits == ["war_machine"]
    assert experience(roster) == bank - 8  # 7.5 points cost the next whole XP


def test_undo_whole_pass_is_on_the_undo_stack(page):
    games = page.games_tab
    games.record_button.click()
    games.games_view.selectRow(0)
    games.pass_button.click()
    wizard = page.wizard
    wizard.apply_button.click()  # step 1: result and XP
    pass_id = wizard.pass_id
    after = page.services.setup.warband(1).roster
    wizard.undo_pass_button.click()
    assert wizard.pass_id is None and page.services.setup.warband(1).roster != after
    assert page.undo_stack.undoText() == "undo whole post-battle pass"
    page.undo_stack.undo()
    assert wizard.pass_id == pass_id and page.services.setup.warband(1).roster == after
    assert page.services.passes.state(pass_id).done == ("result",)
    page.undo_stack.redo()
    assert wizard.pass_id is None and page.services.passes.passes_for_game(1) == {}
