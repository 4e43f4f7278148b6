"""Importing every BattleScribe catalogue we have of the community's data repository in one
``import-bsdata`` call, the whole process (interpreter start to exit), beside ``python -c pass``
run interleaved with it. Budget: ≤ 1.5 s.

    python -m benchmarks.armydata_bench [--runs N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import Timing, catalogue_files, run_child  # noqa: E402

CLI = [sys.executable, "-m", "warbands_manager"]
PYTHON_PASS = [sys.executable, "-c", "pass"]
BUDGET_MS = 1500


def bench_import(runs: int) -> dict | None:
    """``import`` (the call) and ``python`` Timings, and how many ``catalogues`` were
    imported; None without the BattleScribe files.

    Untimed set-up of each run: a database of this version holding the first game system, as
    a club's database is when it imports army data (a new file would first be created and
    migrated, which is the database's start, not the import's)."""
    files = [str(path) for path in catalogue_files()]
    catalogues = sum(path.endswith(".cat") for path in files)
    if not catalogues:
        return None
    found: dict[str, list[tuple[float, float]]] = {"import": [], "python": []}
    for number in range(runs + 1):
        with tempfile.TemporaryDirectory() as scratch:
            database = Path(scratch) / "bench.sqlite"
            run_child([*CLI, "--db", str(database), "import-bsdata", files[0]])
            timed = run_child([*CLI, "--db", str(database), "import-bsdata", *files])[:2]
        python = run_child(PYTHON_PASS)[:2]
        if number:  # the first run warms the bytecode cache and the disk
            found["import"].append(timed)
            found["python"].append(python)
    figures: dict = {key: Timing(statistics.median(w for w, _c in values),
                                 statistics.median(c for _w, c in values), len(values))
                     for key, values in found.items()}
    figures["catalogues"] = catalogues
    return figures


def budget_row(figures: dict | None) -> tuple[str, ...]:
    """``benchmarks/run``'s row: (budget, limit, measured, ratio, within (wall), by CPU)."""
    if figures is None:
        return ("import-bsdata, every catalogue in one call", "≤ 1,500 ms",
                "not measured (no BattleScribe files)", "", "—", "—")
    run, python = figures["import"], figures["python"]
    return (f"import-bsdata, all {figures['catalogues']} catalogues in one call (whole "
            "process)", "≤ 1,500 ms",
            f"{run.wall:,.1f} ms (CPU {run.cpu:,.1f} ms); `python -c pass` {python.wall:,.1f} ms",
            f"{run.wall / BUDGET_MS:.2f} of the limit", _yes(run.wall <= BUDGET_MS),
            _yes(run.cpu <= BUDGET_MS))


def _yes(ok: bool) -> str:
    return "yes" if ok else "**no**"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    figures = bench_import(parser.parse_args(argv).runs)
    print(" | ".join(budget_row(figures)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
