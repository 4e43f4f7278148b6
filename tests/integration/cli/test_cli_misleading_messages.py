"""Messages that could mislead, and bounds, each pinned by a test that fails if its fix is
reverted: an emptied ``alembic_version``, a writable file in a read-only folder, ``/dev/null``
as the database, inspect-only commands that must create nothing, a lone surrogate typed as a
name, and the players bound."""

from __future__ import annotations

import os
import sqlite3

import pytest

from warbands_manager.cli import main
from warbands_manager.services.leagues import LeagueError, LeagueService, LeagueSettings, PlayerData
from warbands_manager.store import database as database_module
from warbands_manager.store.database import open_database


def run(capsys, *argv) -> tuple[int, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    return code, captured.err + captured.out


def test_an_emptied_schema_record_is_not_called_a_newer_version(tmp_path, capsys):
    path = tmp_path / "club.sqlite"
    open_database(path).close()
    with sqlite3.connect(path) as connection:
        connection.execute("DELETE FROM alembic_version")
    before = path.read_bytes()
    code, text = run(capsys, "--db", str(path), "league", "create", "Autumn")
    assert code != 0 and "lost the record of its schema version" in text
    assert "newer version" not in text and "None" not in text
    assert path.read_bytes() == before


def test_dev_null_as_the_database_is_not_a_disk_error(capsys):
    code, text = run(capsys, "--db", os.devnull, "league", "create", "Autumn")
    assert code != 0 and "not a regular file" in text and "disk" not in text


def test_a_writable_file_in_a_read_only_folder_says_the_folder(tmp_path, capsys, monkeypatch):
    # Root may write anywhere, so the folder's permission is played by os.access.
    path = tmp_path / "club.sqlite"
    open_database(path).close()
    real = os.access
    monkeypatch.setattr(database_module.os, "access",
                        lambda where, mode: real(where, mode) and str(where) != str(tmp_path))
    code, text = run(capsys, "--db", str(path), "league", "create", "Autumn")
    assert code != 0 and "the folder it is in is read-only" in text
    assert "the file is read-only" not in text


@pytest.mark.parametrize("argv", [("db", "info"), ("league", "list"),
                                  ("league", "standings", "Autumn")])
def test_inspect_only_commands_create_no_mistyped_folder(tmp_path, capsys, argv):
    mistyped = tmp_path / "Leauges" / "club.sqlite"
    code, _text = run(capsys, "--db", str(mistyped), *argv)
    assert code != 0 and not mistyped.parent.exists()


@pytest.mark.parametrize("argv", [("league", "list"), ("league", "standings", "Autumn")])
def test_looking_at_a_mistyped_file_creates_no_file(tmp_path, capsys, argv):
    mistyped = tmp_path / "clbu.sqlite"
    code, text = run(capsys, "--db", str(mistyped), *argv)
    assert code != 0 and "nothing was created" in text and not mistyped.exists()


def test_a_lone_surrogate_typed_as_a_name_is_a_plain_refusal(tmp_path, capsys):
    db = str(tmp_path / "club.sqlite")
    code, text = run(capsys, "--db", db, "league", "create", "Autumn\udc80")
    assert code != 0 and "lone surrogate" in text
    assert "UnicodeEncodeError" not in text


def test_a_league_has_a_bounded_number_of_players(database):
    from warbands_manager.rules.league.limits import MAX_PLAYERS

    leagues = LeagueService(database)
    with pytest.raises(LeagueError, match=f"at most {MAX_PLAYERS:,} players"):
        leagues.create_league(LeagueSettings("Huge"),
                              [PlayerData(f"Player {n}") for n in range(MAX_PLAYERS + 1)])
    assert leagues.list_leagues() == []
