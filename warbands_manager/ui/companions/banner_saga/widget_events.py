"""Event helpers: the choice and bid of each role, internal debates, wars, skirmishes."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.companions.banner_saga import events, skirmish, thane
from warbands_manager.companions.banner_saga.availability import action_blockers
from warbands_manager.companions.banner_saga.state import (
    ROLE_TITLES,
    ROLES,
    SPEECHES,
    THANE,
    WARMASTER,
    GameState,
)
from warbands_manager.ui.companions.banner_saga.widget_common import (
    ActionButtons,
    Plan,
    Runner,
    button,
    combo,
    row,
    spin,
)
from warbands_manager.ui.dialog_buttons import ok_cancel

# An event card prints its choices; the table picks one per role (no typing, so a typo can
# never count as a disagreement).
OPTIONS = ("Choice 1", "Choice 2", "Choice 3")


SEAL_TIP = ("Only this player looks: pick a choice and how much renown to bid. The screen "
            "shows only that the bid is in, until Reveal bids shows every bid together.")


def choice_combo(empty: str = "(no vote)") -> QComboBox:
    return combo([(empty, "")] + [(option, option) for option in OPTIONS])


class EventsPanel(QWidget, ActionButtons):
    """Choices and bids per role feed both the internal and the external helper."""

    def __init__(self, run: Runner) -> None:
        super().__init__()
        self._run = run
        self._state: GameState | None = None
        self._revealing_from: GameState | None = None
        self.choices = {role: choice_combo() for role in ROLES}  # open votes (debates)
        # Blind auction: each role's choice and bid are entered by that player alone and kept
        # out of sight until every bid is in; Reveal bids then shows them all together.
        self.sealed: dict[str, tuple[str, int]] = {}
        self.seal_buttons = {role: button("Bid in secret…", SEAL_TIP) for role in ROLES}
        self.seal_marks = {role: QLabel() for role in ROLES}
        self.bid_dialog = ask_sealed_bid  # injectable: tests answer for the player
        self.tie_pick = choice_combo("(Quartermaster's pick on a tie)")
        self.external_button = button("Reveal bids", "Blind auction: highest total wins")
        self.first = combo([(ROLE_TITLES[r], r) for r in ROLES])
        self.second = combo([(ROLE_TITLES[r], r) for r in ROLES])
        self.second.setCurrentIndex(1)
        self.third = combo([("(two roles)", None)] + [(ROLE_TITLES[r], r) for r in ROLES])
        self.internal_button = button("Internal debate")
        self.solo_button = button("Solo: Thane pays for his choice")
        self.surrogate_role = combo([("Thane", THANE), ("Warmaster", WARMASTER)])
        self.surrogate_favor = combo([(f"{ROLE_TITLES[s]} favor", s) for s in SPEECHES])
        self.surrogate_button = button("Surrogate wins")
        self.result = QLabel()
        self.result.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._choices_box())
        layout.addWidget(row(self.tie_pick, self.external_button))
        layout.addWidget(row(self.first, self.second, self.third, self.internal_button))
        layout.addWidget(row(self.solo_button))
        layout.addWidget(row(self.surrogate_role, self.surrogate_favor, self.surrogate_button))
        layout.addWidget(self.result)
        layout.addWidget(self._war_box())
        layout.addStretch(1)
        self._connect_signals()
        self.watch_choices()

    def _choices_box(self) -> QGroupBox:
        box = QGroupBox("Each role's vote (debates) and secret bid (external events)")
        form = QFormLayout(box)
        for role in ROLES:
            form.addRow(ROLE_TITLES[role], row(self.choices[role], self.seal_buttons[role],
                                               self.seal_marks[role]))
        return box

    def _war_box(self) -> QGroupBox:
        box = QGroupBox("War and skirmish")
        self.card_shields = spin(0, 10, 1)
        self.plan = combo([("Charge!", "charge"), ("Hold Them Off!", "hold"),
                           ("Retreat!", "retreat")])
        self.war_button = button("Resolve war")
        self.reward = spin(0, 10, 1)
        self.warmaster_bonus = spin(0, 10, 1)
        self.begin_button = button("Skirmish begins", "An event sends the warband into a "
                                   "skirmish (a war's skirmish begins with Resolve war)")
        self.won_button = button("Skirmish won")
        self.lost_button = button("Skirmish lost")
        self.war_reward_button = button("War won: reward")
        self.lost_clansmen = spin(0, 600, 0)
        self.lost_varl = spin(0, 60, 0)
        self.solo_losses_button = button("Solo: event losses", "100+ clansmen / 10+ varl: pyre")
        layout = QVBoxLayout(box)
        layout.addWidget(row(QLabel("card shields"), self.card_shields, self.plan,
                             self.war_button))
        layout.addWidget(row(QLabel("renown each"), self.reward, QLabel("Warmaster"),
                             self.warmaster_bonus, self.war_reward_button))
        layout.addWidget(row(self.begin_button, self.won_button, self.lost_button))
        layout.addWidget(row(QLabel("clansmen"), self.lost_clansmen, QLabel("varl"),
                             self.lost_varl, self.solo_losses_button))
        return box

    def _connect_signals(self) -> None:  # each button runs its plan: a rule and its choices
        self.bind(self.external_button, self._plan_external)
        self.external_button.pressed.connect(self._before_reveal)
        self.external_button.clicked.connect(self._after_reveal)
        for role, push in self.seal_buttons.items():
            push.clicked.connect(lambda _checked=False, r=role: self._seal_bid(r))
        self.bind(self.internal_button, self._plan_internal)
        self.bind(self.solo_button, self._plan_solo)
        self.bind(self.surrogate_button, self._plan_surrogate)
        self.bind(self.war_button, self._plan_war)
        self.bind(self.war_reward_button, self._plan_war_reward)
        self.bind(self.begin_button, self._plan_begin)
        self.bind(self.won_button, self._plan_won)
        self.bind(self.lost_button, self._plan_lost)
        self.bind(self.solo_losses_button, self._plan_solo_losses)

    def _plan_solo(self) -> Plan:
        return (events.solo_external, self.choices[THANE].currentData() or "choice")

    def _plan_surrogate(self) -> Plan:
        return (
            events.surrogate_wins, self.surrogate_role.currentData(),
            self.surrogate_favor.currentData())

    def _plan_war(self) -> Plan:
        return (events.war_event, self.card_shields.value(), self.plan.currentData())

    def _plan_war_reward(self) -> Plan:
        return (events.war_reward, self.reward.value(), self.warmaster_bonus.value())

    def _plan_begin(self) -> Plan:
        return (skirmish.skirmish_begins,)

    def _plan_won(self) -> Plan:
        return (skirmish.skirmish_over, True, self.warmaster_bonus.value())

    def _plan_lost(self) -> Plan:
        return (skirmish.skirmish_over, False)

    def _plan_solo_losses(self) -> Plan:
        return (thane.solo_losses, self.lost_clansmen.value(), self.lost_varl.value())

    def _votes(self) -> dict[str, str]:
        return {r: self.choices[r].currentData() for r in self._present()
                if self.choices[r].currentData()}

    def _present(self) -> list[str]:
        return [r for r in ROLES if self._state and self._state.has(r)]

    def _plan_external(self) -> Plan:
        waiting = [ROLE_TITLES[r] for r in self._present() if r not in self.sealed]
        if waiting:
            return "every role bids in secret first (waiting for " + ", ".join(waiting) + ")"
        return (events.external_event, dict(self.sealed), self.tie_pick.currentData() or None)

    def _seal_bid(self, role: str) -> None:
        if self._state is None:
            return
        entry = self.bid_dialog(self, role, self._state.roles[role].renown)
        if entry is not None:
            self.sealed[role] = entry
            self._show_seals()

    def _before_reveal(self) -> None:
        self._revealing_from = self._state

    def _after_reveal(self) -> None:
        """Accepted bids are spent: the next event starts with empty hands (a refusal, a tie
        say, keeps them for another try)."""
        if self._state is not self._revealing_from:
            self.sealed.clear()
            self._show_seals()

    def _show_seals(self) -> None:
        for role in ROLES:
            self.seal_marks[role].setText("bid sealed ✓" if role in self.sealed else "")
        self.update_reasons(self._state, self._fixed_reasons)

    def _plan_internal(self) -> Plan:
        votes = self._votes()
        picked = (self.first.currentData(), self.second.currentData(), self.third.currentData())
        required = tuple(dict.fromkeys(r for r in picked if r))
        if not all(r in votes for r in required):
            return "both required roles need a choice"
        return (events.internal_event, required, votes)

    def show_state(self, state: GameState | None) -> None:
        if state is None or (self._state is not None and state.mission != self._state.mission):
            self.sealed.clear()  # another game: nobody's hand carries over
        self._state = state
        for role in ROLES:
            present = bool(state and state.has(role))
            self.choices[role].setEnabled(present)
            self.seal_buttons[role].setVisible(present)
        for role in [r for r in self.sealed if state and not state.has(r)]:
            del self.sealed[role]
        blocked = action_blockers(state)
        self.update_reasons(state, {widget: blocked[action] for action, widget in (
            ("external_event", self.external_button), ("solo_external", self.solo_button),
            ("surrogate_wins", self.surrogate_button), ("solo_losses", self.solo_losses_button),
            ("war_event", self.war_button))})
        for role in ROLES:
            self.seal_marks[role].setText("bid sealed ✓" if role in self.sealed else "")
        if state and state.log:
            self.result.setText(state.log[-1])


def ask_sealed_bid(parent: QWidget, role: str, renown: int) -> tuple[str, int] | None:
    """A modal window for one player: the choice and bid are visible only while it is open."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(f"{ROLE_TITLES[role]} only: your secret bid")
    choice, amount = choice_combo("(pick a choice)"), spin(0, renown, 0)
    buttons = ok_cancel(dialog)
    form = QFormLayout(dialog)
    form.addRow(QLabel("Others look away. Bid 0 to your whole renown; nothing shows on the "
                       "shared screen but that your bid is in."))
    form.addRow("Choice", choice)
    form.addRow(f"Renown (you have {renown})", amount)
    form.addRow(buttons)
    if dialog.exec() != QDialog.DialogCode.Accepted or not choice.currentData():
        return None
    return choice.currentData(), amount.value()
