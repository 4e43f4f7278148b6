"""Speed of roster validation, the ``validate`` command and the roster PDF (issue 3, section 7).

Run from the repository root with the project's virtual environment:

    .venv/bin/python benchmarks/rosters_rules.py

It prints the medians and rewrites ``docs/performance/rosters-rules.md``. Subprocess timings
run with the bytecode cache enabled (as after a normal install), after one warm-up run.
"""

from __future__ import annotations

import json
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from warbands_manager.reports.roster_pdf import roster_pdf  # noqa: E402
from warbands_manager.rules.roster_io import read_roster_file, roster_from_dict  # noqa: E402
from warbands_manager.rules.validation import validate  # noqa: E402

DEMO = ROOT / "data" / "demo" / "rosters"
REPORT = ROOT / "docs" / "performance" / "rosters-rules.md"
REPEATS = 7


def _unit(name, category="core", models=10, ppm=5, base="20x20", **keys):
    node = {"name": name, "category": category, "models": models, "points_per_model": ppm}
    if base:
        node["base"] = base
    node.update(keys)
    return node


def _up(name, points, kind, count=1):
    return {"name": name, "points": points, "kind": kind, "count": count}


def ten_unit_rosters() -> list:
    """Six ten-unit rosters of different armies, legal and not, as a club would bring."""
    champion = [_up("Champion", 5, "champion")]
    hero = {"category": "hero", "models": 1, "base": None}
    armies = {
        "empire": ["Swordsmen", "Spearmen", "Handgunners", "Archers", "Halberdiers",
                   "Crossbowmen", "Free Company", "Huntsmen"],
        "skaven": ["Clanrats", "Clanrats B", "Skavenslaves", "Night Runners", "Giant Rats",
                   "Clanrats C", "Skavenslaves B", "Gutter Runners"],
        "orcs-and-goblins": ["Orc Boyz", "Night Goblins", "Goblins", "Orc Arrer Boyz",
                             "Night Goblins B", "Big 'Uns", "Snotlings", "Savage Orcs"],
        "tomb-kings": ["Skeleton Warriors", "Skeleton Archers", "Skeleton Horsemen", "Chariots",
                       "Tomb Swarm", "Skeleton Warriors B", "Ushabti", "Carrion"],
        "hordes-of-chaos": ["Chaos Marauders", "Chaos Warriors", "Chaos Warhounds",
                            "Marauder Horsemen", "Chaos Knights", "Chaos Spawn", "Furies",
                            "Chaos Warriors B"],
        "ogre-kingdoms": ["Ogre Bulls", "Gnoblar Fighters", "Ironguts", "Gnoblar Trappers",
                          "Ogre Bulls B", "Yhetees", "Leadbelchers", "Maneaters"],
    }
    rosters = []
    for army, names in armies.items():
        units = [_unit(names[0], models=10, ppm=4, book_min=10, upgrades=champion,
                       commander=True)]
        units += [_unit(name, models=6, ppm=4, book_min=10,
                        upgrades=[_up("Shields", 1, "armour", 6)] if i % 2 else [])
                  for i, name in enumerate(names[1:])]
        units += [dict(hero, name="Hero", points_per_model=60),
                  dict(hero, name="Wizard", points_per_model=55,
                       upgrades=[_up("Dispel Scroll", 25, "magic_item")])]
        rosters.append(roster_from_dict({"format": "warbands-roster/1", "name": army,
                                         "army": army, "units": units,
                                         "chaos_type": "mortal" if "chaos" in army else None}))
    return rosters


def bench_in_process() -> tuple[float, float]:
    """(wall-clock rate, CPU-time rate): the machine is shared, so both are reported."""
    rosters = ten_unit_rosters()
    assert all(len(roster.units) == 10 for roster in rosters)
    wall_rates, cpu_rates = [], []
    for _ in range(REPEATS):
        count, start, cpu = 0, time.perf_counter(), time.process_time()
        while time.perf_counter() - start < 1.0:
            for roster in rosters:
                validate(roster)
            count += len(rosters)
        wall_rates.append(count / (time.perf_counter() - start))
        cpu_rates.append(count / (time.process_time() - cpu))
    return statistics.median(wall_rates), statistics.median(cpu_rates)


