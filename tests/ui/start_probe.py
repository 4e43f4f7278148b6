"""A real start of the app in a process of its own, driven by a probe script that prints
``key value`` lines (the start-path tests: what the first paint builds, a shortcut right after
it)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from warbands_manager import app as app_module


def run_start_probe(script: str, home: Path, quit_after_paint: bool = True,
                    ) -> tuple[dict[str, str], subprocess.CompletedProcess[str]]:
    """Run ``script`` offscreen with user data under ``home``; its ``key value`` lines and
    the finished process (for its exit code and output in a failure message)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WARBANDS_DATA_HOME=str(home))
    if quit_after_paint:
        env[app_module.QUIT_AFTER_PAINT_ENV] = "1"
    else:
        env.pop(app_module.QUIT_AFTER_PAINT_ENV, None)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          env=env, timeout=120, check=False)
    lines = dict(line.split(" ", 1) for line in done.stdout.splitlines() if " " in line)
    return lines, done
