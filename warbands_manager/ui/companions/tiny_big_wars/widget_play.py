"""The actions of the player whose turn it is: collect, build, recruit, move, end the turn."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.companions.tiny_big_wars import actions
from warbands_manager.companions.tiny_big_wars.cards import TRACKS, CardError
from warbands_manager.companions.tiny_big_wars.economy import describe_cost
from warbands_manager.companions.tiny_big_wars.state import GameState, RuleError
from warbands_manager.companions.trial import refusal
from warbands_manager.ui.companions.tiny_big_wars.widget_units import UnitCounts
from warbands_manager.ui.enabled import enable_with_reason
from warbands_manager.ui.flow import flow_row
from warbands_manager.ui.views.words import choice_label

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
        for track in TRACKS:
            self.upgrade_track.addItem(choice_label(track), track)
        self.upgrade_button = QPushButton("Upgrade")
        self.recruit_card, self.recruit_castle = QComboBox(), QComboBox()
        self.recruit_button = QPushButton("Recruit")
        self.castle_card, self.castle_territory = QComboBox(), QComboBox()
        self.castle_button = QPushButton("Build castle")
        self.building_card, self.building_territory = QComboBox(), QComboBox()
        self.building_button = QPushButton("Build building")
        self.move_from, self.move_to = QComboBox(), QComboBox()
        self.move_units = UnitCounts()
        self.move_button = QPushButton("Move")
        self.end_button = QPushButton("End turn")
        self._build_layout()
        self._connect_signals()

    def _build_layout(self) -> None:
        rows = [
            ("Castle track", self.upgrade_castle, self.upgrade_track, self.upgrade_button),
            ("Recruit", self.recruit_card, self.recruit_castle, self.recruit_button),
            ("Castle", self.castle_card, self.castle_territory, self.castle_button),
            ("Building", self.building_card, self.building_territory, self.building_button),
            ("Move from / to", self.move_from, self.move_to, self.move_button),
        ]
        layout = QVBoxLayout(self)
        layout.addWidget(self.turn_label)
        layout.addWidget(self.collect_button)
        # Each action a row that wraps when the panel is narrow: its choices show whole
        # names ("Crumbling Citadel (Blood Moon)") on a 1024-pixel window too.
        for label, first, second, button in rows:
            layout.addWidget(flow_row(QLabel(label), first, second, button))
        moving = QHBoxLayout()
        moving.addWidget(QLabel("Units moving"))
        moving.addWidget(self.move_units, 1)
        layout.addLayout(moving)
        layout.addWidget(self.end_button)
        layout.addStretch(1)
        readings = QLabel(READINGS)
        readings.setWordWrap(True)
        layout.addWidget(readings)
        for combo in self.findChildren(QComboBox):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)

    def _connect_signals(self) -> None:
        for key, button in self.buttons().items():
            button.clicked.connect(lambda _c=False, k=key: self._on_button(k))
        self.move_from.currentTextChanged.connect(self._on_move_from_current_text_changed)
        for combo in self.findChildren(QComboBox):
            combo.currentIndexChanged.connect(self.update_reasons)
        self.move_units.changed.connect(self.update_reasons)

    # -- filling from the game ------------------------------------------------------------------
    def set_game(self, game: GameState | None) -> None:
        self.game = game
        usable = game is not None and not game.winner and game.war is None
        for widget in self.findChildren(QWidget):
            if not isinstance(widget, (QLabel, QPushButton)):  # the texts stay readable
                widget.setEnabled(usable)
        if game is None:
            self.turn_label.setText("No game open: start one on the Set-up tab.")
            self.update_reasons()
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
        self.update_reasons()

    def _on_move_from_current_text_changed(self, source: str) -> None:
        if self.game is None:
            return
        _fill(self.move_to, [(n, n) for n in self.game.adjacency.get(source, [])])
        units = self.game.units(source, self.game.current_player.name) if source else {}
        self.move_units.set_units(units)

    # -- requests ---------------------------------------------------------------------------
    def _request(self, label: str, function) -> None:
        if self.game is not None:
            self.action_requested.emit(label, function)

    def _player(self) -> str:
        return self.game.current_player.name

    def planned(self) -> dict[str, tuple[str, object] | None]:
        """Button → (label, action on the game) for the current choices, None if incomplete."""
        player = self._player()
        castle, track = self.upgrade_castle.currentData(), self.upgrade_track.currentData()
        recruit, at = self.recruit_card.currentData(), self.recruit_castle.currentData()
        new_castle, castle_at = self.castle_card.currentData(), self.castle_territory.currentData()
        building, building_at = (self.building_card.currentData(),
                                 self.building_territory.currentData())
        source, target = self.move_from.currentData(), self.move_to.currentData()
        units = self.move_units.value()
        return {
            "collect": (f"{player} collects resources", lambda g: actions.collect(g, player)),
            "upgrade": None if castle is None else (
                f"Upgrade {track}", lambda g: actions.upgrade(g, player, castle, track)),
            "recruit": None if not recruit or at is None else (
                f"Recruit {recruit}", lambda g: actions.recruit(g, player, recruit, at)),
            "castle": None if not new_castle or not castle_at else (
                f"Build {new_castle}",
                lambda g: actions.build_castle(g, player, new_castle, castle_at)),
            "building": None if not building or not building_at else (
                f"Build {building}",
                lambda g: actions.build_building(g, player, building, building_at)),
            "move": None if not source or not target else (
                f"Move to {target}", lambda g: actions.move(g, player, source, target, units)),
            "end": (f"{player} ends the turn", lambda g: actions.end_turn(g, player)),
        }

    def buttons(self) -> dict[str, QPushButton]:
        return {"collect": self.collect_button, "upgrade": self.upgrade_button,
                "recruit": self.recruit_button, "castle": self.castle_button,
                "building": self.building_button, "move": self.move_button,
                "end": self.end_button}

    def update_reasons(self, *_args) -> None:
        """Each button enabled only if its rule allows the chosen action now; otherwise the
        rule's refusal in the tooltip (the same action function, tried on a copy)."""
        if self.game is None:
            for button in self.buttons().values():
                enable_with_reason(button, "start a game on the Set-up tab first")
            return
        planned = self.planned()
        for key, button in self.buttons().items():
            plan = planned[key]
            reason = ("choose what to do in the lists first" if plan is None else
                      refusal(self.game, plan[1], (RuleError, CardError)))
            enable_with_reason(button, reason)

    def _on_button(self, key: str) -> None:
        plan = self.planned()[key] if self.game is not None else None
        if plan is not None:
            self._request(*plan)


def _turn_text(game: GameState) -> str:
    if game.winner:
        return f"<b>{game.winner} has won</b> ({game.win_reason})."
    phase = "collect resources" if game.phase == "collect" else "actions"
    war = f" — <b>WAR! on {game.war.territory}</b>: finish it on the WAR! tab" if game.war else ""
    return (f"Round {game.round}: <b>{game.current_player.name}</b>'s turn — {phase}{war}. "
            "Actions may be repeated; spent gold and food move down the storage tracker.")


def _fill(combo: QComboBox, items: list[tuple[str, object]]) -> None:
    # As wide as its longest name: the action's row wraps instead of cutting the name.
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    current = combo.currentText()
    combo.blockSignals(True)
    combo.clear()
    for text, data in items:
        combo.addItem(text, data)
    if current:
        combo.setCurrentText(current)
    combo.blockSignals(False)
