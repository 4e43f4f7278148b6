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


def app_env(folder: Path, **extra: str) -> dict[str, str]:
    """:func:`child_env` with a user data folder of the benchmark's own (``folder/home``): the
    app reads its settings there, so no window size, view or theme left in the machine's real
    folder by whoever ran the app last changes what is painted (a stored 800×775 window was
    painted instead of the bare window's 1280×800, and the file changed between runs)."""
    return child_env(WARBANDS_DATA_HOME=str(folder / "home"), **extra)


def bench_startup(database: Path, runs: int) -> dict[str, float]:
    """Medians of process start → first paint: ``app``/``bare`` wall ms, ``*_cpu`` CPU ms;
    the two programs alternate, after one warm-up each."""
    env = app_env(database.parent, WARBANDS_QUIT_AFTER_FIRST_PAINT="1")
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


BARE_TABLE = ROOT / "benchmarks" / "bare_table.py"
BARE_GRAB = ROOT / "benchmarks" / "bare_grab.py"
CONTENT_ROSTERS = 50


def until_lines(command: list[str], env, labels: tuple[str, ...]) -> dict[str, float]:
    """Wall ms from process start to each ``label`` line the child prints, and its CPU ms
    (``label_cpu``, the seconds the line carries); the child's exit is not counted."""
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                             env=env, cwd=ROOT, text=True)
    seen: dict[str, float] = {}
    for line in child.stdout:
        label, _space, value = line.partition(" ")
        if label in labels:
            seen[label] = (time.perf_counter() - start) * 1000
            seen[f"{label}_cpu"] = float(value) * 1000
    child.wait()
    missing = [label for label in labels if label not in seen]
    if missing:
        raise RuntimeError(f"{' '.join(command[:4])}… printed no {missing} "
                           f"(exit {child.returncode})")
    return seen


def bench_content(database: Path, runs: int) -> dict[str, float]:
    """Launch → the Rosters page painted with its rows (and, from the same runs, the first
    paint of the window) against ``bare_table.py`` showing the same rows read with
    ``sqlite3``, and the first paint against ``bare_qt.py`` (an empty QMainWindow); the three
    alternate, after one warm-up each. Keys: ``app``, ``app_first``, ``bare``, ``shell`` (wall
    ms) and each ``*_cpu``."""
    env = app_env(database.parent, WARBANDS_QUIT_AFTER_FIRST_PAINT="content")
    app = [sys.executable, "-m", "warbands_manager", "--db", str(database)]
    bare = [sys.executable, str(BARE_TABLE), str(database)]
    shell = [sys.executable, str(BARE_QT)]
    both = ("first-paint", "content-paint")
    until_lines(app, env, both)
    until_lines(bare, env, ("content-paint",))
    until_lines(shell, env, ("first-paint",))
    times: dict[str, list[float]] = {}
    for _ in range(runs):
        seen = until_lines(app, env, both)
        bare_seen = until_lines(bare, env, ("content-paint",))
        shell_seen = until_lines(shell, env, ("first-paint",))
        for key, value in (("app", seen["content-paint"]),
                           ("app_cpu", seen["content-paint_cpu"]),
                           ("app_first", seen["first-paint"]),
                           ("app_first_cpu", seen["first-paint_cpu"]),
                           ("bare", bare_seen["content-paint"]),
                           ("bare_cpu", bare_seen["content-paint_cpu"]),
                           ("shell", shell_seen["first-paint"]),
                           ("shell_cpu", shell_seen["first-paint_cpu"])):
            times.setdefault(key, []).append(value)
    return {name: statistics.median(values) for name, values in times.items()}


def bench_screenshot(database: Path, runs: int) -> dict[str, float]:
    """Whole process: ``--screenshot --view rosters`` on ``database`` against a bare
    QMainWindow shown, grabbed and saved (``bare_grab.py``). Keys ``app``, ``bare`` (+ ``_cpu``)."""
    with tempfile.TemporaryDirectory() as folder:
        shot = Path(folder) / "shot.png"
        return interleaved({
            "app": [sys.executable, "-m", "warbands_manager", "--db", str(database),
                    "--screenshot", str(shot), "--view", "rosters"],
            "bare": [sys.executable, str(BARE_GRAB), str(shot)],
        }, runs, app_env(database.parent))


def content_database(folder: Path) -> Path:
    """The content budgets' database: the start-up league and :data:`CONTENT_ROSTERS` rosters."""
    from benchmarks.datagen import build_startup_database

    return build_startup_database(folder / "content.sqlite", rosters=CONTENT_ROSTERS)


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
        content = bench_content(content_database(Path(folder)), 9)
        shot = bench_screenshot(content_database(Path(folder)), 9)
    print(f"start-up: app {start['app']:.0f} ms, bare QMainWindow {start['bare']:.0f} ms, "
          f"ratio {start['app'] / start['bare']:.2f}")
    print(f"rosters painted: app {content['app']:.0f} ms (first paint "
          f"{content['app_first']:.0f} ms), bare table {content['bare']:.0f} ms, ratio "
          f"{content['app'] / content['bare']:.2f} (CPU {content['app_cpu']:.0f} / "
          f"{content['bare_cpu']:.0f} ms)")
    print(f"--screenshot --view rosters: app {shot['app']:.0f} ms, bare grab "
          f"{shot['bare']:.0f} ms, ratio {shot['app'] / shot['bare']:.2f} (CPU "
          f"{shot['app_cpu']:.0f} / {shot['bare_cpu']:.0f} ms)")
    one = bench_validate_one(15)
    print(f"validate one file {one['validate']:.0f} ms; python -c pass {one['python']:.0f} ms")
    print(f"validate 1,000 files {bench_validate_many(1000, 5)['many']:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
