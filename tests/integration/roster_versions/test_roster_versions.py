"""Rosters carry a row version (0010_roster_versions): a save made from an older copy
is refused field by field, whoever saved in between (another window, the command line)."""

from __future__ import annotations

import pytest

from tests.old_databases import migrate_to
from warbands_manager.rules.roster import Roster, Unit
from warbands_manager.services.rosters import RosterEditConflict, RosterService
from warbands_manager.store.database import open_database


def sample(name="Toran's Bones") -> Roster:
    roster = Roster(name=name, army="vampire-counts", player="Steve", points_limit=250)
    roster.units = [Unit(id="u1", name="Skeleton Warriors", category="core", models=10,
                         points_per_model=8),
                    Unit(id="u2", name="Zombies", category="core", models=12,
                         points_per_model=4)]
    return roster


def test_a_stale_window_cannot_put_back_a_name_another_saved(rosters):
    roster_id = rosters.create(sample())
    first, second = rosters.seen(roster_id), rosters.seen(roster_id)
    renamed = rosters.load(roster_id)
    renamed.name = "Toran's New Bones"
    rosters.save(roster_id, renamed, second)
    stale = rosters.load(roster_id)
    stale.name = "Toran's Bones"
    stale.units[0].models = 11
    with pytest.raises(RosterEditConflict) as refused:
        rosters.save(roster_id, stale, first)
    assert refused.value.changes == ["name: Toran's Bones → Toran's New Bones"]
    assert "Nothing was saved" in str(refused.value)
    kept = rosters.load(roster_id)
    assert kept.name == "Toran's New Bones" and kept.units[0].models == 10


def test_each_changed_field_and_unit_is_named(rosters):
    roster_id = rosters.create(sample())
    seen = rosters.seen(roster_id)
    other = rosters.load(roster_id)
    other.player, other.points_limit = "Ann", 300
    other.units[1].models = 20
    del other.units[0]
    rosters.save(roster_id, other)  # the command line: no version given, still counted
    with pytest.raises(RosterEditConflict) as refused:
        rosters.save(roster_id, sample(), seen)
    assert refused.value.changes == ["player: Steve → Ann", "points limit: 250 → 300",
                                     "unit Skeleton Warriors: removed",
                                     "unit Zombies, models: 12 → 20"]


def test_an_editor_keeps_saving_against_the_version_it_wrote(rosters):
    roster_id = rosters.create(sample())
    seen = rosters.seen(roster_id)
    for models in (11, 12, 13):
        edited = rosters.load(roster_id)
        edited.units[0].models = models
        summary = rosters.save(roster_id, edited, seen)
        assert summary.version == seen.version + 1
        seen = rosters.seen(roster_id)
    assert rosters.load(roster_id).units[0].models == 13


def test_a_roster_restored_after_delete_refuses_saves_from_before(rosters):
    roster_id = rosters.create(sample())
    seen = rosters.seen(roster_id)
    rosters.restore(rosters.delete(roster_id))
    with pytest.raises(RosterEditConflict):
        rosters.save(roster_id, sample("Changed"), seen)


def test_the_command_line_and_a_window_in_two_processes(db_path, rosters):
    # Another process (the CLI) saves through its own connection: the window is refused.
    roster_id = rosters.create(sample())
    seen = rosters.seen(roster_id)
    other = open_database(db_path)
    renamed = RosterService(other).load(roster_id)
    renamed.name = "From the CLI"
    RosterService(other).save(roster_id, renamed)
    other.close()
    with pytest.raises(RosterEditConflict, match="From the CLI"):
        rosters.save(roster_id, sample(), seen)


def test_rosters_of_an_older_database_start_at_version_1(db_path):
    from warbands_manager.store.engine import create_sqlite_engine

    migrate_to(create_sqlite_engine(db_path), "0009_league_totals",
               "INSERT INTO roster (name, player, army, points, size_class, valid, "
               "error_count, warning_count, document, created_at, updated_at) "
               "VALUES ('Old', '', 'x', 0, 'small', 0, 0, 0, '{}', "
               "'2026-01-01', '2026-01-01')")
    database = open_database(db_path)
    assert RosterService(database).list()[0].version == 1
    database.close()
