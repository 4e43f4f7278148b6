"""Reads never fail because someone writes: while another process holds the write
lock (as a 60,000-game import does for minutes), read-only commands answer from the last commit
in WAL mode; a write still waits and is told the file is busy."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import kill_worker as worker  # the same folder: the kill-mid-write test's child
import pytest

from warbands_manager import cli
from warbands_manager.store import engine

WRITER = textwrap.dedent("""
    import sqlite3, sys
    connection = sqlite3.connect(sys.argv[1], isolation_level=None)
    connection.execute("BEGIN IMMEDIATE")
    connection.execute("UPDATE league SET name = 'Renamed mid-import'")
    print("holding", flush=True)
    sys.stdin.readline()          # hold the write lock until the test is done reading
    connection.execute("ROLLBACK")
""")


@pytest.fixture
def busy(tmp_path, monkeypatch):
    """A league database with a long write in progress in another process."""
    path = tmp_path / "busy.sqlite"
    worker.set_up(path)
    assert cli.main(["--db", str(path), "league", "record", "Kill league", "--week", "1",
                     "Ann", "Bo", "victory"]) == 0
    monkeypatch.setattr(engine, "BUSY_TIMEOUT_MS", 100)  # a wait would fail at once
    writer = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    assert writer.stdout.readline().strip() == "holding"
    yield path
    writer.communicate("done\n", timeout=30)


@pytest.mark.parametrize("command", [
    ["league", "list"],
    ["league", "standings", "Kill league"],
    ["league", "export", "Kill league", "-o", "{out}"],
    ["league", "export", "Kill league", "--standings", "-o", "{out}"],
    ["campaign", "list"],
    ["campaign", "log", "1", "--format", "csv"],
    ["campaign", "standings", "1"],
])
def test_a_read_only_command_answers_during_a_long_write(busy, tmp_path, capsys, command):
    out = str(tmp_path / "out.csv")
    argv = ["--db", str(busy), *[part.replace("{out}", out) for part in command]]
    assert cli.main(argv) == 0, capsys.readouterr().err
    captured = capsys.readouterr()
    assert "Renamed mid-import" not in captured.out  # the last commit, not the open write
    assert "is writing" not in captured.err


def test_a_write_still_waits_for_the_writer_and_says_so(busy, capsys):
    argv = ["--db", str(busy), "league", "record", "Kill league", "--week", "2",
            "Cy", "Di", "victory"]
    assert cli.main(argv) == 2
    assert "Another program" in capsys.readouterr().err


def test_a_read_transaction_refuses_to_write(tmp_path):
    from warbands_manager.store.database import ReadOnlyAction, open_database
    from warbands_manager.store.tables import AppMeta

    open_database(tmp_path / "r.sqlite").close()  # opening read-only never creates one
    database = open_database(tmp_path / "r.sqlite", read_only=True)
    with pytest.raises(ReadOnlyAction), database.transaction() as session:
        session.add(AppMeta(key="x", value="y"))
        session.flush()
    database.close()
