"""The app and the command line recording league games into one database at the same time."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import threading
import time

import kill_worker as worker

from warbands_manager import cli
from warbands_manager.store import engine

GUI_LIKE = """
import sys
from pathlib import Path
from warbands_manager.rules.league.results import Outcome
from warbands_manager.services.league_games import GameInput, LeagueGameService
from warbands_manager.services.leagues import LeagueService
from warbands_manager.store.database import open_database
database = open_database(Path(sys.argv[1]))
leagues, games = LeagueService(database), LeagueGameService(database)
league = leagues.list_leagues()[0].id
a, b, c, d = [p.id for p in leagues.league(league).players]
for index in range(int(sys.argv[2])):
    games.record_game(league, GameInput(1 + index % 8, c, d, Outcome.DRAW))
database.close()
"""

CLI_GAMES = 5
GUI_GAMES = 60


def _league_record(path) -> list[str]:
    return [sys.executable, "-m", "warbands_manager", "--db", str(path), "league", "record",
            "Kill league", "--week", "2", "Ann", "Bo", "victory"]


def test_gui_and_cli_record_league_games_at_once_and_lose_none(tmp_path):
    path = tmp_path / "shared.sqlite"
    worker.set_up(path)
    gui = subprocess.Popen([sys.executable, "-c", GUI_LIKE, str(path), str(GUI_GAMES)],
                           stderr=subprocess.PIPE, text=True)
    for _ in range(CLI_GAMES):
        done = subprocess.run(_league_record(path), capture_output=True, text=True, timeout=120)
        assert done.returncode == 0 and "game recorded" in done.stdout, done.stderr
    _, errors = gui.communicate(timeout=240)
    assert gui.returncode == 0, errors
    with sqlite3.connect(path) as check:
        assert check.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        pairs = check.execute("SELECT p.name, COUNT(*) FROM league_game g JOIN league_player p "
                              "ON p.id = g.player_a_id GROUP BY p.name").fetchall()
        events = check.execute(
            "SELECT COUNT(*) FROM league_event WHERE action = 'record'").fetchone()[0]
    check.close()
    assert dict(pairs) == {"Ann": CLI_GAMES, "Cy": GUI_GAMES}
    assert events == CLI_GAMES + GUI_GAMES


def _hold_write_lock(path, seconds: float, ready: threading.Event) -> None:
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    ready.set()
    time.sleep(seconds)
    holder.execute("COMMIT")
    holder.close()


def test_second_writer_waits_for_a_short_write(tmp_path, capsys):
    path = tmp_path / "busy.sqlite"
    worker.set_up(path)
    ready = threading.Event()
    holder = threading.Thread(target=_hold_write_lock, args=(path, 0.5, ready))
    holder.start()
    ready.wait()
    assert cli.main(_league_record(path)[3:]) == 0
    holder.join()
    assert "game recorded" in capsys.readouterr().out


def test_second_writer_is_told_clearly_when_the_file_stays_busy(tmp_path, capsys, monkeypatch):
    path = tmp_path / "busy.sqlite"
    worker.set_up(path)
    monkeypatch.setattr(engine, "BUSY_TIMEOUT_MS", 100)
    ready = threading.Event()
    holder = threading.Thread(target=_hold_write_lock, args=(path, 2.0, ready))
    holder.start()
    ready.wait()
    assert cli.main(_league_record(path)[3:]) == 2
    holder.join()
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and "Another program" in error and "SQL" not in error
    with sqlite3.connect(path) as check:
        assert check.execute("SELECT COUNT(*) FROM league_game").fetchone() == (0,)
    check.close()


def test_league_history_says_who_changed_what_when(tmp_path):
    import getpass

    from warbands_manager.rules.league.results import Outcome
    from warbands_manager.services.league_games import GameInput, LeagueGameService
    from warbands_manager.services.leagues import LeagueService
    from warbands_manager.store.database import open_database

    path = tmp_path / "history.sqlite"
    worker.set_up(path)
    database = open_database(path)
    leagues, games = LeagueService(database), LeagueGameService(database)
    league = leagues.list_leagues()[0].id
    a, b = [p.id for p in leagues.league(league).players][:2]
    game = games.record_game(league, GameInput(1, a, b, Outcome.DRAW)).game_id
    games.delete_game(game)
    history = games.history(league)
    database.close()
    assert [h.action for h in history] == ["create", "record", "delete"]
    assert {h.who for h in history} == {getpass.getuser()}
    assert all(h.at for h in history)


def test_campaign_log_says_who_made_each_entry(tmp_path):
    import getpass

    from warbands_manager.services.campaign_suite import CampaignServices
    from warbands_manager.store.database import open_database

    path = tmp_path / "log.sqlite"
    worker.set_up(path)
    database = open_database(path)
    camp = CampaignServices.for_database(database)
    campaign = camp.setup.list()[0].id
    a, b = [w.id for w in camp.setup.warbands(campaign)][:2]
    camp.setup.record_game(campaign, a, b, "victory")
    lines = camp.records.log(campaign)
    exported = camp.records.export_log(campaign, "json")
    database.close()
    assert lines and {line.who for line in lines} == {getpass.getuser()}
    assert f'"who": "{getpass.getuser()}"' in exported
