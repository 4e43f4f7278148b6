"""Benchmarks for escalation leagues (issue 4): run ``python benchmarks/leagues_bench.py``.

1. standings for 1,000 players and 20,000 games, from the database (target ≤ 200 ms);
2. recording one game in such a league, one transaction (target ≤ 50 ms);
3. opening the Leagues page on that league (standings view built and shown) and scrolling the
   standings table from top to bottom (offscreen Qt).

Prints the median of several runs; the numbers go to ``docs/performance/leagues.md``.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import median_ms  # noqa: E402
from benchmarks.datagen import build_league  # noqa: E402
from warbands_manager.rules.league.results import Outcome  # noqa: E402
from warbands_manager.services.container import Services  # noqa: E402
from warbands_manager.services.league_games import GameInput  # noqa: E402
from warbands_manager.store.database import open_database  # noqa: E402


def build(database, players: int, games: int, seed: int = 1) -> int:
    """A league of ``players`` and ``games`` random games (see ``benchmarks.datagen``)."""
    league_id = build_league(database, players, games, seed)
    if getattr(database, "is_server", False):
        # A real league grows game by game and autovacuum keeps the statistics and clears the
        # row versions the totals triggers leave; right after a bulk insert there are neither.
        with database.engine.connect().execution_options(
                isolation_level="AUTOCOMMIT") as connection:
            connection.exec_driver_sql("VACUUM ANALYZE league_game, league_week_total")
    return league_id


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--no-gui", action="store_true")
    parser.add_argument("--db", metavar="URL",
                        help="an empty postgresql:// database instead of a temp SQLite file")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        database = open_database(args.db or Path(folder) / "bench.sqlite")
        league_id = build(database, args.players, args.games)
        services = Services.for_database(database)
        ids = [p.id for p in services.leagues.league(league_id).players]
        standings = median_ms(lambda: services.league_games.standings(league_id), args.runs)
        rng = random.Random(7)

        def record() -> None:
            a, b = rng.sample(ids, 2)
            services.league_games.record_game(league_id, GameInput(4, a, b, Outcome.VICTORY))

        recording = median_ms(record, args.runs)
        print(f"players={args.players} games={args.games} runs={args.runs}")
        print(f"standings from the database: {standings}")
        print(f"record one game:             {recording}")
        if not args.no_gui:
            gui = gui_timings(services, args.runs)
            print(f"open Leagues page:           {gui['open']}")
            print(f"scroll standings:            {gui['scroll_page_ms']:.1f} ms wall per page of "
                  f"{gui['rows']} rows; widgets created: {gui['widgets_created_scrolling']}")
        database.close()


def gui_timings(services, runs: int) -> dict[str, object]:
    """Opening the Leagues page and scrolling its standings (shared with ``budgets``)."""
    from benchmarks.budgets import leagues_page

    return leagues_page(services, runs)


if __name__ == "__main__":
    main()