def _env() -> dict:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def _wall(args: list[str], repeats: int = REPEATS) -> tuple[float, float]:
    """Median (wall seconds, CPU seconds of the child process) of running the CLI."""
    command = [sys.executable, "-m", "warbands_manager", *args]
    subprocess.run(command, capture_output=True, env=_env(), cwd=ROOT, check=False)
    walls, cpus = [], []
    for _ in range(repeats):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(command, capture_output=True, env=_env(), cwd=ROOT, check=False)
        walls.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    return statistics.median(walls), statistics.median(cpus)


def bench_one_file() -> tuple[float, float]:
    return _wall(["validate", str(DEMO / "thor-lukasz-the-bold-dwarfs.json")])


def bench_thousand_files() -> tuple[float, float]:
    sources = sorted(DEMO.glob("*.json"))
    with tempfile.TemporaryDirectory() as folder:
        paths = []
        for index in range(1000):
            document = json.loads(sources[index % len(sources)].read_text(encoding="utf-8"))
            document["name"] = f"{document['name']} #{index}"
            path = Path(folder) / f"roster-{index:04}.json"
            path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
            paths.append(str(path))
        return _wall(["validate", *paths], repeats=5)


def bench_pdf() -> float:
    roster = read_roster_file(DEMO / "thor-lukasz-the-bold-dwarfs.json")
    roster_pdf(roster)  # fonts are registered once per process
    times = []
    for _ in range(21):
        start = time.perf_counter()
        roster_pdf(roster)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def _pair(times: tuple[float, float]) -> str:
    return f"{times[0]:.3f} s ({times[1]:.3f} s)"


def main() -> int:
    wall_rate, cpu_rate = bench_in_process()
    results = [
        ("In-process validation of ten-unit rosters (wall clock)", f"{wall_rate:,.0f} rosters/s",
         "≥ 20,000 rosters/s (issue: ≥ 10,000)"),
        ("In-process validation of ten-unit rosters (CPU time of the process)",
         f"{cpu_rate:,.0f} rosters/s", "≥ 20,000 rosters/s (issue: ≥ 10,000)"),
        ("`validate` on one file, wall incl. interpreter start (CPU)", _pair(bench_one_file()),
         "≤ 0.3 s"),
        ("`validate` on 1,000 files in one call, wall (CPU)", _pair(bench_thousand_files()),
         "≤ 2 s"),
        ("Roster PDF (in-process, fonts registered)", f"{bench_pdf() * 1000:.1f} ms",
         "≤ 150 ms"),
    ]
    lines = [
        "# Performance: roster rules, `validate`, roster PDF",
        "",
        "The ten-unit rosters are six armies (Empire, Skaven, Orcs & Goblins, Tomb Kings, Hordes "
        "of Chaos, Ogre Kingdoms), three with errors and one with a warning to format; the "
        "1,000 files are copies of the demo rosters. No test asserts a time: this script is the "
        "check.",
        "",
        "Medians written by `.venv/bin/python benchmarks/rosters_rules.py` (section 7 of issue 3).",
        f"Measured {datetime.now(UTC):%Y-%m-%d %H:%M} UTC on {platform.machine()}, "
        f"Python {platform.python_version()}, {os.cpu_count()} CPUs, load average "
        f"{os.getloadavg()[0]:.1f} (a shared machine: when the load exceeds the CPU count, wall "
        "times stretch and the CPU-time rate is the fairer figure). Subprocess timings use the "
        "bytecode cache, as after an install.",
        "",
        "| what | median | target |",
        "|---|---|---|",
        *[f"| {what} | {value} | {target} |" for what, value, target in results],
        "",
    ]
    REPORT.parent.mkdir(parents=True, exist_ok=True)
    REPORT.write_text("\n".join(lines), encoding="utf-8")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
