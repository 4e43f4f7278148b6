"""Dialogs for one action each: Train moves, Scout realms, Fight choices, an Enemy card."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.companions.against_the_darkness.board import (
    BATTLEFIELDS,
    LIGHT,
    PLATOONS,
    REALMS,
    REQUIREMENT_TYPES,
    label,
)
from warbands_manager.companions.against_the_darkness.fight import (
    fight_strength,
    medica_due,
    wage_captains,
    wages,
)
from warbands_manager.companions.against_the_darkness.roster import (
    PLACES,
    RESERVE,
    IllegalMove,
    Move,
    train_cost,
)
from warbands_manager.companions.against_the_darkness.rulesdata import rules
from warbands_manager.companions.against_the_darkness.state import EnemyCard, Game
from warbands_manager.companions.against_the_darkness.turns import RuleBroken, scout_cost
from warbands_manager.ui.dialog_buttons import ok_cancel


@dataclass(frozen=True)
class TrainRequest:
    moves: list[Move]
    dwarf_deploy: str | None = None


class TrainDialog(QDialog):
    """Build the list of moves (each one platoon step) up to the Train rank."""

    def __init__(self, game: Game, limit: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Train — up to {limit} moves")
        self.game, self.limit = game, limit
        self.player = game.current_player
        self.moves: list[Move] = []
        self.source, self.target = QComboBox(), QComboBox()
        for key in (RESERVE, *PLATOONS):
            self.source.addItem(label(key), key)
        for key in PLATOONS:
            self.target.addItem(label(key), key)
        self.add_button = QPushButton("Add move")
        self.clear_button = QPushButton("Clear")
        self.list = QListWidget()
        self.summary = QLabel()
        self.dwarf = QComboBox()
        self.dwarf.addItem("no bonus unit", None)
        for key in LIGHT:
            self.dwarf.addItem(f"bonus unit from reserve to {label(key)}", key)
        self.dwarf.setVisible(self.player.race == "dwarves")
        row = QHBoxLayout()
        for widget in (QLabel("From"), self.source, QLabel("to"), self.target, self.add_button,
                       self.clear_button):
            row.addWidget(widget)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Reserve → light, light → its heavy platoon → honour guard "
                                "(1 gold each), lateral moves free; never down."))
        layout.addLayout(row)
        layout.addWidget(self.list)
        layout.addWidget(self.dwarf)
        layout.addWidget(self.summary)
        layout.addWidget(ok_cancel(self))
        self.add_button.clicked.connect(self._on_add_button_clicked)
        self.clear_button.clicked.connect(self._on_clear_button_clicked)
        self._refresh()

    def _on_add_button_clicked(self) -> None:
        if len(self.moves) < self.limit:
            self.moves.append(Move(self.source.currentData(), self.target.currentData()))
        self._refresh()

    def _on_clear_button_clicked(self) -> None:
        self.moves = []
        self._refresh()

    def _refresh(self) -> None:
        self.list.clear()
        self.list.addItems([f"{label(m.source)} → {label(m.target)}" for m in self.moves])
        try:
            cost = train_cost(self.moves, rules().promotion_gold)
            self.summary.setText(f"{len(self.moves)} of {self.limit} moves, {cost} gold "
                                 f"({self.player.name} has {self.player.gold}).")
        except IllegalMove as illegal:
            self.summary.setText(f"Not allowed: {illegal}")
        self.add_button.setEnabled(len(self.moves) < self.limit)

    def request(self) -> TrainRequest:
        return TrainRequest(list(self.moves), self.dwarf.currentData())


class ScoutDialog(QDialog):
    """Choose realms for the scouts of one Scout action (at most one per realm)."""

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.player = game.current_player
        self.setWindowTitle(f"Scout — Rank {self.player.ranks['scout']}")
        self.checks = {realm: QCheckBox(label(realm)) for realm in REALMS}
        self.summary = QLabel()
        layout = QVBoxLayout(self)
        for check in self.checks.values():
            layout.addWidget(check)
            check.toggled.connect(self._on_check_toggled)
        layout.addWidget(self.summary)
        layout.addWidget(ok_cancel(self))
        self._on_check_toggled()

    def realms(self) -> list[str]:
        return [realm for realm, check in self.checks.items() if check.isChecked()]

    def _on_check_toggled(self, *_args) -> None:
        count = len(self.realms())
        try:
            cost = scout_cost(self.player.ranks["scout"], count, self.game.countdown,
                              self.player.race, rules()) if count else 0
            self.summary.setText(f"{count} scouts cost {cost} gold ({self.player.name} has "
                                 f"{self.player.gold} gold, {self.player.reserve} in reserve).")
        except RuleBroken as broken:
            self.summary.setText(f"Not allowed: {broken}")


@dataclass(frozen=True)
class FightRequest:
    battlefield: str
    bypass: list[str]
    intel_realm: str | None


class FightDialog(QDialog):
    """Step 1 shown, steps 2-3 chosen: which Enemy and which captains to bypass (the Intel
    card of step 4 is kept in private, see :class:`IntelDialog`)."""

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        player = game.current_player
        self.setWindowTitle(f"Fight — {player.name}, Rank {player.ranks['fight']}")
        strength = fight_strength(game, player.colour, rules())
        self.battlefield = QComboBox()
        for name in BATTLEFIELDS:
            card = game.battlefields[name].card
            if card is not None:
                self.battlefield.addItem(
                    f"{label(name)}: {card.vp} VP {card.requirement}, "
                    f"{game.battlefields[name].gold} gold on it", name)
        self.bypass_checks: dict[str, QCheckBox] = {}
        form = QFormLayout(self)
        needs = ", ".join(f"{n} {k}" for k, n in strength.needs.items() if n)
        form.addRow("Warband strength", QLabel(
            f"needs {needs}; {strength.shortfall} short, rank/ability cover "
            f"{strength.allowance}: {'can fight' if strength.can_fight else 'cannot fight'}"))
        form.addRow("Defeat", self.battlefield)
        bypass_box = QVBoxLayout()
        self.bypass_limit = player.ranks["fight"] - 1
        for platoon in wage_captains(game.roster, player.colour):
            captain = game.owner_name(game.roster.captains[platoon])
            check = QCheckBox(f"bypass {label(platoon)} ({captain})")
            check.setEnabled(self.bypass_limit > 0)
            self.bypass_checks[platoon] = check
            bypass_box.addWidget(check)
        form.addRow(f"Wages (bypass up to {self.bypass_limit})", bypass_box)
        form.addRow("Intel", QLabel("drawn after OK, while the others look away"))
        self.preview = QLabel()
        self.preview.setWordWrap(True)
        form.addRow("This Fight", self.preview)
        form.addRow(ok_cancel(self))
        self.game = game
        self.battlefield.currentIndexChanged.connect(self._on_choice_changed)
        for check in self.bypass_checks.values():
            check.toggled.connect(self._on_choice_changed)
        self._on_choice_changed()

    def _on_choice_changed(self, *_args) -> None:
        """Wages owed and Medica units for the current choices (Fight steps 2 and 5)."""
        game, player = self.game, self.game.current_player
        request = self.request()
        try:
            owed = wages(game.roster, player.colour, request.bypass, player.ranks["fight"],
                         rules())
        except RuleBroken as broken:
            self.preview.setText(f"Not allowed: {broken}")
            return
        supply = owed.get("mercenary", 0)
        lines = [f"wages {sum(owed.values())} gold ({supply} to the supply) of "
                 f"{player.gold}"]
        if request.battlefield:
            card = game.battlefields[request.battlefield].card
            lines.append(f"{medica_due(game, player.colour, request.battlefield, card.vp, rules())}"
                         f" unit(s) to the Medica; two {card.casualty} casualties")
        self.preview.setText("; ".join(lines) + ".")

    def request(self) -> FightRequest:
        bypass = [p for p, check in self.bypass_checks.items() if check.isChecked()]
        return FightRequest(self.battlefield.currentData(), bypass, None)


class IntelDialog(QDialog):
    """Fight step 4 in private: the fighting player keeps one of two Intel cards."""

    def __init__(self, player_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"{player_name} only: Intel")
        self.intel = QComboBox()
        for realm in REALMS:
            self.intel.addItem(f"kept a {label(realm)} Intel card", realm)
        self.intel.addItem("no Intel card (deck empty)", None)
        form = QFormLayout(self)
        form.addRow(QLabel(f"Only {player_name} looks. Draw two Intel cards, put one at the "
                           "bottom of the deck and keep the other face down."))
        form.addRow("Intel", self.intel)
        form.addRow(ok_cancel(self))

    def realm(self) -> str | None:
        return self.intel.currentData()


class ChoiceRow(QWidget):
    """One tap per choice: a row of large toggle buttons, exactly one pressed."""

    def __init__(self, items: list[tuple[str, object]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.values: list[object] = []
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for index, (text, value) in enumerate(items):
            push = QPushButton(text)
            push.setCheckable(True)
            push.setMinimumHeight(40)
            self.group.addButton(push, index)
            layout.addWidget(push)
            self.values.append(value)
        self.group.button(0).setChecked(True)

    def currentData(self):  # noqa: N802 - reads like the combo box it replaces
        return self.values[self.group.checkedId()]

    def set_current(self, value) -> None:
        if value in self.values:
            self.group.button(self.values.index(value)).setChecked(True)


class EnemyCardDialog(QDialog):
    """The card drawn for a battlefield (or none: the Enemy deck is empty). Three taps at most:
    the casualty follows a light requirement until it is picked on its own."""

    def __init__(self, title: str, parent: QWidget | None = None,
                 card: EnemyCard | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.vp = ChoiceRow([(f"{vp} VP", vp) for vp in (2, 3, 4)])
        self.requirement = ChoiceRow([(key, key) for key in REQUIREMENT_TYPES])
        self.casualty = ChoiceRow([(key, key) for key in LIGHT])
        self.requirement.group.idClicked.connect(self._on_requirement_clicked)
        self.none = QCheckBox("No card (the Enemy deck is empty)")
        if card is not None:
            self.vp.set_current(card.vp)
            self.requirement.set_current(card.requirement)
            self.casualty.set_current(card.casualty)
        form = QFormLayout(self)
        form.addRow("Victory points", self.vp)
        form.addRow("Platoon requirement", self.requirement)
        form.addRow("Casualties", self.casualty)
        form.addRow(self.none)
        form.addRow(ok_cancel(self))

    def _on_requirement_clicked(self, _index: int) -> None:
        self.casualty.set_current(self.requirement.currentData())  # heavy: left as it is

    def card(self) -> EnemyCard | None:
        if self.none.isChecked():
            return None
        return EnemyCard(self.vp.currentData(), self.requirement.currentData(),
                         self.casualty.currentData())


class CardMoveDialog(QDialog):
    """Whose unit a Redress card or race ability moved, from where to where."""

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("A card or ability moves a unit")
        self.owner, self.source, self.target = QComboBox(), QComboBox(), QComboBox()
        for player in game.players:
            self.owner.addItem(player.name, player.colour)
        self.owner.setCurrentIndex(game.current)
        for key in PLACES:
            self.source.addItem(label(key), key)
            self.target.addItem(label(key), key)
        self.target.setCurrentIndex(1)
        form = QFormLayout(self)
        form.addRow(QLabel("The card's text overrides the Train rules; captaincy is recounted."))
        form.addRow("Whose unit", self.owner)
        form.addRow("From", self.source)
        form.addRow("To", self.target)
        form.addRow(ok_cancel(self))

    def answer(self) -> tuple[str, str, str]:
        return self.owner.currentData(), self.source.currentData(), self.target.currentData()
