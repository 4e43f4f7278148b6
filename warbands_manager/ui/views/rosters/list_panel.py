"""The roster list: search, filter, the table, and the buttons for whole-roster actions."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.ui.measured_table import MeasuredOnceTableView
from warbands_manager.ui.views.rosters.list_model import (
    COLUMNS,
    FILTERS,
    ID_ROLE,
    RosterFilterProxy,
    RosterTableModel,
)

BUTTONS = (("new", "New roster"), ("open", "Open / import…"), ("edit", "Edit"),
           ("duplicate", "Duplicate"), ("rename", "Rename…"), ("delete", "Delete"),
           ("export", "Export…"), ("print", "Print…"))
SECOND_ROW = ("export", "print")
# The page's main actions: the window's page header shows them, as on every page.
HEADER_BUTTONS = ("new", "open")


class RosterListPanel(QWidget):
    """Emits ``action_requested(name)`` for a button and ``open_requested(id)`` on double-click."""

    action_requested = Signal(str)
    open_requested = Signal(int)
    selection_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = RosterTableModel(self)
        self.proxy = RosterFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.search = QLineEdit()
        self.search.setPlaceholderText("Search name, player or army…")
        self.search.setClearButtonEnabled(True)
        self.filter_combo = QComboBox()
        self.filter_combo.addItems(FILTERS)
        self.table = MeasuredOnceTableView()
        self.table.setObjectName("roster-table")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COLUMNS.index("Name"), QHeaderView.ResizeMode.Stretch)
        self.buttons = {name: QPushButton(label) for name, label in BUTTONS}
        self.demo_button = QPushButton("Add example rosters")
        self.army_data_button = QPushButton("Army data…")
        self.army_label = QLabel()
        self.army_label.setObjectName("army-data")
        self.army_label.setWordWrap(True)
        self.empty_label = QLabel()
        self.empty_label.setObjectName("empty-state")
        self.empty_label.setWordWrap(True)
        self._build_layout()
        self._connect_signals()

    def _build_layout(self) -> None:
        search_row = QHBoxLayout()
        search_row.addWidget(self.search, 3)
        search_row.addWidget(self.filter_combo, 1)
        # Two rows, so the page fits a 1024-pixel window (one row of ten buttons did not).
        buttons = QVBoxLayout()
        first, second = QHBoxLayout(), QHBoxLayout()
        for name, button in self.buttons.items():
            if name not in HEADER_BUTTONS:
                (second if name in SECOND_ROW else first).addWidget(button)
        first.addStretch(1)
        second.addStretch(1)
        second.addWidget(self.army_data_button)
        second.addWidget(self.demo_button)
        buttons.addLayout(first)
        buttons.addLayout(second)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(search_row)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.army_label)
        layout.addLayout(buttons)

    def _connect_signals(self) -> None:
        self.search.textChanged.connect(self.proxy.set_search)
        self.filter_combo.currentTextChanged.connect(self.proxy.set_filter)
        self.table.doubleClicked.connect(self._on_table_double_clicked)
        self.table.selectionModel().selectionChanged.connect(self._on_selection_changed)
        for name, button in self.buttons.items():
            button.clicked.connect(lambda _checked=False, n=name: self.action_requested.emit(n))
        self.demo_button.clicked.connect(lambda: self.action_requested.emit("demo"))
        self.army_data_button.clicked.connect(lambda: self.action_requested.emit("army_data"))
        delete = QAction("Delete roster", self.table)
        delete.setShortcuts([QKeySequence(QKeySequence.StandardKey.Delete)])  # see main_window
        delete.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        delete.triggered.connect(lambda: self.action_requested.emit("delete"))
        self.table.addAction(delete)

    def set_rows(self, rows, select_id: int | None = None) -> None:
        keep = select_id if select_id is not None else self.selected_id()
        self.model.set_rows(rows)
        self.empty_label.setVisible(not rows)
        self.empty_label.setText(
            "No rosters yet. Start a <b>New roster</b>, open a roster file (or drop a .json "
            "roster on the window), import BattleScribe army data, or <b>Add example "
            "rosters</b> to see the validator at work.")
        if keep is not None:
            self.select_id(keep)
        self._on_selection_changed()

    def show_army_data(self, armies) -> None:
        """Name the imported catalogues (or say how to import some)."""
        if not armies:
            self.army_label.setText("Army data: none imported — rosters can still be typed by "
                                    "hand. Open BattleScribe .gst/.cat files to pick units "
                                    "from army lists.")
            return
        names = ", ".join(f"{a.name} (rev. {a.revision}, {a.units} units)" for a in armies)
        self.army_label.setText(f"Army data: {names}")
        self.army_label.setToolTip("\n".join(f"{a.name}: {a.source_file} — {a.provenance}"
                                             for a in armies))

    def selected_id(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].data(ID_ROLE) if rows else None

    def select_id(self, roster_id: int) -> None:
        row = self.model.row_of(roster_id)
        if row is None:
            return
        index = self.proxy.mapFromSource(self.model.index(row, 0))
        if index.isValid():
            self.table.selectRow(index.row())

    def _on_table_double_clicked(self, index) -> None:
        self.open_requested.emit(index.data(ID_ROLE))

    def _on_selection_changed(self, *_args) -> None:
        selected = self.selected_id() is not None
        for name in ("edit", "duplicate", "rename", "delete", "export", "print"):
            self.buttons[name].setEnabled(selected)
        self.selection_changed.emit()
