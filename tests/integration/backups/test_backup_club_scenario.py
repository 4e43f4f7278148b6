"""A club's backups, end to end through the command line: a club names its file
``Season #2 [Ann's].db``, keeps a second database beside it (``Season #2 [Ann's]-2.db``, whose
name a loose glob of the first would catch), a ``db backup`` is killed from outside in the
middle (SIGKILL, as a pulled plug), the disk fills during another — and still every backup the
app lists is that database's own, verifies, and restores with the club's data.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from datetime import date
from pathlib import Path

from warbands_manager.cli import main
from warbands_manager.paths import backups_dir_for
from warbands_manager.rules.league.results import Outcome
from warbands_manager.services.companion_saves import CompanionSaveService
from warbands_manager.services.league_games import GameInput, LeagueGameService
from warbands_manager.services.leagues import LeagueService, LeagueSettings, PlayerData
from warbands_manager.store.backup import list_backups, verify_backup
from warbands_manager.store.database import open_database

CLUB = "Season #2 [Ann's].db"
OTHER = "Season #2 [Ann's]-2.db"

# A `db backup` whose copy is written and then stalls: the test kills it from outside there.
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

# A `db backup` on a full disk: writes past 64 KB fail (the -shm index still fits).
FULL_DISK_BACKUP = textwrap.dedent("""
    import resource, signal, sys
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (65536, 65536))
    from warbands_manager.cli import main
    sys.exit(main(["--db", sys.argv[1], "db", "backup"]))
""")


def _club_data(path: Path, who: str) -> None:
    database = open_database(path)
    for index in range(60):  # about 250 KB: larger than the full disk leaves room for
        CompanionSaveService(database).create("runewars", f"{who} game {index}",
                                              {"pad": "x" * 4000})
    leagues = LeagueService(database)
    league_id = leagues.create_league(LeagueSettings(f"{who} league", "Jeremy",
                                                     date(2026, 9, 1)),
                                      [PlayerData("Ann"), PlayerData("Bob")])
    ann, bob = (p.id for p in leagues.league(league_id).players)
    LeagueGameService(database).record_game(league_id, GameInput(1, ann, bob, Outcome.VICTORY))
    database.close()


def _holds(path: Path, who: str) -> bool:
    database = open_database(path)
    try:
        names = {s.name for s in CompanionSaveService(database).list("runewars")}
        leagues = LeagueService(database).list_leagues()
        games = LeagueGameService(database).games(leagues[0].id) if leagues else []
    finally:
        database.close()
    return (len(names) == 60 and all(name.startswith(f"{who} ") for name in names)
            and [league.name for league in leagues] == [f"{who} league"] and len(games) == 1)


def _kill_a_backup_midway(path: Path, tmp_path: Path) -> None:
    marker = tmp_path / "copied"
    child = subprocess.Popen([sys.executable, "-c", STALLED_BACKUP, str(path), str(marker)])
    try:
        deadline = time.monotonic() + 120  # a guard against a hang, not a timing assertion
        while not marker.exists() and child.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert marker.exists(), "the backup never reached its copy"
        os.kill(child.pid, signal.SIGKILL)
    finally:
        child.wait(timeout=60)
    assert child.returncode == -signal.SIGKILL


def _listed(path: Path, capsys) -> list[str]:
    capsys.readouterr()
    assert main(["--db", str(path), "db", "backups"]) == 0
    return [line for line in capsys.readouterr().out.splitlines() if ".sqlite" in line]


def test_every_listed_backup_of_the_club_verifies_and_restores(tmp_path, capsys):
    club, other = tmp_path / CLUB, tmp_path / OTHER
    _club_data(club, "Club")
    _club_data(other, "Other")
    folder = backups_dir_for(club)
    assert backups_dir_for(other) == folder  # one folder of backups for both
    for path in (club, other, club):
        assert main(["--db", str(path), "db", "backup"]) == 0

    _kill_a_backup_midway(club, tmp_path)
    assert any(p.name.endswith(".partial") for p in folder.iterdir())  # as a real plug leaves
    full = subprocess.run([sys.executable, "-c", FULL_DISK_BACKUP, str(other)],
                          capture_output=True, text=True, timeout=120, check=False)
    assert full.returncode != 0 and "Traceback" not in full.stderr
    assert "backup could not be written" in full.stderr + full.stdout

    ours, theirs = list_backups(folder, Path(CLUB).stem), list_backups(folder, Path(OTHER).stem)
    assert len(ours) == 2 and len(theirs) == 1  # the killed and the failed one are not listed
    assert not set(ours) & set(theirs)
    listed = _listed(club, capsys)
    assert len(listed) == 2
    assert all(any(backup.name in line for backup in ours) for line in listed)
    assert main(["--db", str(club), "db", "backup", "--keep", "2"]) == 0  # rotation: ours only
    assert list_backups(folder, Path(OTHER).stem) == theirs and theirs[0].is_file()

    for path, who in ((club, "Club"), (other, "Other")):
        for backup in list_backups(folder, path.stem):
            verify_backup(backup)  # raises if it is not a sound Warbands database
            assert main(["--db", str(path), "db", "restore", str(backup), "--yes"]) == 0
            assert _holds(path, who)
    for path in (club, other):  # the restores' own "previous contents" backups verify too
        for backup in list_backups(folder, path.stem):
            verify_backup(backup)
    assert not (tmp_path / "Season ").exists()  # the old '#' bug's stray file


def test_restoring_the_oldest_kept_backup_never_rotates_it_away_first(tmp_path):
    # Found by the scenario: the before-restore backup's rotation deleted the very backup
    # being restored ("unable to open database file"), leaving nothing restored.
    from warbands_manager.store.database import restore_backup, set_backup_keep

    club = tmp_path / CLUB
    _club_data(club, "Club")
    database = open_database(club)
    set_backup_keep(database, 2)
    for _ in range(2):
        assert main(["--db", str(club), "db", "backup"]) == 0
    oldest = list_backups(backups_dir_for(club), Path(CLUB).stem)[0]
    restored = restore_backup(database, oldest)
    restored.close()
    assert _holds(club, "Club") and oldest.is_file()
