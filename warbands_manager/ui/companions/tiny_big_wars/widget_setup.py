"""Set-up: players, factions, starting castle and armies, encounters, and the faction check."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.companions.tiny_big_wars import model
from warbands_manager.companions.tiny_big_wars.cards import Card
from warbands_manager.companions.tiny_big_wars.catalog import factions
from warbands_manager.companions.tiny_big_wars.setup import (
    SetupPlayer,
    check_setup,
    default_armies,
    default_deck,
    format_armies,
    parse_armies,
)
from warbands_manager.companions.tiny_big_wars.war import DAMAGE_DIRECTIONS
from warbands_manager.rules.datafile import DataFileError
from warbands_manager.ui.flow import flow_row

MAX_PLAYERS = 6
LAYOUT_READING = (
    "Table: with 2 players the two Home Territories sit at the ends of a line with up to 3 random "
    "territories between them (the starter box has only Plain Town: Blood Moon – Plain Town – "
    "Dead Marsh). With 3 or more, the homes sit on a ring with a random territory on either "
    "side of each, so neighbouring players' territories touch. Random territories are the "
    "territory cards that are nobody's home. Cards without a faction symbol fit any faction."
)


class PlayerRow:
    """The widgets of one player's set-up line."""

    def __init__(self, number: int) -> None:
        self.name = QLineEdit(f"Player {number}")
        self.faction = QComboBox()
        self.castle = QComboBox()
        self.armies = QLineEdit()
        self.armies.setPlaceholderText("e.g. Nightfang 1, Batlings 1")

    def widgets(self) -> list[QWidget]:
        return [self.name, self.faction, self.castle, self.armies]


