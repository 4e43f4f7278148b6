"""Kill mid-write: a child records league games and campaign post-battle steps in a loop and is
SIGKILLed at random moments; after every kill the database is intact and holds exactly what the
child reported committed (plus, at most, the one operation it was inside when it died, applied
whole or not at all).

The child is forked from this process (the modules are already imported, so each run starts in
milliseconds rather than a second) and runs ``kill_worker.main`` with its own engine.
"""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import time
from dataclasses import dataclass, field

import kill_worker as worker
import pytest

from warbands_manager.rules.campaign.postbattle import STEPS

KILLS = 60
SEED = 20261129


@dataclass
class Expected:
    """What the database must hold, from the child's reports (kept across kills)."""

    league_games: set[int] = field(default_factory=set)
    deleted: set[int] = field(default_factory=set)
    steps: dict[int, int] = field(default_factory=dict)  # pass id → steps done
    in_flight: int = 0  # kills that landed inside an operation (BEGIN without OK)
    operations: int = 0  # operations reported committed over all runs


def _run_child(path, seed: int, reports: int, delay: float) -> list[str]:
    """Run the child until it has reported ``reports`` commits, then ``delay`` s more; kill."""
    read_fd, write_fd = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        try:
            os.close(read_fd)
            worker.OUT = os.fdopen(write_fd, "w")
            worker.main(path, seed)
        finally:
            os._exit(0)
    os.close(write_fd)
    lines: list[str] = []
    with os.fdopen(read_fd) as pipe:
        assert pipe.readline() == "READY\n"
        while sum(line.startswith("OK") for line in lines) < reports:
            line = pipe.readline()
            assert line, "the child stopped on its own: " + "\n".join(lines[-3:])
            lines.append(line.rstrip("\n"))
        time.sleep(delay)
        os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
        text = pipe.read()
    assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL
    return lines + text.split("\n")[:-1]  # a cut-off last line is no report


def _apply_reports(lines: list[str], expected: Expected) -> str | None:
    """Update ``expected`` from the OK lines; returns the operation left in flight, if any."""
    pending = None
    for line in lines:
        word, op, *args = line.split()
        if word == "BEGIN":
            pending = line
            continue
        pending = None
        expected.operations += 1
        if op == "league-record":
            expected.league_games.add(int(args[0]))
        elif op == "league-delete":
            expected.league_games.discard(int(args[0]))
            expected.deleted.add(int(args[0]))
        elif op == "step":
            expected.steps[int(args[0])] = int(args[1])
    return pending


def _check(path, expected: Expected, pending: str | None) -> None:
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        assert db.execute("PRAGMA foreign_key_check").fetchall() == []
        _check_league(db, expected, pending)
        _check_campaign(db, expected, pending)
    db.close()


def _check_league(db, expected: Expected, pending: str | None) -> None:
    actual = {row[0] for row in db.execute("SELECT id FROM league_game")}
    extra, missing = actual - expected.league_games, expected.league_games - actual
    if pending and pending.startswith("BEGIN league-record"):
        assert not missing and len(extra) <= 1
    elif pending and pending.startswith("BEGIN league-delete"):
        assert not extra and missing <= {int(pending.split()[2])}
        expected.deleted |= missing
    else:
        assert not extra and not missing, (extra, missing)
    expected.league_games = actual
    # Every game has its "record" history row; every deleted one its "delete" row.
    events = {(action, json.loads(document)["id"]) for action, document in
              db.execute("SELECT action, document FROM league_event WHERE document != ''")}
    assert all(("record", game) in events for game in actual)
    assert all(("delete", game) in events for game in expected.deleted)


def _check_campaign(db, expected: Expected, pending: str | None) -> None:
    games = {row[0] for row in db.execute("SELECT id FROM campaign_game")}
    logged = {row[0] for row in db.execute(
        "SELECT game_id FROM campaign_log WHERE step = 'game'")}
    assert games == logged  # no game without its log line
    for pass_id, context, warband, roster_before in db.execute(
            "SELECT id, context, warband_id, roster_before FROM campaign_pass"):
        steps = [row[0] for row in db.execute(
            "SELECT step FROM campaign_step WHERE pass_id = ? ORDER BY id", (pass_id,))]
        # The pass's context and its step rows were written together: they always agree.
        assert json.loads(context).get("done", []) == steps == list(STEPS[:len(steps)])
        reported = expected.steps.get(pass_id, 0)
        if pending and pending.split()[-1] == str(pass_id):
            assert abs(len(steps) - reported) <= 1
        else:
            assert len(steps) == reported, (pass_id, steps, reported)
        expected.steps[pass_id] = len(steps)
        latest = db.execute("SELECT MAX(id) FROM campaign_pass WHERE warband_id = ?",
                            (warband,)).fetchone()[0]
        if latest == pass_id and not steps:
            roster = db.execute("SELECT roster FROM campaign_warband WHERE id = ?",
                                (warband,)).fetchone()[0]
            assert roster == roster_before  # opening a pass never touches the roster


@pytest.mark.timeout(300)
def test_sigkill_at_random_moments_loses_nothing_and_half_applies_nothing(tmp_path):
    path = tmp_path / "killed.sqlite"
    worker.set_up(path)
    rng, expected = random.Random(SEED), Expected()
    for kill in range(KILLS):
        lines = _run_child(path, SEED + kill, rng.randint(0, 20), rng.uniform(0.0, 0.02))
        pending = _apply_reports(lines, expected)
        expected.in_flight += pending is not None
        _check(path, expected, pending)
    print(f"kills survived: {KILLS}; operations committed: {expected.operations}; "
          f"killed inside an operation: {expected.in_flight}; league games: "
          f"{len(expected.league_games)}; passes: {len(expected.steps)}")
    # The kills must really land while the child writes, not only between operations.
    assert expected.in_flight >= KILLS // 4 and expected.operations >= 5 * KILLS
