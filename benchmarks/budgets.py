"""One function per in-process budget; each returns medians in ms.

``benchmarks/suite.py`` calls them and writes ``docs/performance.md``.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import ROOT, Timing, child_env, median_ms  # noqa: E402

DEMO_FILE = ROOT / "data" / "demo" / "rosters" / "thor-lukasz-the-bold-dwarfs.json"


def gui_edit(runs: int) -> dict[str, float] | None:
    """The pytest-qt edit benchmark, in a child pytest process (offscreen); None without the
    BattleScribe sample it builds its roster from."""
    from benchmarks.common import bsdata

    if not any(bsdata().glob("*.cat")):
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


def leagues_page_open(database, runs: int) -> Timing:
    """Opening the Leagues page on the league of ``database`` until its standings' rows are
    painted."""
    from warbands_manager.services.container import Services

    return leagues_page(Services.for_database(database), runs)


def leagues_page(services, runs: int) -> Timing:
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
        # painted (the turn after that paint).
        after_rows_painted(page.standings_tab.table, lambda: shown.append(True))
        page.show()
        app.processEvents()
        while page.standings_tab.computing or not shown:
            QThreadPool.globalInstance().waitForDone(5)
            app.processEvents()
        pages.append(page)

    opening = median_ms(open_page, runs, setup=close_last)
    close_last()
    return opening


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


