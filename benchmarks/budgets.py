"""One function per budget of issue 10; each returns medians in ms (or the rate asked for).

``benchmarks/suite.py`` calls them and writes ``docs/performance.md``.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import ROOT, child_env, median_ms  # noqa: E402

DEMO_FILE = ROOT / "data" / "demo" / "rosters" / "thor-lukasz-the-bold-dwarfs.json"


def validation_rate(seconds: float, runs: int) -> dict[str, float]:
    """Ten-unit rosters validated per second, in-process: medians of wall and CPU rates."""
    import statistics

    from benchmarks.rosters_rules import ten_unit_rosters
    from warbands_manager.rules.validation import validate

    rosters = ten_unit_rosters()
    wall_rates, cpu_rates = [], []
    for _ in range(runs):
        count, start, cpu = 0, time.perf_counter(), time.process_time()
        while time.perf_counter() - start < seconds:
            for roster in rosters:
                validate(roster)
            count += len(rosters)
        wall_rates.append(count / (time.perf_counter() - start))
        cpu_rates.append(count / max(1e-9, time.process_time() - cpu))
    return {"wall": statistics.median(wall_rates), "cpu": statistics.median(cpu_rates)}


def gui_edit(runs: int) -> dict[str, float] | None:
    """The pytest-qt edit benchmark, in a child pytest process (offscreen); None without the
    BattleScribe sample it builds its roster from."""
    from benchmarks.rosters_app_bench import FILES

    if len(FILES) < 2:
        return None
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "edit.json"
        env = child_env(WARBANDS_BENCH_OUT=str(out), WARBANDS_BENCH_RUNS=str(runs))
        done = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
             str(ROOT / "benchmarks" / "gui_edit_bench.py")],
            cwd=ROOT, env=env, capture_output=True, text=True, check=False)
        if done.returncode != 0 or not out.exists():
            # Everything the child said: a crash (exit -11) prints only to stderr.
            raise RuntimeError(f"gui_edit_bench failed (exit {done.returncode}): "
                               f"{done.stdout[-1500:]}{done.stderr[-1500:]}")
        return json.loads(out.read_text(encoding="utf-8"))


def leagues(database, league_id: int, runs: int) -> dict[str, object]:
    """Standings, recording one game, opening the Leagues page, scrolling its standings."""
    from warbands_manager.rules.league.results import Outcome
    from warbands_manager.services.container import Services
    from warbands_manager.services.league_games import GameInput

    services = Services.for_database(database)
    ids = [p.id for p in services.leagues.league(league_id).players]
    services.league_games.standings(league_id)  # warm the statement cache
    standings = median_ms(lambda: services.league_games.standings(league_id), runs)
    rng = random.Random(7)

    def record() -> None:
        a, b = rng.sample(ids, 2)
        services.league_games.record_game(league_id, GameInput(4, a, b, Outcome.VICTORY))

    recording = median_ms(record, runs)
    return {"standings": standings, "record": recording, **leagues_page(services, runs)}


def leagues_page(services, runs: int) -> dict[str, object]:
    from PySide6.QtCore import QThreadPool
    from PySide6.QtWidgets import QApplication

    from warbands_manager.navigation import view_info
    from warbands_manager.ui.paint_probe import after_rows_painted
    from warbands_manager.ui.views.registry import create_view

    app = QApplication.instance() or QApplication([])
    pages = []

    def close_last() -> None:  # untimed: one Leagues page on screen, as in the window
        if pages:
            pages[-1].close()
            pages.pop().deleteLater()
            app.processEvents()

    def open_page() -> None:
        page = create_view(view_info("leagues"), services)
        page.resize(1280, 800)
        shown: list[bool] = []
        # Until the standings are on screen: worked out on the thread pool, then their rows
        # painted (the turn after that paint); a page left computing would also slow the
        # next run down.
        after_rows_painted(page.standings_tab.table, lambda: shown.append(True))
        page.show()
        app.processEvents()
        while page.standings_tab.computing or not shown:
            QThreadPool.globalInstance().waitForDone(5)
            app.processEvents()
        pages.append(page)

    opening = median_ms(open_page, max(3, runs // 3), setup=close_last)
    page = pages[-1]
    table = page.standings_tab.table
    bar = table.verticalScrollBar()
    widgets_before = len(QApplication.allWidgets())

    def scroll() -> None:
        bar.setValue(0)
        step = max(1, bar.pageStep())
        for value in range(0, bar.maximum() + step, step):
            bar.setValue(value)
            table.viewport().repaint()

    scrolling = median_ms(scroll, max(3, runs // 3))
    pages_scrolled = bar.maximum() // max(1, bar.pageStep()) + 1
    created = len(QApplication.allWidgets()) - widgets_before
    rows = table.model().rowCount()
    for item in pages:
        item.close()
        item.deleteLater()
    app.processEvents()
    return {"open": opening, "scroll_page_ms": scrolling.wall / pages_scrolled,
            "widgets_created_scrolling": created, "rows": rows}


def army_import(runs: int) -> float | None:
    from benchmarks import rosters_app_bench

    if len(rosters_app_bench.FILES) < 2:
        return None
    return rosters_app_bench.bench_import(runs) * 1000


def roster_pdf(runs: int) -> float:
    from warbands_manager.reports.roster_pdf import roster_pdf as make_pdf
    from warbands_manager.rules.roster_io import read_roster_file

    roster = read_roster_file(DEMO_FILE)
    make_pdf(roster)  # fonts are registered once per process
    return median_ms(lambda: make_pdf(roster), runs).wall


def scorecard_pdf(database, league_id: int, runs: int) -> float:
    """The filled scorecard of a league (200 players in the suite), written to a file."""
    from warbands_manager.reports import league_scorecard as pdf
    from warbands_manager.services.container import Services

    services = Services.for_database(database)
    detail = services.leagues.league(league_id)
    standings = services.league_games.standings(league_id)
    info = pdf.ScorecardInfo(detail.name, detail.settings.organiser, detail.settings.weeks,
                             detail.tables, detail.tie_breakers)
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "scorecard.pdf"
        pdf.write_scorecard(out, info, standings)
        return median_ms(lambda: pdf.write_scorecard(out, info, standings), runs).wall


# The child prints its own peak (KiB). Linux's ru_maxrss keeps the high-water mark of the memory
# copied from the parent at fork, before exec: a large benchmark process made a small child look
# large. VmHWM belongs to the address space exec made, so it is the app's alone.
_PEAK_CHILD = """\
import sys
from warbands_manager.cli import main
code = main(sys.argv[1:])
try:
    with open("/proc/self/status") as status:
        print(next(int(line.split()[1]) for line in status if line.startswith("VmHWM:")))
except OSError:  # no /proc (macOS): the best figure there is
    import resource
    print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
sys.exit(code)
"""


def peak_rss_mib(database_path: Path) -> float:
    """Peak RSS of the app showing the Leagues view of ``database_path`` (a child process)."""
    with tempfile.TemporaryDirectory() as folder:
        shot = Path(folder) / "leagues.png"
        command = [sys.executable, "-c", _PEAK_CHILD,
                   "--db", str(database_path), "--screenshot", str(shot), "--view", "leagues"]
        done = subprocess.run(command, cwd=ROOT, env=child_env(), capture_output=True,
                              text=True, check=False)
        if done.returncode != 0:
            raise RuntimeError(f"memory child failed: {done.stderr[-800:]}")
        return int(done.stdout.strip().splitlines()[-1]) / 1024


def validate_files(paths: list[str], runs: int) -> float:
    """Median wall ms of one ``validate`` call on ``paths``."""
    from benchmarks.startup import interleaved

    return interleaved({"v": [sys.executable, "-m", "warbands_manager", "validate", *paths]},
                       runs)["v"]


