"""Run every benchmark and write ``docs/performance.md``: ``benchmarks/run [--quick]``.

Medians of repeated runs; budgets are reported (yes/no), never enforced: the exit code is 0
whatever the timings, so CI (``.ci/run`` runs ``--quick``) only checks that nothing rots.
``--quick`` uses few repetitions and small scaling sets and writes to a temporary file unless
``--out`` is given.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

from benchmarks import (  # noqa: E402
    armydata_bench,
    budgets,
    scaling,
    speed_bench,
    startup,
    validate_speed,
)
from benchmarks.common import ROOT, machine  # noqa: E402
from benchmarks.report import write_report  # noqa: E402

REPORT = ROOT / "docs" / "performance.md"


@dataclass(frozen=True)
class Plan:
    """Repetitions and sizes of one mode."""

    startup_runs: int = 21
    cli_runs: int = 15
    many_runs: int = 5
    rate_seconds: float = 1.0
    rate_runs: int = 7
    edit_runs: int = 40
    league_runs: int = 15
    import_runs: int = 15
    armydata_runs: int = 7  # the 15-file import (issue 16): ~5 s a run
    pdf_runs: int = 21
    scorecard_runs: int = 11
    memory_runs: int = 3
    roster_sizes: tuple[int, ...] = (10, 100, 1_000, 10_000)
    cli_sizes: tuple[int, ...] = (10, 100, 1_000, 10_000)
    game_sizes: tuple[int, ...] = (1_000, 10_000, 100_000)
    scaling_runs: int = 5
    ten_times: bool = True  # the 10,000-player / 200,000-game league (issue 21)


QUICK = Plan(startup_runs=3, cli_runs=3, many_runs=1, rate_seconds=0.2, rate_runs=3,
             edit_runs=5, league_runs=3, import_runs=3, pdf_runs=5, scorecard_runs=3,
             armydata_runs=1,
             memory_runs=1, roster_sizes=(10, 100), cli_sizes=(10,), game_sizes=(1_000,),
             scaling_runs=3, ten_times=False)


def _step(label: str):
    print(f"… {label}", flush=True)
    return time.perf_counter()


def measure(plan: Plan) -> dict:
    """Every figure of the report."""
    from benchmarks.datagen import build_league, build_startup_database
    from warbands_manager.store.database import open_database

    figures: dict = {"machine_before": machine()}
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        _step("start-up database (200 players, 100 rosters)")
        start_db = build_startup_database(folder / "start.sqlite")
        _step("start-up: Rosters page painted with 50 rosters (and first paint), interleaved "
              "with a bare QTableView of them and a bare QMainWindow")
        content_db = startup.content_database(folder)
        figures["startup"] = startup.bench_content(content_db, plan.startup_runs)
        _step("--screenshot --view rosters, interleaved with a bare show + grab + save")
        figures["screenshot"] = startup.bench_screenshot(content_db, plan.startup_runs)
        _step("validate: one file (and python -c pass), 1,000 files")
        figures["cli_one"] = startup.bench_validate_one(plan.cli_runs)
        figures["cli_many"] = startup.bench_validate_many(1000, plan.many_runs)
        _step("validation rate")
        figures["rate"] = budgets.validation_rate(plan.rate_seconds, plan.rate_runs)
        _step("validation: 10,000 realistic rosters, validate on 10,000 files")
        figures["validation"] = validate_speed.figures(full=plan.ten_times)
        _step("GUI edit (pytest-qt)")
        figures["edit"] = budgets.gui_edit(plan.edit_runs)
        _step("army data import")
        figures["import"] = budgets.army_import(plan.import_runs)
        _step("import-bsdata: the 15 files of more/ in one call, the largest catalogue")
        figures["armydata"] = armydata_bench.suite_figures(plan.armydata_runs)
        _step("PDFs")
        figures["roster_pdf"] = budgets.roster_pdf(plan.pdf_runs)
        database = open_database(start_db)
        figures["scorecard"] = budgets.scorecard_pdf(database, 1, plan.scorecard_runs)
        database.close()
        _step("league of 1,000 players and 20,000 games")
        big_db = folder / "big.sqlite"
        database = open_database(big_db)
        league_id = build_league(database, 1000, 20_000)
        figures["leagues"] = budgets.leagues(database, league_id, plan.league_runs)
        database.close()
        _step("commands that open the database, vs python -c pass")
        figures["cli_db"] = speed_bench.commands_opening_the_database(big_db, start_db,
                                                                      plan.cli_runs)
        if plan.ten_times:
            _step("league of 10,000 players and 200,000 games: standings, scorecard")
            ten = speed_bench.build(folder / "ten.sqlite", 10_000, 200_000)
            figures["league_10x"] = speed_bench.league_at_ten_times(
                ten, folder, max(3, plan.cli_runs // 3))
        # The Leagues page and scorecard linearity, the smaller league the reference (issue 21).
        _step("Leagues page and scorecard PDF at two league sizes")
        scale = ({1000: big_db, 10_000: ten} if plan.ten_times else
                 {100: speed_bench.build(folder / "hundred.sqlite", 100, 2_000), 1000: big_db})
        figures["league_scale"] = speed_bench.league_scale(scale, folder,
                                                           max(3, plan.cli_runs // 3))
        _step("peak memory with that league open in the GUI")
        figures["rss"] = sorted(budgets.peak_rss_mib(big_db)
                                for _ in range(plan.memory_runs))[plan.memory_runs // 2]
    _step("scaling: rosters")
    figures["scale_rosters"] = scaling.rosters(plan.roster_sizes, plan.scaling_runs,
                                               plan.cli_sizes)
    _step("scaling: games")
    figures["scale_games"] = scaling.games(plan.game_sizes, 1000, plan.scaling_runs)
    figures["machine_after"] = machine()
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Run the benchmarks, write the report.")
    parser.add_argument("--quick", action="store_true",
                        help="few repetitions, small sets (CI); writes to a temporary file")
    parser.add_argument("--out", type=Path, help=f"report file (default: {REPORT})")
    args = parser.parse_args(argv)
    plan = QUICK if args.quick else Plan()
    started = time.perf_counter()
    figures = measure(plan)
    figures["seconds"] = time.perf_counter() - started
    out = args.out or (Path(tempfile.gettempdir()) / "warbands-performance-quick.md"
                       if args.quick else REPORT)
    text = write_report(out, figures, quick=args.quick)
    print(text)
    print(f"wrote {out} in {figures['seconds']:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
