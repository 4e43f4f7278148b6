"""Army data › Get army data…: choose a data source (the community's repository is offered,
nothing is fetched until the player asks), see what it holds beside what is imported, and
import the chosen catalogues; Check for updates reads the remembered sources again.

Downloads run on the background runner with a progress bar and Cancel; a cancelled or failed
download stores nothing. The window works as before without any network.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from warbands_manager.services.army_sources import (
    NEWER,
    NOT_IMPORTED,
    ArmySources,
    SourceListing,
    SourceRow,
    open_source,
    warhammer_repositories,
)
from warbands_manager.ui.background import run_in_background
from warbands_manager.ui.file_dialogs import open_file_name

INTRO = ("Army data comes from the community's BattleScribe repositories. Choose where from "
         "and press <b>Show what it holds</b>: nothing is downloaded before that, and only the "
         "catalogues you tick are imported. Your saved rosters are never changed by an import.")
COLUMNS = ("Import", "Army data", "Kind", "Revision", "In your database")
ENTRY_ROLE = Qt.ItemDataRole.UserRole


class _Progress(QObject):
    """Progress from the pool thread, delivered on the GUI thread (a queued signal)."""

    changed = Signal(str, int, int)


class ArmySourcesDialog(QDialog):
    """The source, its files with their status, progress with Cancel, and Import."""

    def __init__(self, sources: ArmySources, after_import: Callable[[object], None],
                 parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Get army data")
        self.resize(860, 560)
        self.sources, self.after_import = sources, after_import
        self.listing: SourceListing | None = None
        self._cancel = threading.Event()
        self._progress = _Progress(self)
        self._build_widgets()
        self._build_layout()
        self._connect_signals()
        self._set_busy(None)

    def _build_widgets(self) -> None:
        self.source = QComboBox()
        self.source.setEditable(True)
        self.source.setObjectName("army-source")
        settings = self.sources.settings
        self.source.addItem(settings.suggested_address)
        self.source.setToolTip(settings.suggested_name)
        for saved in self.sources.sources():
            if self.source.findText(saved.address) < 0:
                self.source.addItem(saved.address)
        self.show_button = QPushButton("Show what it holds")
        self.file_button = QPushButton("Open a file…")
        self.file_button.setToolTip("A repository distribution (.bsr) or a data index "
                                    "(.bsi, index.xml) next to its files, from disk")
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("army-source-files")
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.progress = QProgressBar()
        self.cancel_button = QPushButton("Cancel download")
        self.import_button = QPushButton("Import the ticked catalogues")
        self.update_button = QPushButton("Check for updates")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        for button in (self.show_button, self.file_button, self.cancel_button,
                       self.import_button, self.update_button):
            button.setAutoDefault(False)

    def _build_layout(self) -> None:
        intro = QLabel(INTRO)
        intro.setWordWrap(True)
        where = QHBoxLayout()
        where.addWidget(QLabel("Where from:"))
        where.addWidget(self.source, 1)
        where.addWidget(self.show_button)
        where.addWidget(self.file_button)
        busy = QHBoxLayout()
        busy.addWidget(self.progress, 1)
        busy.addWidget(self.cancel_button)
        bottom = QHBoxLayout()
        bottom.addWidget(self.import_button)
        bottom.addWidget(self.update_button)
        bottom.addStretch(1)
        bottom.addWidget(self.buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(where)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.message)
        layout.addLayout(busy)
        layout.addLayout(bottom)

    def _connect_signals(self) -> None:
        self.buttons.rejected.connect(self.reject)
        self.show_button.clicked.connect(lambda: self.show_source(self.source.currentText()))
        self.file_button.clicked.connect(self._on_file_button_clicked)
        self.cancel_button.clicked.connect(self._cancel.set)
        self.import_button.clicked.connect(self.import_ticked)
        self.update_button.clicked.connect(self.check_updates)
        self.table.itemChanged.connect(lambda _item: self._enable_import())
        self._progress.changed.connect(self._on_progress_changed)

    # -- the source --------------------------------------------------------------------------
    def show_source(self, address: str) -> None:
        """Read ``address`` (in the background) and list what it holds."""
        address = address.strip()
        if not address:
            return
        settings = self.sources.settings
        self._run(f"Reading {address}…",
                  lambda: (open_source(address, settings, self._report, self._cancel.is_set),
                           self.sources.stored_revisions()),
                  self._on_source_read)

    def _on_file_button_clicked(self) -> None:
        path, _filter = open_file_name(
            self, "Open army data source", "",
            "BattleScribe data sources (*.bsr *.bsi index.xml *.json);;All files (*)")
        if path:
            self.source.setCurrentText(path)
            self.show_source(path)

    def _on_source_read(self, answer) -> None:
        opened, stored = answer
        if isinstance(opened, SourceListing):
            self.listing = opened
            self._fill(opened.rows(stored))
            self.message.setText(f"<b>{opened.index.name}</b>: tick the catalogues to import "
                                 "(their game system comes with them).")
            return
        found = warhammer_repositories(opened)
        if len(found) == 1:
            self.source.setCurrentText(found[0].index_url)
            self.show_source(found[0].index_url)
            return
        for repo in found:
            self.source.addItem(repo.index_url)
        self.message.setText(
            f"This list names {len(opened.repositories)} repositories; {len(found)} hold "
            "Warhammer Fantasy data: choose one under Where from and press Show what it holds."
            if found else "This list names no repository of Warhammer Fantasy data.")

    def _fill(self, rows: list[SourceRow]) -> None:
        kept = self.sources.kept_revisions()
        self.table.blockSignals(True)
        self.table.setRowCount(len(rows))
        for number, row in enumerate(rows):
            tick = QTableWidgetItem()
            catalogue = row.entry.data_type == "catalogue"
            tick.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable
                          if catalogue else Qt.ItemFlag.NoItemFlags)
            if catalogue:
                tick.setCheckState(Qt.CheckState.Unchecked)
            tick.setData(ENTRY_ROLE, row.entry)
            kind = "Catalogue" if catalogue else "Game system"
            cells = (tick, QTableWidgetItem(row.entry.name), QTableWidgetItem(kind),
                     QTableWidgetItem(str(row.entry.revision)),
                     QTableWidgetItem(status_words(row, kept.get(row.entry.data_id, ""))))
            for column, cell in enumerate(cells):
                self.table.setItem(number, column, cell)
        self.table.blockSignals(False)
        self._enable_import()

    def ticked(self) -> list:
        ticks = [self.table.item(row, 0) for row in range(self.table.rowCount())]
        return [tick.data(ENTRY_ROLE) for tick in ticks
                if tick is not None and tick.checkState() == Qt.CheckState.Checked]

    def tick(self, names: list[str]) -> None:
        """Tick the catalogues called ``names`` (as a player would)."""
        for row in range(self.table.rowCount()):
            tick, name = self.table.item(row, 0), self.table.item(row, 1)
            if tick is not None and name is not None and name.text() in names:
                tick.setCheckState(Qt.CheckState.Checked)

    def _enable_import(self) -> None:
        self.import_button.setEnabled(bool(self.ticked()) and not self._busy)

    # -- importing and updates ---------------------------------------------------------------
    def import_ticked(self) -> None:
        listing, entries = self.listing, self.ticked()
        if listing is None or not entries:
            return
        self._run(f"Downloading {len(entries)} catalogue(s)…",
                  lambda: self.sources.import_entries(listing, entries, self._report,
                                                      self._cancel.is_set),
                  self._on_imported)

    def _on_imported(self, report) -> None:
        self.after_import(report)
        if self.listing is not None:
            self._fill(self.listing.rows(self.sources.stored_revisions()))
        self.message.setText("Imported: " + "; ".join(report.stored) if report.stored
                             else "Nothing new was imported.")

    def check_updates(self) -> None:
        """Read every remembered source again and tick the catalogues with a newer revision."""
        self._run("Checking your sources for newer army data…",
                  lambda: self.sources.check_updates(self._report, self._cancel.is_set),
                  self._on_checked)

    def _on_checked(self, check) -> None:
        if check.newer:
            listing = check.newer[0][0]
            self.listing = listing
            self.source.setCurrentText(listing.address)
            self._fill(listing.rows(self.sources.stored_revisions()))
            self.tick([row.entry.name for _listing, row in check.newer
                       if _listing is listing])
        names = ", ".join(row.entry.name for _listing, row in check.newer)
        text = (f"Newer revisions: {names}. Import them to see what changed in your rosters."
                if check.newer else "Every catalogue is up to date with its source."
                if not check.errors else "")
        self.message.setText(" ".join([text, *check.errors]).strip())

    # -- the background runner ---------------------------------------------------------------
    _busy = False

    def _run(self, what: str, work: Callable[[], object],
             done: Callable[[object], None]) -> None:
        self._cancel.clear()
        self._set_busy(what)

        def finished(result: object) -> None:
            self._set_busy(None)
            done(result)

        run_in_background(self, work, finished, self._on_failed)

    def _on_failed(self, error: BaseException) -> None:
        self._set_busy(None)
        cancelled = type(error).__name__ == "DownloadCancelled"
        self.message.setText("Download cancelled: nothing was imported." if cancelled
                             else str(error))

    def _report(self, what: str, done: int, expected: int) -> None:
        self._progress.changed.emit(what, done, expected)  # from the pool thread

    def _on_progress_changed(self, what: str, done: int, expected: int) -> None:
        self.progress.setRange(0, expected or 0)
        self.progress.setValue(min(done, expected) if expected else 0)
        self.progress.setFormat(f"{what}: {done // 1024} KB")

    def _set_busy(self, what: str | None) -> None:
        self._busy = what is not None
        self.progress.setVisible(self._busy)
        self.cancel_button.setVisible(self._busy)
        for button in (self.show_button, self.file_button, self.update_button):
            button.setEnabled(not self._busy)
        if what:
            self.message.setText(what)
            self.progress.setRange(0, 0)
        self._enable_import()


def status_words(row: SourceRow, kept: str = "") -> str:
    """What the database holds of the row's file; ``kept`` names an older revision kept for
    saved rosters (``revision 2 kept for 1 roster``)."""
    if row.status == NOT_IMPORTED:
        return "Not imported"
    kept = f" ({kept})" if kept else ""
    if row.status == NEWER:
        return f"Revision {row.stored_revision}{kept}: a newer one is here"
    newer = (" (newer than this)" if row.stored_revision is not None
             and row.stored_revision > row.entry.revision else "")
    return f"Revision {row.stored_revision}{kept}{newer}"
