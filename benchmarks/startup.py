"""Start-up and command-line start: child processes timed side by side, interleaved.

* the app (``python -m warbands_manager --db START.sqlite`` with
  ``WARBANDS_QUIT_AFTER_FIRST_PAINT=1``: process start → first painted main window, offscreen)
  against ``benchmarks/bare_qt.py`` (a bare PySide6 QMainWindow, quit after its first paint);
* ``warbands-manager validate`` on one roster file against bare ``python -c pass``;
* ``validate`` on 1,000 roster files in one call.

Runs alternate (app, bare, app, bare, ...) so a noisy neighbour hits both alike.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import ROOT, child_env, run_child  # noqa: E402

BARE_QT = ROOT / "benchmarks" / "bare_qt.py"
DEMO_FILE = ROOT / "data" / "demo" / "rosters" / "thor-lukasz-the-bold-dwarfs.json"


def interleaved(commands: dict[str, list[str]], runs: int, env=None) -> dict[str, float]:
    """Median wall ms of each command, run in turn ``runs`` times after one warm-up each;
    ``<name>_cpu`` is the median CPU ms of the child (user + system), which a busy machine
    stretches far less than the wall time."""
    env = env or child_env()
    for command in commands.values():
        run_child(command, env)
    times: dict[str, list[float]] = {}
    for _ in range(runs):
        for name, command in commands.items():
            wall, cpu, _rss = run_child(command, env)
            times.setdefault(name, []).append(wall)
            times.setdefault(f"{name}_cpu", []).append(cpu)
    return {name: statistics.median(values) for name, values in times.items()}


def until_first_paint(command: list[str], env) -> tuple[float, float]:
    """(wall ms from process start to the child's "first-paint" line, the child's CPU ms
    until then); the child quits right after, its exit is not counted."""
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                             env=env, cwd=ROOT, text=True)
    wall, cpu = None, None
    for line in child.stdout:
        if line.startswith("first-paint "):
            wall = (time.perf_counter() - start) * 1000
            cpu = float(line.split()[1]) * 1000
    child.wait()
    if wall is None:
        raise RuntimeError(f"{' '.join(command[:4])}… never painted (exit {child.returncode})")
    return wall, cpu


def bench_startup(database: Path, runs: int) -> dict[str, float]:
    """Medians of process start → first paint: ``app``/``bare`` wall ms, ``*_cpu`` CPU ms;
    the two programs alternate, after one warm-up each."""
    env = child_env(WARBANDS_QUIT_AFTER_FIRST_PAINT="1")
    commands = {"app": [sys.executable, "-m", "warbands_manager", "--db", str(database)],
                "bare": [sys.executable, str(BARE_QT)]}
    for command in commands.values():
        until_first_paint(command, env)
    times: dict[str, list[float]] = {}
    for _ in range(runs):
        for name, command in commands.items():
            wall, cpu = until_first_paint(command, env)
            times.setdefault(name, []).append(wall)
            times.setdefault(f"{name}_cpu", []).append(cpu)
    return {name: statistics.median(values) for name, values in times.items()}


def bench_validate_one(runs: int) -> dict[str, float]:
    """{"validate": ms, "python": ms}: one roster file against an empty interpreter."""
    return interleaved({
        "validate": [sys.executable, "-m", "warbands_manager", "validate", str(DEMO_FILE)],
        "python": [sys.executable, "-c", "pass"],
    }, runs)


def roster_files(folder: Path, count: int) -> list[str]:
    """``count`` roster files (renamed copies of the example rosters) in ``folder``."""
    sources = sorted(DEMO_FILE.parent.glob("*.json"))
    paths = []
    for index in range(count):
        document = json.loads(sources[index % len(sources)].read_text(encoding="utf-8"))
        document["name"] = f"{document['name']} #{index}"
        path = folder / f"roster-{index:05}.json"
        path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
        paths.append(str(path))
    return paths


def bench_validate_many(count: int, runs: int) -> dict[str, float]:
    """Median wall and CPU ms (``many``, ``many_cpu``) of ``validate`` on ``count`` files."""
    with tempfile.TemporaryDirectory() as folder:
        paths = roster_files(Path(folder), count)
        command = [sys.executable, "-m", "warbands_manager", "validate", *paths]
        return interleaved({"many": command}, runs)


def main() -> int:
    from benchmarks.datagen import build_startup_database

    with tempfile.TemporaryDirectory() as folder:
        database = build_startup_database(Path(folder) / "start.sqlite")
        start = bench_startup(database, 15)
    print(f"start-up: app {start['app']:.0f} ms, bare QMainWindow {start['bare']:.0f} ms, "
          f"ratio {start['app'] / start['bare']:.2f}")
    one = bench_validate_one(15)
    print(f"validate one file {one['validate']:.0f} ms; python -c pass {one['python']:.0f} ms")
    print(f"validate 1,000 files {bench_validate_many(1000, 5)['many']:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
