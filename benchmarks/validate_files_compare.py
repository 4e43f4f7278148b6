"""``validate`` on 10,000 files: an older tree against this one, in the same runs (issue 21).

The older tree (``COMMIT``'s ``warbands_manager`` and ``data``, from ``git archive``) and this
one each run ``python -m warbands_manager validate`` on the same 10,000 roster files (renamed
copies of the example rosters, as ``benchmarks.validate_speed``), interleaved with
``python -c pass``; medians of wall and CPU time, and whether the two outputs are identical.

Run ``python -m benchmarks.validate_files_compare COMMIT [--runs N] [--files N]``.
"""

from __future__ import annotations

import argparse
import io
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import ROOT, child_env, run_child  # noqa: E402


def _older_tree(commit: str, folder: Path) -> Path:
    archive = subprocess.run(["git", "archive", commit, "warbands_manager", "data"], cwd=ROOT,
                             check=True, capture_output=True).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(folder, filter="data")
    return folder


def compare(commit: str, runs: int, count: int) -> dict[str, float | bool]:
    from benchmarks.startup import roster_files

    with tempfile.TemporaryDirectory() as work:
        older = _older_tree(commit, Path(work) / "older")
        paths = roster_files(Path(work), count)
        # -P: the older tree, not the current directory (this one), comes first on sys.path
        command = [sys.executable, "-P", "-m", "warbands_manager", "validate", *paths]
        trees = {"before": child_env(PYTHONPATH=str(older)), "after": child_env()}
        outputs = {name: subprocess.run(command, env=env, cwd=ROOT, capture_output=True,
                                        check=False).stdout for name, env in trees.items()}
        times: dict[str, list[float]] = {}
        for _ in range(runs):
            for name, env in (("python", None), *trees.items()):
                wall, cpu, _rss = run_child(
                    [sys.executable, "-c", "pass"] if env is None else command, env)
                times.setdefault(name, []).append(wall)
                times.setdefault(f"{name}_cpu", []).append(cpu)
    result: dict[str, float | bool] = {name: statistics.median(values)
                                       for name, values in times.items()}
    result["same_output"] = outputs["before"] == outputs["after"]
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("commit")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--files", type=int, default=10_000)
    args = parser.parse_args(argv)
    found = compare(args.commit, args.runs, args.files)
    for name in ("python", "before", "after"):
        print(f"{name:8} {found[name]:8,.0f} ms wall, {found[f'{name}_cpu']:8,.0f} ms CPU")
    print(f"after / before (CPU) {found['after_cpu'] / found['before_cpu']:.2f}; "
          f"outputs identical: {found['same_output']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
