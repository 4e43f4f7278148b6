"""Recording a campaign game (with the pre-game checks) and opening a post-battle pass."""

from __future__ import annotations

from PySide6.QtCore import QDate, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.rules.campaign.little_war import describe, setup_ability_lines
from warbands_manager.rules.campaign.pregame import scenario_abilities
from warbands_manager.services.campaign_suite import CampaignServices
from warbands_manager.services.campaign_types import GAME_RESULTS
from warbands_manager.ui.views.campaigns.step_forms import BattleReportForm
from warbands_manager.ui.views.campaigns.table_models import RowsModel
from warbands_manager.ui.views.reflow import ReflowRow, scrolled
from warbands_manager.ui.views.words import choice_label, unambiguous_date_edit

RESULT_WORDS = {"massacre": "Massacre (A massacred B)", "victory": "Victory", "draw": "Draw",
                "defeat": "Defeat", "massacred": "Massacred (B massacred A)"}


class GamesTab(QWidget):
    """Left: record a game. Right: the games, and the battle report that opens a pass."""

    record_requested = Signal()
    old_wounds_requested = Signal()
    pass_requested = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.warband_a, self.warband_b, self.result = QComboBox(), QComboBox(), QComboBox()
        for result in GAME_RESULTS:
            self.result.addItem(RESULT_WORDS.get(result, choice_label(result)), result)
        self.vp_a, self.vp_b = QSpinBox(), QSpinBox()
        for spin in (self.vp_a, self.vp_b):
            spin.setRange(0, 99999)
        self.objective_a = QCheckBox("A achieved its Unknown Objective")
        self.objective_b = QCheckBox("B achieved its Unknown Objective")
        self.little_war_button = QPushButton("Work out A's result from VP (Little War)")
        self.little_war_label = QLabel("Or choose A's result directly.")
        self.little_war_label.setWordWrap(True)
        self.little_war_label.setObjectName("little-war-result")
        self.little_war_notes = ""  # the worked steps, logged with the game when recorded
        self._worked_result = ""
        self._services: CampaignServices | None = None
        self.played_on = QDateEdit(QDate.currentDate())
        unambiguous_date_edit(self.played_on)
        self.pregame = QLabel()
        self.pregame.setWordWrap(True)
        self.wound_dice = QLineEdit()
        self.wound_dice.setPlaceholderText("typed dice (blank: the app rolls)")
        self.wounds_button = QPushButton("Roll Old Battle Wounds")
        self.record_button = QPushButton("Record game")
        self.games = RowsModel([("#", lambda g: g.id), ("Date", lambda g: g.played_on),
                                ("A", lambda g: self.names.get(g.warband_a_id, "?")),
                                ("Result (A)", lambda g: choice_label(g.result_a)),
                                ("B", lambda g: self.names.get(g.warband_b_id, "?")),
                                ("Underdog", lambda g: g.underdog_a or g.underdog_b)])
        self.names: dict[int, str] = {}
        self.games_view = QTableView()
        self.games_view.setModel(self.games)
        self.games_view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.side = QComboBox()
        self.report = BattleReportForm()
        self.pass_button = QPushButton("Start post-battle pass")
        self._build_layout()
        self.record_button.clicked.connect(self.record_requested)
        self.wounds_button.clicked.connect(self.old_wounds_requested)
        self.pass_button.clicked.connect(self.pass_requested)
        self.little_war_button.clicked.connect(self._on_little_war_button_clicked)
        self.result.currentIndexChanged.connect(self._on_result_changed)

    def _build_layout(self) -> None:
        record = QGroupBox("Before and after a game")
        form = QFormLayout(record)
        form.addRow("Warband A", self.warband_a)
        form.addRow("Warband B", self.warband_b)
        form.addRow("A's VP / B's VP", self._pair(self.vp_a, self.vp_b))
        form.addRow(self._pair(self.objective_a, self.objective_b))
        form.addRow(self.little_war_button)
        form.addRow(self.little_war_label)
        form.addRow("A's result", self.result)
        form.addRow("Played on", self.played_on)
        form.addRow(self.pregame)
        form.addRow("Old wound dice", self.wound_dice)
        form.addRow(self.wounds_button)
        form.addRow(self.record_button)
        right = QGroupBox("Games and post-battle passes")
        column = QVBoxLayout(right)
        column.addWidget(self.games_view, 1)
        side_row = QHBoxLayout()
        side_row.addWidget(QLabel("Warband:"))
        side_row.addWidget(self.side, 1)
        column.addLayout(side_row)
        column.addWidget(self.report)
        column.addWidget(self.pass_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.row = ReflowRow((record, 1), (right, 2))
        layout.addWidget(scrolled(self.row))

    @staticmethod
    def _pair(first: QWidget, second: QWidget) -> QWidget:
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(first)
        row.addWidget(second)
        return box

    def _on_little_war_button_clicked(self) -> None:
        """Issue 5: games are recorded as in leagues — the league Little War calculator."""
        a, b = self.warband_a.currentData(), self.warband_b.currentData()
        if self._services is None or a is None or b is None or a == b:
            self.little_war_label.setText("Choose two different warbands.")
            return
        try:
            result, worked = self._services.setup.little_war(
                a, b, self.vp_a.value(), self.vp_b.value(), self.objective_a.isChecked(),
                self.objective_b.isChecked())
        except ValueError as error:
            self.little_war_label.setText(f"Refused: {error}")
            return
        self._worked_result = result
        self.little_war_notes = describe(worked)
        self.result.setCurrentIndex(self.result.findData(result))
        self.little_war_label.setText("\n".join(worked.steps) + f"\n→ A's result: {result} "
                                      "(sizes: each warband's points now)")

    def _on_result_changed(self, _index: int) -> None:
        # A result chosen by hand after the calculation: the worked steps no longer apply.
        if self.little_war_notes and self._worked_result != self.result.currentData():
            self.little_war_notes = ""
            self.little_war_label.setText("Result chosen directly (not from VP).")

    def load(self, services: CampaignServices, campaign_id: int) -> None:
        self._services = services
        warbands = services.setup.warbands(campaign_id)
        self.names = {w.id: w.name for w in warbands}
        for combo in (self.warband_a, self.warband_b, self.side):
            current = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            for warband in warbands:
                combo.addItem(f"{warband.name} ({warband.player})", warband.id)
            combo.setCurrentIndex(max(combo.findData(current), 0))
            combo.blockSignals(False)
        if self.warband_b.count() > 1 and self.warband_b.currentData() == \
                self.warband_a.currentData():
            self.warband_b.setCurrentIndex(1)
        self.games.set_rows(services.setup.games(campaign_id))
        self.show_pregame(services, campaign_id)
        self.load_report(services)

    def show_pregame(self, services: CampaignServices, campaign_id: int) -> None:
        a, b = self.warband_a.currentData(), self.warband_b.currentData()
        if a is None or b is None or a == b:
            self.pregame.setText("Choose two different warbands.")
            self.record_button.setEnabled(False)
            return
        pre = services.setup.pregame(campaign_id, a, b)
        lines = [f"WBR {pre.wbr_a:g} v {pre.wbr_b:g}: underdog bonus "
                 f"{pre.underdog_a or pre.underdog_b} XP to "
                 f"{'A' if pre.underdog_a else 'B' if pre.underdog_b else 'nobody'} "
                 "(¼ of the difference, rounded down), win or lose."]
        for side, absent in (("A", pre.absent_a), ("B", pre.absent_b)):
            lines += [f"{side}: {unit} misses this game (Deep Wound, {games} to miss)"
                      for unit, games in absent.items()]
        lines += self._scenario_lines(services, campaign_id, a, b)
        if pre.refusal:
            lines.append(f"Refused: {pre.refusal}")
        self.pregame.setText("\n".join(lines))
        self.record_button.setEnabled(pre.refusal is None)

    def scenario_lines(self, services: CampaignServices, campaign_id: int) -> list[str]:
        """The set-up abilities of the chosen pair with their text (Little War helper tab)."""
        a, b = self.warband_a.currentData(), self.warband_b.currentData()
        if a is None or b is None or a == b:
            return []
        return setup_ability_lines(services.setup.tables(campaign_id),
                                   services.setup.warband(a).roster,
                                   services.setup.warband(b).roster)

    @staticmethod
    def _scenario_lines(services: CampaignServices, campaign_id: int, a: int,
                        b: int) -> list[str]:
        """Archetype Abilities that set Little War terms; the same one on both sides cancels."""
        found = scenario_abilities(services.setup.tables(campaign_id),
                                   services.setup.warband(a).roster,
                                   services.setup.warband(b).roster)
        return [f"Little War set-up: {item.ability} ({item.side.upper()}: {item.character})"
                + (" — cancelled, both sides have it" if item.cancelled else "")
                for item in found]

    def load_report(self, services: CampaignServices) -> None:
        warband_id = self.side.currentData()
        if warband_id is not None:
            self.report.load(None, roster=services.setup.warband(warband_id).roster)

    def selected_game(self):
        rows = self.games_view.selectionModel().selectedRows()
        return self.games.row_at(rows[0].row()) if rows else None
