"""The post-battle wizard: battle report, then one page per step in the rulebook's order.

Dice are rolled by the app (a ``random.Random`` the page injects) or typed in from real dice.
Each applied step is a ``StepCommand`` on the page's undo stack: undo calls the service's exact
undo; redo replays the step with the same inputs and the same dice values.
"""

from __future__ import annotations

import random

from PySide6.QtCore import Signal
from PySide6.QtGui import QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.rules.campaign.dicequeue import MoreDiceNeeded, QueuedDice, parse_dice
from warbands_manager.rules.campaign.ledger import CampaignRuleError, experience
from warbands_manager.rules.campaign.postbattle import STEP_TITLES, STEPS
from warbands_manager.rules.dice import Dice, InvalidDiceEntry
from warbands_manager.services.campaign_suite import CampaignServices
from warbands_manager.store.errors import EditConflict
from warbands_manager.ui.views.campaigns import step_forms
from warbands_manager.ui.views.campaigns.spending_form import SpendingForm


class StepCommand(QUndoCommand):
    """One applied step. ``before``/``after`` are the pass as it was before and after it: undo
    and redo are refused (and the other organiser's change named) if the pass moved since."""

    def __init__(self, wizard: PostBattleWizard, pass_id: int, step: str, inputs: dict,
                 dice_values: list[int], before=None, after=None) -> None:
        super().__init__(f"post-battle step: {STEP_TITLES[step]}")
        self.wizard, self.pass_id, self.inputs, self.values = wizard, pass_id, inputs, dice_values
        self.before, self.after = before, after
        self._applied = True  # the step already ran when the command was pushed

    def redo(self) -> None:
        if self._applied:
            self._applied = False
            return
        passes = self.wizard.services.passes
        if self.wizard.guarded(lambda: passes.run_next(
                self.pass_id, QueuedDice(queue=list(self.values)), self.inputs, self.before)):
            self.after = passes.state(self.pass_id)
        self.wizard.refresh()

    def undo(self) -> None:
        self.wizard.guarded(lambda: self.wizard.services.passes.undo_step(self.pass_id,
                                                                          self.after))
        self.wizard.refresh()


