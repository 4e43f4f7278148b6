"""Composition root of the GUI: paths → database (checked, backed up, migrated) → services →
QApplication → main window. Nothing else builds these; everything is passed down from here."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from warbands_manager import APP_ID, APP_NAME, ORGANISATION, __version__
from warbands_manager.paths import resolve_db_path
from warbands_manager.services.container import Services
from warbands_manager.store.database import Database, open_database
from warbands_manager.store.errors import DatabaseRefused

SCREENSHOT_SIZE = (1280, 800)
EXIT_REFUSED = 2


def run(args: argparse.Namespace) -> int:
    """Open the window (or render a screenshot) for the parsed command line."""
    if args.screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = _create_application()
    database = _open_database_for_gui(resolve_db_path(args.db), interactive=not args.screenshot)
    if database is None:
        return EXIT_REFUSED
    services = Services.for_database(database)
    if getattr(args, "demo", False):
        _add_demo_rosters(services)
        args.view = args.view or "rosters"
    if args.screenshot:
        return _take_screenshot(services, args.view, Path(args.screenshot))
    window = _create_window(services, _user_settings(), args.view)
    window.show()
    code = app.exec()
    database.close()
    return code


def _add_demo_rosters(services: Services) -> None:
    from warbands_manager.paths import data_dir
    from warbands_manager.services.demo import add_demo_rosters

    added = add_demo_rosters(services.rosters, data_dir())
    print(f"added {len(added)} example roster(s)")


def _create_application():
    from PySide6.QtWidgets import QApplication

    from warbands_manager.ui.resources import app_icon, register_fonts
    from warbands_manager.ui.theme import apply_system_theme

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName(APP_ID)
    app.setApplicationDisplayName(APP_NAME)
    app.setOrganizationName(ORGANISATION)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())
    register_fonts()
    apply_system_theme(app)
    return app


def _open_database_for_gui(path: Path, interactive: bool) -> Database | None:
    """Open ``path``; if it is refused, explain and let the user pick another or quit."""
    while True:
        try:
            return open_database(path)
        except DatabaseRefused as refused:
            print(f"warbands-manager: {refused}", file=sys.stderr)
            if not interactive:
                return None
            from warbands_manager.ui.database_dialogs import ask_for_other_database

            chosen = ask_for_other_database(refused)
            if chosen is None:
                return None
            path = chosen


def _user_settings():
    from PySide6.QtCore import QSettings

    return QSettings(ORGANISATION, APP_ID)


def _create_window(services: Services, settings, view: str | None):
    from warbands_manager.ui.main_window import MainWindow

    return MainWindow(services, settings, initial_view=view)


def _take_screenshot(services: Services, view: str | None, out: Path) -> int:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    # Throw-away settings: a screenshot neither reads nor changes the user's window state.
    with tempfile.TemporaryDirectory() as scratch:
        settings = QSettings(str(Path(scratch) / "screenshot.ini"), QSettings.Format.IniFormat)
        window = _create_window(services, settings, view)
        window.resize(*SCREENSHOT_SIZE)
        window.show()
        QApplication.processEvents()
        out.parent.mkdir(parents=True, exist_ok=True)
        saved = window.grab().save(str(out))
        window.close()
        del window
    services.database.close()
    if not saved:
        print(f"warbands-manager: could not write {out}", file=sys.stderr)
        return 1
    print(f"screenshot written: {out}")
    return 0
