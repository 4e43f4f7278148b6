"""A real start of the app in a process of its own, driven by a probe script that prints
``key value`` lines (a keyboard shortcut right after the first paint)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def run_start_probe(script: str, home: Path
                    ) -> tuple[dict[str, str], subprocess.CompletedProcess[str]]:
    """Run ``script`` offscreen with user data under ``home``; its ``key value`` lines and
    the finished process (for its exit code and output in a failure message)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WARBANDS_DATA_HOME=str(home))
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          env=env, timeout=120, check=False)
    lines = dict(line.split(" ", 1) for line in done.stdout.splitlines() if " " in line)
    return lines, done
