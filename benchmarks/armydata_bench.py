"""Army data import of both BattleScribe generations (issue 16, section 6).

Run from the repository root:  python benchmarks/armydata_bench.py [--runs N] [--write]
``--write`` rewrites docs/performance/armydata.md with the medians; ``benchmarks/run`` takes
its two budget rows from :func:`suite_figures` and :func:`budget_rows`.

Measured (medians, wall and CPU), each beside a reference measured in the same run:
* ``warbands-manager import-bsdata`` of all 15 files of ``shared/data/bsdata/more`` in one call,
  the whole process (interpreter start to exit) — budget ≤ 1.5 s; reference ``python -c pass``,
  run interleaved; beside it the same call with the files read in the process itself (no
  worker), to show what the worker saves;
* the largest catalogue (Empire 8thBRB_7thAB, ≈1.9 MB, schema 2.01) read in process (file →
  safe XML parse → army list) — budget ≤ 150 ms; reference: ``ElementTree.fromstring`` alone;
* memory: the peak of Python memory (tracemalloc) importing all 15 files in process against
  the largest one alone (the XML of one catalogue is dropped before the next is read), and the
  peak resident size of the largest process of one ``import-bsdata`` call.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
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
# The command (``cli.main``, what ``python -m warbands_manager`` runs), printing at exit the CPU
# time of its own process and of its worker apart: on two idle cores they run side by side.
_OWN_CPU = ("import atexit, resource, sys\n"
            "def cpu():\n"
            "    own, worker = (resource.getrusage(who) for who in (resource.RUSAGE_SELF,\n"
            "                   resource.RUSAGE_CHILDREN))\n"
            "    print('cpu', own.ru_utime + own.ru_stime, worker.ru_utime + worker.ru_stime,\n"
            "          file=sys.stderr)\n"
            "atexit.register(cpu)\n")
MEASURED = [sys.executable, "-c", _OWN_CPU + "from warbands_manager.cli import main\n"
            "sys.exit(main(sys.argv[1:]))"]
# The same command with the worker switched off: the files are read after the database opens.
NO_WORKER = [sys.executable, "-c", _OWN_CPU + "import warbands_manager.services.army_reading "
             "as reading\nreading._fork_is_safe = lambda: False\n"
             "from warbands_manager.cli import main\nsys.exit(main(sys.argv[1:]))"]
PYTHON_PASS = [sys.executable, "-c", "pass"]


def _run(command: list[str]) -> tuple[Timing, str]:
    """One child run: its wall time, its CPU time (user + system of it and its worker, from
    rusage) and its stderr."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, env=child_env(), check=False, capture_output=True,
                          timeout=120, text=True)
    wall = (time.perf_counter() - start) * 1000
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime) * 1000
    return Timing(wall, cpu, 1), done.stderr


def _own_cpu(stderr: str) -> Timing:
    """(command's own CPU ms, its worker's CPU ms) as a Timing, from ``_OWN_CPU``'s line."""
    line = next(line for line in reversed(stderr.splitlines()) if line.startswith("cpu "))
    own, worker = (float(value) * 1000 for value in line.split()[1:])
    return Timing(own, worker, 1)


def bench_cli(runs: int) -> dict[str, Timing]:
    """The 15-file import (with and without its worker) and ``python -c pass``, interleaved
    so load hits all three alike; ``split`` holds the command's own CPU as ``wall`` and its
    worker's as ``cpu``.

    Untimed set-up of each run: a fresh database holding the 7th edition game system, which
    ``Skaven - 7thBRB_6thAB.cat`` (one of the 15) was written for; the timed call then imports
    every file of more/ with nothing refused."""
    found: dict[str, list[Timing]] = {"import": [], "split": [], "no_worker": [], "python": []}
    for number in range(runs + 1):
        timings = {}
        for key, command in (("import", MEASURED), ("no_worker", NO_WORKER)):
            with tempfile.TemporaryDirectory() as scratch:
                database = Path(scratch) / "bench.sqlite"
                _run([*CLI, "--db", str(database), "import-bsdata", str(GST7)])
                timings[key], stderr = _run([*command, "--db", str(database),
                                             "import-bsdata", str(MORE)])
                if key == "import":
                    timings["split"] = _own_cpu(stderr)
        timings["python"] = _run(PYTHON_PASS)[0]
        if number:  # the first run warms the bytecode cache and the disk
            for key, timing in timings.items():
                found[key].append(timing)
    return {key: _median(timings) for key, timings in found.items()}


def peak_rss_mib() -> float:
    """Peak resident size of the largest process (the command or its worker) of one 15-file
    import, measured in a fresh child so earlier runs do not count."""
    script = ("import resource, subprocess, sys; subprocess.run(sys.argv[1:], check=False, "
              "capture_output=True); print(resource.getrusage(resource.RUSAGE_CHILDREN)"
              ".ru_maxrss)")
    with tempfile.TemporaryDirectory() as scratch:
        database = Path(scratch) / "rss.sqlite"
        _run([*CLI, "--db", str(database), "import-bsdata", str(GST7)])
        done = subprocess.run([sys.executable, "-c", script, *CLI, "--db", str(database),
                               "import-bsdata", str(MORE)], env=child_env(), check=True,
                              capture_output=True, text=True, timeout=120)
    return int(done.stdout.split()[-1]) / 1024


def _median(timings: list[Timing]) -> Timing:
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


def suite_figures(runs: int) -> dict | None:
    """The figures ``benchmarks/run`` reports (None without the BattleScribe files)."""
    if not LARGEST.exists():
        return None
    cli = bench_cli(runs)
    largest, parse = bench_largest(runs * 2 + 1)
    return {**cli, "largest": largest, "parse": parse}


def _ms(value: float) -> str:
    return f"{value:,.1f} ms"


