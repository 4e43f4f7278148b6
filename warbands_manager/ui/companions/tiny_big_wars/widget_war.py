"""The WAR! helper: territory reminders, dice per card (rolled or typed), damage, outcome."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.companions.tiny_big_wars import war
from warbands_manager.companions.tiny_big_wars.state import GameState, RuleError
from warbands_manager.rules.dice import Dice
from warbands_manager.ui.companions.tiny_big_wars.widget_models import WarGroupsModel
from warbands_manager.ui.enabled import enable_with_reason

TIMING_TITLES = {"before_battle": "Before battle", "battle": "Battle",
                 "after_battle": "After battle"}
READING = ("Each token rolls its card's dice; a die equal to or above the to-hit number is a "
           "hit. The player whose turn it is assigns damage first, then in turn order; an "
           "encounter's hits come last. A Warlord can be targeted only when that player has no "
           "Armies left on the territory.")


class WarPanel(QWidget):
    """Emits ``action_requested(label, game -> game)`` like the actions panel."""

    action_requested = Signal(str, object)

    def __init__(self, dice: Dice, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.dice = dice
        self.game: GameState | None = None
        self._targets: dict[str, list[str]] = {}
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.reminders = QLabel()
        self.reminders.setWordWrap(True)
        self.model = WarGroupsModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.roll_button = QPushButton("Roll all dice")
        self.typed_group, self.typed_values = QComboBox(), QLineEdit()
        self.typed_values.setPlaceholderText("dice you rolled, e.g. 6 3 4")
        self.typed_button = QPushButton("Enter my dice")
        self.target_side, self.target_card = QComboBox(), QComboBox()
        self.hits = QSpinBox()
        self.assign_button = QPushButton("Assign hits")
        self.pass_button = QPushButton("Leave the rest")
        self.retreat_player, self.retreat_castle = QComboBox(), QComboBox()
        self.retreat_button = QPushButton("Retreat")
        self.more_button = QPushButton("MORE WAR!")
        self._build_layout()
        self._connect_signals()

    def _build_layout(self) -> None:
        grid = QGridLayout()
        rows = [
            ("Typed-in dice", self.typed_group, self.typed_values, self.typed_button),
            ("Damage to", self.target_side, self.target_card, self.assign_button),
            ("Retreat", self.retreat_player, self.retreat_castle, self.retreat_button),
        ]
        for number, (label, first, second, button) in enumerate(rows):
            grid.addWidget(QLabel(label), number, 0)
            grid.addWidget(first, number, 1)
            grid.addWidget(second, number, 2)
            grid.addWidget(button, number, 3)
        grid.addWidget(QLabel("Hits"), 1, 4)
        grid.addWidget(self.hits, 1, 5)
        grid.addWidget(self.pass_button, 1, 6)
        grid.addWidget(self.roll_button, 0, 4, 1, 3)
        grid.addWidget(self.more_button, 2, 4, 1, 3)
        note = QLabel(READING)
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(self.reminders)
        layout.addWidget(self.table, 1)
        layout.addLayout(grid)
        layout.addWidget(note)

    def _connect_signals(self) -> None:
        self.roll_button.clicked.connect(self._on_roll_button_clicked)
        self.typed_button.clicked.connect(self._on_typed_button_clicked)
        self.target_side.currentIndexChanged.connect(self._on_target_side_current_index_changed)
        self.assign_button.clicked.connect(self._on_assign_button_clicked)
        self.pass_button.clicked.connect(self._on_pass_button_clicked)
        self.retreat_player.currentIndexChanged.connect(self._on_retreat_player_current_index_changed)
        self.retreat_button.clicked.connect(self._on_retreat_button_clicked)
        self.more_button.clicked.connect(self._on_more_button_clicked)

    def set_game(self, game: GameState | None) -> None:
        self.game = game
        self.model.set_game(game)
        fight = game.war if game is not None else None
        step = fight.step if fight else None
        for widget in (self.roll_button, self.typed_button, self.typed_group, self.typed_values):
            widget.setEnabled(step == "roll")
        for widget in (self.assign_button, self.pass_button, self.target_side,
                       self.target_card, self.hits):
            widget.setEnabled(step == "damage")
        for widget in (self.more_button, self.retreat_player, self.retreat_castle):
            widget.setEnabled(step == "outcome")
        self._targets = {}
        if fight is None:
            enable_with_reason(self.retreat_button, "no WAR! going on")
            self.status.setText("No WAR! going on. Moving armies into a territory with another "
                                "player's forces (or a live encounter) starts one.")
            self.reminders.setText("")
            return
        self.status.setText(_status(game))
        effects = war.reminders(game)
        self.reminders.setText("<br>".join(f"<b>{TIMING_TITLES[t]}:</b> {text}"
                                           for t, text in effects.items())
                               or f"{fight.territory} has no effect on the WAR!.")
        self._fill_choices(game)

    def _fill_choices(self, game: GameState) -> None:
        fight = game.war
        try:
            pending = [g for g in war.groups(game) if g.card not in fight.rolls.get(g.side, {})]
        except RuleError:
            pending = []
        _fill(self.typed_group, [(f"{war.side_label(g.side)}: {g.card} ({g.dice} dice)",
                                  (g.side, g.card)) for g in pending])
        side = war.assigner(game) if fight.step == "damage" else None
        self._targets = war.legal_targets(game, side) if side else {}
        _fill(self.target_side, [(war.side_label(s), s) for s in self._targets])
        self.hits.setRange(0, fight.hits.get(side, 0) if side else 0)
        self.hits.setValue(self.hits.maximum())
        self._on_target_side_current_index_changed()
        players = [s for s in fight.sides if not s.startswith(war.ENCOUNTER)]
        _fill(self.retreat_player, [(s, s) for s in players])
        self._on_retreat_player_current_index_changed()

    def _on_target_side_current_index_changed(self, *_args) -> None:
        side = self.target_side.currentData()
        if self.game is None or self.game.war is None or side is None:
            self.target_card.clear()
            return
        units = war.units_of(self.game, side)
        _fill(self.target_card, [
            (f"{name} ×{units[name]}, health {war.health_text(self.game, side, name)}", name)
            for name in self._targets.get(side, [])])

    def _on_retreat_player_current_index_changed(self, *_args) -> None:
        player = self.retreat_player.currentData()
        if self.game is None or player is None:
            self.retreat_castle.clear()
            return
        castles = self.game.castles
        _fill(self.retreat_castle, [(f"{castles[i].card} ({castles[i].territory})", i)
                                    for i in war.retreat_castles(self.game, player)])
        self._enable_retreat()

    def _enable_retreat(self) -> None:
        fight = self.game.war if self.game is not None else None
        reason = ("" if self.retreat_castle.count() else
                  "this player has no castle on another territory to retreat to")
        enable_with_reason(self.retreat_button, reason if fight and fight.step == "outcome"
                           else "only when two or more sides still stand after the damage")

    def _request(self, label: str, function) -> None:
        if self.game is not None and self.game.war is not None:
            self.action_requested.emit(label, function)

    def _on_roll_button_clicked(self) -> None:
        dice = self.dice
        self._request("Roll WAR! dice", lambda g: war.roll_all(g, dice))

    def _on_typed_button_clicked(self) -> None:
        chosen = self.typed_group.currentData()
        text = self.typed_values.text().replace(",", " ").split()
        if chosen is None or not all(v.isdigit() for v in text) or not text:
            return
        side, card, values, dice = *chosen, [int(v) for v in text], self.dice
        self.typed_values.clear()
        self._request(f"Enter dice for {card}",
                      lambda g: war.roll(g, dice, side, card, values))

    def _on_assign_button_clicked(self) -> None:
        side = war.assigner(self.game)
        target, card = self.target_side.currentData(), self.target_card.currentData()
        hits = self.hits.value()
        if side and target and card and hits:
            self._request(f"Assign {hits} hit(s) to {card}",
                          lambda g: war.assign(g, side, target, card, hits))

    def _on_pass_button_clicked(self) -> None:
        side = war.assigner(self.game)
        if side:
            self._request("Leave hits unassigned", lambda g: war.pass_damage(g, side))

    def _on_retreat_button_clicked(self) -> None:
        player, castle = self.retreat_player.currentData(), self.retreat_castle.currentData()
        if player and castle is not None:
            self._request(f"{player} retreats", lambda g: war.retreat(g, player, castle))

    def _on_more_button_clicked(self) -> None:
        self._request("MORE WAR!", war.more_war)


def _status(game: GameState) -> str:
    fight = game.war
    sides = ", ".join(war.side_label(s) for s in fight.sides)
    if fight.step == "roll":
        what = "every side rolls its dice (the app, or type in your own)"
    elif fight.step == "damage":
        side = war.assigner(game)
        what = f"<b>{war.side_label(side)}</b> assigns {fight.hits[side]} hit(s)"
    else:
        what = "two or more sides still stand: retreat to a castle, or MORE WAR!"
    return f"<b>WAR! on {fight.territory}</b>, round {fight.round} ({sides}): {what}."


def _fill(combo: QComboBox, items: list[tuple[str, object]]) -> None:
    # Long card names must not widen the page past the window.
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(10)
    combo.blockSignals(True)
    combo.clear()
    for text, data in items:
        combo.addItem(text, data)
    combo.blockSignals(False)
