"""One card per faction: tracks, influence, runes, title, Development cards, heroes, Victory."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QWidget,
)

from warbands_manager.companions.runewars import factions as rules
from warbands_manager.companions.runewars.game_setup import rune_target
from warbands_manager.companions.runewars.runes import (
    face_down_tokens,
    peek,
    rune_sources,
    shown_runes,
)
from warbands_manager.companions.runewars.seasons import (
    can_place_victory_card,
    place_victory_card,
)
from warbands_manager.companions.runewars.state import RESOURCES, Game
from warbands_manager.ui.companions.runewars.widget_development import DevelopmentDialog
from warbands_manager.ui.companions.runewars.widget_season import faction_name

ApplyEdit = Callable[[str, Callable[[Game], object]], bool]


def _spin(top: int = 99) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(0, top)
    spin.setKeyboardTracking(False)
    return spin


class FactionCard(QGroupBox):
    """Everything tracked for one faction; each control makes one undoable edit."""

    def __init__(self, faction_id: str, apply_edit: ApplyEdit,
                 development_dialog=DevelopmentDialog) -> None:
        super().__init__(faction_name(faction_id))
        self.fid = faction_id
        self._apply = apply_edit
        self.development_dialog = development_dialog
        self._loading = False
        self.resources = {kind: _spin() for kind in RESOURCES}
        self.influence, self.threes = _spin(), _spin()
        self.exchange_button = QPushButton("3 → one 3-token")
        self.runes = QLabel()
        self.runes.setWordWrap(True)
        self.guild = QCheckBox("Head of the Merchants' Guild")
        self.development = QLabel()
        self.development.setWordWrap(True)
        self.acquire_button = QPushButton("Acquire Development card…")
        self.heroes = QLabel()
        self.heroes.setWordWrap(True)
        self.hero_name = QLineEdit()
        self.hero_name.setPlaceholderText("hero name")
        self.add_hero_button = QPushButton("Add hero")
        self.hero_choice = QComboBox()
        self.commander_button = QPushButton("Commander on/off")
        self.defeat_button = QPushButton("Defeated")
        self.lieutenant = QCheckBox("General-Lieutenant")
        self.victory_button = QPushButton("Place Victory card")
        self.peek_button = QPushButton("Peek at my runes…")
        self.peek_button.setToolTip("Only this player looks: the face-down Rune tokens in the "
                                    "locations they control. Closing the window hides them "
                                    "again.")
        self.peek_dialog = _show_peek  # injectable so tests can read what a peek shows
        self._game: Game | None = None
        self._build_layout()
        self._connect_signals()

    def _build_layout(self) -> None:
        grid = QGridLayout(self)
        grid.setVerticalSpacing(2)
        tracks = QHBoxLayout()
        for kind, spin in self.resources.items():
            tracks.addWidget(QLabel(kind.capitalize()))
            tracks.addWidget(spin)
        tracks.addWidget(QLabel("Influence"))
        tracks.addWidget(self.influence)
        tracks.addWidget(QLabel("+ 3×"))
        tracks.addWidget(self.threes)
        tracks.addWidget(self.exchange_button)
        grid.addLayout(tracks, 0, 0, 1, 4)
        grid.addWidget(self.runes, 1, 0, 1, 2)
        grid.addWidget(self.peek_button, 1, 2)
        grid.addWidget(self.victory_button, 1, 3)
        grid.addWidget(self.development, 2, 0, 1, 3)
        grid.addWidget(self.acquire_button, 2, 3)
        grid.addWidget(self.heroes, 3, 0, 1, 3)
        grid.addWidget(self.guild, 3, 3)
        heroes = QHBoxLayout()
        for widget in (self.hero_name, self.add_hero_button, self.hero_choice,
                       self.commander_button, self.defeat_button, self.lieutenant):
            heroes.addWidget(widget)
        grid.addLayout(heroes, 4, 0, 1, 4)

    def _connect_signals(self) -> None:
        for kind, spin in self.resources.items():
            spin.valueChanged.connect(lambda value, k=kind: self._on_resource_changed(k, value))
        self.influence.valueChanged.connect(self._on_influence_value_changed)
        self.threes.valueChanged.connect(self._on_influence_value_changed)
        self.exchange_button.clicked.connect(self._on_exchange_button_clicked)
        self.guild.toggled.connect(self._on_guild_toggled)
        self.acquire_button.clicked.connect(self._on_acquire_button_clicked)
        self.add_hero_button.clicked.connect(self._on_add_hero_button_clicked)
        self.commander_button.clicked.connect(self._on_commander_button_clicked)
        self.defeat_button.clicked.connect(self._on_defeat_button_clicked)
        self.lieutenant.toggled.connect(self._on_lieutenant_toggled)
        self.victory_button.clicked.connect(self._on_victory_button_clicked)
        self.peek_button.clicked.connect(self._on_peek_button_clicked)

    def show_game(self, game: Game) -> None:
        self._loading = True
        faction = game.faction(self.fid)
        self.setTitle(f"{faction_name(self.fid)} — {faction.player}")
        top = game.setup.base["resource_track_maximum"]
        for kind, spin in self.resources.items():
            spin.setMaximum(top)
            spin.setValue(faction.resource(kind))
        self.influence.setValue(faction.influence)
        self.threes.setValue(faction.influence_threes)
        self.influence.setToolTip(f"total influence {faction.influence_total}")
        self.guild.setChecked(game.merchants_guild == self.fid)
        self._show_runes(game)
        cards = ", ".join(card.name for card in faction.development) or "none"
        self.development.setText(f"Development cards: {cards}" + self._tokens(game))
        self.acquire_button.setEnabled(game.setup.on("development_cards"))
        self._show_heroes(game)
        self._loading = False

    def _tokens(self, game: Game) -> str:
        faction = game.faction(self.fid)
        parts = []
        if faction.has_effect("capital"):
            built = [loc.name for loc in game.locations
                     if loc.structure == "capital" and loc.structure_owner == self.fid]
            parts.append(f"capital in {built[0]}" if built else "capital may replace a home "
                         "fortress")
        if faction.has_effect("peasants"):
            placed = sum(loc.peasant for loc in game.locations)
            parts.append(f"Peasant tokens on the board: {placed}/3")
        if faction.has_effect("skeletons"):
            parts.append("8 Skeleton tokens")
        return (" · " + " · ".join(parts)) if parts else ""

    def _show_runes(self, game: Game) -> None:
        # Only what everyone may see: runes on show (face-up tokens, cities) and how many
        # tokens lie face down; their kinds are behind the player's own peek.
        self._game = game
        sources = rune_sources(game, self.fid)
        hidden = {loc.name for loc in game.locations if loc.rune and not loc.rune_revealed}
        blocked = [f"{s.location} ({s.why_not})" for s in sources
                   if not s.counts and not (s.kind == "token" and s.location in hidden)]
        down = face_down_tokens(game, self.fid)
        text = (f"<b>Dragon runes on show: {shown_runes(game, self.fid)}</b> of "
                f"{rune_target(game)} · face-down tokens held: {down}")
        if blocked:
            text += " · not counting: " + ", ".join(blocked)
        self.runes.setText(text)
        self.runes.setToolTip("Face-down tokens count toward victory too, but only their "
                              "player knows which are dragon runes.")
        self.peek_button.setEnabled(bool(down))
        reason = can_place_victory_card(game, self.fid, count_runes=False)
        self.victory_button.setVisible(game.setup.on("road_to_victory"))
        self.victory_button.setEnabled(not reason)
        self.victory_button.setToolTip(reason or "Reveal runes and put the Victory card on "
                                       "this season's deck")

    def _on_peek_button_clicked(self) -> None:
        if self._game is not None:
            faction = self._game.faction(self.fid)
            self.peek_dialog(self, f"{faction.player} only: your Rune tokens",
                             "\n".join(peek(self._game, self.fid)))

    def _show_heroes(self, game: Game) -> None:
        faction = game.faction(self.fid)
        names = [h.name + (" ★commander" if h.commander else "") for h in faction.heroes]
        heroes, commanders = rules.hero_limits(game, self.fid)
        self.heroes.setText(f"Heroes ({heroes} + {commanders} commander): "
                            + (", ".join(names) or "none"))
        self.hero_choice.clear()
        self.hero_choice.addItems([h.name for h in faction.heroes])
        self.lieutenant.setChecked(faction.general_lieutenant)
        self.lieutenant.setEnabled(game.setup.on("commanders"))
        self.commander_button.setEnabled(game.setup.on("commanders"))

    # -- slots ------------------------------------------------------------------------------
    def _on_resource_changed(self, kind: str, value: int) -> None:
        if not self._loading:
            self._apply(f"{self.fid} {kind} {value}",
                        lambda g: rules.set_resource(g, self.fid, kind, value))

    def _on_influence_value_changed(self, _value: int) -> None:
        if not self._loading:
            ones, threes = self.influence.value(), self.threes.value()
            self._apply(f"{self.fid} influence",
                        lambda g: rules.set_influence(g, self.fid, ones, threes))

    def _on_exchange_button_clicked(self) -> None:
        self._apply(f"{self.fid} influence exchange",
                    lambda g: rules.exchange_influence(g, self.fid))

    def _on_guild_toggled(self, checked: bool) -> None:
        if not self._loading:
            holder = self.fid if checked else ""
            self._apply("Merchants' Guild title", lambda g: rules.set_merchants_guild(g, holder))

    def _on_acquire_button_clicked(self) -> None:
        dialog = self.development_dialog(self)
        if dialog.exec():
            card = dialog.card()
            self._apply(f"{self.fid} acquires {card.name}",
                        lambda g: rules.acquire_development(g, self.fid, card))

    def _on_add_hero_button_clicked(self) -> None:
        name = self.hero_name.text().strip()
        if self._apply(f"{self.fid} hero {name}", lambda g: rules.add_hero(g, self.fid, name)):
            self.hero_name.clear()

    def _selected_hero(self, game_edit) -> None:
        name = self.hero_choice.currentText()
        if name:
            game_edit(name)

    def _on_commander_button_clicked(self) -> None:
        def toggle(name: str) -> None:
            self._apply(f"{self.fid} commander {name}", lambda g: rules.set_commander(
                g, self.fid, name, not _is_commander(g, self.fid, name)))
        self._selected_hero(toggle)

    def _on_defeat_button_clicked(self) -> None:
        self._selected_hero(lambda name: self._apply(
            f"{self.fid} hero {name} defeated", lambda g: rules.defeat_hero(g, self.fid, name)))

    def _on_lieutenant_toggled(self, checked: bool) -> None:
        if not self._loading:
            self._apply("General-Lieutenant",
                        lambda g: rules.set_general_lieutenant(g, self.fid, checked))

    def _on_victory_button_clicked(self) -> None:
        self._apply(f"{self.fid} Victory card", lambda g: place_victory_card(g, self.fid))


def _is_commander(game: Game, faction_id: str, name: str) -> bool:
    return any(h.commander for h in game.faction(faction_id).heroes if h.name == name)


class FactionsPanel(QScrollArea):
    """The faction cards of the open game, two to a row."""

    def __init__(self, apply_edit: ApplyEdit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._apply = apply_edit
        self.cards: dict[str, FactionCard] = {}
        self.setWidgetResizable(True)
        self._inner = QWidget()
        self._grid = QGridLayout(self._inner)
        self.setWidget(self._inner)

    def show_game(self, game: Game | None) -> None:
        ids = [f.id for f in game.factions] if game else []
        if ids != list(self.cards):
            self._rebuild(ids)
        for card in self.cards.values():
            card.show_game(game)

    def _rebuild(self, ids: list[str]) -> None:
        for card in self.cards.values():
            card.setParent(None)
            card.deleteLater()
        self.cards = {fid: FactionCard(fid, self._apply) for fid in ids}
        # One faction a row: two side by side do not fit beside the navigation at 1280 pixels.
        for index, card in enumerate(self.cards.values()):
            self._grid.addWidget(card, index, 0)


def _show_peek(parent: QWidget, title: str, text: str) -> None:
    """A modal window: the runes are visible only until it is closed."""
    box = QMessageBox(QMessageBox.Icon.NoIcon, title, text + "\n\nClose to hide them again.",
                      QMessageBox.StandardButton.Close, parent)
    box.exec()
