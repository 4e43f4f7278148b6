"""Two organisers editing the same campaign record: the stale one is told, field by field, what
the other changed, and nothing of theirs is overwritten. Two services on one SQLite file here;
the same tests on PostgreSQL in tests/integration/postgres/test_postgres_data_gaps.py."""

import pytest

from tests.campaign_sample import empire, orcs
from warbands_manager.rules.campaign.dicequeue import QueuedDice
from warbands_manager.rules.campaign.ledger import record_of
from warbands_manager.services.campaign_conflicts import CampaignEditConflict
from warbands_manager.services.campaign_suite import CampaignServices
from warbands_manager.store.database import open_database


@pytest.fixture
def two(database):
    """(north's services, south's services, campaign, warband a, warband b): one database,
    two connections, as two organisers on a shared server (or file)."""
    database.actor = "north"
    north = CampaignServices.for_database(database)
    campaign = north.setup.create("Shared", "2027-03-01", "wbr")
    a = north.setup.add_warband(campaign, "Ann", empire())
    b = north.setup.add_warband(campaign, "Bob", orcs())
    other = open_database(database.path)
    other.actor = "south"
    yield north, CampaignServices.for_database(other), campaign, a, b
    other.close()


def test_a_table_edit_on_a_stale_campaign_names_the_other_change(two):
    north, south, campaign, _a, _b = two
    seen = north.setup.detail(campaign)
    south.setup.edit_table_value(campaign, "experience.base_xp.victory", 40)
    with pytest.raises(CampaignEditConflict) as conflict:
        north.setup.edit_table_value(campaign, "experience.base_xp.draw", 30, seen)
    assert conflict.value.changes == ["table experience.base_xp.victory: 35 → 40"]
    assert "by south at" in str(conflict.value) and "Nothing was saved" in str(conflict.value)
    tables = north.setup.tables(campaign)
    assert tables.base_xp("victory") == 40 and tables.base_xp("draw") == 25  # nothing lost
    north.setup.edit_table_value(campaign, "experience.base_xp.draw", 30,
                                 north.setup.detail(campaign))
    assert north.setup.tables(campaign).base_xp("draw") == 30


def test_an_unchanged_campaign_saves_with_what_was_seen(two):
    north, _south, campaign, _a, _b = two
    seen = north.setup.detail(campaign)
    north.setup.restrict_archetypes(campaign, "empire", ["trickster"], seen)
    assert north.setup.detail(campaign).version == seen.version + 1
    # The organiser's own second edit from the same (now old) view is a conflict too: the
    # page reloads the campaign after every change, so it never sends an old view itself.
    with pytest.raises(CampaignEditConflict) as conflict:
        north.setup.restrict_archetypes(campaign, "empire", ["trickster", "warrior"], seen)
    assert any(line.startswith("table archetypes.") for line in conflict.value.changes)


def test_a_profile_on_a_stale_warband_names_the_other_change(two):
    north, south, _campaign, a, _b = two
    seen = north.setup.warband(a)
    south.setup.set_profile(a, "cap", {"WS": 4, "A": 2})
    with pytest.raises(CampaignEditConflict) as conflict:
        north.setup.set_profile(a, "cap", {"WS": 5, "A": 1}, seen)
    assert conflict.value.changes == ["Captain campaign record profile.A: — → 2",
                                      "Captain campaign record profile.WS: — → 4"]
    assert "The warband Þór Łukasz <the Bold> was changed" in str(conflict.value)
    assert record_of(north.setup.warband(a).roster, "cap")["profile"] == {"WS": 4, "A": 2}


def test_two_wizards_on_one_pass_apply_a_step_once(two):
    north, south, campaign, a, b = two
    game = north.setup.record_game(campaign, a, b, "victory")
    pass_id = north.passes.start(game, a)
    seen = north.passes.state(pass_id)
    south.passes.run_next(pass_id, QueuedDice(queue=[]))  # the result step, by south
    with pytest.raises(CampaignEditConflict) as conflict:
        north.passes.run_next(pass_id, QueuedDice(queue=[]), None, seen)
    changes = conflict.value.changes
    assert changes[0] == "steps done: none → result"
    assert any(line.startswith("XP bank:") for line in changes)
    assert north.passes.state(pass_id).done == ("result",)  # not applied a second time
    with pytest.raises(CampaignEditConflict):
        north.passes.undo_step(pass_id, seen)  # south's step is not undone from an old view
    assert north.passes.undo_step(pass_id, north.passes.state(pass_id)) == "result"


def test_a_pass_undone_by_the_other_organiser(two):
    north, south, campaign, a, b = two
    game = north.setup.record_game(campaign, a, b, "draw")
    pass_id = north.passes.start(game, b)
    seen = north.passes.state(pass_id)
    south.passes.undo_pass(pass_id)
    with pytest.raises(CampaignEditConflict) as conflict:
        north.passes.run_next(pass_id, QueuedDice(queue=[]), None, seen)
    assert conflict.value.changes == ["the pass was undone"]
