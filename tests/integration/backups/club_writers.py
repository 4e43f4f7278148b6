"""Organisers recording games from the command line while something else happens to the file.

Each writer is a process of its own calling the command line (``league record``) game after
game, and printing, for each, the game's unique date beside what the command answered. A game
"reported saved" is one whose command printed ``game recorded (#N)``; the tests then look for
every such game (by its date, which no other game has) in the files that must hold it.
"""

from __future__ import annotations

import re
import sqlite3
import subprocess
import sys
import textwrap
import time
from datetime import date, timedelta
from pathlib import Path

from warbands_manager.cli import main
from warbands_manager.services.companion_saves import CompanionSaveService
from warbands_manager.store.database import open_database

LEAGUE = "Club"
FIRST_DAY = date(2026, 1, 1)

WRITER = textwrap.dedent("""
    import contextlib, io, sys
    from datetime import date, timedelta
    from warbands_manager.cli import main
    db, index, games, first = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    a, b = f"P{2 * index}", f"P{2 * index + 1}"
    for game in range(games):
        day = date.fromisoformat(first) + timedelta(days=index * 1000 + game)
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            main(["--db", db, "league", "record", "Club", "--week", str(game % 50 + 1),
                  a, b, "victory", "--date", day.isoformat()])
        print(day.isoformat(), out.getvalue().strip().replace("\\n", " | "), flush=True)
""")


def make_club(path: Path, players: int = 6, saves: int = 3000) -> None:
    """A league of ``players`` players (P0, P1, …) in a new database file, and ``saves``
    saved companion games of 4 KB (a club's few megabytes: a backup takes a moment)."""
    assert main(["--db", str(path), "league", "create", LEAGUE, "--weeks", "52"]) == 0
    for index in range(players):
        assert main(["--db", str(path), "league", "add-player", LEAGUE, f"P{index}"]) == 0
    database = open_database(path)
    try:
        saves_service = CompanionSaveService(database)
        for index in range(saves):
            saves_service.create("runewars", f"evening {index}", {"pad": "x" * 4000})
    finally:
        database.close()


def start_writers(path: Path, writers: int, games: int) -> list[subprocess.Popen]:
    return [subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(index), str(games),
                              FIRST_DAY.isoformat()],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            for index in range(writers)]


def wait_until_written(path: Path, games: int, writers: list[subprocess.Popen],
                       timeout: float = 120) -> None:
    """Return once ``path`` holds at least ``games`` league games, or the writers are done."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if len(game_dates(path)) >= games or all(w.poll() is not None for w in writers):
            return
        time.sleep(0.05)
    raise AssertionError(f"the writers did not record {games} games in time")


def reported_saved(writers: list[subprocess.Popen], timeout: float = 300) -> set[str]:
    """The dates of the games whose command said ``game recorded`` (waits for the writers)."""
    saved: set[str] = set()
    for writer in writers:
        output, _ = writer.communicate(timeout=timeout)
        for line in output.splitlines():
            day, _, answer = line.partition(" ")
            if re.search(r"\bgame recorded \(#\d+\)", answer):
                saved.add(day)
    return saved


def game_dates(path: Path) -> set[str]:
    """The dates of the league games ``path`` holds (read-only)."""
    connection = sqlite3.connect(Path(path).absolute().as_uri() + "?mode=ro", uri=True)
    try:
        connection.execute("PRAGMA busy_timeout=5000")
        return {row[0] for row in connection.execute(
            "SELECT played_on FROM league_game WHERE played_on IS NOT NULL")}
    except sqlite3.OperationalError:
        return set()  # not created yet
    finally:
        connection.close()


def integrity(path: Path) -> list[str]:
    connection = sqlite3.connect(Path(path).absolute().as_uri() + "?mode=ro", uri=True)
    try:
        return [row[0] for row in connection.execute("PRAGMA integrity_check")]
    finally:
        connection.close()


def day_of(index: int, game: int) -> str:
    return (FIRST_DAY + timedelta(days=index * 1000 + game)).isoformat()
