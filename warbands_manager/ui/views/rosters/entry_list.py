"""The army list, filtered to one slot, to add a unit from (a slot's **Add**, or Insert).

Every entry shows its slot, its cost and size at the Warbands minimum; an entry that cannot be
taken now is greyed, with the rule that forbids it as its tooltip (``rules.what_fits`` asks the
validator with the entry added). Typing a search looks through every slot. Double-click, Enter
or **Add** adds the entry; the list stays open for the next one (its choices refreshed: what
the warband has now decides what fits) until **Close**. A list opened again starts with an
empty search, and a search that finds nothing says so.
"""

from __future__ import annotations

from PySide6.QtCore import QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.rules.roster import CATEGORIES, format_points
from warbands_manager.rules.roster_sections import TITLES
from warbands_manager.rules.what_fits import Choice

CHOICE_ROLE = Qt.ItemDataRole.UserRole
CATEGORY_ROLE = Qt.ItemDataRole.UserRole + 1
HEADERS = ("Entry", "Slot", "Points", "Models", "")


class SlotFilter(QSortFilterProxyModel):
    """Entries of one slot (or all) whose name holds the search text."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.category: str | None = None
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterKeyColumn(0)

    def set_category(self, category: str | None) -> None:
        self.category = category
        self.invalidate()  # invalidateFilter() is deprecated in this Qt

    def filterAcceptsRow(self, row, parent) -> bool:  # noqa: N802 (Qt's name)
        index = self.sourceModel().index(row, 0, parent)
        searching = bool(self.filterRegularExpression().pattern())
        if self.category and not searching and index.data(CATEGORY_ROLE) != self.category:
            return False  # a search looks through every slot
        return super().filterAcceptsRow(row, parent)


class EntryListDialog(QDialog):
    """``entry_chosen(UnitEntry)`` when the player adds an entry; ``custom_requested``."""

    entry_chosen = Signal(object)
    custom_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("army-list-dialog")
        self.setWindowTitle("Add a unit")
        self.slot_combo = QComboBox()
        self.slot_combo.addItem("Every slot", None)
        for category in CATEGORIES:
            self.slot_combo.addItem(TITLES[category], category)
        self.search = QLineEdit()
        self.search.setPlaceholderText("Search the army list…")
        self.search.setClearButtonEnabled(True)
        self.model = QStandardItemModel(self)
        self.model.setHorizontalHeaderLabels(list(HEADERS))
        self.proxy = SlotFilter(self)
        self.proxy.setSourceModel(self.model)
        self.view = QTreeView()
        self.view.setRootIsDecorated(False)
        self.view.setModel(self.proxy)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setAllColumnsShowFocus(True)
        header = self.view.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(0, 190)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)  # why not: elided,
        for column in (1, 2, 3):  # and the whole reason is the row's tooltip
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.add_button = QPushButton("Add")
        self.add_button.setDefault(True)
        self.custom_button = QPushButton("Add custom unit")
        self.close_button = QPushButton("Close")
        self.empty_label = QLabel()
        self.empty_label.setWordWrap(True)
        self.empty_label.setVisible(False)
        self.army_name = ""
        self._build_layout()
        self._connect_signals()
        self.resize(720, 440)

    def _build_layout(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.slot_combo)
        top.addWidget(self.search, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.custom_button)
        buttons.addStretch(1)
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)

    def _connect_signals(self) -> None:
        self.slot_combo.currentIndexChanged.connect(self._on_slot_combo_changed)
        self.search.textChanged.connect(self._on_search_text_changed)
        self.view.activated.connect(self._on_view_activated)
        self.add_button.clicked.connect(lambda: self._on_view_activated(self.view.currentIndex()))
        self.custom_button.clicked.connect(self._on_custom_button_clicked)
        self.close_button.clicked.connect(self.reject)

    def show_choices(self, choices: list[Choice], category: str | None,
                     army_name: str = "") -> None:
        """Fill the list and open it at ``category`` (None: every slot), search emptied; the
        title names the slot shown and ``army_name``."""
        self.army_name = army_name
        parent = self.parentWidget()
        if parent is not None:  # never wider or taller than the window it belongs to
            window = parent.window().size()
            self.resize(min(720, window.width() - 40), min(440, window.height() - 60))
        self.search.blockSignals(True)
        self.search.clear()  # an old search would hide the slot opened, with no hint
        self.search.blockSignals(False)
        self.proxy.setFilterFixedString("")
        self._fill(choices)
        self.slot_combo.setCurrentIndex(max(0, self.slot_combo.findData(category)))
        self.proxy.set_category(category)
        self._after_filter()
        self._select(None)

    def refresh(self, choices: list[Choice]) -> None:
        """The same list after the warband changed, the slot, search and row kept."""
        current = self.view.currentIndex().siblingAtColumn(0).data(CHOICE_ROLE)
        self._fill(choices)
        self._after_filter()
        self._select(current.entry.name if current is not None else None)

    def _fill(self, choices: list[Choice]) -> None:
        self.model.removeRows(0, self.model.rowCount())
        order = {category: number for number, category in enumerate(CATEGORIES)}
        for choice in sorted(choices, key=lambda c: (order.get(c.entry.category, 9),
                                                     c.entry.name)):
            self.model.appendRow(_row(choice))

    def _select(self, name: str | None) -> None:
        rows = range(self.proxy.rowCount())
        enabled = [r for r in rows if self.proxy.index(r, 0).flags() & Qt.ItemFlag.ItemIsEnabled]
        named = [r for r in rows if name is not None
                 and self.proxy.index(r, 0).data(CHOICE_ROLE).entry.name == name]
        first = next(iter(named or enabled), None)
        if first is not None:
            self.view.setCurrentIndex(self.proxy.index(first, 0))

    def _on_slot_combo_changed(self, _index: int) -> None:
        self.proxy.set_category(self.slot_combo.currentData())
        self._after_filter()

    def _on_search_text_changed(self, text: str) -> None:
        self.proxy.setFilterFixedString(text)
        self._after_filter()
        self._select(None)

    def _after_filter(self) -> None:
        """The title names the slot shown (or "every slot" while searching); an empty list
        says why."""
        category = self.proxy.category
        text = self.search.text().strip()
        where = "every slot" if text or not category else TITLES[category]
        army = f" — {self.army_name}" if self.army_name else ""
        self.setWindowTitle(f"Add to {where}{army}" if category or text else f"Add a unit{army}")
        empty = self.proxy.rowCount() == 0
        self.empty_label.setVisible(empty)
        if empty:
            self.empty_label.setText(
                f"No entry of the army list is called like “{text}”." if text
                else "The army list has no entry in this slot.")

    def visible_choices(self) -> list[Choice]:
        return [self.proxy.index(r, 0).data(CHOICE_ROLE) for r in range(self.proxy.rowCount())]

    def choose(self, name: str) -> bool:
        """Add the shown entry called ``name`` (what a double-click does); False if greyed."""
        for row in range(self.proxy.rowCount()):
            index = self.proxy.index(row, 0)
            if index.data(CHOICE_ROLE).entry.name == name:
                return self._on_view_activated(index)
        return False

    def _on_view_activated(self, index) -> bool:
        if not index.isValid():
            return False
        choice = index.siblingAtColumn(0).data(CHOICE_ROLE)
        if choice is None or not choice.available:
            return False
        self.entry_chosen.emit(choice.entry)  # the list stays open for the next one
        return True

    def _on_custom_button_clicked(self) -> None:
        self.accept()
        self.custom_requested.emit()


def _row(choice: Choice) -> list[QStandardItem]:
    entry, unit = choice.entry, choice.unit
    size = f"{unit.models}" + (f" (book {entry.min_models}–{entry.max_models or 'any'})"
                               if not entry.is_character else "")
    note = "" if choice.available else choice.reason
    cells = [QStandardItem(entry.name), QStandardItem(TITLES.get(entry.category, "")),
             QStandardItem(format_points(choice.cost)), QStandardItem(size),
             QStandardItem(note or "")]
    tip = (f"{entry.name}: {format_points(choice.cost)} pts for {unit.models} "
           f"model{'s' if unit.models != 1 else ''} "
           f"({format_points(entry.points_per_model)} each)")
    tip = tip if choice.available else f"Cannot be taken now: {choice.reason}"
    for cell in cells:
        cell.setToolTip(tip)
        cell.setEditable(False)
        if not choice.available:
            cell.setEnabled(False)
    cells[0].setData(choice, CHOICE_ROLE)
    cells[0].setData(entry.category, CATEGORY_ROLE)
    return cells
