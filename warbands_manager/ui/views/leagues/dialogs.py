"""Dialogs of the Leagues page: league settings, a player, a game (with the Little War
calculator)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict
from datetime import date

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
)

from warbands_manager.rules.army_names import ARMY_NAMES
from warbands_manager.rules.league.little_war import LittleWarInput, little_war_result
from warbands_manager.rules.league.results import Outcome
from warbands_manager.rules.league.standings import PlayerInfo
from warbands_manager.rules.league.tables import LeagueTables
from warbands_manager.services.league_games import STAGES, GameInput
from warbands_manager.services.leagues import LeagueSettings, PlayerData
from warbands_manager.ui.dialog_buttons import ok_cancel
from warbands_manager.ui.views.words import unambiguous_date_edit

OUTCOME_LABELS = {
    Outcome.MASSACRE: "A massacred B", Outcome.VICTORY: "A won a victory",
    Outcome.DRAW: "Draw", Outcome.DEFEAT: "B won a victory", Outcome.MASSACRED: "B massacred A",
}


class LeagueDialog(QDialog):
    def __init__(self, settings: LeagueSettings | None = None, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle("League" if settings else "New league")
        settings = settings or LeagueSettings("")
        self.name_edit = QLineEdit(settings.name)
        self.organiser_edit = QLineEdit(settings.organiser)
        self.start_edit = QDateEdit(QDate(settings.start_date or date.today()))
        self.start_edit.setCalendarPopup(True)
        unambiguous_date_edit(self.start_edit)
        self.weeks_spin = QSpinBox()
        self.weeks_spin.setRange(1, 52)
        self.weeks_spin.setValue(settings.weeks)
        form = QFormLayout(self)
        form.addRow("Name", self.name_edit)
        form.addRow("Organiser", self.organiser_edit)
        form.addRow("Start date", self.start_edit)
        form.addRow("Weeks", self.weeks_spin)
        form.addRow(QLabel("The league copies the point-size table, league points and the Little "
                           "War victory table now; edit its copy under Settings."))
        self.buttons = ok_cancel(self)
        form.addRow(self.buttons)

    def value(self) -> LeagueSettings:
        return LeagueSettings(self.name_edit.text(), self.organiser_edit.text(),
                              self.start_edit.date().toPython(), self.weeks_spin.value())


class PlayerDialog(QDialog):
    def __init__(self, data: PlayerData | None = None, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Player")
        data = data or PlayerData("")
        self.name_edit = QLineEdit(data.name)
        self.warband_edit = QLineEdit(data.warband_name)
        self.type_edit = QComboBox()  # the list of armies; another can be typed
        self.type_edit.setEditable(True)
        self.type_edit.addItems(["", *sorted(set(ARMY_NAMES.values()))])
        self.type_edit.setCurrentText(data.warband_type)
        self.club_edit = QLineEdit(data.club)
        form = QFormLayout(self)
        form.addRow("Player", self.name_edit)
        form.addRow("Warband name", self.warband_edit)
        form.addRow("Warband type / army", self.type_edit)
        form.addRow("Club", self.club_edit)
        form.addRow(ok_cancel(self))

    def value(self) -> PlayerData:
        return PlayerData(self.name_edit.text(), self.warband_edit.text(),
                          self.type_edit.currentText(), self.club_edit.text())


class GameDialog(QDialog):
    """Week, date, the two players and the result, typed in or worked out by the Little War
    calculator (VP, Unknown Objectives, sizes → draw/victory/massacre).

    A new game has no result chosen (OK waits for one): a result picked for the organiser
    would be recorded by a hurried OK. ``pair`` fills in the two players of a pairing."""

    def __init__(self, players: list[PlayerInfo], weeks: int, tables: LeagueTables,
                 size_of: Callable[[int, int], int], initial: GameInput | None = None,
                 parent=None, week: int = 1, pair: tuple[int, int] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Game")
        self._tables, self._size_of, self._players = tables, size_of, players
        self.week_spin = QSpinBox()
        self.week_spin.setRange(1, weeks + 1)
        self.week_spin.setValue(week)  # a new game: the league's current week
        self.date_edit = QDateEdit(QDate(date.today()))
        self.date_edit.setCalendarPopup(True)
        unambiguous_date_edit(self.date_edit)
        self.stage_combo = QComboBox()
        self.stage_combo.addItems(STAGES)
        self.a_combo, self.b_combo = QComboBox(), QComboBox()
        for player in players:
            for combo in (self.a_combo, self.b_combo):
                combo.addItem(player.name, player.id)
        chosen: tuple[int | None, int | None] = pair or (None, None)
        for combo, wanted in zip((self.a_combo, self.b_combo), chosen, strict=True):
            combo.setPlaceholderText("Choose a player")
            combo.setCurrentIndex(combo.findData(wanted) if wanted is not None else -1)
        self.direct_radio = QRadioButton("Enter the result")
        self.calc_radio = QRadioButton("Work it out (Little War calculator)")
        self.mode_group = QButtonGroup(self)
        self.mode_group.addButton(self.direct_radio)
        self.mode_group.addButton(self.calc_radio)
        self.direct_radio.setChecked(True)
        self.outcome_combo = QComboBox()
        for outcome, label in OUTCOME_LABELS.items():
            self.outcome_combo.addItem(label, outcome)
        self.outcome_combo.setPlaceholderText("Choose the result")
        self.outcome_combo.setCurrentIndex(-1)
        self._build_calculator()
        self._build_layout()
        if initial is not None:
            self._load(initial)
        self._connect_signals()
        self._on_inputs_changed()

    def _build_calculator(self) -> None:
        self.calc_box = QGroupBox("Little War calculator")
        self.size_a, self.size_b, self.vp_a, self.vp_b = (QSpinBox() for _ in range(4))
        for spin in (self.size_a, self.size_b):
            spin.setRange(1, 1000)
        for spin in (self.vp_a, self.vp_b):
            spin.setRange(0, 5000)
        self.objective_a = QCheckBox("A achieved its Unknown Objective")
        self.objective_b = QCheckBox("B achieved its Unknown Objective")
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        self.result_label.setObjectName("little-war-result")
        self.result_label.setStyleSheet("font-weight: bold;")
        self.result_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        form = QFormLayout(self.calc_box)
        form.addRow("Starting size A", self.size_a)
        form.addRow("Starting size B", self.size_b)
        form.addRow("VP scored by A", self.vp_a)
        form.addRow("VP scored by B", self.vp_b)
        form.addRow(self.objective_a)
        form.addRow(self.objective_b)
        form.addRow(self.result_label)
        note = QLabel(f"An achieved objective adds {self._tables.objective_bonus_percent}% of "
                      "the enemy's starting points (fractions dropped). With unequal warbands "
                      "the column of the one with more VP is read; equal VP is a draw.")
        note.setWordWrap(True)
        form.addRow(note)
        self.calc_note = note

    def _build_layout(self) -> None:
        # The game on the left, the calculator beside it: one above the other the dialog
        # was taller than a 768-pixel screen leaves, and the worked result was squeezed.
        form = QFormLayout()
        form.addRow("Week", self.week_spin)
        form.addRow("Date", self.date_edit)
        form.addRow("Stage", self.stage_combo)
        form.addRow("Player A", self.a_combo)
        form.addRow("Player B", self.b_combo)
        form.addRow(self.direct_radio)
        form.addRow("Result", self.outcome_combo)
        form.addRow(self.calc_radio)
        left = QVBoxLayout()
        left.addLayout(form)
        left.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addWidget(self.calc_box, 1)
        self.buttons = ok_cancel(self)
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addWidget(self.buttons)

    def _connect_signals(self) -> None:
        for spin in (self.size_a, self.size_b, self.vp_a, self.vp_b):
            spin.valueChanged.connect(self._on_inputs_changed)
        for box in (self.objective_a, self.objective_b):
            box.toggled.connect(self._on_inputs_changed)
        self.calc_radio.toggled.connect(self._on_inputs_changed)
        self.a_combo.currentIndexChanged.connect(self._on_players_changed)
        self.b_combo.currentIndexChanged.connect(self._on_players_changed)
        self.week_spin.valueChanged.connect(self._on_players_changed)
        self.outcome_combo.currentIndexChanged.connect(self._show_ready)
        self._on_players_changed()

    def missing(self) -> str:
        """What the organiser still has to choose ("" when the game can be recorded)."""
        a, b = self.a_combo.currentData(), self.b_combo.currentData()
        if a is None or b is None:
            return "Choose both players."
        if a == b:
            return "Choose two different players."
        if self.outcome_combo.currentIndex() < 0:
            return "Choose the result (or work it out with the calculator)."
        return ""

    def _show_ready(self, *_args) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        missing = self.missing()
        ok.setEnabled(not missing)
        ok.setToolTip(missing)

    def _load(self, game: GameInput) -> None:
        self.week_spin.setValue(game.week)
        if game.played_on:
            self.date_edit.setDate(QDate(game.played_on))
        self.stage_combo.setCurrentText(game.stage)
        self.a_combo.setCurrentIndex(self.a_combo.findData(game.player_a))
        self.b_combo.setCurrentIndex(self.b_combo.findData(game.player_b))
        self.outcome_combo.setCurrentIndex(self.outcome_combo.findData(game.outcome))
        details = game.details or {}
        if "input" in details:
            values = details["input"]
            self.calc_radio.setChecked(True)
            self.size_a.setValue(values["size_a"])
            self.size_b.setValue(values["size_b"])
            self.vp_a.setValue(values["vp_a"])
            self.vp_b.setValue(values["vp_b"])
            self.objective_a.setChecked(values["objective_a"])
            self.objective_b.setChecked(values["objective_b"])

    def _on_players_changed(self, *_args) -> None:
        week = self.week_spin.value()
        for combo, spin in ((self.a_combo, self.size_a), (self.b_combo, self.size_b)):
            if combo.currentData() is not None and not self.calc_radio.isChecked():
                spin.setValue(self._size_of(combo.currentData(), week))
        self._show_ready()

    def calculator_input(self) -> LittleWarInput:
        return LittleWarInput(self.size_a.value(), self.size_b.value(), self.vp_a.value(),
                              self.vp_b.value(), self.objective_a.isChecked(),
                              self.objective_b.isChecked())

    def _on_inputs_changed(self, *_args) -> None:
        calc = self.calc_radio.isChecked()
        self.calc_box.setEnabled(calc)
        self.outcome_combo.setEnabled(not calc)
        result = little_war_result(self._tables, self.calculator_input())
        self.result_label.setText("\n".join(result.steps) + "\n→ "
                                  + OUTCOME_LABELS[result.outcome])
        self._fit_result_label()
        if calc:
            self.outcome_combo.setCurrentIndex(self.outcome_combo.findData(result.outcome))
        self._show_ready()

    def _fit_result_label(self) -> None:
        """Room for every line of the worked result, one wrapped line more per long line,
        so the calculator's text is never clipped (with any font size)."""
        metrics = self.result_label.fontMetrics()
        width = max(self.result_label.width(), 240)
        lines = sum(1 + metrics.horizontalAdvance(line) // width
                    for line in self.result_label.text().splitlines())
        self.result_label.setMinimumHeight(metrics.lineSpacing() * lines + 6)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit_result_label()

    def value(self) -> GameInput:
        details = None
        if self.calc_radio.isChecked():
            game = self.calculator_input()
            result = little_war_result(self._tables, game)
            details = {"input": asdict(game), "steps": list(result.steps),
                       "letter": result.letter}
        return GameInput(self.week_spin.value(), self.a_combo.currentData(),
                         self.b_combo.currentData(), Outcome(self.outcome_combo.currentData()),
                         self.date_edit.date().toPython(), self.stage_combo.currentText(),
                         details)
