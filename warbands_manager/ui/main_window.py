"""The main window: navigation on the left, the current page on the right, standard menus.

Pages are built the first time they are shown, so start-up pays only for the first one.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QByteArray, QSettings, Qt, QUrl, Signal
from PySide6.QtGui import QAction, QCloseEvent, QDesktopServices, QKeySequence, QUndoGroup
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QMessageBox,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from warbands_manager import APP_NAME
from warbands_manager.logs import log_dir
from warbands_manager.navigation import DEFAULT_VIEW, FILE_OPENERS, VIEW_NAMES, VIEWS, ViewInfo
from warbands_manager.paths import DatabaseTarget
from warbands_manager.store.errors import DatabaseRefused
from warbands_manager.ui import preferences
from warbands_manager.ui.outside_changes import OutsideChangeWatcher
from warbands_manager.ui.resources import app_icon
from warbands_manager.ui.theme import apply_theme
from warbands_manager.ui.views.base import BaseView
from warbands_manager.ui.views.intro import PageHeader
from warbands_manager.ui.views.registry import create_view

if TYPE_CHECKING:  # the shell is painted before the database layer is imported
    from warbands_manager.services.container import Services

NAME_ROLE = Qt.ItemDataRole.UserRole
SIDEBAR_WIDTH = 208  # fixed: the page beside it must not jump when another page is shown
STATUS_TIMEOUT_MS = 8000  # a finished job's message clears; one ending in "…" stays until replaced
DOCUMENT_SHORTCUTS = {
    "new": ("&New", QKeySequence.StandardKey.New),
    "open": ("&Open…", QKeySequence.StandardKey.Open),
    "save": ("&Save", QKeySequence.StandardKey.Save),
    "export": ("&Export…", QKeySequence.StandardKey.SaveAs),
    "print": ("&Print…", QKeySequence.StandardKey.Print),
}
MENU_TITLES = {"file": "&File", "edit": "&Edit", "view": "&View", "help": "&Help"}


class MainWindow(QMainWindow):
    """Navigation between the Warbands pages and the companion trackers."""

    view_changed = Signal(str)

    def __init__(self, services: Services | None, settings: QSettings,
                 initial_view: str | None = None, database_path: DatabaseTarget | None = None,
                 actions_now: bool = True) -> None:
        """Build the window; with ``services=None`` it is an empty shell until
        :meth:`attach_services` (start-up paints the shell before the database is opened).

        ``actions_now=False`` (the start-up): the menu bar shows its titles, and the menus'
        actions with their shortcuts, the undo group and the window icon are made by
        :meth:`finish_shell` on the turn after the first paint — or sooner, when a menu is
        opened or services are attached. None of them is drawn in the first frame, and
        building them (the actions, their shortcuts, the SVG icon) would only delay it."""
        super().__init__()
        # Set by attach_services below: the first page is built and shown once, there.
        self.services: Services | None = None
        self.settings = settings
        self.database_path = database_path or (services.target if services else None)
        self._pending_view = initial_view or self._remembered_view()
        self.pages: dict[str, BaseView] = {}
        self.undo_group: QUndoGroup
        self.document_actions: dict[str, QAction] = {}
        self._shell_finished = False
        self.restore_dialog_factory = _restore_dialog  # tests replace it
        self.status_timeout_ms = STATUS_TIMEOUT_MS  # tests shorten it
        self.server_dialog_factory = _server_dialog  # tests replace it
        self.outside_changes: OutsideChangeWatcher | None = None  # once the database is open
        self.setWindowTitle(APP_NAME)
        self._build_central()
        self._build_menu_titles()
        self._build_status_bar()
        self.navigation.currentItemChanged.connect(self._on_navigation_current_item_changed)
        self._restore_geometry()
        self.show_view(self._pending_view)
        if actions_now:
            self.finish_shell()
        if services is not None:
            self.attach_services(services)

    def attach_services(self, services: Services) -> None:
        """Give the window its services; pages are built from now on. The database may open
        later (the Rosters page is painted from a stdlib read first): what needs it waits."""
        self.finish_shell()
        self.services = services
        self.database_path = services.target
        self._show_database_name(services.target)
        if self.outside_changes is not None:
            self.outside_changes.stop()
            self.outside_changes = None
        services.when_open(lambda database: self._on_database_open(services, database))
        self._on_navigation_current_item_changed(self.navigation.currentItem(), None)

    def _on_database_open(self, services: Services, database) -> None:
        if services is not self.services:
            return  # another database was attached meanwhile
        database.actor = preferences.current().actor  # histories name the user, not the login
        self.outside_changes = OutsideChangeWatcher(self)
        if database.backup_taken:
            self.statusBar().showMessage(
                f"Database upgraded; backup saved as {database.backup_taken}")

    # -- layout -----------------------------------------------------------------------------
    def _build_central(self) -> None:
        self.navigation = QListWidget()
        self.navigation.setObjectName("navigation")
        self.navigation.setFixedWidth(SIDEBAR_WIDTH)
        self.navigation.setWordWrap(True)
        for group in dict.fromkeys(view.group for view in VIEWS):
            self._add_group_heading(group)
            for view in (v for v in VIEWS if v.group == group):
                item = QListWidgetItem(view.title)
                item.setData(NAME_ROLE, view.name)
                item.setToolTip(view.summary)
                self.navigation.addItem(item)
        # Each page sits in a scroll area: the window fits 1024x700 whatever a page asks
        # for, and a page wider or taller than the room left scrolls instead of being cut.
        self.stack = QStackedWidget()
        central = QWidget()
        row = QHBoxLayout(central)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.navigation)
        row.addWidget(self.stack, 1)
        self.setCentralWidget(central)

    def _add_group_heading(self, group: str) -> None:
        # A heading in the body text colour (bold, not greyed: grey on white was 1.9:1).
        heading = QListWidgetItem(group)
        font = heading.font()
        font.setBold(True)
        heading.setFont(font)
        # Enabled but not selectable: a disabled item would be drawn greyed out.
        heading.setFlags(Qt.ItemFlag.ItemIsEnabled)
        self.navigation.addItem(heading)

    def _build_menu_titles(self) -> None:
        """The menu bar's titles, as the first frame shows them; the menus are filled by
        :meth:`finish_shell` (at the latest when one is about to open)."""
        self.menus: dict[str, QMenu] = {}
        for key, title in MENU_TITLES.items():
            menu = self.menuBar().addMenu(title)
            menu.aboutToShow.connect(self.finish_shell)
            self.menus[key] = menu

    def finish_shell(self) -> None:
        """Make what the first frame does not show (once): the menus' actions and their
        keyboard shortcuts, the undo group, the window icon."""
        if self._shell_finished:
            return
        self._shell_finished = True
        self.undo_group = QUndoGroup(self)
        self._build_menus()
        self._connect_signals()
        self.setWindowIcon(app_icon())

    def _build_menus(self) -> None:
        file_menu = self.menus["file"]
        for name, (label, key) in DOCUMENT_SHORTCUTS.items():
            action = QAction(label, self)
            action.setShortcuts([QKeySequence(key)])
            action.triggered.connect(lambda _checked=False, n=name: self._run_document_action(n))
            file_menu.addAction(action)
            self.document_actions[name] = action
        file_menu.addSeparator()
        self.backup_action = QAction("&Back Up Database Now", self)
        self.restore_action = QAction("&Restore from Backup…", self)
        file_menu.addAction(self.backup_action)
        file_menu.addAction(self.restore_action)
        file_menu.addSeparator()
        self.open_server_action = QAction("Open &Server Database…", self)
        file_menu.addAction(self.open_server_action)
        file_menu.addSeparator()
        self.quit_action = QAction("&Quit", self)
        # Some platform themes define no Quit key; Ctrl+Q is what users expect everywhere.
        self.quit_action.setShortcuts(
            QKeySequence.keyBindings(QKeySequence.StandardKey.Quit) or [QKeySequence("Ctrl+Q")]
        )
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        file_menu.addAction(self.quit_action)
        self._build_edit_menu()
        self._build_view_menu()
        self._build_help_menu()

    def _build_edit_menu(self) -> None:
        edit_menu = self.menus["edit"]
        self.undo_action = self.undo_group.createUndoAction(self, "&Undo")
        self.undo_action.setShortcuts([QKeySequence(QKeySequence.StandardKey.Undo)])
        self.redo_action = self.undo_group.createRedoAction(self, "&Redo")
        self.redo_action.setShortcuts([QKeySequence(QKeySequence.StandardKey.Redo)])
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        edit_menu.addSeparator()
        self.preferences_action = QAction("&Preferences…", self)
        self.preferences_action.setShortcuts(
            [QKeySequence(QKeySequence.StandardKey.Preferences)])
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.preferences_action.triggered.connect(self._on_preferences_action_triggered)
        edit_menu.addAction(self.preferences_action)

    def _build_view_menu(self) -> None:
        view_menu = self.menus["view"]
        for number, view in enumerate(VIEWS, start=1):
            action = QAction(view.title, self)
            action.setShortcuts([QKeySequence(f"Ctrl+{number}")])
            action.triggered.connect(lambda _checked=False, n=view.name: self.show_view(n))
            view_menu.addAction(action)

    def _build_help_menu(self) -> None:
        help_menu = self.menus["help"]
        self.rules_reference_action = QAction("&Rules Reference…", self)
        self.rules_reference_action.setShortcuts(
            [QKeySequence(QKeySequence.StandardKey.HelpContents)])
        self.rules_reference_action.setStatusTip(
            "Search the rules; with a problem selected in the roster editor, opens at its rule")
        help_menu.addAction(self.rules_reference_action)
        self.log_folder_action = QAction("Open &Log Folder", self)
        self.log_folder_action.setStatusTip(
            "Show the folder of the app's log, to attach it to a problem report")
        help_menu.addAction(self.log_folder_action)
        help_menu.addSeparator()
        self.about_action = QAction(f"&About {APP_NAME}", self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        help_menu.addAction(self.about_action)
        about_qt = QAction("About &Qt", self)
        about_qt.triggered.connect(QApplication.aboutQt)
        help_menu.addAction(about_qt)

    def _build_status_bar(self) -> None:
        self.database_label = QLabel()
        self._show_database_name(self.database_path)
        self.statusBar().addPermanentWidget(self.database_label)

    def _show_database_name(self, where) -> None:
        """The database by name (a file's name without its folder, a server database's
        name); the whole location is the label's tooltip, for whoever needs it."""
        if where is None:
            self.database_label.setText("Database: opening…")
            return
        self.database_label.setText(f"Database: {_database_name(where)}")
        self.database_label.setToolTip(str(where))

    def _connect_signals(self) -> None:
        self.quit_action.triggered.connect(self.close)
        self.about_action.triggered.connect(self._on_about_action_triggered)
        self.log_folder_action.triggered.connect(self._on_log_folder_action_triggered)
        self.rules_reference_action.triggered.connect(self._on_rules_reference_action_triggered)
        self.backup_action.triggered.connect(self._on_backup_action_triggered)
        self.restore_action.triggered.connect(self._on_restore_action_triggered)
        self.open_server_action.triggered.connect(self._on_open_server_action_triggered)

    # -- pages ------------------------------------------------------------------------------
    def page(self, name: str) -> BaseView:
        """The page called ``name``, built on first use."""
        if name not in self.pages:
            info = next(view for view in VIEWS if view.name == name)
            self.pages[name] = self._create_page(info)
        return self.pages[name]

    def _create_page(self, info: ViewInfo) -> BaseView:
        self.finish_shell()  # the undo group
        page = create_view(info, self.services)
        holder = QScrollArea()
        holder.setObjectName(f"scroll-{info.name}")
        holder.setWidgetResizable(True)
        holder.setFrameShape(QFrame.Shape.NoFrame)
        holder.setWidget(page)
        # The one page pattern: the same header above every page, which scrolls below it.
        frame = QWidget()
        column = QVBoxLayout(frame)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        page.header = PageHeader(info.title, info.summary, page.header_actions())
        column.addWidget(page.header)
        column.addWidget(holder, 1)
        self.stack.addWidget(frame)
        self.undo_group.addStack(page.undo_stack)
        page.status_message.connect(self.show_status)
        page.actions_changed.connect(self._update_document_actions)
        return page

    def show_status(self, text: str) -> None:
        """A page's message: work in progress ("…") stays until the next message; a result
        clears after a few seconds, so nothing stale is left once the work is done."""
        timeout = 0 if text.rstrip().endswith(("…", "...")) else self.status_timeout_ms
        self.statusBar().showMessage(text, timeout)

    def show_view(self, name: str) -> None:
        """Switch to the page called ``name`` (an unknown name falls back to the default)."""
        if name not in VIEW_NAMES:
            name = DEFAULT_VIEW
        for row in range(self.navigation.count()):
            if self.navigation.item(row).data(NAME_ROLE) == name:
                self.navigation.setCurrentRow(row)
                return

    def open_path(self, path: Path) -> bool:
        """Open a file in the page that handles its type (``navigation.FILE_OPENERS``)."""
        view = FILE_OPENERS.get(path.suffix.lower())
        if view is None:
            self.statusBar().showMessage(f"Warbands Manager does not open {path.name} files")
            return False
        self.show_view(view)
        if self.services is None:
            return False
        return self.page(view).open_file(path)

    def current_page(self) -> BaseView | None:
        """The page shown now (``None`` before the database is attached)."""
        frame = self.stack.currentWidget()
        holder = frame.findChild(QScrollArea) if frame is not None else None
        page = holder.widget() if holder is not None else None
        return page if isinstance(page, BaseView) else None

    def current_view_name(self) -> str:
        item = self.navigation.currentItem()
        return item.data(NAME_ROLE) if item else DEFAULT_VIEW

    def _on_navigation_current_item_changed(self, current: QListWidgetItem, _previous) -> None:
        if current is None or current.data(NAME_ROLE) is None or self.services is None:
            return
        page = self.page(current.data(NAME_ROLE))
        self.stack.setCurrentWidget(_frame_of(page))
        self.undo_group.setActiveStack(page.undo_stack)
        page.on_shown()
        self._update_document_actions()
        self.setWindowTitle(f"{page.info.title} — {APP_NAME}")
        self.view_changed.emit(page.info.name)

    def _update_document_actions(self) -> None:
        page = self.current_page()
        for name, action in self.document_actions.items():
            action.setEnabled(isinstance(page, BaseView) and page.handler(name) is not None)

    def _run_document_action(self, name: str) -> None:
        page = self.current_page()
        handler = page.handler(name) if isinstance(page, BaseView) else None
        if handler is not None:
            handler()

    def _on_log_folder_action_triggered(self) -> None:
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        self.show_folder(folder)

    @staticmethod
    def show_folder(folder: Path) -> None:
        """Open ``folder`` in the desktop's file manager (tests replace this)."""
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    def _on_about_action_triggered(self) -> None:
        from warbands_manager.ui.about import AboutDialog  # deferred: a dialog, loaded on use

        AboutDialog(self).exec()

    def _on_preferences_action_triggered(self) -> None:
        # deferred: a dialog, loaded on use
        from warbands_manager.ui.preferences_dialog import PreferencesDialog

        dialog = PreferencesDialog(preferences.current(), self)
        if dialog.exec():
            self.apply_preferences(dialog.chosen())

    def apply_preferences(self, chosen) -> None:
        """Store ``chosen`` and put it in force: theme, history name, backups to keep."""
        chosen.save(self.settings)
        preferences.set_current(chosen)
        apply_theme(cast(QApplication, QApplication.instance()), chosen.theme)
        if self.services is not None:
            self.attached.database.actor = chosen.actor
            if not self.attached.database.is_server:
                self.attached.backups.set_keep(chosen.backups_to_keep)
        self.show_status("Preferences saved")

    def _on_rules_reference_action_triggered(self) -> None:
        # deferred: the Rules Reference reads every rule document, loaded on use
        from warbands_manager.ui.rules_reference import show_rules_reference

        page = self.current_page()
        topic = getattr(page, "help_topic", lambda: None)()
        self.rules_reference = show_rules_reference(self, *(topic or ()))

    @property
    def attached(self) -> Services:
        """The services, once the database is open (the actions using them wait for it)."""
        assert self.services is not None, "used before the database was opened"
        return self.services

    # -- backups ----------------------------------------------------------------------------
    def _on_backup_action_triggered(self) -> None:
        try:
            target = self.attached.backups.backup_now()
        except DatabaseRefused as refused:  # a server database without pg_dump
            QMessageBox.warning(self, "Cannot back up", str(refused))
            return
        self.show_status(f"Backup saved as {target}")

    def _on_restore_action_triggered(self) -> None:
        dialog = self.restore_dialog_factory(self.attached.backups.backups(), self)
        if dialog.exec() and dialog.chosen is not None:
            self.restore_from(dialog.chosen)

    def restore_from(self, backup: Path) -> None:
        """Replace the database with ``backup`` and rebuild every page on the restored data."""
        try:
            database = self.attached.backups.restore(backup)
        except DatabaseRefused as refused:
            QMessageBox.warning(self, "Cannot restore", str(refused))
            return
        self._discard_pages()
        self.attach_services(self.attached.for_database(database))
        self.statusBar().showMessage(
            f"Restored {backup.name}; the previous contents were saved as {database.backup_taken}"
        )

    # -- another database -------------------------------------------------------------------
    def _on_open_server_action_triggered(self) -> None:
        if self.services is None:
            return
        dialog = self.server_dialog_factory(self.settings, self)
        if dialog.exec() and dialog.database is not None:
            self.switch_database(dialog.database)

    def switch_database(self, database) -> None:
        """Show ``database`` (already opened and migrated) instead of the current one, which
        is closed; every page is rebuilt on the new data (as after a restore)."""
        previous = self.attached
        old = previous.database if previous.is_open else None  # never opened: nothing to close
        self._discard_pages()
        self.attach_services(previous.for_database(database))
        if old is not None and old is not database:
            old.close()
        previous.roster_listing.close()
        if not database.backup_taken:
            self.statusBar().showMessage(  # by name, no folder path
                f"Opened the database “{_database_name(database.path)}”", 5000)

    def _discard_pages(self) -> None:
        for page in self.pages.values():
            self.undo_group.removeStack(page.undo_stack)
            frame = _frame_of(page)
            self.stack.removeWidget(frame)
            frame.deleteLater()
        self.pages.clear()

    # -- remembered state -------------------------------------------------------------------
    def _remembered_view(self) -> str:
        return str(self.settings.value("window/view", DEFAULT_VIEW))

    def _restore_geometry(self) -> None:
        geometry = self.settings.value("window/geometry")
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
            return
        # 1280x800, or the whole screen when it is smaller (a 1024x768 laptop)
        room = self.screen().availableGeometry()
        self.resize(min(1280, room.width()), min(800, room.height()))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's name)
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/view", self.current_view_name())
        self.settings.sync()
        super().closeEvent(event)


def _frame_of(page: BaseView) -> QWidget:
    """The stack's entry of ``page``: header + scroll area (viewport → area → frame)."""
    return page.parentWidget().parentWidget().parentWidget()


def _server_dialog(*args):
    # deferred: a dialog, loaded on use
    from warbands_manager.ui.server_dialog import ServerDatabaseDialog

    return ServerDatabaseDialog(*args)


def _restore_dialog(*args):
    # deferred: a dialog, loaded on use
    from warbands_manager.ui.backup_dialogs import RestoreDialog

    return RestoreDialog(*args)


def _database_name(where) -> str:
    """A file's name without its folder, or a server database's name."""
    return where.stem if isinstance(where, Path) else getattr(where, "database_name", where)
