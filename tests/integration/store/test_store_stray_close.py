"""A stray open()/close() of the database file in the app's own process loses nothing.

POSIX locks belong to the process: closing any descriptor of ``club.db`` drops every SQLite
lock the process holds on it. A command run beside it then took itself for the last user,
checkpointed and deleted ``club.db-wal`` while the app kept writing into the deleted file.
"""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.file_opens import deleted_files_held
from warbands_manager.services.leagues import LeagueService, LeagueSettings
from warbands_manager.store.database import open_database
from warbands_manager.store.tables import League
from warbands_manager.store.wal_guard import DatabaseFilesReplaced


def _cli(path: Path, *args: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "warbands_manager", "--db", str(path), *args],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def _stray_close(path: Path) -> None:
    # What a file dialog sniffing the file's type, or a header check with open(), does.
    with open(path, "rb") as handle:
        handle.read(16)


def _league_names(path: Path) -> list[str]:
    with sqlite3.connect(path) as reader:
        assert reader.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        names = [row[0] for row in reader.execute("SELECT name FROM league ORDER BY name")]
    reader.close()
    return names


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs Linux's /proc")
def test_a_stray_close_between_writes_of_two_processes_loses_no_write(tmp_path):
    path = tmp_path / "club.db"
    database = open_database(path)
    leagues = LeagueService(database)
    leagues.create_league(LeagueSettings("Window first"))
    _stray_close(path)
    _cli(path, "league", "create", "Command line", "--weeks", "4")
    assert deleted_files_held(path) == []  # the log was never deleted from under the app
    leagues.create_league(LeagueSettings("Window second"))
    _stray_close(path)
    _cli(path, "league", "add-player", "Window second", "Ann")
    leagues.create_league(LeagueSettings("Window third"))
    database.close()
    assert _league_names(path) == ["Command line", "Window first", "Window second", "Window third"]
    with sqlite3.connect(path) as reader:
        players = reader.execute(
            "SELECT p.name FROM league_player p JOIN league l "
            "ON l.id = p.league_id WHERE l.name = 'Window second'"
        )
        assert [row[0] for row in players] == ["Ann"]
    reader.close()


def test_a_write_whose_log_was_deleted_under_it_is_refused_and_the_next_one_saved(tmp_path):
    path = tmp_path / "club.db"
    database = open_database(path)
    LeagueService(database).create_league(LeagueSettings("Kept"))
    refused = pytest.raises(DatabaseFilesReplaced, match="make the change again")
    with refused, database.transaction() as session:
        session.add(League(name="Lost", weeks=4, tables_json="{}", tie_breakers=""))
        session.flush()
        # Another thread of the app closes a descriptor of the file (the locks go), and a
        # command beside it, believing itself the last user, deletes the log.
        _stray_close(path)
        _cli(path, "league", "list")
    LeagueService(database).create_league(LeagueSettings("Made again"))
    database.close()
    assert _league_names(path) == ["Kept", "Made again"]


def test_the_refusal_names_the_edit_to_redo():
    refusal = DatabaseFilesReplaced().for_edit("Add player Ann")
    assert str(refusal).startswith("“Add player Ann” was not saved")


def test_opening_and_using_a_database_never_opens_its_files_with_open(tmp_path, monkeypatch):
    import builtins
    import io
    import os

    from warbands_manager.store.database import stored_backup_keep
    from warbands_manager.store.quick_read import open_current

    path = tmp_path / "club.db"
    open_database(path).close()
    ours = {str(path) + suffix for suffix in ("", "-wal", "-shm", "-journal")}

    def guarded(real):
        def opener(file, *args, **kwargs):
            if isinstance(file, str | os.PathLike) and os.path.abspath(file) in ours:
                raise AssertionError(f"{file} was opened with open(), not through SQLite")
            return real(file, *args, **kwargs)

        return opener

    for module, name in ((builtins, "open"), (io, "open"), (os, "open")):
        monkeypatch.setattr(module, name, guarded(getattr(module, name)))
    database = open_database(path)
    LeagueService(database).create_league(LeagueSettings("Looked at through SQLite"))
    assert stored_backup_keep(path) > 0
    open_current(path).close()
    database.close()
