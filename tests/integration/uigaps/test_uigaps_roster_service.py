"""Deleting and restoring several rosters at once (undo of a BattleScribe roster import)."""

import pytest

from warbands_manager.rules.roster import Roster
from warbands_manager.services.rosters import RosterNotFound, RosterService


def test_delete_many_and_restore_many_round_trip(database):
    rosters = RosterService(database)
    ids = [rosters.create(Roster(name=name, army="empire"))
           for name in ("Þór Łukasz <the Bold>", "Second", "Kept")]
    before = {s.id: s for s in rosters.list()}
    deleted = rosters.delete_many(ids[:2])
    assert [s.name for s in rosters.list()] == ["Kept"]
    rosters.restore_many(deleted)
    assert {s.id: s for s in rosters.list()} == before
    assert rosters.load(ids[0]).name == "Þór Łukasz <the Bold>"


def test_delete_many_is_all_or_none(database):
    rosters = RosterService(database)
    kept = rosters.create(Roster(name="Kept", army="empire"))
    with pytest.raises(RosterNotFound):
        rosters.delete_many([kept, kept + 100])
    assert [s.id for s in rosters.list()] == [kept]
