"""Code run in a Python of its own, to see what it imports (the import guards: a command that
must not load Qt, a printout that must not load the web modules, a page that must not load
networkx until it pairs).

The test process has imported nearly everything already, so only a fresh interpreter can
tell. The child reports the watched modules it ended with in a file, so its own output and
exit code stay the code's.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

# Runs the code, then writes which watched modules are loaded, even when the code exits.
_REPORTING = """\
import atexit, json, sys
def _report(path=sys.argv[1], watched=tuple(sys.argv[2:])):
    loaded = sorted(m for m in sys.modules
                    if any(m == w or m.startswith(w + ".") for w in watched))
    with open(path, "w", encoding="utf-8") as out:
        json.dump(loaded, out)
atexit.register(_report)
del sys.argv[1:]
"""

# ``cli.main`` on the arguments given as JSON, its exit code the process's.
_COMMAND = ("import json, sys; from warbands_manager.cli import main; "
            "sys.exit(main(json.loads({argv!r})))")


@dataclass(frozen=True)
class FreshRun:
    """What the child did: its exit code and output, and which watched modules it loaded."""

    returncode: int
    stdout: str
    stderr: str
    loaded: list[str]


def run_fresh(code: str, watched: Iterable[str], env: Mapping[str, str] | None = None,
              ) -> FreshRun:
    """Run ``code`` in a new interpreter; ``loaded``: the modules named in ``watched`` (a
    name stands for its submodules too: ``PySide6`` for ``PySide6.QtCore``) it ended with."""
    with tempfile.TemporaryDirectory() as folder:
        report = Path(folder) / "loaded.json"
        done = subprocess.run([sys.executable, "-c", _REPORTING + code, str(report), *watched],
                              capture_output=True, text=True, timeout=120, check=False,
                              env={**os.environ, **(env or {})})
        loaded = json.loads(report.read_text(encoding="utf-8")) if report.exists() else None
    if loaded is None:  # the child died before its exit handlers ran
        raise AssertionError(f"the child ended without reporting (exit {done.returncode}): "
                             f"{done.stderr[-2000:]}")
    return FreshRun(done.returncode, done.stdout, done.stderr, loaded)


def run_command_fresh(argv: list[str], watched: Iterable[str],
                      env: Mapping[str, str] | None = None) -> FreshRun:
    """``warbands-manager ARGV`` as ``run_fresh`` runs code."""
    return run_fresh(_COMMAND.format(argv=json.dumps(argv)), watched, env)
