"""Backups are plain, whole files: checked whole before they replace anything, readable from a
read-only folder, leaving nothing beside them, and always the right database's own."""

from __future__ import annotations

import sqlite3
import stat
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from tests.old_databases import migrate_to
from warbands_manager.cli import main
from warbands_manager.paths import backups_dir_for
from warbands_manager.services.backups import BackupService
from warbands_manager.services.companion_saves import CompanionSaveService
from warbands_manager.store.backup import backup_database, list_backups, partial_name
from warbands_manager.store.backup_checks import TABLES_ADDED, tables_at
from warbands_manager.store.database import open_database
from warbands_manager.store.engine import create_sqlite_engine
from warbands_manager.store.migrations import HEAD_REVISION


def _club(path: Path, saves: int = 2) -> None:
    database = open_database(path)
    for index in range(saves):
        CompanionSaveService(database).create("runewars", f"game {index}", {"turn": index})
    database.close()


def _saves(path: Path) -> int:
    connection = sqlite3.connect(path.absolute().as_uri() + "?mode=ro", uri=True)
    try:
        return connection.execute("SELECT COUNT(*) FROM companion_save").fetchone()[0]
    finally:
        connection.close()


def _marker_only(path: Path, revision: str = HEAD_REVISION) -> None:
    """A file holding the app's marker and alembic_version, and no other table."""
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE app_meta (key VARCHAR PRIMARY KEY, value VARCHAR)")
    connection.execute("INSERT INTO app_meta VALUES ('application', 'warbands-manager')")
    connection.execute("CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL)")
    connection.execute("INSERT INTO alembic_version VALUES (?)", (revision,))
    connection.commit()
    connection.close()


