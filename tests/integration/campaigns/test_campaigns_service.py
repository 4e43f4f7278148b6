import json

import pytest

from tests.campaign_sample import empire, orcs
from warbands_manager.rules.campaign.dicequeue import MoreDiceNeeded, QueuedDice
from warbands_manager.rules.campaign.ledger import CampaignRuleError, experience
from warbands_manager.rules.roster_io import roster_to_dict
from warbands_manager.services.campaign_suite import CampaignServices


@pytest.fixture
def camp(database):
    services = CampaignServices.for_database(database)
    campaign = services.setup.create("Miragliano", "2027-03-01", "wbr")
    a = services.setup.add_warband(campaign, "Steve", empire())
    b = services.setup.add_warband(campaign, "Łukasz", orcs())
    return services, campaign, a, b


def test_setup_converts_unspent_points_and_copies_tables(camp):
    services, campaign, a, b = camp
    assert experience(services.setup.warband(a).roster) == 250 - 223
    assert services.setup.tables(campaign).provenance("experience.base_xp.victory") == "assumed"
    services.setup.edit_table_value(campaign, "experience.base_xp.victory", 40)
    tables = services.setup.tables(campaign)
    assert tables.base_xp("victory") == 40 and tables.provenance(
        "experience.base_xp.victory") == "organiser"


def test_third_game_in_a_row_is_refused(camp):
    services, campaign, a, b = camp
    services.setup.record_game(campaign, a, b, "victory")
    services.setup.record_game(campaign, b, a, "draw")
    with pytest.raises(CampaignRuleError) as refused:
        services.setup.record_game(campaign, a, b, "loss")
    assert refused.value.rule == "campaign.twice-in-a-row"


def test_pass_undo_step_and_whole_pass_restore_exactly(camp):
    services, campaign, a, b = camp
    before = roster_to_dict(services.setup.warband(b).roster)
    game = services.setup.record_game(campaign, a, b, "massacre")
    pass_id = services.passes.start(game, b, removed_characters=["boss"],
                                    removed_models={"boyz": 3}, team_wounds={"chariot": [2, 4]})
    dice = QueuedDice(queue=[1, 4, 6, 5])
    services.passes.run_next(pass_id, dice)  # result: loss 15 XP + underdog
    after_result = roster_to_dict(services.setup.warband(b).roster)
    log_before = len(services.records.log(campaign, b))
    # recovery: boyz 1, 4, 6 → 1 lost; the chariot lost half its Wounds and rolls 5
    services.passes.run_next(pass_id, dice)
    assert services.setup.warband(b).roster.unit_by_id("boyz").models == 19
    assert services.passes.undo_step(pass_id) == "recovery"
    assert roster_to_dict(services.setup.warband(b).roster) == after_result
    assert len(services.records.log(campaign, b)) == log_before
    assert services.passes.state(pass_id).next_step == "recovery"
    services.passes.undo_pass(pass_id)
    assert roster_to_dict(services.setup.warband(b).roster) == before


def test_failed_step_stores_nothing(camp):
    services, campaign, a, b = camp
    game = services.setup.record_game(campaign, a, b, "victory")
    pass_id = services.passes.start(game, b, removed_models={"boyz": 2})
    services.passes.run_next(pass_id, QueuedDice())
    with pytest.raises(MoreDiceNeeded):
        services.passes.run_next(pass_id, QueuedDice(queue=[3]))  # needs two dice
    assert services.passes.state(pass_id).next_step == "recovery"


def test_campaign_runs_several_games_with_history_standings_and_export(camp):
    services, campaign, a, b = camp
    for first, second, result in [(a, b, "victory"), (b, a, "draw")]:
        game = services.setup.record_game(campaign, first, second, result)
        for side in (first, second):
            pass_id = services.passes.start(game, side)
            dice = QueuedDice()  # nobody removed: no dice needed
            while services.passes.state(pass_id).next_step:
                services.passes.run_next(pass_id, dice)
    history = services.records.wbr_history(campaign)
    assert [len(values) for values in history.values()] == [3, 3]
    table = services.records.standings(campaign)
    assert table.condition == "wbr" and len(table.rows) == 2
    assert services.setup.warband(a).roster.campaign["record"]["victory"] == 1
    exported = json.loads(services.records.export_log(campaign, "json"))
    assert any("base" in line["text"] for line in exported)
    csv_text = services.records.export_log(campaign, "csv", warband_id=a)
    assert csv_text.splitlines()[0] == "id,at,warband,step,text,rolls,xp"
    assert "Grimskull" not in csv_text


def test_profile_lets_a_zero_characteristic_retire_the_character(camp):
    services, campaign, a, b = camp
    services.setup.set_profile(a, "cap", {"I": 1})
    game = services.setup.record_game(campaign, a, b, "loss")
    pass_id = services.passes.start(game, a, removed_characters=["cap"])
    dice = QueuedDice()
    services.passes.run_next(pass_id, dice)
    services.passes.run_next(pass_id, dice)
    log = services.passes.run_next(pass_id, dice, {"first": {"cap": 42}})  # Nervous Condition
    assert services.setup.warband(a).roster.unit_by_id("cap") is None
    assert any("I has fallen to zero" in entry.text for entry in log)
    with pytest.raises(CampaignRuleError):
        services.setup.set_profile(a, "sw", {"I": 3})


def test_game_with_a_pass_and_warband_with_games_cannot_be_removed(camp):
    services, campaign, a, b = camp
    game = services.setup.record_game(campaign, a, b, "draw")
    with pytest.raises(CampaignRuleError):
        services.setup.remove_warband(a)
    services.passes.start(game, a)
    with pytest.raises(CampaignRuleError) as refused:
        services.setup.delete_game(game)
    assert refused.value.rule == "campaign.game-has-passes"
