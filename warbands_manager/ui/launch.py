"""The window's start, once the display check has passed (``app.py``): the QApplication,
the main window painted as a shell, then the database (checked, backed up, migrated), the
services and the first page. Nothing else builds these; everything is passed down from here.

The window's shell is painted first; the first page follows on the next turn of the event
loop. The Rosters page of a current database is painted from a stdlib ``sqlite3`` read
(importing SQLAlchemy alone takes longer than the start's budget); the database is opened
(``open_database``: identity, backup and migration checks as ever) just after that paint, or
when an action needs it first. Any other start opens the database first.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QEvent, QObject, QSettings, QThreadPool, QTimer
from PySide6.QtWidgets import QApplication

from warbands_manager import APP_ID, APP_NAME, ORGANISATION, __version__
from warbands_manager.paths import DatabaseTarget, ServerUrl, data_dir, resolve_db_path
from warbands_manager.services.container import Services
from warbands_manager.store.errors import DatabaseRefused
from warbands_manager.store.identity import inspect_file
from warbands_manager.store.quick_read import open_current
from warbands_manager.ui import preferences
from warbands_manager.ui.error_reporting import install_exception_hook
from warbands_manager.ui.gui_thread_gc import collect_on_gui_thread
from warbands_manager.ui.main_window import MainWindow
from warbands_manager.ui.paint_probe import after_paint
from warbands_manager.ui.qt_messages import route_qt_messages_to_log
from warbands_manager.ui.resources import register_fonts
from warbands_manager.ui.theme import apply_theme, follow_system_scheme, new_application
from warbands_manager.whole_file import write_whole

if TYPE_CHECKING:
    from warbands_manager.store.database import Database

SCREENSHOT_SIZE = (1280, 800)
EXIT_REFUSED = 2
OPEN_DELAY_MS = 100


def create_application(args: argparse.Namespace) -> QApplication:
    """The QApplication for the parsed command line: a screenshot in the exact light theme
    (unless one is asked for), a window in the user's preferred one."""
    theme = getattr(args, "theme", None) or ("light" if args.screenshot else None)
    return _create_application(exact_theme=bool(args.screenshot), theme=theme)


def run(app: QApplication, args: argparse.Namespace) -> int:
    """Open the window (or render a screenshot) for the parsed command line."""
    if getattr(args, "allow_unbacked_migration", False):
        # The database is opened later, after the first paint; the flag travels as the
        # variable the store reads (see store/server.py).
        os.environ["WARBANDS_ALLOW_UNBACKED_MIGRATION"] = "1"
    # The window identifies its file after the shell's first paint (``_start_services``: the
    # same checks, the same refusal and choice of another file), so the shell is on screen
    # behind any question about the file.
    path = resolve_db_path(args.db)
    if args.screenshot and not _identifies(path):
        return EXIT_REFUSED
    demo = getattr(args, "demo", False)
    if demo:
        args.view = args.view or "rosters"
    if args.screenshot:
        return _take_screenshot(path, args.view, Path(args.screenshot), args.open, demo,
                                getattr(args, "size", SCREENSHOT_SIZE))
    install_exception_hook()
    view, parts = args.view.split("/")[0] if args.view else None, args.view or ""
    window = MainWindow(None, preferences.user_settings(), initial_view=view,
                        database_path=path, actions_now=False)
    opened: list[Database] = []
    _after_first_paint(window, lambda: _finish_start(app, window, path, args.open, opened,
                                                     demo, parts))
    window.show()
    code = app.exec()
    # A pool job still running (a PDF being written) must finish before the interpreter
    # goes: Qt aborts on a Python job cut off.
    QThreadPool.globalInstance().waitForDone()
    for database in opened:
        database.close()
    return code