class PostBattleWizard(QWidget):
    pass_changed = Signal()

    def __init__(self, services: CampaignServices, undo_stack: QUndoStack,
                 rng: random.Random | None = None, parent=None) -> None:
        super().__init__(parent)
        self.services, self.undo_stack = services, undo_stack
        self.rng = rng or random.Random()
        self.pass_id: int | None = None
        self.state = None  # the pass as shown: what the next step is applied to (seen=)
        # The page's conflict report (what the other organiser changed); replaceable.
        self.on_conflict = lambda conflict: self.message.setText(f"Not saved: {conflict}")
        self.title = QLabel("Record a game, then open a warband's post-battle pass.")
        self.dice_mode = QComboBox()
        self.dice_mode.addItem("Dice rolled by the app", "app")
        self.dice_mode.addItem("Dice typed in from real dice", "typed")
        self.typed = QLineEdit()
        self.typed.setPlaceholderText("typed dice in order, e.g. 3 5 1 (a D66 as 45)")
        self.forms = {"result": step_forms.InfoForm("result"),
                      "recovery": step_forms.InfoForm("recovery"),
                      "injuries": step_forms.InjuryForm(self._roll_first_d66),
                      "minimums": step_forms.MinimumsForm(),
                      "veteran": step_forms.VeteranForm(),
                      "advancement": step_forms.AdvancementForm(),
                      "spending": SpendingForm(),
                      "rating": step_forms.RatingForm()}
        self.stack = QStackedWidget()
        for step in STEPS:
            self.stack.addWidget(self.forms[step])
        self.done_page = QLabel("The pass is complete. Undo steps, or pick another game.")
        self.stack.addWidget(self.done_page)
        self.apply_button = QPushButton("Apply step")
        self.undo_button = QPushButton("Undo last step")
        self.undo_pass_button = QPushButton("Undo whole pass")
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.log = QListWidget()
        self._build_layout()
        self._connect_signals()
        self.refresh()

    def _build_layout(self) -> None:
        dice_row = QHBoxLayout()
        dice_row.addWidget(self.dice_mode)
        dice_row.addWidget(self.typed, 1)
        buttons = QHBoxLayout()
        for button in (self.apply_button, self.undo_button, self.undo_pass_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(dice_row)
        layout.addWidget(self.stack, 2)
        layout.addWidget(self.message)
        layout.addLayout(buttons)
        layout.addWidget(QLabel("Log of this warband:"))
        layout.addWidget(self.log, 1)

    def _connect_signals(self) -> None:
        self.apply_button.clicked.connect(self._on_apply_clicked)
        self.undo_button.clicked.connect(self._on_undo_clicked)
        self.undo_pass_button.clicked.connect(self._on_undo_pass_clicked)

    def open_pass(self, pass_id: int) -> None:
        self.pass_id = pass_id
        self.undo_stack.clear()
        self.refresh()

    def make_dice(self) -> Dice:
        if self.dice_mode.currentData() == "typed":
            return QueuedDice(queue=parse_dice(self.typed.text()))
        return Dice(self.rng)

    def refresh(self) -> None:
        has_pass = self.pass_id is not None
        for button in (self.apply_button, self.undo_button, self.undo_pass_button):
            button.setEnabled(has_pass)
        if not has_pass:
            self.state = None
            return
        state = self.state = self.services.passes.state(self.pass_id)
        tables = self.services.setup.tables(state.campaign_id)
        step = state.next_step
        xp = experience(state.roster)
        if step is None:
            self.title.setText(f"{state.roster.name}: pass complete — {xp} XP banked")
            self.stack.setCurrentWidget(self.done_page)
            self.apply_button.setEnabled(False)
        else:
            number = STEPS.index(step) + 1
            self.title.setText(f"{state.roster.name} — step {number} of {len(STEPS)}: "
                               f"{STEP_TITLES[step]} (XP bank {xp})")
            self.forms[step].load(state, tables)
            self.stack.setCurrentWidget(self.forms[step])
        self.undo_button.setEnabled(bool(state.done))
        self.log.clear()
        for line in self.services.records.log(state.campaign_id, state.warband_id):
            self.log.addItem(f"[{line.step}] {line.text}"
                             + (f"   ({'; '.join(line.rolls)})" if line.rolls else ""))
        self.log.scrollToBottom()
        self.pass_changed.emit()

    def _roll_first_d66(self, name: str) -> int | None:
        try:
            dice = self.make_dice()
            roll = dice.roll(6, f"{name}: Character Injury Chart (D66)", count=2)
        except (MoreDiceNeeded, InvalidDiceEntry, ValueError) as error:
            self.message.setText(str(error))
            return None
        if isinstance(dice, QueuedDice):
            self.typed.setText(" ".join(map(str, dice.queue)))  # leave the unused dice typed
        self.message.setText(roll.describe())
        return roll.values[0] * 10 + roll.values[1]

    def guarded(self, work) -> bool:
        """Run a service call; if another organiser changed the pass first, say what and
        show their version (nothing was saved)."""
        try:
            work()
        except EditConflict as conflict:
            self.on_conflict(conflict)
            self.refresh()
            return False
        return True

    def _on_apply_clicked(self) -> None:
        state = self.state or self.services.passes.state(self.pass_id)
        if state.next_step is None:
            return
        inputs = self.forms[state.next_step].inputs()
        try:
            dice = self.make_dice()
            start = len(dice.log)
            if not self.guarded(lambda: self.services.passes.run_next(self.pass_id, dice,
                                                                       inputs, state)):
                return
        except (CampaignRuleError, MoreDiceNeeded, InvalidDiceEntry, ValueError) as error:
            self.message.setText(f"Not applied: {error}")
            return
        values = [v for roll in dice.log[start:] for v in roll.values]
        self.message.setText("Rolls: " + "; ".join(r.describe() for r in dice.log[start:])
                             if values else "")
        self.typed.clear()
        self.undo_stack.push(StepCommand(self, self.pass_id, state.next_step, inputs, values,
                                         state, self.services.passes.state(self.pass_id)))
        self.refresh()

    def _on_undo_clicked(self) -> None:
        if self.undo_stack.canUndo():
            self.undo_stack.undo()
        else:  # steps applied before this page opened the pass
            self.guarded(lambda: self.services.passes.undo_step(self.pass_id, self.state))
            self.refresh()

    def _on_undo_pass_clicked(self) -> None:
        snapshot = self.services.passes.undo_pass_keeping(self.pass_id)
        self.undo_stack.clear()  # the single-step commands belong to the removed pass
        self.undo_stack.push(UndoPassCommand(self, snapshot))
        self.pass_removed()

    def pass_removed(self) -> None:
        self.pass_id = None
        self.title.setText("Pass undone: the warband is as it was before it "
                           "(Edit → Undo puts the pass back).")
        self.log.clear()
        self.refresh()
        self.pass_changed.emit()


class UndoPassCommand(QUndoCommand):
    """ "Undo whole pass" on the undo stack: undo puts the pass back exactly (same rows, same
    log lines), redo removes it again."""

    def __init__(self, wizard: PostBattleWizard, snapshot) -> None:
        super().__init__("undo whole post-battle pass")
        self.wizard, self.snapshot = wizard, snapshot
        self._applied = True  # the pass was already removed when the command was pushed

    def redo(self) -> None:
        if self._applied:
            self._applied = False
            return
        self.snapshot = self.wizard.services.passes.undo_pass_keeping(
            int(self.snapshot.pass_row["id"]))
        self.wizard.pass_removed()

    def undo(self) -> None:
        try:
            self.wizard.pass_id = self.wizard.services.passes.restore_pass(self.snapshot)
        except CampaignRuleError as error:  # e.g. a profile was set since: keep what is there
            self.wizard.message.setText(f"Pass not put back: {error}")
            return
        self.wizard.refresh()