class SetupPanel(QWidget):
    """Emits ``start_requested(players, encounters)`` once the check finds nothing blocking."""

    start_requested = Signal(list, list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: dict[str, Card] = {}
        self.rules: dict[str, int] = {}
        self.count = QSpinBox()
        self.count.setRange(2, MAX_PLAYERS)
        self.rows = [PlayerRow(n + 1) for n in range(MAX_PLAYERS)]
        self.encounters = QListWidget()
        self.problems = QListWidget()
        self.problems.setWordWrap(True)
        self.start_button = QPushButton("Start game")
        self.direction = QComboBox()  # the page's "to the right" vs "clockwise": table's choice
        for key, text in DAMAGE_DIRECTIONS.items():  # the short way in the box, all of it on hover
            short = text.split(" (")[0]
            self.direction.addItem(short[0].upper() + short[1:], key)
            self.direction.setItemData(self.direction.count() - 1, text,
                                       Qt.ItemDataRole.ToolTipRole)
        self.direction.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.direction.setToolTip("Turns pass \"to the player to the right\" but damage \"goes "
                                  "clockwise\". Most tables go round the same way for both; "
                                  "choose the other if yours reads them as opposite.")
        # Every assumed rule number, set for this game (shown as assumed until changed).
        self.numbers: dict[str, QSpinBox] = {}
        for key, source in _shipped_provenance().items():
            if source == "assumed":
                spin = QSpinBox()
                spin.setRange(1, 99)
                spin.setValue(model.shipped()[0][key])
                spin.setPrefix(f"{key.replace('_', ' ').capitalize()}: ")
                spin.setSuffix(" (assumed)")
                spin.valueChanged.connect(lambda _v, k=key: self._mark_number(k))
                self.numbers[key] = spin
        self._build_layout()
        self._connect_signals()

    def _mark_number(self, key: str) -> None:
        changed = self.numbers[key].value() != model.shipped()[0][key]
        self.numbers[key].setSuffix(" (set for this game)" if changed else " (assumed)")

    def game_rules(self) -> dict[str, int]:
        """The rule numbers the new game keeps: the shipped ones with this game's changes."""
        return {**self.rules, **{key: spin.value() for key, spin in self.numbers.items()}}

    def _build_layout(self) -> None:
        grid = QGridLayout()
        for column, title in enumerate(("Player (in turn order)", "Faction", "Starting castle",
                                        "Starting armies (2 gold worth)")):
            grid.addWidget(QLabel(f"<b>{title}</b>"), 0, column)
        for number, row in enumerate(self.rows, start=1):
            for column, widget in enumerate(row.widgets()):
                grid.addWidget(widget, number, column)
        # One row that wraps on a narrow window, so each choice shows its whole text.
        top = flow_row(QLabel("Players:"), self.count, QLabel("WAR! damage goes"),
                       self.direction, *self.numbers.values())
        lower = QHBoxLayout()
        lower.addWidget(_boxed("Encounters all players agreed to", self.encounters))
        lower.addWidget(_boxed("Faction check", self.problems), 2)
        layout = QVBoxLayout(self)
        layout.addWidget(top)
        layout.addLayout(grid)
        reading = QLabel(LAYOUT_READING)
        reading.setWordWrap(True)
        layout.addWidget(reading)
        layout.addLayout(lower, 1)
        layout.addWidget(self.start_button, 0, Qt.AlignmentFlag.AlignRight)

    def _connect_signals(self) -> None:
        self.count.valueChanged.connect(self._on_count_value_changed)
        for row in self.rows:
            row.faction.currentTextChanged.connect(
                lambda _text, r=row: self._on_faction_current_text_changed(r))
            row.name.textChanged.connect(self.refresh_check)
            row.castle.currentTextChanged.connect(self.refresh_check)
            row.armies.textChanged.connect(self.refresh_check)
        self.encounters.itemChanged.connect(self.refresh_check)
        self.start_button.clicked.connect(self._on_start_button_clicked)

    def set_cards(self, cards: dict[str, Card], rules: dict[str, int]) -> None:
        """Offer the library's factions and encounters (keeping choices where possible)."""
        self.cards, self.rules = cards, rules
        names = factions(cards)
        for number, row in enumerate(self.rows):
            chosen = row.faction.currentText()
            row.faction.blockSignals(True)
            row.faction.clear()
            row.faction.addItems(names)
            row.faction.blockSignals(False)
            fallback = names[number % len(names)] if names else ""
            row.faction.setCurrentText(chosen if chosen in names else fallback)
            self._on_faction_current_text_changed(row)
        self._fill_encounters()
        self._on_count_value_changed(self.count.value())

    def _fill_encounters(self) -> None:
        ticked = {self.encounters.item(i).text() for i in range(self.encounters.count())
                  if self.encounters.item(i).checkState() == Qt.CheckState.Checked}
        self.encounters.blockSignals(True)
        self.encounters.clear()
        for card in (c for c in self.cards.values() if c.type == "encounter"):
            item = QListWidgetItem(card.name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            state = card.name in ticked or not ticked
            item.setCheckState(Qt.CheckState.Checked if state else Qt.CheckState.Unchecked)
            self.encounters.addItem(item)
        self.encounters.blockSignals(False)

    def _on_count_value_changed(self, count: int) -> None:
        for number, row in enumerate(self.rows):
            for widget in row.widgets():
                widget.setVisible(number < count)
        self.refresh_check()

    def _on_faction_current_text_changed(self, row: PlayerRow) -> None:
        deck = default_deck(self.cards, row.faction.currentText())
        row.castle.blockSignals(True)
        row.castle.clear()
        row.castle.addItems([n for n in deck if self.cards[n].type == "castle"])
        row.castle.blockSignals(False)
        gold = self.rules.get("starting_army_gold", 0)
        row.armies.setText(format_armies(default_armies(self.cards, deck, gold)))
        self.refresh_check()

    def players(self) -> list[SetupPlayer]:
        return [SetupPlayer(row.name.text().strip(), row.faction.currentText(),
                            default_deck(self.cards, row.faction.currentText()),
                            row.castle.currentText() or None, parse_armies(row.armies.text()))
                for row in self.rows[:self.count.value()]]

    def chosen_encounters(self) -> list[str]:
        return [self.encounters.item(i).text() for i in range(self.encounters.count())
                if self.encounters.item(i).checkState() == Qt.CheckState.Checked]

    def refresh_check(self, *_args) -> None:
        if not self.rules:
            return
        problems = check_setup(self.cards, self.rules, self.players(), self.chosen_encounters())
        self.problems.clear()
        for problem in problems:
            mark = "✗" if problem.blocking else "!"
            self.problems.addItem(f"{mark} {problem.message}")
        if not problems:
            self.problems.addItem("✓ Every player brings a Warlord, 2 Armies, 2 Castles, a "
                                  "Storage Tracker and a Home Territory of their faction.")
        self.start_button.setEnabled(not any(p.blocking for p in problems))

    def _on_start_button_clicked(self) -> None:
        self.start_requested.emit(self.players(), self.chosen_encounters())


def _shipped_provenance() -> dict[str, str]:
    try:
        return model.shipped()[0].provenance
    except DataFileError:  # the page names the broken file; nothing to offer here
        return {}


def _boxed(title: str, widget: QWidget) -> QGroupBox:
    box = QGroupBox(title)
    QVBoxLayout(box).addWidget(widget)
    return box
