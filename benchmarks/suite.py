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
)
from benchmarks.common import ROOT, machine  # noqa: E402
from benchmarks.report import write_report  # noqa: E402

REPORT = ROOT / "docs" / "performance.md"


@dataclass(frozen=True)
class Plan:
    """Repetitions and sizes of one mode."""

    startup_runs: int = 21
    cli_runs: int = 15
    edit_runs: int = 40
    league_runs: int = 9
    armydata_runs: int = 7
    pdf_runs: int = 21
    scorecard_runs: int = 11
    memory_runs: int = 3
    roster_sizes: tuple[int, ...] = (10, 100, 1_000, 10_000)
    cli_sizes: tuple[int, ...] = (10, 100, 1_000, 10_000)
    game_sizes: tuple[int, ...] = (1_000, 10_000, 100_000)
    league_sizes: tuple[int, ...] = (1_000, 10_000)  # players; ×20 games each
    scaling_runs: int = 5


QUICK = Plan(startup_runs=3, cli_runs=3, edit_runs=5, league_runs=3, armydata_runs=1,
             pdf_runs=5, scorecard_runs=3, memory_runs=1, roster_sizes=(10, 100),
             cli_sizes=(10,), game_sizes=(1_000,), league_sizes=(100, 1_000), scaling_runs=3)


def _step(label: str):
    print(f"… {label}", flush=True)
    return time.perf_counter()


def measure(plan: Plan) -> dict:
    """Every figure of the report."""
    from benchmarks.datagen import add_rosters, build_league, build_startup_database
    from warbands_manager.store.database import open_database

    figures: dict = {"machine_before": machine()}
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        _step("launch → Rosters page painted with 50 rosters, interleaved with a bare table")
        figures["startup"] = startup.bench_content(startup.content_database(folder),
                                                   plan.startup_runs)
        _step("an edit in the roster editor (pytest-qt)")
        figures["edit"] = budgets.gui_edit(plan.edit_runs)
        _step("import-bsdata: every catalogue in one call")
        figures["armydata"] = armydata_bench.bench_import(plan.armydata_runs)
        _step("PDFs: a roster sheet, a 200-player scorecard")
        figures["roster_pdf"] = budgets.roster_pdf(plan.pdf_runs)
        database = open_database(build_startup_database(folder / "start.sqlite"))
        figures["scorecard"] = budgets.scorecard_pdf(database, 1, plan.scorecard_runs)
        database.close()
        _step("league of 1,000 players and 20,000 games: the Leagues page")
        big_db = folder / "big.sqlite"
        database = open_database(big_db)
        build_league(database, 1000, 20_000)
        figures["leagues_page"] = budgets.leagues_page_open(database, plan.league_runs)
        database.close()
        _step("commands that read the database, vs python -c pass")
        rosters_db = folder / "rosters.sqlite"
        database = open_database(rosters_db)
        add_rosters(database, 1000)
        database.close()
        figures["cli_db"] = speed_bench.commands_opening_the_database(big_db, rosters_db,
                                                                      plan.cli_runs)
        _step("peak memory with that league open in the GUI")
        figures["rss"] = sorted(budgets.peak_rss_mib(big_db)
                                for _ in range(plan.memory_runs))[plan.memory_runs // 2]
        _step("scaling: the league at several sizes")
        leagues = {players: (big_db if players == 1000 else
                             speed_bench.build(folder / f"league-{players}.sqlite", players,
                                               20 * players))
                   for players in plan.league_sizes}
        figures["scale_leagues"] = speed_bench.league_scale(leagues, folder, plan.league_runs)
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
