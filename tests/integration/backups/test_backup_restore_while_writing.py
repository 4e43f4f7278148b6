"""A restore run while three organisers record games from the command line on the same file.

Whatever a writer was told was saved must survive: either it was written before the restore
(then the ``before-restore`` backup holds it) or after (then the restored database holds it).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from tests.integration.backups.club_writers import (
    game_dates,
    integrity,
    make_club,
    reported_saved,
    start_writers,
    wait_until_written,
)
from warbands_manager.cli import main
from warbands_manager.paths import backups_dir_for
from warbands_manager.store.backup import list_backups


def _restore(path: Path, backup: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "warbands_manager", "--db", str(path), "db",
                           "restore", str(backup), "--yes"],
                          capture_output=True, text=True, timeout=120, check=False)


def _saved_as(output: str) -> Path:
    found = re.search(r"the previous contents were saved as (.+\.sqlite)", output)
    assert found, output
    return Path(found.group(1))


def test_a_restore_loses_no_game_a_writer_was_told_was_saved(tmp_path):
    path = tmp_path / "club.db"
    make_club(path)
    assert main(["--db", str(path), "db", "backup"]) == 0
    (mistake,) = list_backups(backups_dir_for(path), "club")
    writers = start_writers(path, writers=3, games=40)
    try:
        wait_until_written(path, 12, writers)
        restore = _restore(path, mistake)
    finally:
        saved = reported_saved(writers)
    assert restore.returncode == 0, restore.stdout + restore.stderr
    safety = _saved_as(restore.stdout)
    assert "before-restore" in safety.name and safety.is_file()
    found = game_dates(path) | game_dates(safety)
    assert len(saved) >= 12
    assert saved - found == set(), "games reported saved are in neither file"
    assert integrity(path) == ["ok"]