def _yes(ok: bool) -> str:
    return "yes" if ok else "**no**"


def budget_rows(f: dict) -> list[tuple[str, ...]]:
    """``benchmarks/run`` rows: (budget, limit, measured, ratio, within (wall), by CPU)."""
    figures = f.get("armydata")
    if figures is None:
        return [("import-bsdata, the 15 files of more/", "≤ 1,500 ms",
                 "not measured (no BattleScribe files)", "", "—", "—")]
    run, python, alone = figures["import"], figures["python"], figures["no_worker"]
    own, worker = figures["split"].wall, figures["split"].cpu
    largest, parse = figures["largest"], figures["parse"]
    return [
        ("import-bsdata, the 15 files of more/ in one call (whole process)", "≤ 1,500 ms",
         f"{_ms(run.wall)} (`python -c pass` {_ms(python.wall)}; files read without the "
         f"worker {_ms(alone.wall)}); CPU: the command {_ms(own)}, its worker beside it "
         f"{_ms(worker)}", f"{run.wall / 1500:.2f} of the limit", _yes(run.wall <= 1500),
         _yes(own <= 1500)),
        ("Largest catalogue (Empire 8thBRB_7thAB, 1.9 MB) read in process", "≤ 150 ms",
         f"{_ms(largest.wall)} (ElementTree parse alone {_ms(parse.wall)}); CPU "
         f"{_ms(largest.cpu)}", f"{largest.wall / 150:.2f} of the limit",
         _yes(largest.wall <= 150), _yes(largest.cpu <= 150)),
    ]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    if not LARGEST.exists():
        print(f"no BattleScribe files under {MORE}", file=sys.stderr)
        return 1
    load_before = os.getloadavg()[0]
    cli = bench_cli(args.runs)
    largest, parse_reference = bench_largest(args.runs * 2 + 1)
    all_peak, one_peak = bench_memory()
    rss = peak_rss_mib()
    rows = [
        ("import-bsdata, 15 files of more/, one CLI call (budget ≤ 1500 ms)", cli["import"]),
        ("CPU apart: the command's own process (as wall) and its worker (as CPU)",
         cli["split"]),
        ("the same call, the files read in the process (no worker)", cli["no_worker"]),
        ("reference: python -c pass", cli["python"]),
        ("largest catalogue read in process, Empire 8thBRB_7thAB (budget ≤ 150 ms)", largest),
        ("reference: ElementTree.fromstring of the same file, nothing else", parse_reference),
    ]
    for name, timing in rows:
        print(f"{name}: {timing}")
    print(f"peak memory: all 15 files {all_peak:.1f} MB, the largest alone {one_peak:.1f} MB; "
          f"peak RSS of the call {rss:.0f} MiB")
    if args.write:
        write_report(rows, all_peak, one_peak, rss, load_before)
    return 0


def write_report(rows, all_peak: float, one_peak: float, rss: float,
                 load_before: float) -> None:
    import platform

    files = sorted(MORE.glob("*.gst")) + sorted(MORE.glob("*.cat"))
    size = sum(path.stat().st_size for path in files)
    table = "\n".join(f"| {name} | {t.wall:.0f} ms | {t.cpu:.0f} ms | {t.runs} |"
                      for name, t in rows)
    OUT.write_text(f"""# Performance: army data import (both BattleScribe generations)

Measured with `python benchmarks/armydata_bench.py --write`: Python {platform.python_version()}
on {platform.machine()}, {os.cpu_count()} CPUs, load average {load_before:.1f} at the start and
{os.getloadavg()[0]:.1f} at the end (a machine shared with other work: read the figures as upper
bounds, and compare each with the reference measured beside it). {len(files)} files,
{size // 1024} KiB, from `shared/data/bsdata/more` (schemas 1.15, 2.01 and 2.03; the 8th
edition game system). Each timed call imports into a fresh database holding the 7th edition
game system (one of the 15 files, Skaven 7thBRB_6thAB, was written for it).

| what | median wall | median CPU | runs |
|---|---|---|---|
{table}

CPU is that of the command and its worker together; the "CPU apart" row gives each. How the
call is meant to meet its budget: `import-bsdata` forks a worker that reads the files
(`services/army_reading.py`) while the command imports the database layer (SQLAlchemy, SQLModel
and the one table module it writes) and opens the database; with two free cores the two
overlap, so the wall time is about the command's own CPU plus a short wait, not the sum of
both. On a machine whose cores are busy with other work the overlap is lost and the worker
costs a little more CPU than reading in the process (the fork's copied pages, the pickled
result): compare the "no worker" row measured in the same run. The storing half
(`ArmyDataService.import_read`) finds the rows it may replace with one query and inserts in one
transaction. A catalogue whose game system is not among the files (Skaven 7thBRB_6thAB here) is
read in the worker too, the stored game system fetched read-only with the stdlib driver
(`store/quick_read.py`).

Peak Python memory (tracemalloc) while importing all 15 files in one call: {all_peak:.1f} MB;
importing the largest catalogue alone: {one_peak:.1f} MB. The peaks are close because each
catalogue's XML is read, turned into its army list and its stored JSON, and dropped before the
next file is opened; only the parsed army lists are kept (and sent to the command, pickled,
through a pipe). Peak resident size of the largest process of one 15-file call: {rss:.0f} MiB.

How the reading stays fast: the declaration scan (no DOCTYPE / ENTITY) stops at the root
element (a DOCTYPE cannot follow it), indentation between tags is dropped before parsing, tags
lose their namespace so child lookups use ElementTree's C search, a 1.x file is rewritten once in
the 2.x shape, and the stored document is built without `dataclasses.asdict`.
""", encoding="utf-8")
    print(f"wrote {OUT}")


if __name__ == "__main__":
    sys.exit(main())
