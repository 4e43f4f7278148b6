"""Opening the Leagues page's Games tab on a big league: ``python benchmarks/games_tab_bench.py``.

A league of 1,000 players and 20,000 games, with a history entry per game as a league recorded
game by game has (``--history 0``: none). The Games tab is made stale, brought to the front and
painted; prints the median of several runs, and of scrolling the games table to its end.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import median_ms  # noqa: E402
from benchmarks.datagen import build_league  # noqa: E402
from warbands_manager.services.container import Services  # noqa: E402
from warbands_manager.store.database import open_database  # noqa: E402


def add_history(database, league_id: int, count: int) -> None:
    """One "record" history entry per game (bulk inserted, like the games)."""
    from warbands_manager.store.tables import LeagueEvent

    rows = [dict(league_id=league_id, action="record", summary=f"week 1: Player {i} vs someone",
                 document="{}") for i in range(count)]
    with database.transaction() as session:
        session.bulk_insert_mappings(LeagueEvent, rows)


def games_tab(services, runs: int) -> dict[str, object]:
    from PySide6.QtWidgets import QApplication

    from warbands_manager.navigation import view_info
    from warbands_manager.ui.views.registry import create_view

    app = QApplication.instance() or QApplication([])
    page = create_view(view_info("leagues"), services)
    page.resize(1280, 800)
    page.show()
    app.processEvents()

    def make_stale() -> None:
        page.tabs.setCurrentWidget(page.standings_tab)
        app.processEvents()
        page._stale.add(page.games_tab)

    def open_tab() -> None:
        page.tabs.setCurrentWidget(page.games_tab)
        app.processEvents()

    opening = median_ms(open_tab, runs, setup=make_stale)
    table = page.games_tab.table
    bar = table.verticalScrollBar()

    def scroll() -> None:
        # To the end the way a user drags: each step may fetch the next page of games.
        bar.setValue(0)
        while bar.value() < bar.maximum() or table.model().canFetchMore(table.rootIndex()):
            bar.setValue(bar.value() + max(1, bar.pageStep()) * 20)
            table.viewport().repaint()
            app.processEvents()

    scrolling = median_ms(scroll, max(3, runs // 3), setup=lambda: (make_stale(), open_tab()))
    rows = table.model().rowCount()
    page.close()
    return {"open": opening, "scroll": scrolling, "rows": rows}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--history", type=int, default=None,
                        help="history entries (default: one per game)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        database = open_database(Path(folder) / "bench.sqlite")
        league_id = build_league(database, args.players, args.games)
        history = args.games if args.history is None else args.history
        add_history(database, league_id, history)
        timings = games_tab(Services.for_database(database), args.runs)
        print(f"players={args.players} games={args.games} history={history} runs={args.runs} "
              f"load={os.getloadavg()[0]:.2f}")
        print(f"open the Games tab:        {timings['open']}")
        print(f"scroll it to the end:      {timings['scroll']} ({timings['rows']} rows)")
        database.close()


if __name__ == "__main__":
    main()
