"""Shared helpers of the benchmarks: medians, the machine, a child environment."""

from __future__ import annotations

import os
import platform
import resource
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


@dataclass(frozen=True)
class Timing:
    """Median wall-clock and CPU time (ms) of repeated runs; CPU shows the cost on a busy box."""

    wall: float
    cpu: float
    runs: int

    def __str__(self) -> str:
        return f"median {self.wall:8.1f} ms wall, {self.cpu:8.1f} ms CPU ({self.runs} runs)"


def median_ms(work, runs: int, setup=None) -> Timing:
    """Run ``work`` ``runs`` times (``setup`` untimed before each) and take the medians."""
    wall, cpu = [], []
    for _ in range(runs):
        if setup is not None:
            setup()
        start, start_cpu = time.perf_counter(), time.process_time()
        work()
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    return Timing(statistics.median(wall), statistics.median(cpu), runs)


def child_env(**extra: str) -> dict[str, str]:
    """The environment for timed child processes: bytecode cache on (as after an install),
    offscreen Qt, the repository importable."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    env.update(extra)
    return env


def run_child(command: list[str], env: dict[str, str] | None = None) -> tuple[float, float, int]:
    """Run a child process: (wall ms, CPU ms of the child, peak RSS KiB of all children so far).

    Raises:
        RuntimeError: the child failed (its stderr is in the message).
    """
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, env=env or child_env(), cwd=ROOT,
                          check=False, text=True)
    wall = (time.perf_counter() - start) * 1000
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 1):
        raise RuntimeError(f"{' '.join(command[:4])}… exited {done.returncode}: "
                           f"{done.stderr.strip()[-800:]}")
    cpu = (after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime) * 1000
    return wall, cpu, after.ru_maxrss


def machine() -> dict[str, str]:
    """What the figures were measured on."""
    cpu_name = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu_name = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {
        "cpu": cpu_name,
        "cores": str(os.cpu_count()),
        "python": platform.python_version(),
        "system": f"{platform.system()} {platform.release()}",
        "load": "{:.2f} {:.2f} {:.2f}".format(*os.getloadavg()),
        "bytecode": "PYTHONDONTWRITEBYTECODE unset for child processes (bytecode cache used, "
                    "as after an install)",
    }


def bsdata() -> Path:
    """The BattleScribe files of the community's data repository: ``$WARBANDS_BSDATA``, else
    ``shared/data/bsdata`` beside the repository (as ``tests/shared_data.py`` finds them)."""
    named = os.environ.get("WARBANDS_BSDATA")
    return Path(named) if named else ROOT.parent / "shared" / "data" / "bsdata"


def catalogue_files() -> list[Path]:
    """Every game system and catalogue there is (the folder and its ``more/``), systems first
    in each; empty without the files."""
    folder = bsdata()
    more = folder / "more"
    return (sorted(folder.glob("*.gst")) + sorted(folder.glob("*.cat"))
            + sorted(more.glob("*.gst")) + sorted(more.glob("*.cat")))
