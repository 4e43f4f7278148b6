"""Deleting and restoring several rosters at once (undo of a BattleScribe roster import)."""

from dataclasses import replace

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
    after = {s.id: s for s in rosters.list()}
    # Everything comes back as it was, except the row version, which moves on so an editor
    # that read a roster before it was deleted cannot overwrite it unnoticed.
    assert {i: replace(s, version=0) for i, s in after.items()} == \
        {i: replace(s, version=0) for i, s in before.items()}
    assert all(after[i].version > before[i].version for i in ids[:2])
    assert rosters.load(ids[0]).name == "Þór Łukasz <the Bold>"


def test_delete_many_is_all_or_none(database):
    rosters = RosterService(database)
    kept = rosters.create(Roster(name="Kept", army="empire"))
    with pytest.raises(RosterNotFound):
        rosters.delete_many([kept, kept + 100])
    assert [s.id for s in rosters.list()] == [kept]
