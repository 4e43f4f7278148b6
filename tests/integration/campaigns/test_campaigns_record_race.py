"""Two organisers recording the same pair at once: the "third game in a row" check and the write
happen in one transaction, so only one of them can record the game that makes it a third.

Run on SQLite here and on PostgreSQL by tests/integration/postgres/test_postgres_data_gaps.py.
"""

import contextlib
import threading

import pytest

from tests.campaign_sample import empire, orcs
from warbands_manager.rules.campaign.ledger import CampaignRuleError
from warbands_manager.services import campaign_pairing
from warbands_manager.services.campaign_suite import CampaignServices
from warbands_manager.store.database import open_database


@pytest.fixture
def pair(database):
    setup = CampaignServices.for_database(database).setup
    campaign = setup.create("Race", "2027-03-01", "wbr")
    a = setup.add_warband(campaign, "Ann", empire())
    b = setup.add_warband(campaign, "Bob", orcs())
    return setup, campaign, a, b


def _hold_at_the_check(monkeypatch) -> None:
    """Each writer waits (up to a second) at the check for the other writer to reach it too.

    If the check read the games outside the writing transaction, both writers would meet here,
    both find one game between them and both record a second... and a third. With the campaign
    locked first, the second writer only gets here after the first has committed.
    """
    both_checking = threading.Barrier(2, timeout=1.0)
    real = campaign_pairing.rematch_refusal

    def meeting_refusal(*args, **kwargs):
        # Broken: the other writer is waiting for our lock (or came after we gave up).
        with contextlib.suppress(threading.BrokenBarrierError):
            both_checking.wait()
        return real(*args, **kwargs)

    monkeypatch.setattr(campaign_pairing, "rematch_refusal", meeting_refusal)


def _record_at_once(target, campaign: int, a: int, b: int) -> tuple[list, list]:
    recorded, refused = [], []
    start = threading.Barrier(2, timeout=30)

    def organiser(name: str) -> None:
        database = open_database(target)
        database.actor = name
        try:
            start.wait()
            recorded.append(CampaignServices.for_database(database).setup.record_game(
                campaign, a, b, "victory"))
        except CampaignRuleError as error:
            refused.append(error)
        finally:
            database.close()

    threads = [threading.Thread(target=organiser, args=(name,)) for name in ("north", "south")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return recorded, refused


def test_two_recordings_of_a_second_and_third_game_at_once_record_only_one(
        pair, database, monkeypatch):
    setup, campaign, a, b = pair
    setup.record_game(campaign, a, b, "draw")
    _hold_at_the_check(monkeypatch)
    recorded, refused = _record_at_once(database.path, campaign, a, b)
    assert len(recorded) == 1
    assert [error.rule for error in refused] == ["campaign.twice-in-a-row"]
    assert len(setup.games(campaign)) == 2


def test_two_recordings_of_a_first_and_second_game_at_once_both_record(
        pair, database, monkeypatch):
    setup, campaign, a, b = pair
    _hold_at_the_check(monkeypatch)
    recorded, refused = _record_at_once(database.path, campaign, a, b)
    # On the limit: the same pair twice in a row is allowed, even recorded at the same moment.
    assert refused == [] and len(recorded) == 2
    assert setup.pregame(campaign, a, b).refusal is not None


def test_the_refusal_reads_the_games_in_the_writing_transaction(pair):
    setup, campaign, a, b = pair
    setup.record_game(campaign, a, b, "victory")
    setup.record_game(campaign, b, a, "victory")
    with pytest.raises(CampaignRuleError) as refused:
        setup.record_game(campaign, a, b, "loss")
    assert refused.value.rule == "campaign.twice-in-a-row"
    assert "Ann and Bob have already played each other 2 times in a row" in str(refused.value)
    assert len(setup.games(campaign)) == 2