def _finish_start(app, window, path: DatabaseTarget, open_paths: list[str], opened: list,
                  demo: bool = False, view_parts: str = "") -> None:
    """After the first paint: the menus' actions with their shortcuts and the icons, the
    shipped fonts, the services (the database opened now, or later for the Rosters page of a
    current file: see :func:`_start_services`), the first page."""
    # First: the keyboard shortcuts work from the first input the window takes.
    window.finish_shell()
    app.setWindowIcon(window.windowIcon())

    # Kept off the first paint: parsing the shipped fonts, asking the system's scheme.
    follow_system_scheme(app)
    register_fonts()
    quick = (not open_paths and not demo and "/" not in view_parts
             and window.current_view_name() == "rosters")
    services = _start_services(path, opened, interactive=True, quick=quick, app=app)
    if services is None:  # refused, and no other file chosen
        app.exit(EXIT_REFUSED)
        return
    if demo:
        _add_demo_rosters(services)
    window.attach_services(services)
    if not services.is_open:
        _open_after_paint(window, services)
    for name in open_paths:
        window.open_path(Path(name))
    if "/" in view_parts:
        # deferred: only a start at a part of a page (``--view leagues/standings``) needs it
        from warbands_manager.ui.subviews import apply_subview, split_view

        page_name, parts = split_view(view_parts)
        apply_subview(window, page_name or window.current_view_name(), parts)


def _start_services(path: DatabaseTarget, opened: list, interactive: bool, quick: bool, app=None):
    """The services of ``path``, or None if it was refused (and no other chosen).

    With ``quick`` and a current, writable SQLite file (``store.quick_read.open_current``:
    the same identity and head-schema checks, nothing written) the database is not opened
    yet: the Rosters page reads its list through the stdlib connection and the database opens
    on first use. Anything unusual — new, older (backup and migration due), newer, read-only,
    a server — is opened now, exactly as before.
    """
    connection = None
    if quick:
        connection = open_current(path)
    if connection is None:
        database = _open_database_for_gui(path, interactive)
        if database is None:
            return None
        opened.append(database)
        return Services.for_database(database)

    def open_now():
        database = _open_database_for_gui(path, interactive)
        if database is None:  # changed under us since the check, and no other file chosen
            if app is not None:
                app.exit(EXIT_REFUSED)
            raise RuntimeError(f"the database {path} could not be opened")
        opened.append(database)
        return database

    return Services.opening(path, open_now, quick=connection)


def _open_after_paint(window, services) -> None:
    """Once the Rosters page has painted, open the database on the GUI thread (a moment
    later, so the page's own work and its first input go first), unless an action did so
    first."""
    def soon() -> None:
        QTimer.singleShot(OPEN_DELAY_MS, lambda: services.database)

    page = window.pages.get("rosters")
    after_paint(page.list_panel.table.viewport() if page is not None else window, soon)


def _after_first_paint(window, callback) -> None:
    """Run ``callback`` once, on the event loop turn after the window first paints."""
    class FirstPaint(QObject):
        def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.Paint:
                watched.removeEventFilter(self)
                QTimer.singleShot(0, callback)
            return False

    window._first_paint_filter = FirstPaint(window)
    window.installEventFilter(window._first_paint_filter)


def _add_demo_rosters(services) -> None:
    # deferred: the example rosters are validated against army data through the ORM
    from warbands_manager.services.demo import add_demo_rosters

    added = add_demo_rosters(services.rosters, data_dir())
    print(f"added {len(added)} example roster(s)")


def _create_application(exact_theme: bool = True, theme: str | None = None) -> QApplication:
    """The QApplication, in ``theme`` (else the user's preferred one)."""
    route_qt_messages_to_log()
    app = cast(QApplication, QApplication.instance() or new_application(sys.argv[:1]))
    app.setApplicationName(APP_ID)
    app.setApplicationDisplayName(APP_NAME)
    app.setOrganizationName(ORGANISATION)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    collect_on_gui_thread(app)  # before any background job can start
    # The icon (the QIcon class, the SVG) is set with the window's, after its first paint.
    chosen = preferences.Preferences.load(preferences.user_settings())
    preferences.set_current(chosen)
    apply_theme(app, theme or chosen.theme, exact=exact_theme)
    return app


