"""The card editor: every card of the library in an editable table, provenance in tooltips."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.companions.tiny_big_wars.cards import (
    CARD_TYPES,
    EDITOR_COLUMNS,
    Card,
    field_text,
)
from warbands_manager.companions.tiny_big_wars.setup import placeholder_fields
from warbands_manager.ui.fit import widen_to_titles
from warbands_manager.ui.theme import tone_brushes
from warbands_manager.ui.views.words import shown_value

DISPLAY, EDIT, TIP = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole,
                      Qt.ItemDataRole.ToolTipRole)
_TINT_ROLES = (Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ForegroundRole)
PROVENANCE_TIPS = {
    "rulebook": "From the rules page.",
    "assumed": "Our reading of the rules page (see the rules coverage document).",
    "player": "Entered by the players.",
}

# An assumed value: the tone's background with its matching text.
ASSUMED_ROLES = {Qt.ItemDataRole.BackgroundRole: 0, Qt.ItemDataRole.ForegroundRole: 1}


class CardsModel(QAbstractTableModel):
    """Cards by name; an edit is not applied here but asked for with ``edit_requested``."""

    edit_requested = Signal(str, str, str)  # card, field, typed text

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.cards: list[Card] = []

    def set_cards(self, cards: dict[str, Card]) -> None:
        self.beginResetModel()
        self.cards = sorted(cards.values(), key=lambda c: (c.faction or "~", c.type, c.name))
        self.endResetModel()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.cards)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(EDITOR_COLUMNS)

    def data(self, index: QModelIndex, role: int = DISPLAY):
        if not index.isValid():
            return None
        card, field = self.cards[index.row()], EDITOR_COLUMNS[index.column()][0]
        text = field_text(card, field)
        if role == EDIT:
            return text
        placeholder = field in placeholder_fields(card)
        if role == DISPLAY:
            shown = shown_value(text)  # the raw value stays what an edit starts from
            return (f"{shown} (assumed)" if placeholder else shown) if text else "—"
        if role == TIP:
            source = card.provenance.get(field)
            if placeholder:
                return ("Assumed — replace with your cards: a placeholder so you can play at "
                        "once. Type your card's value here; the card library keeps it.")
            return PROVENANCE_TIPS.get(source or "",
                                       "Not on the rules page: enter it from your card.")
        if role in ASSUMED_ROLES and card.provenance.get(field) == "assumed":
            return tone_brushes("assumed")[ASSUMED_ROLES[Qt.ItemDataRole(role)]]
        return None

    def flags(self, index: QModelIndex):
        flags = super().flags(index)
        if index.isValid() and index.column() > 0:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def setData(self, index: QModelIndex, value, role: int = EDIT) -> bool:  # noqa: N802
        if not index.isValid() or role != EDIT:
            return False
        card, field = self.cards[index.row()], EDITOR_COLUMNS[index.column()][0]
        if str(value) != field_text(card, field):
            self.edit_requested.emit(card.name, field, str(value))
        return False  # the page applies the edit through an undoable command

    def headerData(self, section: int, orientation, role: int = DISPLAY):  # noqa: N802
        if role == DISPLAY and orientation == Qt.Orientation.Horizontal:
            return EDITOR_COLUMNS[section][1]
        return None


class CardEditor(QWidget):
    """The table plus Add and Delete; emits requests the page turns into undoable commands."""

    add_requested = Signal(str, str)  # name, type
    delete_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None, ask_text=QInputDialog.getText,
                 ask_item=QInputDialog.getItem) -> None:
        super().__init__(parent)
        self._ask_text, self._ask_item = ask_text, ask_item
        self.model = CardsModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setAlternatingRowColors(True)
        widen_to_titles(self.table)  # a card's field names whole ("Storage gold max")
        self.add_button = QPushButton("Add card…")
        self.delete_button = QPushButton("Delete card (shipped: reset)")
        self.note = QLabel(
            "The rules page prints no card faces: type each card's numbers here (tracks as "
            "<i>1, 2:3g, 3:4g+1f</i> = spot value, then its cost in gold/food). Edits are saved "
            "in your card library, never in the shipped files; shaded values are our reading of "
            "the rules page. Hover a cell to see where its value comes from.")
        self.note.setWordWrap(True)
        self._build_layout()
        self._connect_signals()

    def _build_layout(self) -> None:
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.delete_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)

    def _connect_signals(self) -> None:
        self.add_button.clicked.connect(self._on_add_button_clicked)
        self.delete_button.clicked.connect(self._on_delete_button_clicked)

    def _on_add_button_clicked(self) -> None:
        name, accepted = self._ask_text(self, "Add card", "Card name:")
        if not accepted or not name.strip():
            return
        card_type, accepted = self._ask_item(self, "Add card", "Card type:", list(CARD_TYPES),
                                             0, False)
        if accepted:
            self.add_requested.emit(name.strip(), card_type)

    def _on_delete_button_clicked(self) -> None:
        index = self.table.currentIndex()
        if index.isValid():
            self.delete_requested.emit(self.model.cards[index.row()].name)
