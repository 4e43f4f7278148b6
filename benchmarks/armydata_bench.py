"""Army data import of both BattleScribe generations (issue 16, section 6).

Run from the repository root:  python benchmarks/armydata_bench.py [--runs N] [--write]
``--write`` rewrites docs/performance/armydata.md with the medians.

Measured (medians, wall and CPU), each beside a reference measured in the same run:
* ``warbands-manager import-bsdata`` of all 15 files of ``shared/data/bsdata/more`` in one call,
  including interpreter start — budget ≤ 1.5 s; reference: ``army-data list`` on the same
  database (interpreter start, imports, opening the database: the part any command pays);
* the largest catalogue (Empire 8thBRB_7thAB, ≈1.9 MB, schema 2.01) read in process (file →
  safe XML parse → army list) — budget ≤ 150 ms; reference: ``ElementTree.fromstring`` alone;
* the peak of Python memory while importing all 15 files in process against the peak while
  importing the largest one alone: the XML of one catalogue is dropped before the next is read.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from xml.etree import ElementTree

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import ROOT, Timing, child_env, median_ms  # noqa: E402

MORE = (Path(os.environ["WARBANDS_BSDATA"]) if os.environ.get("WARBANDS_BSDATA")
        else ROOT.parent / "shared" / "data" / "bsdata") / "more"
LARGEST = MORE / "Empire - 8thBRB_7thAB.cat"
GST8 = MORE / "Warhammer Fantasy 8th ed.gst"
GST7 = MORE.parent / "Warhammer Fantasy 7th ed.gst"
OUT = ROOT / "docs" / "performance" / "armydata.md"
CLI = [sys.executable, "-m", "warbands_manager"]


def _run(database: Path, *args: str) -> Timing:
    """One child run: its wall time and its own CPU time (user + system, from rusage)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([*CLI, "--db", str(database), *args], env=child_env(), check=False,
                   capture_output=True, timeout=120)
    wall = (time.perf_counter() - start) * 1000
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return Timing(wall, (after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
                  * 1000, 1)


def bench_cli(runs: int) -> tuple[Timing, Timing]:
    """(import of the 15 files, reference: army-data list), interleaved so load hits both.

    Untimed set-up of each run: a fresh database holding the 7th edition game system, which
    ``Skaven - 7thBRB_6thAB.cat`` (one of the 15) was written for; the timed call then imports
    every file of more/ with nothing refused."""
    imports, references = [], []
    for number in range(runs + 1):
        with tempfile.TemporaryDirectory() as scratch:
            database = Path(scratch) / "bench.sqlite"
            _run(database, "import-bsdata", str(GST7))
            imported = _run(database, "import-bsdata", str(MORE))
            reference = _run(database, "army-data", "list")
        if number:  # the first run warms the bytecode cache and the disk
            imports.append(imported)
            references.append(reference)
    return _median(imports), _median(references)


def _median(timings: list[Timing]) -> Timing:
    import statistics

    return Timing(statistics.median(t.wall for t in timings),
                  statistics.median(t.cpu for t in timings), len(timings))


def bench_largest(runs: int) -> tuple[Timing, Timing]:
    from warbands_manager.rules.armydata.bsdata import parse_catalogue
    from warbands_manager.rules.armydata.files import open_source

    system = open_source(GST8).root
    data = LARGEST.read_bytes()
    read = median_ms(lambda: parse_catalogue(open_source(LARGEST).root, system, LARGEST.name),
                     runs)
    reference = median_ms(lambda: ElementTree.fromstring(data), runs)
    return read, reference


def bench_memory() -> tuple[float, float]:
    """Peak traced memory (MB) importing all 15 files, and importing the largest alone."""
    from warbands_manager.paths import data_dir
    from warbands_manager.services.armies import ArmyDataService
    from warbands_manager.store.database import open_database

    peaks = []
    for paths in ([MORE], [GST8, LARGEST]):
        with tempfile.TemporaryDirectory() as scratch:
            database = open_database(Path(scratch) / "memory.sqlite")
            service = ArmyDataService(database, data_dir())
            tracemalloc.start()
            service.import_paths(paths)
            peaks.append(tracemalloc.get_traced_memory()[1] / 1024 / 1024)
            tracemalloc.stop()
            database.close()
    return peaks[0], peaks[1]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    if not LARGEST.exists():
        print(f"no BattleScribe files under {MORE}", file=sys.stderr)
        return 1
    cli, cli_reference = bench_cli(args.runs)
    largest, parse_reference = bench_largest(args.runs * 2 + 1)
    all_peak, one_peak = bench_memory()
    rows = [
        ("import-bsdata, 15 files of more/, one CLI call (budget ≤ 1500 ms)", cli),
        ("reference: army-data list on the same database (interpreter, imports, opening)",
         cli_reference),
        ("largest catalogue read in process, Empire 8thBRB_7thAB (budget ≤ 150 ms)", largest),
        ("reference: ElementTree.fromstring of the same file, nothing else", parse_reference),
    ]
    for name, timing in rows:
        print(f"{name}: {timing}")
    print(f"peak memory: all 15 files {all_peak:.1f} MB, the largest alone {one_peak:.1f} MB")
    if args.write:
        write_report(rows, all_peak, one_peak)
    return 0


def write_report(rows, all_peak: float, one_peak: float) -> None:
    import platform

    files = sorted(MORE.glob("*.gst")) + sorted(MORE.glob("*.cat"))
    size = sum(path.stat().st_size for path in files)
    table = "\n".join(f"| {name} | {t.wall:.0f} ms | {t.cpu:.0f} ms | {t.runs} |"
                      for name, t in rows)
    OUT.write_text(f"""# Performance: army data import (both BattleScribe generations)

Measured with `python benchmarks/armydata_bench.py --write`: Python {platform.python_version()}
on {platform.machine()}, {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f} at the end
(a machine shared with other work: read the figures as upper bounds, and compare each with the
reference measured beside it). {len(files)} files, {size // 1024} KiB, from
`shared/data/bsdata/more` (schemas 1.15, 2.01 and 2.03; the 8th edition game system).

| what | median wall | median CPU | runs |
|---|---|---|---|
{table}

Against the budgets: the import's own work (its CPU time minus the reference's) is
{rows[0][1].cpu - rows[1][1].cpu:.0f} ms CPU for the 15 files; the rest of the call is what
every command pays to start (interpreter, SQLModel/SQLAlchemy imports, opening the database).
On an idle machine wall ≈ CPU. The largest catalogue costs about as much CPU as ElementTree's
parse of the raw file alone ({rows[2][1].cpu:.0f} ms against {rows[3][1].cpu:.0f} ms): dropping
the indentation before parsing pays for reading the units.

Peak Python memory (tracemalloc) while importing all 15 files in one call: {all_peak:.1f} MB;
importing the largest catalogue alone: {one_peak:.1f} MB. The peaks are close because each
catalogue's XML is read, turned into its army list, stored and dropped before the next file is
opened (`ArmyDataService.import_paths`); only the parsed army lists are kept.

How the reading stays fast: the declaration scan (no DOCTYPE / ENTITY) stops at the root
element (a DOCTYPE cannot follow it), indentation between tags is dropped before parsing, tags
lose their namespace so child lookups use ElementTree's C search, a 1.x file is rewritten once in
the 2.x shape, and the stored document is built without `dataclasses.asdict`.
""", encoding="utf-8")
    print(f"wrote {OUT}")


if __name__ == "__main__":
    sys.exit(main())