def _identifies(path: DatabaseTarget) -> bool:
    """Whether ``path`` identifies as a usable database (stdlib only, fast); a refusal is
    printed. For a screenshot, which has no window to explain a refusal over or to choose
    another file from (the window does both after its first paint, when it opens the file).

    A server database is identified when it is opened (connecting can take a while).
    """
    if isinstance(path, ServerUrl):
        return True
    try:
        inspect_file(path)
    except DatabaseRefused as refused:
        _explain_refusal(refused, interactive=False)
        return False
    return True


def _explain_refusal(refused: DatabaseRefused, interactive: bool) -> Path | None:
    print(f"warbands-manager: {refused}", file=sys.stderr)
    if not interactive:
        return None
    # deferred: the questions about a refused file bring the ORM's backup readers
    from warbands_manager.ui.database_dialogs import ask_for_other_database

    return ask_for_other_database(refused)


def _open_database_for_gui(path: DatabaseTarget, interactive: bool) -> Database | None:
    """Open ``path``; if it is refused, explain and let the user pick another or quit."""
    # A current file's Rosters page is painted without SQLAlchemy (see ``_start_services``).
    # deferred: opening the database brings SQLAlchemy
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
    # deferred: the server store brings SQLAlchemy, asked only when a database is opened
    from warbands_manager.store.server import unbacked_migration_allowed

    return unbacked_migration_allowed()


def _take_screenshot(path: DatabaseTarget, view: str | None, out: Path, open_paths: list[str],
                     demo: bool = False, size: tuple[int, int] = SCREENSHOT_SIZE) -> int:
    # deferred: a screenshot's own helpers, which the window's start never needs
    from warbands_manager.ui.subviews import apply_subview, grab_with_dialogs, split_view

    register_fonts()
    view, parts = split_view(view)
    # The Rosters page alone, as it opens: painted from the stdlib read, no ORM at all.
    quick = (view or "rosters") == "rosters" and not parts and not open_paths and not demo
    opened: list = []
    services = _start_services(path, opened, interactive=False, quick=quick)
    if services is None:
        return EXIT_REFUSED
    if demo:
        _add_demo_rosters(services)
    # Throw-away settings: a screenshot neither reads nor changes the user's window state.
    with tempfile.TemporaryDirectory() as scratch:
        settings = QSettings(str(Path(scratch) / "screenshot.ini"), QSettings.Format.IniFormat)
        window = MainWindow(services, settings, initial_view=view)
        QApplication.setWindowIcon(window.windowIcon())
        for name in open_paths:
            window.open_path(Path(name))
        window.resize(*size)
        window.show()
        QApplication.processEvents()
        for part in apply_subview(window, window.current_view_name(), parts):
            print(f"warbands-manager: --view part {part!r} matched nothing", file=sys.stderr)
        QApplication.processEvents()
        # Work a page started on the thread pool (the Leagues standings) is part of what it
        # shows: let it finish and deliver its result before the picture is taken. It starts
        # on a turn after the page's first paint (ui/first_paint.py): a few turns, each
        # waiting for what the one before started.
        for _ in range(4):
            QApplication.processEvents()
            QThreadPool.globalInstance().waitForDone(30_000)
        for _ in range(3):  # the result, then the layout it asks for
            QApplication.processEvents()
        out.parent.mkdir(parents=True, exist_ok=True)
        saved = _save_picture(grab_with_dialogs(window), out)
        window.close()
        del window
    services.roster_listing.close()
    for database in opened:
        database.close()
    if not saved:
        print(f"warbands-manager: could not write {out}", file=sys.stderr)
        return 1
    print(f"screenshot written: {out}")
    return 0


def _save_picture(picture, out: Path) -> bool:
    """Write ``picture`` (a QPixmap) to ``out`` whole; False when it could not be written."""
    kind = (out.suffix[1:] or "png").upper()  # the temporary's name says nothing of the format

    def fill(temporary: Path) -> None:
        if not picture.save(str(temporary), kind):
            raise OSError(f"the picture could not be saved as {kind}")

    try:
        write_whole(out, fill)
    except OSError:
        return False
    return True
