"""Little War helper: north side, deployment map, dice-offs, secret Unknown Objectives and the
turn counter. Dice come from the app (seedable ``Dice``) or are typed in; every roll is logged.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QStringListModel, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.rules.dice import Dice
from warbands_manager.rules.league import setup as scenario
from warbands_manager.ui.views.leagues.map_widget import MapWidget
from warbands_manager.ui.views.reflow import ReflowRow, panel, scrolled


def _die() -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(1, 6)
    return spin


class LittleWarHelper(QWidget):
    def __init__(self, dice: Dice | None = None) -> None:
        super().__init__()
        self.dice = dice or Dice()
        self.setup = scenario.load_setup()
        self.objectives: dict[int, str] = {}
        self._revealed = False
        self.turn = 0
        self.name_a, self.name_b = QLineEdit("Player 1"), QLineEdit("Player 2")
        self.typed_check = QCheckBox("Dice typed in from real dice")
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText("random")
        self.seed_edit.setMaximumWidth(90)
        self.seed_edit.setToolTip("A number makes the app's dice repeatable (the same seed gives "
                                  "the same rolls); applied by “New game”.")
        self.die_a, self.die_b = _die(), _die()
        self.north_button = QPushButton("Roll north side")
        self.map_button = QPushButton("Roll deployment map")
        self.deploy_button = QPushButton("Dice-off: who picks Player A/B")
        self.first_button = QPushButton("Dice-off: who picks first turn")
        self.objective_a_button = QPushButton("Secret objective for 1st player")
        self.objective_b_button = QPushButton("Secret objective for 2nd player")
        self.reveal_button = QPushButton("Reveal objectives")
        self.next_turn_button = QPushButton("Next turn")
        self.reset_button = QPushButton("New game")
        self.result_label = QLabel("Roll for north, then the map.")
        self.result_label.setWordWrap(True)
        self.objectives_label = QLabel("Objectives: not rolled")
        self.objectives_label.setWordWrap(True)
        # The table is public (only each player's roll is secret): what each objective asks.
        self.conditions_label = QLabel(self._conditions_text())
        self.conditions_label.setToolTip("The table is public; each player's roll stays secret.")
        self.conditions_label.setWordWrap(True)
        self.conditions_label.setObjectName("objective-conditions")
        # Campaign games: Archetype Abilities that change the set-up (hidden in league games).
        self.abilities_label = QLabel()
        self.abilities_label.setWordWrap(True)
        self.abilities_label.setObjectName("scenario-abilities")
        self.abilities_label.setVisible(False)
        self.turn_label = QLabel()
        self.map_widget = MapWidget()
        self.log_model = QStringListModel(self)
        self.log_view = QListView()
        self.log_view.setModel(self.log_model)
        self._build_layout()
        self._connect_signals()
        self._update_turn()

    def _build_layout(self) -> None:
        players = QFormLayout()
        players.addRow("1st player", self.name_a)
        players.addRow("2nd player", self.name_b)
        typed = QHBoxLayout()
        typed.addWidget(self.typed_check)
        typed.addStretch(1)
        typed.addWidget(QLabel("Seed"))
        typed.addWidget(self.seed_edit)
        dice = QHBoxLayout()
        dice.addWidget(QLabel("1st player's (or the only) die"))
        dice.addWidget(self.die_a)
        dice.addWidget(QLabel("2nd player's die"))
        dice.addWidget(self.die_b)
        dice.addStretch(1)
        grid = QGridLayout()
        for index, button in enumerate((self.north_button, self.map_button, self.deploy_button,
                                        self.first_button, self.objective_a_button,
                                        self.objective_b_button, self.reveal_button,
                                        self.reset_button)):
            grid.addWidget(button, index // 2, index % 2)
        turns = QHBoxLayout()
        turns.addWidget(self.turn_label)
        turns.addWidget(self.next_turn_button)
        turns.addStretch(1)
        left = QVBoxLayout()
        left.addLayout(players)
        left.addWidget(self.abilities_label)
        left.addLayout(typed)
        left.addLayout(dice)
        left.addLayout(grid)
        left.addWidget(self.result_label)
        left.addWidget(self.objectives_label)
        left.addLayout(turns)
        left.addWidget(QLabel("Dice log"))
        left.addWidget(self.log_view)
        map_box = QGroupBox("Deployment")
        map_layout = QVBoxLayout(map_box)
        map_layout.addWidget(self.map_widget)
        if self.setup.maps_assumed:
            note = QLabel("The zone shapes are our assumption (the rulebook's map drawings "
                          "are not reproduced here): check them against your rulebook.")
            note.setWordWrap(True)
            map_layout.addWidget(note)
        objectives_box = QGroupBox("Unknown Objectives")
        scroll = QScrollArea()  # six paragraphs: scrolled, so the map keeps its room
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.conditions_label)
        QVBoxLayout(objectives_box).addWidget(scroll)
        right = QVBoxLayout()
        right.addWidget(map_box, 3)
        right.addWidget(objectives_box, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.row = ReflowRow((panel(left), 3), (panel(right), 2))
        self.row.setContentsMargins(8, 8, 8, 8)  # the scroll area has none: keep off the frame
        layout.addWidget(scrolled(self.row))

    def _connect_signals(self) -> None:
        self.north_button.clicked.connect(self._on_north_button_clicked)
        self.map_button.clicked.connect(self._on_map_button_clicked)
        self.deploy_button.clicked.connect(self._on_deploy_button_clicked)
        self.first_button.clicked.connect(self._on_first_button_clicked)
        self.objective_a_button.clicked.connect(lambda: self._roll_objective(0))
        self.objective_b_button.clicked.connect(lambda: self._roll_objective(1))
        self.reveal_button.clicked.connect(self._on_reveal_button_clicked)
        self.next_turn_button.clicked.connect(self._on_next_turn_button_clicked)
        self.reset_button.clicked.connect(self._on_reset_button_clicked)

    def set_campaign_game(self, name_a: str, name_b: str, ability_lines: list[str]) -> None:
        """A campaign game: the two warbands and the Archetype Abilities that change this
        game's set-up (two identical abilities cancel out — already marked in the lines)."""
        self.name_a.setText(name_a)
        self.name_b.setText(name_b)
        text = ("Archetype Abilities that change the set-up of this campaign game:\n"
                + "\n".join(f"• {line}" for line in ability_lines)) if ability_lines else \
            "Campaign game: no Archetype Ability changes the set-up."
        self.abilities_label.setText(text)
        self.abilities_label.setVisible(True)

    def _names(self) -> tuple[str, str]:
        return self.name_a.text() or "Player 1", self.name_b.text() or "Player 2"

    def _d6(self, reason: str, typed_value: int) -> int:
        if self.typed_check.isChecked():
            return self.dice.entered(6, [typed_value], reason).total
        return self.dice.d6(reason)

    def _refresh_log(self) -> None:
        # Secret objective rolls would give the objective away: shown once revealed.
        self.log_model.setStringList([
            "(secret roll)" if "secret" in roll.reason and not self._revealed else
            roll.describe() for roll in self.dice.log])
        self.log_view.scrollToBottom()

    def _on_north_button_clicked(self, *_args) -> None:
        if self.typed_check.isChecked():
            side = scenario.north_for(self._d6("North side", self.die_a.value()), self.setup)
        else:
            side = scenario.roll_north(self.dice, self.setup)
        if side is None:
            self.result_label.setText("North: a 5 or 6 — roll again.")
        else:
            self.result_label.setText(f"North is side {side}.")
            self.map_widget.set_north(side)
        self._refresh_log()

    def _on_map_button_clicked(self, *_args) -> None:
        name = scenario.map_for(self._d6("Deployment map", self.die_a.value()), self.setup)
        self.map_widget.show_map(name, self.setup.maps[name])
        extra = (" Each of Player A's zones must hold at least a third of Player A's units."
                 if name == "D" else "")
        self.result_label.setText(f"Use Map {name}.{extra}")
        self._refresh_log()

    def _dice_off(self, reason: str) -> str | None:
        a, b = self._names()
        if self.typed_check.isChecked():
            first = self.dice.entered(6, [self.die_a.value()], f"{reason}: {a}").total
            second = self.dice.entered(6, [self.die_b.value()], f"{reason}: {b}").total
            winner = scenario.dice_off_from(first, second)
        else:
            winner = scenario.dice_off(self.dice, reason, a, b)
        self._refresh_log()
        return None if winner is None else (a, b)[winner]

    def _on_deploy_button_clicked(self, *_args) -> None:
        winner = self._dice_off("Deployment dice-off")
        self.result_label.setText(
            "Tied — roll again." if winner is None else
            f"{winner} chooses to be Player A or Player B, takes that zone and deploys first. "
            f"{self.setup.deployment}")

    def _on_first_button_clicked(self, *_args) -> None:
        winner = self._dice_off("First turn")
        self.result_label.setText("Tied — roll again." if winner is None else
                                  f"{winner} chooses to go first or second.")

    def _roll_objective(self, player: int) -> None:
        name = self._names()[player]
        die = (self.die_a, self.die_b)[player].value()
        face = self._d6(f"Unknown Objective ({name}, secret)", die)
        self.objectives[player] = scenario.objective_for(face, self.setup)
        self.objectives_label.setText("Objectives: " + ", ".join(
            f"{self._names()[p]} rolled (hidden)" for p in sorted(self.objectives)))
        self._refresh_log()

    def _on_reveal_button_clicked(self, *_args) -> None:
        self._revealed = True
        self.objectives_label.setText("Objectives: " + "; ".join(
            f"{self._names()[p]}: {text} — {scenario.objective_condition(text, self.setup)}"
            for p, text in sorted(self.objectives.items()))
            if self.objectives else "Objectives: not rolled")
        self._refresh_log()

    def _conditions_text(self) -> str:
        return "\n".join(
            f"{face}. {name}: {scenario.objective_condition(name, self.setup)}"
            for face, name in enumerate(self.setup.objectives, start=1))

    def _on_next_turn_button_clicked(self, *_args) -> None:
        self.turn = min(self.turn + 1, self.setup.game_length)
        self._update_turn()

    def _update_turn(self) -> None:
        if self.turn == 0:
            text = "Before the game"
        elif self.turn < self.setup.game_length:
            text = f"Turn {self.turn} of {self.setup.game_length}"
        else:
            text = (f"Turn {self.turn} of {self.setup.game_length}: last turn — then reveal "
                    "the objectives")
        self.turn_label.setText(text)
        self.next_turn_button.setEnabled(self.turn < self.setup.game_length)

    def _on_reset_button_clicked(self, *_args) -> None:
        seed = self.seed_edit.text().strip()
        if seed:
            self.dice = Dice(random.Random(seed))
        self.objectives.clear()
        self._revealed = False
        self.turn = 0
        self.dice.log.clear()
        self.map_widget.show_map("", ())
        self.map_widget.set_north(None)
        self.result_label.setText("Roll for north, then the map.")
        self.objectives_label.setText("Objectives: not rolled")
        self._update_turn()
        self._refresh_log()
