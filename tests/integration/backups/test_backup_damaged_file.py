"""A database found damaged on opening names the newest backup that verifies, and the command
it names puts that backup in its place (the damaged file kept)."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest

from tests.integration.backups.damaged_files import damaged_club
from warbands_manager.cli import main
from warbands_manager.store.backup_offer import DatabaseDamaged
from warbands_manager.store.database import open_database


def test_a_damaged_file_names_its_newest_verified_backup_and_the_command(tmp_path, capsys):
    path = tmp_path / "club.db"
    good = damaged_club(path)
    before = path.read_bytes()
    # A newer "backup" that does not verify is passed over.
    bad = good.with_name(good.name.replace("manual", "zz-manual"))
    bad.write_bytes(good.read_bytes()[:4096])
    with pytest.raises(DatabaseDamaged) as refused:
        open_database(path)
    assert refused.value.newest_backup.path == good
    assert refused.value.newest_backup.row_counts["companion_save"] == 3
    assert main(["--db", str(path), "league", "list"]) == 2
    err = capsys.readouterr().err
    assert "malformed" in err and "3 saved games" in err and str(good) in err
    assert path.read_bytes() == before  # refused, not changed
    command = shlex.split(err.split("To restore it: ", 1)[1].strip())
    assert command[:2] == ["warbands-manager", "--db"] and "restore" in command
    assert main(command[1:]) == 0
    out = capsys.readouterr().out
    kept = Path(out.rsplit("the damaged file was kept as ", 1)[1].strip())
    assert kept.read_bytes() == before
    database = open_database(path)
    assert database.engine is not None
    database.close()
    assert main(["--db", str(path), "league", "list"]) == 0


def test_a_damaged_file_without_a_verified_backup_says_so(tmp_path, capsys):
    path = tmp_path / "club.db"
    good = damaged_club(path)
    good.write_bytes(good.read_bytes()[:4096])
    assert main(["--db", str(path), "league", "list"]) == 2
    err = capsys.readouterr().err
    assert "no backup that verifies" in err and "db restore" not in err
