"""Start-up shows the Rosters page's rows before SQLAlchemy is imported (its import alone
takes longer than the start's budget: content painted within twice a bare table window), and
the database still opens — with its checks, backup and migration — through ``open_database``
before any write: an edit right after start goes through the ordinary service."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

from tests.shared_data import SEVENTH_EDITION_FILES, needs_bsdata
from warbands_manager.paths import data_dir
from warbands_manager.services.container import Services
from warbands_manager.services.demo import add_demo_rosters
from warbands_manager.services.rosters import RosterService
from warbands_manager.store import quick_read
from warbands_manager.store.database import open_database
from warbands_manager.ui.launch import _start_services

APP_START = Path(__file__).resolve().parents[3] / "benchmarks" / "app_start.py"


def _rosters_file(path):
    database = open_database(path)
    add_demo_rosters(RosterService(database), data_dir())
    database.close()
    return path


def _start(db, home) -> dict[str, str]:
    """A real start, watched from outside by the start-up benchmark's driver."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WARBANDS_DATA_HOME=str(home))
    done = subprocess.run([sys.executable, str(APP_START), "--db", str(db)],
                          capture_output=True, text=True, env=env, timeout=120, check=False)
    lines = dict(line.split(" ", 1) for line in done.stdout.splitlines() if " " in line)
    assert "content-paint" in lines, done.stdout + done.stderr
    return lines


def test_the_rosters_rows_are_painted_before_the_orm_is_imported(tmp_path):
    lines = _start(_rosters_file(tmp_path / "rosters.sqlite"), tmp_path / "home")
    # "content-paint" is printed only once the roster table has drawn at least one row.
    assert lines["content-paint-loaded"] == "-"


def test_an_older_schema_goes_the_ordinary_way_first(tmp_path, monkeypatch):
    """Backup and migration are ``open_database``'s: a file that needs them is opened (through
    it) before any page is built, never read quickly."""
    import warbands_manager.ui.launch as launch

    db = _rosters_file(tmp_path / "old.sqlite")
    with sqlite3.connect(db) as connection:
        connection.execute("UPDATE alembic_version SET version_num = '0008_speed'")
    calls = []
    monkeypatch.setattr(launch, "_open_database_for_gui",
                        lambda path, interactive: calls.append(path) or SimpleNamespace(path=path))
    services = _start_services(db, [], interactive=False, quick=True)
    assert calls == [db] and services.is_open


def test_only_a_current_file_waits_to_be_opened(tmp_path):
    current = _rosters_file(tmp_path / "current.sqlite")
    opened: list = []
    lazy = _start_services(current, opened, interactive=False, quick=True)
    assert not lazy.is_open and opened == []
    assert [r.name for r in lazy.roster_listing.rosters()]  # the stdlib read
    eager = _start_services(tmp_path / "new.sqlite", opened, interactive=False, quick=True)
    assert eager.is_open and opened == [eager.database]  # a new file: created and migrated
    asked = _start_services(current, opened, interactive=False, quick=False)
    assert asked.is_open
    for database in opened:
        database.close()
    lazy.roster_listing.close()


def test_an_edit_right_after_start_goes_through_the_service(qtbot, tmp_path, settings):
    from warbands_manager.ui.main_window import MainWindow

    db = _rosters_file(tmp_path / "rosters.sqlite")
    opened: list = []
    services = _start_services(db, opened, interactive=False, quick=True)
    window = MainWindow(services, settings, initial_view="rosters")
    qtbot.addWidget(window)
    page = window.page("rosters")
    shown = page.list_panel.model.rowCount()
    assert shown > 0 and not services.is_open and window.outside_changes is None
    page.new_roster()  # opens the database, then one transaction in RosterService.create
    assert services.is_open and opened == [services.database]
    assert window.outside_changes is not None  # the watcher starts once the file is open
    assert services.roster_listing.quick is False  # the list now reads through the service
    stored = RosterService(services.database).list()
    assert len(stored) == shown + 1 and "New warband" in [r.name for r in stored]
    page.undo_stack.undo()
    assert len(RosterService(services.database).list()) == shown
    for database in opened:
        database.close()


@needs_bsdata
def test_the_quick_catalogue_summaries_are_the_services(tmp_path):
    db = tmp_path / "armies.sqlite"
    database = open_database(db)
    services = Services.for_database(database)
    services.armies.import_paths(SEVENTH_EDITION_FILES[:3])
    expected = services.armies.armies()
    database.close()
    connection = quick_read.open_current(db)
    try:
        assert quick_read.catalogue_summaries(connection) == expected  # the same records
        assert len(expected) >= 2
    finally:
        connection.close()
