"""Composition root of the GUI: paths → database (checked, backed up, migrated) → services →
QApplication → main window. Nothing else builds these; everything is passed down from here."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from warbands_manager import APP_ID, APP_NAME, ORGANISATION, __version__
from warbands_manager.display_check import EXIT_NO_DISPLAY, check_display
from warbands_manager.paths import ServerUrl, resolve_db_path
from warbands_manager.store.errors import DatabaseRefused
from warbands_manager.store.identity import inspect_file

if TYPE_CHECKING:
    from warbands_manager.store.database import Database

SCREENSHOT_SIZE = (1280, 800)
QUIT_AFTER_PAINT_ENV = "WARBANDS_QUIT_AFTER_FIRST_PAINT"
EXIT_REFUSED = 2


def run(args: argparse.Namespace) -> int:
    """Open the window (or render a screenshot) for the parsed command line.

    The window's shell is painted first; the database engine, migrations and pages follow on
    the next turn of the event loop, so the window appears without waiting for SQLAlchemy.
    """
    if args.screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    problem = check_display()
    if problem is not None:  # Qt would abort (a core dump): say what is missing instead
        print(problem.message(), file=sys.stderr)
        return EXIT_NO_DISPLAY
    theme = getattr(args, "theme", None) or ("light" if args.screenshot else None)
    app = _create_application(exact_theme=bool(args.screenshot), theme=theme)
    interactive = not args.screenshot
    if getattr(args, "allow_unbacked_migration", False):
        # The database is opened later, after the first paint; the flag travels as the
        # variable the store reads (see store/server.py).
        os.environ["WARBANDS_ALLOW_UNBACKED_MIGRATION"] = "1"
    path = _checked_database_path(resolve_db_path(args.db), interactive)
    if path is None:
        return EXIT_REFUSED
    demo = getattr(args, "demo", False)
    if demo:
        args.view = args.view or "rosters"
    if args.screenshot:
        return _take_screenshot(path, args.view, Path(args.screenshot), args.open, demo,
                                getattr(args, "size", SCREENSHOT_SIZE))
    from warbands_manager.ui.error_reporting import install_exception_hook

    install_exception_hook()
    view, parts = args.view.split("/")[0] if args.view else None, args.view or ""
    window = _create_window(None, _user_settings(), view, path)
    opened: list[Database] = []
    if os.environ.get(QUIT_AFTER_PAINT_ENV):
        _after_first_paint(window, lambda: _report_first_paint(app))
    else:
        _after_first_paint(
            window, lambda: _finish_start(app, window, path, args.open, opened, demo, parts)
        )
    window.show()
    code = app.exec()
    for database in opened:
        database.close()
    return code


# Modules the first paint must not wait for (each costs tens of ms to import); the start-up
# test reads the line below to check it.
DEFERRED_MODULES = ("sqlalchemy", "sqlmodel", "alembic", "reportlab", "psycopg", "networkx",
                    "openpyxl", "odf")


def _report_first_paint(app) -> None:
    """The start-up benchmark's signal: CPU seconds used until the first paint, then quit;
    also which of the deferred modules were loaded by then (none, if the start is lean)."""
    import time

    print(f"first-paint {time.process_time():.4f}", flush=True)
    loaded = sorted({name.split(".")[0] for name in sys.modules} & set(DEFERRED_MODULES))
    print(f"first-paint-deferred-loaded {','.join(loaded) or '-'}", flush=True)
    app.quit()


def _finish_start(app, window, path: Path, open_paths: list[str], opened: list,
                  demo: bool = False, view_parts: str = "") -> None:
    """After the first paint: the shipped fonts, then open (migrate) the database and build
    the pages."""
    from warbands_manager.ui.resources import register_fonts
    from warbands_manager.ui.theme import follow_system_scheme

    # Kept off the first paint: font parsing (~20 ms) and Qt's namespace of enums (~50 ms).
    follow_system_scheme(app)
    register_fonts()
    database = _open_database_for_gui(path, interactive=True)
    if database is None:
        app.quit()
        return
    opened.append(database)
    services = _services_for(database)
    if demo:
        _add_demo_rosters(services)
    window.attach_services(services)
    for name in open_paths:
        window.open_path(Path(name))
    if "/" in view_parts:
        from warbands_manager.ui.subviews import apply_subview, split_view

        name, parts = split_view(view_parts)
        apply_subview(window, name, parts)


def _services_for(database: Database):
    from warbands_manager.services.container import Services

    return Services.for_database(database)


def _after_first_paint(window, callback) -> None:
    """Run ``callback`` once, on the event loop turn after the window first paints.

    The start-up benchmark quits there; normal start-up opens the database there.
    """
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.Paint:
                watched.removeEventFilter(self)
                QTimer.singleShot(0, callback)
            return False

    window._first_paint_filter = FirstPaint(window)
    window.installEventFilter(window._first_paint_filter)


def _add_demo_rosters(services) -> None:
    from warbands_manager.paths import data_dir
    from warbands_manager.services.demo import add_demo_rosters

    added = add_demo_rosters(services.rosters, data_dir())
    print(f"added {len(added)} example roster(s)")


def _create_application(exact_theme: bool = True, theme: str | None = None):
    """The QApplication, in ``theme`` (else the user's preferred one)."""
    from PySide6.QtWidgets import QApplication

    from warbands_manager.ui import preferences
    from warbands_manager.ui.qt_messages import route_qt_messages_to_log
    from warbands_manager.ui.resources import app_icon
    from warbands_manager.ui.theme import apply_theme

    route_qt_messages_to_log()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName(APP_ID)
    app.setApplicationDisplayName(APP_NAME)
    app.setOrganizationName(ORGANISATION)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())
    chosen = preferences.Preferences.load(preferences.user_settings())
    preferences.set_current(chosen)
    apply_theme(app, theme or chosen.theme, exact=exact_theme)
    return app


