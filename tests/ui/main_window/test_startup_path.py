"""The start path stays lean (issue 10): what the first paint must not wait for."""

import os
import re
import subprocess
import sys
from pathlib import Path

import warbands_manager

PACKAGE = Path(warbands_manager.__file__).resolve().parent
# The modules that run before the first paint (python -X importtime shows the list).
START_PATH = ("app.py", "cli.py", "display_check.py", "ui/preferences.py", "navigation.py",
              "ui/main_window.py", "ui/theme.py", "ui/views/intro.py",
              "ui/resources.py", "ui/views/base.py", "ui/outside_changes.py",
              "ui/background.py", "ui/error_reporting.py",
              # ... and before the Rosters page's rows are painted (issue 21)
              "ui/paint_probe.py", "ui/views/registry.py", "ui/views/rosters/page.py",
              "ui/views/rosters/list_panel.py", "ui/views/rosters/list_model.py",
              "ui/views/rosters/dialogs.py", "ui/views/rosters/commands.py",
              "ui/views/rosters/page_services.py", "ui/measured_table.py",
              "services/container.py", "services/roster_listing.py", "store/quick_read.py")


def test_the_first_paint_loads_no_database_or_pdf_library(tmp_path):
    env = dict(os.environ, WARBANDS_QUIT_AFTER_FIRST_PAINT="1", QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-m", "warbands_manager", "--db", str(tmp_path / "new.sqlite")],
        capture_output=True, text=True, env=env, timeout=120, check=False)
    lines = dict(line.split(" ", 1) for line in done.stdout.splitlines() if " " in line)
    assert "first-paint" in lines, done.stdout + done.stderr
    assert lines["first-paint-deferred-loaded"] == "-"


def test_start_path_sets_shortcuts_without_the_overload_that_builds_all_of_qt():
    """``QAction.setShortcut(QKeySequence)`` makes PySide6 build its whole ``Qt`` namespace
    (about 50 ms, a sixth of the start) while resolving the overload; ``setShortcuts([...])``
    does not. One such call in the Help menu cost the 1.3x start-up budget."""
    offenders = [f"{name}:{number}" for name in START_PATH
                 for number, line in enumerate(
                     (PACKAGE / name).read_text(encoding="utf-8").splitlines(), start=1)
                 if re.search(r"\.setShortcut\(", line)]
    assert offenders == []
