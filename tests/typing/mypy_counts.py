"""Run mypy as configured in pyproject.toml and count its errors per file."""

from __future__ import annotations

import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BASELINE = Path(__file__).with_name("mypy-baseline.txt")
_ERROR = re.compile(r"^(?P<path>[^:]+):\d+: error:")


def mypy_error_counts() -> tuple[dict[str, int], str]:
    """``({file: error count}, mypy's output)`` for the package, run from the repository."""
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-error-summary", "--hide-error-context",
         "--no-pretty", "--show-error-codes"],
        cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    if result.returncode not in (0, 1):  # 2: mypy itself failed (bad config, crash)
        raise RuntimeError(f"mypy failed:\n{result.stdout}\n{result.stderr}")
    counts = Counter(match["path"] for line in result.stdout.splitlines()
                     if (match := _ERROR.match(line)))
    return dict(counts), result.stdout


def read_baseline(path: Path) -> dict[str, int]:
    lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    return {name: int(count) for name, count in
            (line.rsplit(" ", 1) for line in lines if line and not line.startswith("#"))}


def write_baseline(path: Path, counts: dict[str, int]) -> None:
    header = ("# mypy errors per file (basic mode); may only go down. "
              "Rewrite with python tests/typing/update_baseline.py\n")
    body = "".join(f"{name} {count}\n" for name, count in sorted(counts.items()))
    path.write_text(header + body, encoding="utf-8")