def _checked_database_path(path: Path, interactive: bool) -> Path | None:
    """A database path that identifies as usable (stdlib only, fast), or ``None`` to give up.

    A refused file is explained and the user may choose another; the file is never changed.
    A server database is identified when it is opened, after the first paint (connecting to a
    server can take longer than the window may wait).
    """
    while True:
        try:
            if not isinstance(path, ServerUrl):
                inspect_file(path)
            return path
        except DatabaseRefused as refused:
            chosen = _explain_refusal(refused, interactive)
            if chosen is None:
                return None
            path = chosen


def _explain_refusal(refused: DatabaseRefused, interactive: bool) -> Path | None:
    print(f"warbands-manager: {refused}", file=sys.stderr)
    if not interactive:
        return None
    from warbands_manager.ui.database_dialogs import ask_for_other_database

    return ask_for_other_database(refused)


def _open_database_for_gui(path: Path, interactive: bool) -> Database | None:
    """Open ``path``; if it is refused, explain and let the user pick another or quit."""
    from warbands_manager.store.database import open_database

    while True:
        try:
            return open_database(path, allow_unbacked_migration=_allow_unbacked())
        except DatabaseRefused as refused:
            chosen = _explain_refusal(refused, interactive)
            if chosen is None:
                return None
            path = chosen


def _allow_unbacked() -> bool:
    from warbands_manager.store.server import unbacked_migration_allowed

    return unbacked_migration_allowed()


def _user_settings():
    from warbands_manager.ui.preferences import user_settings

    return user_settings()


def _create_window(services, settings, view: str | None, path: Path | None = None):
    from warbands_manager.ui.main_window import MainWindow

    return MainWindow(services, settings, initial_view=view, database_path=path)


def _take_screenshot(path: Path, view: str | None, out: Path, open_paths: list[str],
                     demo: bool = False, size: tuple[int, int] = SCREENSHOT_SIZE) -> int:
    import tempfile

    from PySide6.QtCore import QSettings, QThreadPool
    from PySide6.QtWidgets import QApplication

    from warbands_manager.ui.resources import register_fonts

    register_fonts()
    database = _open_database_for_gui(path, interactive=False)
    if database is None:
        return EXIT_REFUSED
    services = _services_for(database)
    if demo:
        _add_demo_rosters(services)
    # Throw-away settings: a screenshot neither reads nor changes the user's window state.
    with tempfile.TemporaryDirectory() as scratch:
        settings = QSettings(str(Path(scratch) / "screenshot.ini"), QSettings.Format.IniFormat)
        from warbands_manager.ui.subviews import apply_subview, grab_with_dialogs, split_view

        view, parts = split_view(view)
        window = _create_window(services, settings, view)
        for name in open_paths:
            window.open_path(Path(name))
        window.resize(*size)
        window.show()
        QApplication.processEvents()
        for part in apply_subview(window, window.current_view_name(), parts):
            print(f"warbands-manager: --view part {part!r} matched nothing", file=sys.stderr)
        QApplication.processEvents()
        # Work a page started on the thread pool (the Leagues standings) is part of what it
        # shows: let it finish and deliver its result before the picture is taken.
        QThreadPool.globalInstance().waitForDone(30_000)
        for _ in range(3):  # the result, then the layout it asks for
            QApplication.processEvents()
        out.parent.mkdir(parents=True, exist_ok=True)
        saved = grab_with_dialogs(window).save(str(out))
        window.close()
        del window
    services.database.close()
    if not saved:
        print(f"warbands-manager: could not write {out}", file=sys.stderr)
        return 1
    print(f"screenshot written: {out}")
    return 0
