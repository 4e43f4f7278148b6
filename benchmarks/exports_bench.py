"""League exports before/after: ``python benchmarks/exports_bench.py``.

A league of 1,000 players and 20,000 games (``benchmarks.datagen.build_league``; every third
game then gets a date so both kinds of rows are exported). Times, median of ``--runs``:

- results CSV: the old path (every game as a ``GameView`` through ``games()``, filtered in
  Python) against ``export_results`` (one SQL query of driver tuples);
- standings CSV (``export_standings``, unchanged: the standings are already summed by the
  database);
- the week results sheet's games: the old path (``games()`` filtered on the week) against
  ``week_games`` (only that week's games).

Before this change these ran on the GUI thread; now they run on a pool thread, so the GUI
thread only asks for the file name and starts the job.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import median_ms  # noqa: E402
from benchmarks.datagen import build_league  # noqa: E402
from warbands_manager.rules.league.results_csv import write_results  # noqa: E402
from warbands_manager.rules.league.standings import LEAGUE_STAGE  # noqa: E402
from warbands_manager.services.container import Services  # noqa: E402
from warbands_manager.store.database import open_database  # noqa: E402


def old_export_results(games, league_id: int) -> str:
    rows = [g for g in games.games(league_id) if g.stage == LEAGUE_STAGE]
    return write_results([
        (g.week, g.name_a, g.name_b, g.outcome,
         {"date": g.played_on.isoformat() if g.played_on else ""}) for g in rows])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    print("uptime:", subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
    with tempfile.TemporaryDirectory() as folder:
        database = open_database(Path(folder) / "bench.sqlite")
        league_id = build_league(database, args.players, args.games)
        with database.engine.begin() as connection:
            connection.exec_driver_sql(
                "UPDATE league_game SET played_on = date('2026-09-01', '+' || (id % 28) "
                "|| ' days') WHERE id % 3 = 0")
        games = Services.for_database(database).league_games
        week = games.latest_week(league_id)
        assert games.export_results(league_id) == old_export_results(games, league_id)
        assert games.week_games(league_id, week) == [
            g for g in games.games(league_id) if g.week == week]
        figures = {
            "results CSV, old (games())": lambda: old_export_results(games, league_id),
            "results CSV, new (one SQL query)": lambda: games.export_results(league_id),
            "standings CSV": lambda: games.export_standings(league_id),
            "results sheet games, old (games() filtered)": lambda: [
                g for g in games.games(league_id) if g.week == week],
            f"results sheet games, new (week {week} only)":
                lambda: games.week_games(league_id, week),
        }
        for name, work in figures.items():
            print(f"{name:45s} {median_ms(work, args.runs)}")
        database.close()
    print("uptime:", subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
    print(f"cpus: {os.cpu_count()}")


if __name__ == "__main__":
    main()
