"""Two trees' league commands side by side: ``python -m benchmarks.league_compare OLD_TREE DB``.

Runs ``league scorecard NAME`` and ``league standings NAME`` of the tree at ``OLD_TREE`` (a
checkout or ``git archive`` of an older commit) and of this one, interleaved with
``python -c pass``, each a whole process (the bytecode cache on, as after an install), and
prints the medians: wall ms and the child's CPU ms (user + system, all its threads).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LEAGUE = "Benchmark league"


def _command(words: list[str], db: Path, out: Path) -> list[str]:
    command = [sys.executable, "-m", "warbands_manager", "--db", str(db), "league", *words,
               LEAGUE]
    return command + (["-o", str(out)] if words == ["scorecard"] else [])


def _one(cwd: Path, command: list[str], env: dict) -> tuple[float, float]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, cwd=cwd, env=env, stdout=subprocess.DEVNULL, check=True)
    wall = (time.perf_counter() - start) * 1000
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old", type=Path, help="the older tree")
    parser.add_argument("db", type=Path, help="a league database (benchmarks.speed_bench.build)")
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args(argv)
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    out = Path(os.environ.get("TMPDIR", "/tmp"))
    commands = {"python -c pass": (ROOT, [sys.executable, "-c", "pass"])}
    for words in (["scorecard"], ["standings"]):
        for name, tree in (("old", args.old.resolve()), ("new", ROOT)):
            # The tree is the child's working directory: `-m` imports its package first.
            commands[f"{name} {words[0]}"] = (tree, _command(words, args.db.resolve(),
                                                             out / f"compare-{name}.pdf"))
    for cwd, command in commands.values():  # one warm-up each
        _one(cwd, command, env)
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
    for _ in range(args.runs):
        for name, (cwd, command) in commands.items():
            times[name].append(_one(cwd, command, env))
    print(f"load average {os.getloadavg()}; {args.runs} runs each, medians")
    for name, values in times.items():
        print(f"{name:18} wall {statistics.median(v[0] for v in values):6.0f} ms   "
              f"CPU {statistics.median(v[1] for v in values):6.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
