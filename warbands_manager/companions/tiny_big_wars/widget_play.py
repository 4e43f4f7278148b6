"""The actions of the player whose turn it is: collect, build, recruit, move, end the turn."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.companions.tiny_big_wars import actions
from warbands_manager.companions.tiny_big_wars.cards import TRACKS
from warbands_manager.companions.tiny_big_wars.economy import describe_cost
from warbands_manager.companions.tiny_big_wars.setup import format_armies, parse_armies
from warbands_manager.companions.tiny_big_wars.state import GameState

READINGS = (
    "<small><b>How the app reads the rules page:</b> crops give food and markets give gold, "
    "each up to the storage card's maximum; territories and buildings give to the player with "
    "Armies there. A card's number of tokens is how many of it a player owns; one token is "
    "recruited at a time. Warlords may move with Armies. A player alone on a territory controls "
    "it until someone else takes it. Population = castle population cubes + territories and "
    "buildings that add population. A player without a Warlord leaves the table with all their "
    "tokens.</small>"
)


class ActionsPanel(QWidget):
    """Buttons and choices for one turn; emits ``action_requested(label, game -> game)``."""

    action_requested = Signal(str, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game: GameState | None = None
        self.turn_label = QLabel()
        self.turn_label.setWordWrap(True)
        self.collect_button = QPushButton("Collect resources")
        self.upgrade_castle, self.upgrade_track = QComboBox(), QComboBox()
        self.upgrade_track.addItems(list(TRACKS))
        self.upgrade_button = QPushButton("Upgrade")
        self.recruit_card, self.recruit_castle = QComboBox(), QComboBox()
        self.recruit_button = QPushButton("Recruit")
        self.castle_card, self.castle_territory = QComboBox(), QComboBox()
        self.castle_button = QPushButton("Build castle")
        self.building_card, self.building_territory = QComboBox(), QComboBox()
        self.building_button = QPushButton("Build building")
        self.move_from, self.move_to = QComboBox(), QComboBox()
        self.move_units = QLineEdit()
        self.move_button = QPushButton("Move")
        self.end_button = QPushButton("End turn")
        self._build_layout()
        self._connect_signals()

    def _build_layout(self) -> None:
        grid = QGridLayout()
        rows = [
            ("Castle track", self.upgrade_castle, self.upgrade_track, self.upgrade_button),
            ("Recruit", self.recruit_card, self.recruit_castle, self.recruit_button),
            ("Castle", self.castle_card, self.castle_territory, self.castle_button),
            ("Building", self.building_card, self.building_territory, self.building_button),
            ("Move from / to", self.move_from, self.move_to, self.move_button),
        ]
        for number, (label, first, second, button) in enumerate(rows):
            grid.addWidget(QLabel(label), number, 0)
            grid.addWidget(first, number, 1)
            grid.addWidget(second, number, 2)
            grid.addWidget(button, number, 3)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(2, 1)
        grid.addWidget(QLabel("Units moving"), len(rows), 0)
        grid.addWidget(self.move_units, len(rows), 1, 1, 3)
        layout = QVBoxLayout(self)
        layout.addWidget(self.turn_label)
        layout.addWidget(self.collect_button)
        layout.addLayout(grid)
        layout.addWidget(self.end_button)
        layout.addStretch(1)
        readings = QLabel(READINGS)
        readings.setWordWrap(True)
        layout.addWidget(readings)

    def _connect_signals(self) -> None:
        self.collect_button.clicked.connect(self._on_collect_button_clicked)
        self.upgrade_button.clicked.connect(self._on_upgrade_button_clicked)
        self.recruit_button.clicked.connect(self._on_recruit_button_clicked)
        self.castle_button.clicked.connect(self._on_castle_button_clicked)
        self.building_button.clicked.connect(self._on_building_button_clicked)
        self.move_from.currentTextChanged.connect(self._on_move_from_current_text_changed)
        self.move_button.clicked.connect(self._on_move_button_clicked)
        self.end_button.clicked.connect(self._on_end_button_clicked)

    # -- filling from the game ------------------------------------------------------------------
    def set_game(self, game: GameState | None) -> None:
        self.game = game
        usable = game is not None and not game.winner and game.war is None
        for widget in self.findChildren(QWidget):
            if not isinstance(widget, QLabel):  # the texts stay readable
                widget.setEnabled(usable)
        if usable:  # collect first, then actions (the rules check it too)
            collecting = game.phase == "collect"
            self.collect_button.setEnabled(collecting)
            for button in self.findChildren(QPushButton):
                if button is not self.collect_button:
                    button.setEnabled(not collecting)
        if game is None:
            self.turn_label.setText("No game open: start one on the Set-up tab.")
            return
        self.turn_label.setText(_turn_text(game))
        player = game.current_player
        own = [(f"{c.card} ({c.territory})", i) for i, c in enumerate(game.castles)
               if c.owner == player.name]
        for combo in (self.upgrade_castle, self.recruit_castle):
            _fill(combo, own)
        deck = [game.card(n) for n in player.deck]
        _fill(self.recruit_card, [(f"{c.name} ({describe_cost(c.cost())})", c.name)
                                  for c in deck if c.type in ("warlord", "army")])
        _fill(self.castle_card, [(f"{c.name} ({describe_cost(c.cost())})", c.name)
                                 for c in deck if c.type == "castle"
                                 and not any(k.card == c.name for k in game.castles)])
        _fill(self.building_card, [(f"{c.name} ({describe_cost(c.cost())})", c.name)
                                   for c in deck if c.type == "building"])
        territories = [(name, name) for name in game.territories]
        for combo in (self.castle_territory, self.building_territory):
            _fill(combo, territories)
        _fill(self.move_from, [(n, n) for n in game.territories if game.units(n, player.name)])
        self._on_move_from_current_text_changed(self.move_from.currentText())
        self.move_button.setText(f"Move ({game.rules['move_food_cost']} food)")

    def _on_move_from_current_text_changed(self, source: str) -> None:
        if self.game is None:
            return
        _fill(self.move_to, [(n, n) for n in self.game.adjacency.get(source, [])])
        units = self.game.units(source, self.game.current_player.name) if source else {}
        self.move_units.setText(format_armies(units))

    # -- requests ---------------------------------------------------------------------------
    def _request(self, label: str, function) -> None:
        if self.game is not None:
            self.action_requested.emit(label, function)

    def _player(self) -> str:
        return self.game.current_player.name

    def _on_collect_button_clicked(self) -> None:
        player = self._player()
        self._request(f"{player} collects resources", lambda g: actions.collect(g, player))

    def _on_upgrade_button_clicked(self) -> None:
        player, castle = self._player(), self.upgrade_castle.currentData()
        track = self.upgrade_track.currentText()
        if castle is not None:
            self._request(f"Upgrade {track}",
                          lambda g: actions.upgrade(g, player, castle, track))

    def _on_recruit_button_clicked(self) -> None:
        player, card = self._player(), self.recruit_card.currentData()
        castle = self.recruit_castle.currentData()
        if card and castle is not None:
            self._request(f"Recruit {card}", lambda g: actions.recruit(g, player, card, castle))

    def _on_castle_button_clicked(self) -> None:
        player, card = self._player(), self.castle_card.currentData()
        territory = self.castle_territory.currentData()
        if card and territory:
            self._request(f"Build {card}",
                          lambda g: actions.build_castle(g, player, card, territory))

    def _on_building_button_clicked(self) -> None:
        player, card = self._player(), self.building_card.currentData()
        territory = self.building_territory.currentData()
        if card and territory:
            self._request(f"Build {card}",
                          lambda g: actions.build_building(g, player, card, territory))

    def _on_move_button_clicked(self) -> None:
        player, source = self._player(), self.move_from.currentData()
        target, units = self.move_to.currentData(), parse_armies(self.move_units.text())
        if source and target:
            self._request(f"Move to {target}",
                          lambda g: actions.move(g, player, source, target, units))

    def _on_end_button_clicked(self) -> None:
        player = self._player()
        self._request(f"{player} ends the turn", lambda g: actions.end_turn(g, player))


def _turn_text(game: GameState) -> str:
    if game.winner:
        return f"<b>{game.winner} has won</b> ({game.win_reason})."
    phase = "collect resources" if game.phase == "collect" else "actions"
    war = f" — <b>WAR! on {game.war.territory}</b>: finish it on the WAR! tab" if game.war else ""
    return (f"Round {game.round}: <b>{game.current_player.name}</b>'s turn — {phase}{war}. "
            "Actions may be repeated; spent gold and food move down the storage tracker.")


def _fill(combo: QComboBox, items: list[tuple[str, object]]) -> None:
    # Long card names must not widen the page past the window.
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(10)
    current = combo.currentText()
    combo.blockSignals(True)
    combo.clear()
    for text, data in items:
        combo.addItem(text, data)
    if current:
        combo.setCurrentText(current)
    combo.blockSignals(False)
