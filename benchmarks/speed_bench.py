"""Issue 21 rows: commands that open the database, and the league at 10× scale.

Each figure is a whole ``warbands-manager`` process (start to exit), run interleaved with its
reference in the same run (``python -c pass``), medians of wall and CPU time:

- ``db info``, ``army-data list`` and ``league standings NAME`` (1,000 players / 20,000 games):
  ≤ 2 × ``python -c pass`` + 250 ms;
- ``league standings NAME`` and ``league scorecard NAME`` at 10,000 players / 200,000 games:
  ≤ 1 s each;
- in process, against the 1,000-player league measured in the same run: the Leagues page at
  10,000 players painted ≤ 300 ms (standings computed on the thread pool, shown when ready)
  and the scorecard PDF linear in players (≤ 12 × the 1,000-player time).

    python -m benchmarks.speed_bench [--runs 7] [--out docs/performance/speed.md]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import ROOT, machine  # noqa: E402

LEAGUE = "Benchmark league"
PAGE = ROOT / "docs" / "performance" / "speed.md"


def _app(db: Path, *words: str) -> list[str]:
    return [sys.executable, "-m", "warbands_manager", "--db", str(db), *words]


def commands_opening_the_database(league_db: Path, rosters_db: Path, runs: int
                                  ) -> dict[str, float]:
    """The read-only commands on a 1,000-player / 20,000-game league (``rosters list`` on a
    database of 100 rosters), interleaved with ``python -c pass``."""
    from benchmarks.startup import interleaved

    return interleaved({
        "python": [sys.executable, "-c", "pass"],
        "db_info": _app(league_db, "db", "info"),
        "army_data_list": _app(league_db, "army-data", "list"),
        "rosters_list": _app(rosters_db, "rosters", "list"),
        "standings": _app(league_db, "league", "standings", LEAGUE),
    }, runs)


def league_at_ten_times(big_db: Path, folder: Path, runs: int) -> dict[str, float]:
    """Standings and the scorecard PDF of a 10,000-player / 200,000-game league."""
    from benchmarks.startup import interleaved

    return interleaved({
        "python": [sys.executable, "-c", "pass"],
        "standings": _app(big_db, "league", "standings", LEAGUE),
        "scorecard": _app(big_db, "league", "scorecard", LEAGUE, "-o",
                          str(folder / "scorecard.pdf")),
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


def budget_rows(f: dict) -> list[tuple[str, ...]]:
    """(figure, limit, measured median with its reference, ratio, met (wall), met (CPU))."""
    rows = []
    cli = f.get("cli_db")
    if cli:
        limit, limit_cpu = 2 * cli["python"] + 250, 2 * cli["python_cpu"] + 250
        for key, label in (("db_info", "`db info`"), ("army_data_list", "`army-data list`"),
                           ("rosters_list", "`rosters list` (100 rosters)"),
                           ("standings", "`league standings NAME`, 1,000 players / 20,000 "
                                         "games")):
            rows.append((f"{label} (whole process)", "≤ 2 × `python -c pass` + 250 ms",
                         f"{_ms(cli[key])}, limit {_ms(limit)} (`python -c pass` "
                         f"{_ms(cli['python'])}); CPU {_ms(cli[key + '_cpu'])}, limit "
                         f"{_ms(limit_cpu)}", f"{cli[key] / limit:.2f} of the limit",
                         _yes(cli[key] <= limit), _yes(cli[key + "_cpu"] <= limit_cpu)))
    big = f.get("league_10x")
    if big:
        for key, label in (("standings", "`league standings NAME`"),
                           ("scorecard", "`league scorecard NAME`")):
            rows.append((f"{label}, 10,000 players / 200,000 games (whole process)", "≤ 1 s",
                         f"{_ms(big[key])} (CPU {_ms(big[key + '_cpu'])}; `python -c pass` "
                         f"{_ms(big['python'])})", f"{big[key] / 1000:.2f} of the limit",
                         _yes(big[key] <= 1000), _yes(big[key + "_cpu"] <= 1000)))
    if f.get("league_scale"):
        rows += scale_rows(f["league_scale"])
    return rows


def page(f: dict) -> str:
    """``docs/performance/speed.md``."""
    before, after = f["machine_before"], f["machine_after"]
    lines = [
        "# Speed a user feels (issue 21): database commands and the league at 10× scale", "",
        "Written by `python -m benchmarks.speed_bench` (also rows of `benchmarks/run`). Every "
        "figure is the median of whole processes run interleaved with its reference "
        "(`python -c pass`) in the same run; “met” judges the wall-clock median, “by CPU” the "
        "child's CPU time, which a busy shared machine stretches far less.", "",
        f"Machine: {before['cpu']}, {before['cores']} cores, Python {before['python']}; load "
        f"average {before['load']} before, {after['load']} after; {f['runs']} runs each.", "",
        "| figure | budget | measured (median) and reference | ratio | met | by CPU |",
        "|---|---|---|---|---|---|",
        *[f"| {' | '.join(row)} |" for row in budget_rows(f)], "",
    ]
    return "\n".join(lines)


def measure(runs: int, ten_times: bool = True) -> dict:
    figures: dict = {"machine_before": machine(), "runs": runs}
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        from benchmarks.datagen import build_startup_database

        league_db = build(folder / "league-1k.sqlite", 1000, 20_000)
        rosters_db = build_startup_database(folder / "rosters.sqlite")
        figures["cli_db"] = commands_opening_the_database(league_db, rosters_db, runs)
        if ten_times:
            big_db = build(folder / "league-10k.sqlite", 10_000, 200_000)
            figures["league_10x"] = league_at_ten_times(big_db, folder, max(3, runs // 2))
            figures["league_scale"] = league_scale({1000: league_db, 10_000: big_db}, folder,
                                                   max(3, runs // 2))
    figures["machine_after"] = machine()
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Issue 21 rows; writes its page.")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--out", type=Path, default=PAGE)
    parser.add_argument("--no-10x", action="store_true", help="skip the 10,000-player league")
    args = parser.parse_args(argv)
    text = page(measure(args.runs, not args.no_10x))
    args.out.write_text(text, encoding="utf-8")
    print(text)
    return 0



def leagues_page(databases: dict[str, Path], runs: int) -> dict[str, float]:
    """Opening the Leagues page (built, shown and painted, idle event loop) on each database,
    in turn per run, and until its standings, computed on the thread pool, are shown; with a
    bare QMainWindow of the same size shown and painted in the same process as the yardstick.
    Medians of wall ms: ``<name>`` painted, ``<name>_standings`` standings shown;
    ``<name>_cpu`` the GUI thread's CPU ms until painted (a busy machine stretches it less)."""
    import statistics
    import time

    from PySide6.QtCore import QEvent, QObject, QThreadPool
    from PySide6.QtWidgets import QApplication, QMainWindow

    from warbands_manager.navigation import view_info
    from warbands_manager.services.container import Services
    from warbands_manager.store.database import open_database
    from warbands_manager.ui.paint_probe import after_rows_painted
    from warbands_manager.ui.views.leagues.page import LeaguesPage

    app = QApplication.instance() or QApplication([])
    opened = {name: open_database(path) for name, path in databases.items()}
    services = {name: Services.for_database(database) for name, database in opened.items()}
    times: dict[str, list[float]] = {}

    def settle(page, shown: list) -> None:  # until the standings' rows have painted
        while page.standings_tab.computing or not shown:
            QThreadPool.globalInstance().waitForDone(5)
            app.processEvents()

    def bare() -> None:
        window = QMainWindow()
        window.resize(1280, 800)
        window.show()
        app.processEvents()
        window.close()
        window.deleteLater()

    class FirstPaint(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.at = None

        def eventFilter(self, watched, event):  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.Paint and self.at is None:
                self.at, self.cpu = time.perf_counter(), time.thread_time()
            return False

    def one(name: str) -> None:
        start, start_cpu = time.perf_counter(), time.thread_time()
        page = LeaguesPage(view_info("leagues"), services[name])
        page.resize(1280, 800)
        painted, shown = FirstPaint(), []
        page.installEventFilter(painted)
        after_rows_painted(page.standings_tab.table, lambda: shown.append(True))
        page.show()
        app.processEvents()  # painted: the list, the league and the tab saying it is working
        while painted.at is None:
            app.processEvents()
        times.setdefault(name, []).append((painted.at - start) * 1000)
        times.setdefault(f"{name}_cpu", []).append((painted.cpu - start_cpu) * 1000)
        page.removeEventFilter(painted)
        settle(page, shown)
        times.setdefault(f"{name}_standings", []).append((time.perf_counter() - start) * 1000)
        page.close()
        page.deleteLater()
        app.processEvents()

    try:
        for name in services:  # warm-up
            one(name)
        times.clear()
        for _ in range(runs):
            start = time.perf_counter()
            bare()
            times.setdefault("bare_window", []).append((time.perf_counter() - start) * 1000)
            for name in services:
                one(name)
    finally:
        for database in opened.values():
            database.close()
    return {name: statistics.median(values) for name, values in times.items()}


def scorecard_pdf(databases: dict[str, Path], folder: Path, runs: int) -> dict[str, float]:
    """Writing the scorecard PDF (in process, the standings read beforehand) of each
    database's league, in turn per run: median wall ms per name (and ``<name>_cpu``)."""
    import statistics
    import time

    from warbands_manager.reports.league_scorecard import ScorecardInfo, write_scorecard
    from warbands_manager.services.league_reads import read_sheet
    from warbands_manager.store.quick_read import open_current

    sheets = {}
    for name, path in databases.items():
        connection = open_current(path)
        try:
            sheets[name] = read_sheet(connection, LEAGUE, None)
        finally:
            connection.close()
    times: dict[str, list[float]] = {}
    for _ in range(runs):
        for name, sheet in sheets.items():
            info = ScorecardInfo(sheet.name, sheet.organiser, sheet.weeks, sheet.tables,
                                 sheet.tie_breakers)
            start, start_cpu = time.perf_counter(), time.process_time()
            write_scorecard(folder / f"{name}.pdf", info, sheet.standings)
            times.setdefault(name, []).append((time.perf_counter() - start) * 1000)
            times.setdefault(f"{name}_cpu", []).append((time.process_time() - start_cpu) * 1000)
    return {name: statistics.median(values) for name, values in times.items()}


def league_scale(databases: dict[int, Path], folder: Path, runs: int) -> dict:
    """The Leagues page and the scorecard PDF at two league sizes (players: database), the
    smaller one the reference of the larger (``benchmarks/run``: 1,000 and 10,000 players;
    ``--quick``: 100 and 1,000)."""
    small, big = sorted(databases)
    named = {"small": databases[small], "big": databases[big]}
    return {"small_players": small, "big_players": big,
            "page": leagues_page(named, runs), "pdf": scorecard_pdf(named, folder, runs)}


def scale_rows(scale: dict) -> list[tuple[str, ...]]:
    """The Leagues page and scorecard linearity rows (same columns as :func:`budget_rows`)."""
    page, pdf = scale["page"], scale["pdf"]
    small, big = f"{scale['small_players']:,}", f"{scale['big_players']:,}"
    ratio = pdf["big"] / pdf["small"]
    return [
        (f"Open the Leagues page, {big} players: painted, standings computed on the thread "
         "pool", "≤ 300 ms",
         f"{_ms(page['big'])} (GUI thread CPU {_ms(page['big_cpu'])}; bare window "
         f"{_ms(page['bare_window'])}; {small} players {_ms(page['small'])}); standings shown "
         f"after {_ms(page['big_standings'])}", f"{page['big'] / 300:.2f} of the limit",
         _yes(page["big"] <= 300), _yes(page["big_cpu"] <= 300)),
        (f"Scorecard PDF, {big} players, linear in players", f"≤ 12 × the {small}-player time",
         f"{_ms(pdf['big'])} vs {_ms(pdf['small'])} (CPU {_ms(pdf['big_cpu'])} vs "
         f"{_ms(pdf['small_cpu'])})", f"× {ratio:.1f}", _yes(ratio <= 12),
         _yes(pdf["big_cpu"] / pdf["small_cpu"] <= 12)),
    ]


if __name__ == "__main__":
    sys.exit(main())
