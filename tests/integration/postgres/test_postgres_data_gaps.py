"""The data-gap suites (campaign recording race, campaign edit conflicts, name look-ups) run
again on PostgreSQL: their ``database`` fixture is a fresh server database."""

from tests.integration.campaigns.test_campaigns_edit_conflicts import *  # noqa: F403
from tests.integration.campaigns.test_campaigns_record_race import *  # noqa: F403
from tests.integration.leagues.test_leagues_unicode_names import *  # noqa: F403


def test_the_data_gap_suites_run_on_the_server(database):
    assert database.is_server and database.engine.dialect.name == "postgresql"


def test_a_recording_in_progress_does_not_hold_up_adding_a_warband(pg_database, pg_url):
    import threading

    from tests.campaign_sample import empire
    from warbands_manager.services.campaign_pairing import lock_campaign
    from warbands_manager.services.campaign_suite import CampaignServices
    from warbands_manager.store.database import open_database

    setup = CampaignServices.for_database(pg_database).setup
    campaign = setup.create("Locks", "2027-03-01", "wbr")
    added = []
    other = open_database(pg_url)
    try:
        with pg_database.transaction() as session:
            lock_campaign(session, campaign)  # as record_game holds it until it commits
            adder = threading.Thread(target=lambda: added.append(
                CampaignServices.for_database(other).setup.add_warband(campaign, "Cid",
                                                                        empire())))
            adder.start()
            # FOR NO KEY UPDATE lets the warband's foreign key in; FOR UPDATE would block it
            # until this transaction ends (and this join would give up, failing the test).
            adder.join(timeout=20)
            assert added, "adding a warband waited for the recording's lock"
    finally:
        adder.join(timeout=30)
        other.close()
