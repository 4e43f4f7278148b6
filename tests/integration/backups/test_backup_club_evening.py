"""A club evening on one file: three organisers record games from the command line, another
reads the standings, someone restores an old backup by mistake in the middle and then undoes
it. Every game a command said was recorded is found afterwards, in the live database or in a
``before-restore`` backup, every file passes ``integrity_check``, and the backups folder
holds backups only.
"""

from __future__ import annotations

import re
import subprocess
import sys
import textwrap
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

READER = textwrap.dedent("""
    import contextlib, io, sys
    from warbands_manager.cli import main
    failures = 0
    for _ in range(int(sys.argv[2])):
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            code = main(["--db", sys.argv[1], "league", "standings", "Club"])
        failures += code != 0
        if code != 0:
            print(out.getvalue(), flush=True)
    print("reader failures:", failures)
""")


def _cli(path: Path, *argv: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "warbands_manager", "--db", str(path), *argv],
                          capture_output=True, text=True, timeout=180, check=False)


def _safety(result: subprocess.CompletedProcess) -> Path:
    assert result.returncode == 0, result.stdout + result.stderr
    return Path(re.search(r"saved as (.+\.sqlite)", result.stdout).group(1))


def test_a_club_evening_with_a_mistaken_restore_loses_no_game(tmp_path):
    path = tmp_path / "club.db"
    make_club(path)
    assert main(["--db", str(path), "db", "backup"]) == 0
    (early,) = list_backups(backups_dir_for(path), "club")
    writers = start_writers(path, writers=3, games=50)
    reader = subprocess.Popen([sys.executable, "-c", READER, str(path), "15"],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        wait_until_written(path, 15, writers)
        assert _cli(path, "db", "backups").stdout.count(".sqlite") == 1
        assert _cli(path, "db", "describe", str(early)).returncode == 0
        mistake = _safety(_cli(path, "db", "restore", str(early), "--yes"))
        wait_until_written(path, 6, writers)  # the writers go on, on the restored data
        undo = _safety(_cli(path, "db", "restore", str(mistake), "--yes"))
    finally:
        saved = reported_saved(writers)
        read, _ = reader.communicate(timeout=180)
    assert "reader failures: 0" in read, read
    found = game_dates(path) | game_dates(mistake) | game_dates(undo)
    assert saved and saved - found == set(), "games reported saved were lost"
    # Undoing the mistake brought back every game recorded before it.
    assert game_dates(mistake) <= game_dates(path) | game_dates(undo)
    for database in (path, early, mistake, undo):
        assert integrity(database) == ["ok"], database
    folder = backups_dir_for(path)
    assert all(p.suffix == ".sqlite" for p in folder.iterdir()), sorted(folder.iterdir())
    assert len(list_backups(folder, "club")) == 3
