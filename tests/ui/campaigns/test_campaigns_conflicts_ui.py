"""The Campaigns page with two organisers on one database: a stale edit is refused, the page
says field by field what the other organiser changed (as the Leagues page does) and shows their
version. (SQLite here; the services' conflict tests also run on PostgreSQL.)"""

import random

import pytest

from tests.campaign_sample import empire, orcs
from warbands_manager.navigation import view_info
from warbands_manager.rules.campaign.dicequeue import QueuedDice
from warbands_manager.rules.campaign.ledger import record_of


@pytest.fixture
def page(qtbot, services):
    from warbands_manager.ui.views.campaigns.page import CampaignsPage

    services.database.actor = "north"
    setup = services.campaigns.setup
    campaign = setup.create("Shared", "2027-03-01", "wbr")
    setup.add_warband(campaign, "Ann", empire())
    setup.add_warband(campaign, "Bob", orcs())
    view = CampaignsPage(view_info("campaigns"), services.campaigns, random.Random(3))
    qtbot.addWidget(view)
    view.told = []
    view.tell_conflict = view.told.append
    view.refresh_campaigns()
    return view


def test_a_stale_table_edit_is_refused_and_the_other_change_named(page, other):
    other.campaigns.setup.edit_table_value(page.campaign_id, "experience.base_xp.victory", 40)
    tab = page.tables_tab
    tab.view.selectRow(2)  # experience.base_xp.draw
    tab.new_value.setText("30")
    tab.set_button.click()
    assert len(page.told) == 1
    assert "table experience.base_xp.victory: 35 → 40" in page.told[0]
    assert "by south" in page.told[0]
    assert "Not saved: changed by someone else" in page.message.text()
    tables = page.services.setup.tables(page.campaign_id)
    assert tables.base_xp("draw") == 25 and tables.base_xp("victory") == 40
    assert tab.model.row_at(1).value == 40  # the page shows their version now
    tab.view.selectRow(2)
    tab.set_button.click()  # again, from the refreshed page: saved
    assert page.services.setup.tables(page.campaign_id).base_xp("draw") == 30
    assert len(page.told) == 1


def test_a_stale_profile_is_refused_and_the_other_profile_kept(page, other):
    warband = page.warbands_tab.model.row_at(0)
    other.campaigns.setup.set_profile(warband.id, "cap", {"WS": 4})
    tab = page.warbands_tab
    tab.view.selectRow(0)
    tab.profile.setText("WS 5")
    tab.profile_button.click()
    assert len(page.told) == 1 and "Captain campaign record profile.WS: — → 4" in page.told[0]
    assert record_of(page.services.setup.warband(warband.id).roster, "cap")["profile"] == {
        "WS": 4}


def test_two_wizards_on_one_pass_the_stale_one_is_told(page, other):
    setup = page.services.setup
    a, b = (page.warbands_tab.model.row_at(i).id for i in range(2))
    game = setup.record_game(page.campaign_id, a, b, "victory")
    pass_id = page.services.passes.start(game, a)
    page.wizard.open_pass(pass_id)
    assert "step 1 of 8" in page.wizard.title.text()
    other.campaigns.passes.run_next(pass_id, QueuedDice(queue=[]))  # south applies the result step
    page.wizard.apply_button.click()
    assert len(page.told) == 1 and "steps done: none → result" in page.told[0]
    assert page.services.passes.state(pass_id).done == ("result",)  # applied once only
    assert "step 2 of 8" in page.wizard.title.text()  # the wizard shows where the pass is
    assert page.undo_stack.count() == 0


def test_undo_of_my_step_does_not_undo_the_step_the_other_organiser_ran_after_it(page, other):
    setup = page.services.setup
    a, b = (page.warbands_tab.model.row_at(i).id for i in range(2))
    game = setup.record_game(page.campaign_id, a, b, "victory")
    pass_id = page.services.passes.start(game, a)
    page.wizard.open_pass(pass_id)
    page.wizard.apply_button.click()  # north: the result step
    assert page.undo_stack.count() == 1 and page.told == []
    other.campaigns.passes.run_next(pass_id, QueuedDice(queue=[]))  # south: recovery
    page.undo_stack.undo()
    assert len(page.told) == 1 and "steps done: result → result, recovery" in page.told[0]
    assert page.services.passes.state(pass_id).done == ("result", "recovery")


def test_undo_of_a_game_another_organiser_opened_a_pass_on_is_refused_not_raised(page, other):
    page.games_tab.record_button.click()
    games = page.services.setup.games(page.campaign_id)
    assert len(games) == 1 and page.undo_stack.count() == 1
    other.campaigns.passes.start(games[0].id, games[0].warband_a_id)
    page.undo_stack.undo()
    assert "Refused" in page.message.text() and "post-battle passes" in page.message.text()
    assert len(page.services.setup.games(page.campaign_id)) == 1  # still there, pass and all