def test_the_tables_of_each_revision_are_what_its_migrations_build(tmp_path):
    engine = create_sqlite_engine(tmp_path / "steps.db")
    built: set[str] = set()
    for revision, _added in TABLES_ADDED:
        migrate_to(engine, revision)
        connection = sqlite3.connect(tmp_path / "steps.db")
        built = {row[0] for row in connection.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")}
        connection.close()
        assert built == tables_at(revision), revision
    assert TABLES_ADDED[-1][0] == HEAD_REVISION


def test_a_backup_of_only_the_marker_is_refused_naming_the_file(tmp_path, capsys):
    path = tmp_path / "club.db"
    _club(path)
    hollow = tmp_path / "hollow.sqlite"
    _marker_only(hollow)
    assert main(["--db", str(path), "db", "restore", str(hollow), "--yes"]) != 0
    err = capsys.readouterr().err
    assert str(hollow) in err and "lacks" in err and "nothing was changed" in err
    assert _saves(path) == 2
    assert not any("before-restore" in p.name for p in list_backups(tmp_path / "backups", "club"))


def test_a_backup_with_rows_pointing_nowhere_is_refused(tmp_path):
    path = tmp_path / "club.db"
    _club(path)
    broken = backup_database(path, tmp_path / "elsewhere", "manual")
    connection = sqlite3.connect(broken)
    connection.execute("INSERT INTO league_player (id, league_id, name, warband_name, "
                       "warband_type, club, version) VALUES (7, 99, 'Ann', '', '', '', 1)")
    connection.commit()
    connection.close()
    database = open_database(path)
    with pytest.raises(Exception, match="point at rows of league"):
        BackupService(database).restore(broken)
    database.close()


def test_a_refused_file_is_never_modified(tmp_path, capsys):
    folder = tmp_path / "club"
    folder.mkdir()
    fake = folder / "fake.db"
    _marker_only(fake)
    before = fake.read_bytes()
    assert main(["--db", str(fake), "league", "list"]) == 2
    assert main(["--db", str(fake), "rosters", "list"]) != 0
    assert fake.read_bytes() == before
    assert sorted(p.name for p in folder.iterdir()) == ["fake.db"]
    assert "lacks" in capsys.readouterr().err


@pytest.mark.parametrize("argv", [("league", "list"), ("league", "standings", "Big"),
                                  ("league", "export", "Big", "-o", "out.csv")])
def test_a_command_that_only_looks_writes_nothing_into_an_empty_file(tmp_path, capsys, argv,
                                                                      monkeypatch):
    folder = tmp_path / "club"
    folder.mkdir()
    monkeypatch.chdir(folder)
    empty = folder / "empty.db"
    empty.write_bytes(b"")
    assert main(["--db", str(empty), *argv]) == 2
    assert empty.stat().st_size == 0
    assert sorted(p.name for p in folder.iterdir()) == ["empty.db"]
    assert "empty" in capsys.readouterr().err


def test_restoring_an_older_backup_names_the_real_before_restore_file(tmp_path, capsys):
    old = tmp_path / "old.db"
    engine = create_sqlite_engine(old)
    migrate_to(engine, "0008_speed")
    path = tmp_path / "club.db"
    _club(path)
    # The older file opened once: its before-upgrade backup is what gets restored.
    open_database(old).close()
    (upgrade_backup,) = list_backups(tmp_path / "backups", "old")
    assert "before-upgrade-from-0008" in upgrade_backup.name
    assert main(["--db", str(path), "db", "restore", str(upgrade_backup), "--yes"]) == 0
    out = capsys.readouterr().out
    named = Path(out.rsplit("saved as ", 1)[1].strip())
    assert "before-restore" in named.name and named.is_file()
    assert _saves(named) == 2  # the previous contents really are there


def _only(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_a_finished_backup_leaves_nothing_beside_it(tmp_path):
    path = tmp_path / "club.db"
    _club(path)
    database = open_database(path)
    backup = BackupService(database).backup_now()
    database.close()
    assert _only(backup.parent) == [backup.name]
    assert backup.read_bytes()[18:20] == b"\x01\x01"  # rollback journal, not WAL
    assert main(["--db", str(path), "db", "describe", str(backup)]) == 0
    assert main(["--db", str(path), "db", "restore", str(backup), "--yes"]) == 0
    leftovers = [name for name in _only(backup.parent) if not name.endswith(".sqlite")]
    assert leftovers == []


def test_a_backup_in_a_read_only_folder_is_described_and_restored(tmp_path, capsys):
    path = tmp_path / "club.db"
    _club(path, saves=3)
    stick = tmp_path / "stick"
    stick.mkdir()
    backup = backup_database(path, stick, "manual")
    _club(path, saves=1)  # one more game after the backup
    backup.chmod(stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH)
    stick.chmod(0o555)
    try:
        # Opened immutable: no lock, no -shm/-wal, so even a process that may write there
        # (the tests run as root) leaves the stick as it was.
        assert main(["--db", str(path), "db", "describe", str(backup)]) == 0
        assert main(["--db", str(path), "db", "restore", str(backup), "--yes"]) == 0
        assert _only(stick) == [backup.name]
    finally:
        stick.chmod(0o755)
    assert "restored" in capsys.readouterr().out
    assert _saves(path) == 3


def test_reading_an_old_wal_mode_backup_leaves_nothing_beside_it(tmp_path):
    path = tmp_path / "club.db"
    _club(path)
    legacy = tmp_path / "legacy" / "club-20200101-000000-000000-manual.sqlite"
    legacy.parent.mkdir()
    source = sqlite3.connect(path)
    target = sqlite3.connect(legacy)
    source.backup(target)  # as older versions wrote them: WAL in the header
    target.close()
    source.close()
    assert legacy.read_bytes()[18:20] == b"\x02\x02"
    assert main(["--db", str(path), "db", "describe", str(legacy)]) == 0
    assert _only(legacy.parent) == [legacy.name]


STALLED_BACKUP = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from warbands_manager.store import backup
    copy = backup.copy_database_into
    def stalled(source, target):
        copy(source, target)
        Path(sys.argv[2]).write_text("copied")
        time.sleep(600)
    backup.copy_database_into = stalled
    from warbands_manager.cli import main
    sys.exit(main(["--db", sys.argv[1], "db", "backup"]))
""")


def test_a_killed_backup_is_cleaned_by_the_next_listing(tmp_path, capsys):
    path = tmp_path / "club.db"
    _club(path)
    signal_file = tmp_path / "copied"
    stalled = subprocess.Popen([sys.executable, "-c", STALLED_BACKUP, str(path),
                                str(signal_file)])
    try:
        deadline = time.monotonic() + 60
        while not signal_file.exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert signal_file.exists(), "the stalled backup never copied"
    finally:
        stalled.kill()
        stalled.wait()
    backups = backups_dir_for(path)
    assert [p for p in backups.iterdir() if ".partial" in p.name], "a partial was left"
    assert main(["--db", str(path), "db", "backups"]) == 0
    assert list(backups.iterdir()) == []


def test_a_partial_being_written_by_a_live_process_is_kept(tmp_path):
    backups = tmp_path / "backups"
    backups.mkdir()
    alive = partial_name(backups / "club-20260101-000000-000000-manual.sqlite")
    alive.write_bytes(b"half")
    elsewhere = backups / ".club-20260101-000000-000000-manual.sqlite.othermachine-1.partial"
    elsewhere.write_bytes(b"half")  # process 1 of another machine: not asked here
    list_backups(backups, "club")
    assert alive.exists() and elsewhere.exists()


def test_a_database_named_like_a_backup_keeps_its_own_backups(tmp_path, capsys):
    club = tmp_path / "club-2.db"
    copied = tmp_path / "club-2-20260101-000000-000000-manual.db"
    _club(club)
    _club(copied)
    assert main(["--db", str(copied), "db", "backup"]) == 0
    (own,) = list_backups(tmp_path / "backups", copied.stem)
    assert main(["--db", str(club), "db", "backup", "--keep", "1"]) == 0
    assert main(["--db", str(club), "db", "backup"]) == 0
    assert own.exists(), "rotation of club-2 deleted another database's only backup"
    capsys.readouterr()
    assert main(["--db", str(club), "db", "backups"]) == 0
    listed = capsys.readouterr().out.split()
    assert str(own) not in listed and len(listed) == 1
