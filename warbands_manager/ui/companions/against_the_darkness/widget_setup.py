"""Preparing to Play: players (name, race with its ability, colour), Redress deck, and the
three starting Enemy cards."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.companions.against_the_darkness.board import (
    BATTLEFIELDS,
    COLOURS,
    LIGHT,
    REALMS,
    REQUIREMENT_TYPES,
    label,
)
from warbands_manager.companions.against_the_darkness.rulesdata import races, rules
from warbands_manager.companions.against_the_darkness.state import EnemyCard
from warbands_manager.companions.against_the_darkness.turns import (
    RuleBroken,
    Seat,
    new_game,
)
from warbands_manager.ui.theme import set_tone

MAX_SEATS = 5


@dataclass(frozen=True)
class SetupResult:
    name: str
    seats: list[Seat]
    redress_deck: str
    cards: list[EnemyCard]


class SetupDialog(QDialog):
    """Seats in play order: the starting player first (scouts go Kholdrum, Shenaru, ...)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New game — Warband: Against the Darkness")
        self.name_edit = QLineEdit(f"Game {datetime.now():%Y-%m-%d %H:%M}")
        self.count = QSpinBox()
        self.count.setRange(rules().min_players, rules().max_players)
        self.count.setValue(3)
        self.countdown_label = QLabel()
        self.deck = QComboBox()
        self.deck.addItem("Standard deck (20 cards: two copies of 10)", "standard")
        self.deck.addItem("Combined deck (10 standard + 10 interactive)", "combined")
        self.rows: list[tuple[QLineEdit, QComboBox, QComboBox, QLabel, QLabel]] = []
        self.card_rows: list[tuple[QComboBox, QComboBox]] = []
        self.message = QLabel()
        set_tone(self.message, "error")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self._build_layout()
        self._connect_signals()
        self._on_count_value_changed(self.count.value())
        self.resize(1060, 640)

    def _build_layout(self) -> None:
        form = QFormLayout()
        form.addRow("Game name", self.name_edit)
        form.addRow("Players", self.count)
        form.addRow("", self.countdown_label)
        form.addRow("Redress deck", self.deck)
        seats = QGroupBox("Seats in play order (randomly choose the starting player: seat 1)")
        grid = QGridLayout(seats)
        for column, title in enumerate(["Seat", "Name", "Race", "Colour", "Race ability"]):
            grid.addWidget(QLabel(f"<b>{title}</b>"), 0, column)
        race_keys = list(races())
        for index in range(MAX_SEATS):
            seat = QLabel(f"{index + 1} · scout in {label(REALMS[index])}")
            name = QLineEdit(f"Player {index + 1}")
            name.setMinimumWidth(150)
            race = QComboBox()
            for key in race_keys:
                race.addItem(races()[key].name, key)
            race.setCurrentIndex(index)
            colour = QComboBox()
            for key in COLOURS:
                colour.addItem(key.capitalize(), key)
            colour.setCurrentIndex(index)
            ability = QLabel()
            ability.setWordWrap(True)
            ability.setMinimumWidth(420)
            ability.setMinimumHeight(44)
            for column, widget in enumerate((seat, name, race, colour, ability)):
                grid.addWidget(widget, index + 1, column)
            self.rows.append((name, race, colour, ability, seat))
            race.currentIndexChanged.connect(self._on_race_current_index_changed)
        cards = QGroupBox("Starting Enemy cards (green, 2 VP each)")
        card_grid = QGridLayout(cards)
        for index, battlefield in enumerate(BATTLEFIELDS[:3]):
            requirement, casualty = QComboBox(), QComboBox()
            for key in REQUIREMENT_TYPES:
                requirement.addItem(f"needs 2 {key}", key)
            for key in LIGHT:
                casualty.addItem(f"casualties: {key}", key)
            requirement.setCurrentIndex(index)
            casualty.setCurrentIndex(index)
            card_grid.addWidget(QLabel(label(battlefield)), index, 0)
            card_grid.addWidget(requirement, index, 1)
            card_grid.addWidget(casualty, index, 2)
            self.card_rows.append((requirement, casualty))
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(seats)
        layout.addWidget(cards)
        layout.addWidget(QLabel("Each player starts with 3 gold, 12 cubes on the action track "
                                "(only Rank 1 open), 1 scout and 7 units in reserve."))
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

    def _connect_signals(self) -> None:
        self.count.valueChanged.connect(self._on_count_value_changed)
        self.buttons.accepted.connect(self._on_buttons_accepted)
        self.buttons.rejected.connect(self.reject)

    def _on_count_value_changed(self, count: int) -> None:
        countdown = rules().countdown[count]
        self.countdown_label.setText(
            f"The round countdown starts on space {countdown}: {countdown} rounds.")
        for index, row in enumerate(self.rows):
            for widget in row:
                widget.setVisible(index < count)
        self._on_race_current_index_changed()

    def _on_race_current_index_changed(self, *_args) -> None:
        for _name, race, _colour, ability, _seat in self.rows:
            ability.setText(races()[race.currentData()].ability)

    def result_value(self) -> SetupResult:
        seats = [Seat(name.text().strip(), race.currentData(), colour.currentData())
                 for name, race, colour, _ability, _seat in self.rows[:self.count.value()]]
        cards = [EnemyCard(rules().starting_enemy_vp, requirement.currentData(),
                           casualty.currentData()) for requirement, casualty in self.card_rows]
        return SetupResult(self.name_edit.text().strip() or "Game", seats,
                           self.deck.currentData(), cards)

    def _on_buttons_accepted(self) -> None:
        result = self.result_value()
        if any(not seat.name for seat in result.seats):
            self.message.setText("Every player needs a name.")
            return
        try:
            new_game(result.seats, result.redress_deck, rules(), result.cards)
        except RuleBroken as broken:
            self.message.setText(str(broken).capitalize() + ".")
            return
        self.accept()
