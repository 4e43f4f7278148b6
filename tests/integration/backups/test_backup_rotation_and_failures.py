"""Which files are a database's backups, and what an interrupted or failed backup leaves:
an exact name pattern, never a loose glob; written under a temporary name, verified,
then renamed; a failed before-upgrade backup stops the upgrade."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

from warbands_manager.cli import main
from warbands_manager.services.backups import BackupService
from warbands_manager.services.companion_saves import CompanionSaveService
from warbands_manager.store import backup as backup_module
from warbands_manager.store.backup import BackupFailed, list_backups, partial_name
from warbands_manager.store.database import inspect_file, open_database
from warbands_manager.store.migrations import HEAD_REVISION


def make(path, saves=1):
    database = open_database(path)
    for index in range(saves):
        CompanionSaveService(database).create("runewars", f"game {index}", {"pad": "x" * 4000})
    return database


def test_rotation_of_club_never_touches_club_2(tmp_path, capsys):
    club, other = tmp_path / "club.sqlite", tmp_path / "club-2.sqlite"
    for path in (club, other):
        make(path).close()
    assert main(["--db", str(other), "db", "backup"]) == 0
    theirs = list_backups(tmp_path / "backups", "club-2")
    for _ in range(3):
        assert main(["--db", str(club), "db", "backup", "--keep", "2"]) == 0
    assert list_backups(tmp_path / "backups", "club-2") == theirs and theirs[0].is_file()
    capsys.readouterr()
    assert main(["--db", str(club), "db", "backups"]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert len(listed) == 2 and not any("club-2-" in line for line in listed)


def test_a_name_with_brackets_finds_its_own_backups(tmp_path):
    database = make(tmp_path / "League [A].sqlite")
    first = BackupService(database).backup_now()
    assert BackupService(database).backups() == [first]
    database.close()


def test_a_killed_backup_leaves_nothing_listed_or_counted(tmp_path):
    # The process dies after the copy is written and before it is renamed, as a pulled plug.
    path = tmp_path / "club.sqlite"
    database = make(path)
    good = BackupService(database).backup_now()
    database.close()
    script = textwrap.dedent(f"""
        import os, signal
        from pathlib import Path
        from warbands_manager.store import backup
        def die(_partial):
            os.kill(os.getpid(), signal.SIGKILL)
        backup.verify_backup = die
        backup.backup_database(Path({str(path)!r}), Path({str(tmp_path / 'backups')!r}),
                               "manual", keep=1)
    """)
    result = subprocess.run([sys.executable, "-c", script], timeout=60, check=False)
    assert result.returncode == -9
    leftovers = [p for p in (tmp_path / "backups").iterdir() if p.name.endswith(".partial")]
    assert leftovers, "the killed backup left its partial copy (as a real one would)"
    assert list_backups(tmp_path / "backups", "club") == [good]  # still the only, still kept


def test_an_empty_or_truncated_file_of_a_backups_name_is_not_listed(tmp_path):
    database = make(tmp_path / "club.sqlite")
    good = BackupService(database).backup_now()
    database.close()
    (tmp_path / "backups" / "club-20990101-000000-000000-manual.sqlite").write_bytes(b"")
    (tmp_path / "backups" / "club-20990101-000001-000000-manual.sqlite").write_bytes(b"SQL")
    assert list_backups(tmp_path / "backups", "club") == [good]


def test_a_backup_that_does_not_verify_is_not_kept(tmp_path, monkeypatch):
    database = make(tmp_path / "club.sqlite")

    def damaged(source, target):
        target.write_bytes(b"SQLite format 3\x00" + b"\x00" * 4000)

    monkeypatch.setattr(backup_module, "copy_database_into", damaged)
    with pytest.raises(BackupFailed, match="no backup was kept"):
        BackupService(database).backup_now()
    assert list((tmp_path / "backups").iterdir()) == []
    database.close()


def test_leftovers_of_a_killed_backup_are_cleared_by_the_next(tmp_path):
    database = make(tmp_path / "club.sqlite")
    leftover = partial_name(tmp_path / "backups" / "club-20200101-000000-000000-manual.sqlite")
    leftover.parent.mkdir()
    leftover.write_bytes(b"half")
    os.utime(leftover, (0, 0))  # long ago: no backup is still writing it
    BackupService(database).backup_now()
    assert not leftover.exists()
    database.close()


FULL_DISK = textwrap.dedent("""
    import resource, signal, sys
    from pathlib import Path
    from warbands_manager.store import database
    from warbands_manager.store.errors import DatabaseRefused
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails, as on a full disk
    resource.setrlimit(resource.RLIMIT_FSIZE, (65536, 65536))  # the -shm index (32 KB) still fits
    if sys.argv[2] == "upgrade":
        database.HEAD_REVISION = "9999_future"
        action = lambda: database.open_database(Path(sys.argv[1]))
    else:
        from warbands_manager.services.backups import BackupService
        opened = database.open_database(Path(sys.argv[1]))
        action = lambda: BackupService(opened).backup_now()
    try:
        action()
    except DatabaseRefused as refused:
        print(refused.message)
        sys.exit(3)
""")


@pytest.mark.parametrize("action", ["manual", "upgrade"])
def test_a_full_disk_leaves_no_backup_and_no_upgrade(tmp_path, action):
    path = tmp_path / "club.sqlite"
    make(path, saves=60).close()
    before = path.read_bytes()
    result = subprocess.run([sys.executable, "-c", FULL_DISK, str(path), action],
                            capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 3, result.stderr
    assert "backup could not be written" in result.stdout
    assert "Traceback" not in result.stderr
    assert list_backups(tmp_path / "backups", "club") == []
    assert [p for p in (tmp_path / "backups").iterdir()] == []  # no 0-byte or partial file
    if action == "upgrade":
        assert "upgrade was not started" in result.stdout
        assert inspect_file(path).revision == HEAD_REVISION and path.read_bytes() == before
