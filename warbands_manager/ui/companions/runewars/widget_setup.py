"""The set-up dialog: players and factions, optional rules, base-game numbers, new units."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.companions.runewars.game_setup import (
    SetupChoice,
    new_game,
    rune_target,
    setup_reminders,
)
from warbands_manager.companions.runewars.state import OPTION_TITLES, OPTIONS, Game
from warbands_manager.companions.runewars.tables import BASE_GAME_KEYS, default_tables
from warbands_manager.ui.dialog_buttons import ok_cancel
from warbands_manager.ui.fit import scroll_when_small

MIN_CHOICES_HEIGHT = 240
SCREEN_MARGIN = 80  # the window's title bar and a taskbar

BASE_LABELS = {
    "fortress_strength_undamaged": "Fortress strength (undamaged)",
    "fortress_strength_damaged": "Fortress strength (damaged)",
    "capital_strength_damaged": "Capital strength (damaged)",
    "outpost_bonus": "Strength per Outpost",
    "garrison_bonus": "Garrison order strength bonus",
    "fortress_tokens": "Fortress tokens per faction",
    "resource_track_maximum": "Resource track maximum",
    "starting_food": "Starting food",
    "starting_wood": "Starting wood",
    "starting_ore": "Starting ore",
    "starting_influence": "Starting influence",
}


class SetupDialog(QDialog):
    """Collects a :class:`SetupChoice`; :meth:`game` builds the game (or raises RuleViolation)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New Runewars game")
        self.tables = default_tables()
        self.name = QLineEdit("Runewars game")
        self.included: dict[str, QCheckBox] = {}
        self.players: dict[str, QLineEdit] = {}
        self.options: dict[str, QCheckBox] = {}
        self.base: dict[str, QSpinBox] = {}
        self.replacements: dict[str, QLineEdit] = {}
        self.target = QLabel()
        columns = QHBoxLayout()
        left, right = QVBoxLayout(), QVBoxLayout()
        left.addWidget(self._players_box())
        left.addWidget(self._options_box())
        left.addWidget(self._units_box())
        right.addWidget(self._base_box())
        columns.addLayout(left, 3)
        columns.addLayout(right, 2)
        buttons = ok_cancel(self)
        form = QFormLayout()
        form.addRow("Game name", self.name)
        # Every option ticked makes the choices (and their reminders) taller than a laptop
        # screen: they scroll, while the name and OK/Cancel stay in view.
        choices = QWidget()
        inner = QVBoxLayout(choices)
        inner.addLayout(columns)
        inner.addWidget(self.target)  # the rune target and the set-up reminders
        self.choices_area = scroll_when_small(choices)
        self.choices_area.setMinimumHeight(MIN_CHOICES_HEIGHT)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.choices_area, 1)
        layout.addWidget(buttons)
        self._update_target()
        around = self.sizeHint().height() - self.choices_area.sizeHint().height()
        self.resize(choices.sizeHint().width() + 40, min(
            choices.sizeHint().height() + around, self._screen_height() - SCREEN_MARGIN))

    def _screen_height(self) -> int:
        screen = self.screen()
        return screen.availableGeometry().height() if screen is not None else 768

    def _players_box(self) -> QGroupBox:
        box = QGroupBox("Players (2–4), one faction each")
        grid = QGridLayout(box)
        for row, faction in enumerate(self.tables.factions):
            self.included[faction.id] = QCheckBox(faction.name)
            self.included[faction.id].setChecked(row < 2)
            self.players[faction.id] = QLineEdit()
            self.players[faction.id].setPlaceholderText("player's name")
            self.players[faction.id].textEdited.connect(
                lambda text, box=self.included[faction.id]: box.setChecked(bool(text.strip())))
            grid.addWidget(self.included[faction.id], row, 0)
            grid.addWidget(self.players[faction.id], row, 1)
        return box

    def _options_box(self) -> QGroupBox:
        box = QGroupBox("Optional rules")
        layout = QVBoxLayout(box)
        for option in OPTIONS:
            self.options[option] = QCheckBox(OPTION_TITLES[option])
            self.options[option].toggled.connect(self._update_target)
            layout.addWidget(self.options[option])
        return box

    def _units_box(self) -> QGroupBox:
        box = QGroupBox("New units — recruited in place of (from the Reinforcement sheets)")
        grid = QGridLayout(box)
        row = 0
        for faction in self.tables.factions:
            for unit in faction.units:
                edit = QLineEdit(str(unit.replaces.value))
                edit.setPlaceholderText("enter from the Reinforcement sheet")
                edit.setToolTip("printed in the rulebook" if not unit.replaces.assumed
                                else "not printed in the rulebook: check the sheet")
                self.replacements[unit.name] = edit
                grid.addWidget(QLabel(f"{unit.name} ({faction.name.split(' (')[0]}, "
                                      f"{unit.figures} figures)"), row, 0)
                grid.addWidget(edit, row, 1)
                row += 1
        return box

    def _base_box(self) -> QGroupBox:
        box = QGroupBox("Base-game numbers the expansion does not print")
        form = QFormLayout(box)
        note = QLabel("Defaults are <i>assumed</i> — check your Runewars rulebook and faction "
                      "sheets. They are saved with this game.")
        note.setWordWrap(True)
        form.addRow(note)
        defaults = self.tables.base_game_defaults()
        for key in BASE_GAME_KEYS:
            spin = QSpinBox()
            spin.setRange(0, 99)
            spin.setValue(defaults[key])
            self.base[key] = spin
            form.addRow(BASE_LABELS[key] + " (assumed)", spin)
        return box

    def choice(self) -> SetupChoice:
        players = [(self.players[f].text().strip() or self.included[f].text().split(" (")[0], f)
                   for f in self.included if self.included[f].isChecked()]
        return SetupChoice(
            self.name.text(), players,
            options={k: box.isChecked() for k, box in self.options.items()},
            base={k: spin.value() for k, spin in self.base.items()},
            replacements={k: edit.text().strip() for k, edit in self.replacements.items()},
        )

    def game(self) -> Game:
        return new_game(self.choice(), self.tables)

    def _update_target(self, *_args) -> None:
        probe = new_game(SetupChoice("probe", [("a", "daqan"), ("b", "uthuk")],
                                     options={k: b.isChecked() for k, b in self.options.items()}))
        notes = "".join(f"<li>{escape(text)}</li>" for text in setup_reminders(probe))
        self.target.setText(f"<b>Dragon runes to win: {rune_target(probe)}</b>"
                            f"<ul>{notes}</ul>")
        self.target.setWordWrap(True)


class BaseNumbersDialog(QDialog):
    """Correct the base-game numbers of the open game."""

    def __init__(self, base: dict[str, int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Base-game numbers")
        self.base: dict[str, QSpinBox] = {}
        form = QFormLayout(self)
        for key in BASE_GAME_KEYS:
            spin = QSpinBox()
            spin.setRange(0, 99)
            spin.setValue(base.get(key, 0))
            self.base[key] = spin
            form.addRow(BASE_LABELS[key], spin)
        buttons = ok_cancel(self)
        form.addRow(buttons)

    def numbers(self) -> dict[str, int]:
        return {key: spin.value() for key, spin in self.base.items()}
