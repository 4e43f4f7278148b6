"""Composition root of the GUI: the display check, then the window's start (``ui/launch.py``:
paths → database (checked, backed up, migrated) → services → QApplication → main window).

This module imports no Qt itself: ``cli.py`` loads it by name, and Qt is imported only once
the display check has passed, so a machine without a display or without Qt's system
libraries gets a message naming what to install instead of a core dump or a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys

from warbands_manager.display_check import EXIT_NO_DISPLAY, check_display, import_error_problem


def run(args: argparse.Namespace) -> int:
    """Open the window (or render a screenshot) for the parsed command line."""
    if args.screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    problem = check_display()
    if problem is not None:  # Qt would abort (a core dump): say what is missing instead
        print(problem.message(screenshot=bool(args.screenshot)), file=sys.stderr)
        return EXIT_NO_DISPLAY
    try:
        # deferred: Qt is imported only once the display check above has passed
        from warbands_manager.ui import launch

        app = launch.create_application(args)
    except ImportError as error:  # a library the check above could not ask ldd about
        problem = import_error_problem(error)
        if problem is None:
            raise
        print(problem.message(screenshot=bool(args.screenshot)), file=sys.stderr)
        return EXIT_NO_DISPLAY
    return launch.run(app, args)
