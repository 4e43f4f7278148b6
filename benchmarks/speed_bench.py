"""The commands that only read the database, and the league at two sizes.

Each command figure is a whole ``warbands-manager`` process (start to exit), run interleaved
with its reference in the same run (``python -c pass``), medians of wall and CPU time:
``db info``, ``army-data list``, ``rosters list`` (1,000 rosters) and ``league standings NAME``
(1,000 players / 20,000 games): ≤ 2 × ``python -c pass`` + 250 ms.

The league at two sizes (information, no budget: growth should stay linear): the Leagues page
opened and the scorecard PDF written, in process, and ``league standings NAME`` as a process.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

LEAGUE = "Benchmark league"


def _app(db: Path, *words: str) -> list[str]:
    return [sys.executable, "-m", "warbands_manager", "--db", str(db), *words]


def commands_opening_the_database(league_db: Path, rosters_db: Path, runs: int
                                  ) -> dict[str, float]:
    """The read-only commands on a 1,000-player / 20,000-game league (``rosters list`` on a
    database of 1,000 rosters), interleaved with ``python -c pass``."""
    from benchmarks.startup import interleaved

    return interleaved({
        "python": [sys.executable, "-c", "pass"],
        "db_info": _app(league_db, "db", "info"),
        "army_data_list": _app(league_db, "army-data", "list"),
        "rosters_list": _app(rosters_db, "rosters", "list"),
        "standings": _app(league_db, "league", "standings", LEAGUE),
    }, runs)


def build(path: Path, players: int, games: int) -> Path:
    from benchmarks.datagen import build_league
    from warbands_manager.store.database import open_database

    database = open_database(path)
    try:
        build_league(database, players, games)
    finally:
        database.close()
    return path


def _ms(value: float) -> str:
    return f"{value:,.0f} ms"


def _yes(ok: bool) -> str:
    return "yes" if ok else "**no**"


def budget_rows(cli: dict) -> list[tuple[str, ...]]:
    """(figure, limit, measured median with its reference, ratio, met (wall), met (CPU))."""
    rows = []
    limit, limit_cpu = 2 * cli["python"] + 250, 2 * cli["python_cpu"] + 250
    for key, label in (("db_info", "`db info`"), ("army_data_list", "`army-data list`"),
                       ("rosters_list", "`rosters list`, 1,000 rosters"),
                       ("standings", "`league standings NAME`, 1,000 players / 20,000 games")):
        rows.append((f"{label} (whole process)", "≤ 2 × `python -c pass` + 250 ms",
                     f"{_ms(cli[key])}, limit {_ms(limit)} (`python -c pass` "
                     f"{_ms(cli['python'])}); CPU {_ms(cli[key + '_cpu'])}, limit "
                     f"{_ms(limit_cpu)}", f"{cli[key] / limit:.2f} of the limit",
                     _yes(cli[key] <= limit), _yes(cli[key + "_cpu"] <= limit_cpu)))
    return rows


def scorecard_pdf(database: Path, folder: Path, runs: int) -> float:
    """Median wall ms of writing the scorecard PDF of ``database``'s league (in process, the
    standings read beforehand)."""
    from warbands_manager.reports.league_scorecard import ScorecardInfo, write_scorecard
    from warbands_manager.store.league_reads import read_sheet
    from warbands_manager.store.quick_read import open_current

    connection = open_current(database)
    try:
        sheet = read_sheet(connection, LEAGUE, None)
    finally:
        connection.close()
    info = ScorecardInfo(sheet.name, sheet.organiser, sheet.weeks, sheet.tables,
                         sheet.tie_breakers)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        write_scorecard(folder / "scorecard.pdf", info, sheet.standings)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def league_scale(databases: dict[int, Path], folder: Path, runs: int) -> list[dict]:
    """Per league size (players: database): the Leagues page opened, the scorecard PDF and
    ``league standings NAME`` (whole process), median wall ms."""
    from benchmarks.budgets import leagues_page_open
    from benchmarks.startup import interleaved
    from warbands_manager.store.database import open_database

    rows = []
    for players, path in sorted(databases.items()):
        database = open_database(path)
        try:
            page = leagues_page_open(database, runs).wall
        finally:
            database.close()
        standings = interleaved({"standings": _app(path, "league", "standings", LEAGUE)},
                                runs)["standings"]
        rows.append({"n": players, "page": page, "pdf": scorecard_pdf(path, folder, runs),
                     "standings": standings})
    return rows
