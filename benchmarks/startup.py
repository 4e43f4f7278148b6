"""Start-up: launch → the Rosters page painted with its rows, against a bare table window.

The app is started as a user starts it and watched from outside (``benchmarks/app_start.py``);
``benchmarks/bare_table.py`` (a QMainWindow with a QTableView of the same rows read with
``sqlite3``) is the reference. Child processes, timed side by side: runs alternate (app, bare,
app, bare, ...) so a noisy neighbour hits both alike.
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


def app_env(folder: Path, **extra: str) -> dict[str, str]:
    """:func:`child_env` with a user data folder of the benchmark's own (``folder/home``): the
    app reads its settings there, so no window size, view or theme left in the machine's real
    folder by whoever ran the app last changes what is painted (a stored 800×775 window was
    painted instead of the bare window's 1280×800, and the file changed between runs)."""
    return child_env(WARBANDS_DATA_HOME=str(folder / "home"), **extra)


BARE_TABLE = ROOT / "benchmarks" / "bare_table.py"
APP_START = ROOT / "benchmarks" / "app_start.py"
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
    paint of the window) against ``bare_table.py`` showing the same rows; the two alternate,
    after one warm-up each. Keys: ``app``, ``app_first``, ``bare`` (wall ms) and each
    ``*_cpu``."""
    env = app_env(database.parent)
    app = [sys.executable, str(APP_START), "--db", str(database)]
    bare = [sys.executable, str(BARE_TABLE), str(database)]
    both = ("first-paint", "content-paint")
    until_lines(app, env, both)
    until_lines(bare, env, ("content-paint",))
    times: dict[str, list[float]] = {}
    for _ in range(runs):
        seen = until_lines(app, env, both)
        bare_seen = until_lines(bare, env, ("content-paint",))
        for key, value in (("app", seen["content-paint"]),
                           ("app_cpu", seen["content-paint_cpu"]),
                           ("app_first", seen["first-paint"]),
                           ("app_first_cpu", seen["first-paint_cpu"]),
                           ("bare", bare_seen["content-paint"]),
                           ("bare_cpu", bare_seen["content-paint_cpu"])):
            times.setdefault(key, []).append(value)
    return {name: statistics.median(values) for name, values in times.items()}


def content_database(folder: Path) -> Path:
    """The content budgets' database: the start-up league and :data:`CONTENT_ROSTERS` rosters."""
    from benchmarks.datagen import build_startup_database

    return build_startup_database(folder / "content.sqlite", rosters=CONTENT_ROSTERS)


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


def main() -> int:
    with tempfile.TemporaryDirectory() as folder:
        content = bench_content(content_database(Path(folder)), 9)
    print(f"rosters painted: app {content['app']:.0f} ms (first paint "
          f"{content['app_first']:.0f} ms), bare table {content['bare']:.0f} ms, ratio "
          f"{content['app'] / content['bare']:.2f} (CPU {content['app_cpu']:.0f} / "
          f"{content['bare_cpu']:.0f} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
