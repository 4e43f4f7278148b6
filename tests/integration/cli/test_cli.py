"""The command line, run as a user runs it: in a separate process."""

import sqlite3
import subprocess
import sys

from warbands_manager import __version__
from warbands_manager.cli import main
from warbands_manager.store.migrations import HEAD_REVISION


def run_cli(*args, env_db=None, tmp_path=None):
    return subprocess.run([sys.executable, "-m", "warbands_manager", *args],
                          capture_output=True, text=True, timeout=60)


def test_version_and_help(capsys):
    result = run_cli("--version")
    assert result.returncode == 0 and __version__ in result.stdout
    result = run_cli("--help")
    assert result.returncode == 0 and "--screenshot" in result.stdout and "db" in result.stdout


def test_list_views_prints_every_view():
    result = run_cli("--list-views")
    assert result.returncode == 0
    assert "tiny-big-wars" in result.stdout and "rosters" in result.stdout


def test_unknown_view_is_a_usage_error():
    result = run_cli("--view", "nowhere", "--screenshot", "x.png")
    assert result.returncode == 2 and "unknown view" in result.stderr


def test_db_info_creates_and_reports(tmp_path):
    db = tmp_path / "club.sqlite"
    result = run_cli("--db", str(db), "db", "info")
    assert result.returncode == 0, result.stderr
    assert HEAD_REVISION in result.stdout and str(db) in result.stdout


def test_db_backup_writes_a_copy(tmp_path, capsys):
    db = tmp_path / "club.sqlite"
    assert main(["--db", str(db), "db", "backup"]) == 0
    assert "backup written" in capsys.readouterr().out
    assert main(["--db", str(db), "db", "backups"]) == 0
    assert "manual" in capsys.readouterr().out


def test_newer_database_is_refused_by_the_cli(tmp_path, capsys):
    db = tmp_path / "club.sqlite"
    assert main(["--db", str(db), "db", "info"]) == 0
    with sqlite3.connect(db) as connection:
        connection.execute("UPDATE alembic_version SET version_num = 'zzzz_newer'")
    connection.close()
    before = db.read_bytes()
    assert main(["--db", str(db), "db", "info"]) == 2
    assert "newer version" in capsys.readouterr().err
    assert db.read_bytes() == before


def test_warbands_db_environment_variable_is_used(tmp_path, monkeypatch, capsys):
    db = tmp_path / "env.sqlite"
    monkeypatch.setenv("WARBANDS_DB", str(db))
    assert main(["db", "info"]) == 0
    assert str(db) in capsys.readouterr().out


def test_a_bare_file_argument_means_open(monkeypatch):
    from warbands_manager import cli

    seen = {}
    monkeypatch.setattr(cli, "_run_gui", lambda args: seen.update(vars(args)) or 0)
    assert cli.main(["--db", "x.sqlite", "roster.json"]) == 0
    assert seen["open"] == ["roster.json"] and seen["db"] == "x.sqlite"


def test_backup_keep_is_settable_and_rotates(tmp_path, capsys):
    db = tmp_path / "club.sqlite"
    for _ in range(4):
        assert main(["--db", str(db), "db", "backup", "--keep", "2"]) == 0
    assert "keeping the newest 2" in capsys.readouterr().out
    assert len(list((tmp_path / "backups").glob("club-*.sqlite"))) == 2


def test_describe_and_restore_a_backup(tmp_path, capsys):
    from warbands_manager.services.companion_saves import CompanionSaveService
    from warbands_manager.store.database import open_database

    db = tmp_path / "club.sqlite"
    database = open_database(db)
    saves = CompanionSaveService(database)
    saves.create("runewars", "Before", {})
    database.close()
    assert main(["--db", str(db), "db", "backup"]) == 0
    backup = capsys.readouterr().out.split("backup written: ")[1].split(" (keeping")[0]
    database = open_database(db)
    CompanionSaveService(database).create("runewars", "After", {})
    database.close()
    assert main(["--db", str(db), "db", "describe", backup]) == 0
    assert "companion_save" in capsys.readouterr().out
    assert main(["--db", str(db), "db", "restore", backup]) == 1  # asks for --yes first
    assert main(["--db", str(db), "db", "restore", backup, "--yes"]) == 0
    database = open_database(db)
    assert [s.name for s in CompanionSaveService(database).list("runewars")] == ["Before"]
    database.close()


def test_command_errors_are_one_line_without_traceback(tmp_path):
    result = run_cli("db", "describe", str(tmp_path / "missing.sqlite"))
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert result.stderr.count("\n") == 1 and "missing.sqlite" in result.stderr


def test_debug_shows_the_traceback(tmp_path):
    bad = tmp_path / "bad.sqlite"
    bad.write_text("nope")
    result = run_cli("--debug", "db", "describe", str(bad))
    assert result.returncode != 0 and "Traceback" in result.stderr
