"""Saved rosters: the service's actions, each one transaction, and the 0002 migration."""

import json
import sqlite3

import pytest

from tests.old_databases import migrate_to
from warbands_manager.rules.roster import Roster, Unit, Upgrade
from warbands_manager.rules.roster_io import RosterReadError, read_roster_file
from warbands_manager.services.rosters import RosterNotFound, RosterService
from warbands_manager.store.migrations import HEAD_REVISION


def sample_roster(name="Toran's Bones"):
    roster = Roster(name=name, army="vampire-counts", player="Steve", points_limit=250)
    roster.units = [
        Unit(id="u1", name="Skeleton Warriors", category="core", models=10, points_per_model=8,
             base="20x20", book_min=10,
             upgrades=[Upgrade("Skeleton Champion", 8, "champion")], commander=True),
        Unit(id="u2", name="Zombies", category="core", models=12, points_per_model=4,
             base="20x20", book_min=20, extra={"painted": True}),
    ]
    roster.extra["league_note"] = {"kept": [1, 2]}
    return roster


def test_roster_is_stored_whole_and_summarised(rosters):
    roster_id = rosters.create(sample_roster())
    loaded = rosters.load(roster_id)
    assert loaded.extra == {"league_note": {"kept": [1, 2]}}
    assert loaded.units[1].extra == {"painted": True}
    (summary,) = rosters.list()
    assert (summary.name, summary.player, summary.army, summary.points, summary.size_class) == (
        "Toran's Bones", "Steve", "vampire-counts", 136, "small")


def test_save_rewrites_the_summary(rosters):
    roster_id = rosters.create(sample_roster())
    roster = rosters.load(roster_id)
    roster.units[0].models = 20
    summary = rosters.save(roster_id, roster)
    assert summary.points == 216 and summary.size_class == "large"


def test_duplicate_rename_delete_restore(rosters):
    first = rosters.create(sample_roster())
    copy = rosters.duplicate(first)
    assert rosters.summary(copy).name == "Toran's Bones (copy)"
    rosters.rename(copy, "Second Bones")
    assert rosters.load(copy).name == "Second Bones"
    deleted = rosters.delete(copy)
    assert [s.id for s in rosters.list()] == [first]
    with pytest.raises(RosterNotFound):
        rosters.load(copy)
    rosters.restore(deleted)
    assert rosters.load(copy).name == "Second Bones"
    with pytest.raises(ValueError):
        rosters.rename(first, "  ")


def test_export_then_import_round_trips_unknown_keys(rosters, tmp_path):
    roster_id = rosters.create(sample_roster())
    path = rosters.export_file(roster_id, tmp_path / "bones.json")
    assert json.loads(path.read_text())["league_note"] == {"kept": [1, 2]}
    again = rosters.import_file(path)
    assert rosters.load(again) == read_roster_file(path)


def test_bad_file_names_file_and_path_and_changes_nothing(rosters, tmp_path):
    rosters.create(sample_roster())
    document = json.loads(json.dumps({"format": "warbands-roster/1", "name": "X",
                                      "army": "skaven", "units": [
                                          {"name": "Clanrats", "category": "core",
                                           "models": "ten", "points_per_model": 4}]}))
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(document))
    with pytest.raises(RosterReadError) as error:
        rosters.import_file(bad)
    assert "bad.json" in str(error.value) and "units[0].models" in str(error.value)
    assert len(rosters.list()) == 1


def test_older_database_is_upgraded_to_rosters_schema(db_path):
    from warbands_manager.store.database import open_database
    from warbands_manager.store.engine import create_sqlite_engine

    migrate_to(create_sqlite_engine(db_path), "0001_initial")
    database = open_database(db_path)
    assert database.backup_taken is not None
    RosterService(database).create(sample_roster())
    database.close()
    with sqlite3.connect(db_path) as connection:
        assert connection.execute("SELECT count(*) FROM roster").fetchone() == (1,)
        assert connection.execute("SELECT version_num FROM alembic_version").fetchone() == (
            HEAD_REVISION,)


def test_demo_rosters_are_added_once_valid_and_invalid(rosters):
    from warbands_manager.paths import data_dir
    from warbands_manager.services.demo import add_demo_rosters, demo_roster_files

    added = add_demo_rosters(rosters, data_dir())
    assert len(added) == len(demo_roster_files(data_dir())) >= 2
    summaries = rosters.list()
    assert any(s.valid for s in summaries) and any(not s.valid for s in summaries)
    assert add_demo_rosters(rosters, data_dir()) == []


def test_demo_flag_adds_examples_before_the_window_opens(tmp_path):
    import subprocess
    import sys

    db = tmp_path / "demo.sqlite"
    result = subprocess.run(
        [sys.executable, "-m", "warbands_manager", "--db", str(db), "--demo",
         "--screenshot", str(tmp_path / "demo.png")],
        capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "example roster(s)" in result.stdout
    with sqlite3.connect(db) as connection:
        assert connection.execute("SELECT count(*) FROM roster").fetchone()[0] >= 2
