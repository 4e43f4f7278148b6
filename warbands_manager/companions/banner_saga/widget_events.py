"""Event helpers: the choice and bid of each role, internal debates, wars, skirmishes."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QPushButton,
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
from warbands_manager.companions.banner_saga.widget_common import Runner, button, combo, row, spin
from warbands_manager.ui.enabled import enable_with_reason

# An event card prints its choices; the table picks one per role (no typing, so a typo can
# never count as a disagreement).
OPTIONS = ("Choice 1", "Choice 2", "Choice 3")


def choice_combo(empty: str = "(no vote)") -> QComboBox:
    return combo([(empty, "")] + [(option, option) for option in OPTIONS])


class EventsPanel(QWidget):
    """Choices and bids per role feed both the internal and the external helper."""

    def __init__(self, run: Runner) -> None:
        super().__init__()
        self._run = run
        self._state: GameState | None = None
        self.choices = {role: choice_combo() for role in ROLES}
        self.bids = {role: spin(0, 99, 0) for role in ROLES}
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

    def _choices_box(self) -> QGroupBox:
        box = QGroupBox("Choice (resolution) and renown bid of each role")
        form = QFormLayout(box)
        for role in ROLES:
            form.addRow(ROLE_TITLES[role], row(self.choices[role], self.bids[role]))
        return box

    def _war_box(self) -> QGroupBox:
        box = QGroupBox("War and skirmish")
        self.card_shields = spin(0, 10, 1)
        self.plan = combo([("Charge!", "charge"), ("Hold Them Off!", "hold"),
                           ("Retreat!", "retreat")])
        self.war_button = button("Resolve war")
        self.reward = spin(0, 10, 1)
        self.warmaster_bonus = spin(0, 10, 1)
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
        layout.addWidget(row(self.won_button, self.lost_button))
        layout.addWidget(row(QLabel("clansmen"), self.lost_clansmen, QLabel("varl"),
                             self.lost_varl, self.solo_losses_button))
        return box

    def _connect_signals(self) -> None:
        self.external_button.clicked.connect(self._on_external_button_clicked)
        self.internal_button.clicked.connect(self._on_internal_button_clicked)
        self.solo_button.clicked.connect(self._on_solo_button_clicked)
        self.surrogate_button.clicked.connect(self._on_surrogate_button_clicked)
        self.war_button.clicked.connect(self._on_war_button_clicked)
        self.war_reward_button.clicked.connect(self._on_war_reward_button_clicked)
        self.won_button.clicked.connect(self._on_won_button_clicked)
        self.lost_button.clicked.connect(self._on_lost_button_clicked)
        self.solo_losses_button.clicked.connect(self._on_solo_losses_button_clicked)

    def _on_solo_button_clicked(self) -> None:
        self._run(events.solo_external, self.choices[THANE].currentData() or "choice")

    def _on_surrogate_button_clicked(self) -> None:
        self._run(
            events.surrogate_wins, self.surrogate_role.currentData(),
            self.surrogate_favor.currentData())

    def _on_war_button_clicked(self) -> None:
        self._run(events.war_event, self.card_shields.value(), self.plan.currentData())

    def _on_war_reward_button_clicked(self) -> None:
        self._run(events.war_reward, self.reward.value(), self.warmaster_bonus.value())

    def _on_won_button_clicked(self) -> None:
        self._run(skirmish.skirmish_over, True, self.warmaster_bonus.value())

    def _on_lost_button_clicked(self) -> None:
        self._run(skirmish.skirmish_over, False)

    def _on_solo_losses_button_clicked(self) -> None:
        self._run(thane.solo_losses, self.lost_clansmen.value(), self.lost_varl.value())

    def _entries(self) -> dict[str, tuple[str, int]]:
        present = [r for r in ROLES if self._state and self._state.has(r)]
        return {r: (self.choices[r].currentData(), self.bids[r].value())
                for r in present if self.choices[r].currentData()}

    def _on_external_button_clicked(self) -> None:
        bids = self._entries()
        if not bids:
            self.result.setText("Pick each role's choice first.")
            return
        self._run(events.external_event, bids, self.tie_pick.currentData() or None)

    def _on_internal_button_clicked(self) -> None:
        votes = {role: choice for role, (choice, _bid) in self._entries().items()}
        picked = (self.first.currentData(), self.second.currentData(), self.third.currentData())
        required = tuple(dict.fromkeys(r for r in picked if r))
        if not all(r in votes for r in required):
            self.result.setText("Both required roles need a choice.")
            return
        self._run(events.internal_event, required, votes)

    def show_state(self, state: GameState | None) -> None:
        self._state = state
        for role in ROLES:
            present = bool(state and state.has(role))
            self.choices[role].setEnabled(present)
            self.bids[role].setEnabled(present)
            if present:
                self.bids[role].setMaximum(state.roles[role].renown)
        blocked = action_blockers(state)
        for push in self.findChildren(QPushButton):
            enable_with_reason(push, "" if state else "start or open a game first")
        for action, widget in (("external_event", self.external_button),
                               ("solo_external", self.solo_button),
                               ("surrogate_wins", self.surrogate_button),
                               ("solo_losses", self.solo_losses_button),
                               ("war_event", self.war_button)):
            enable_with_reason(widget, blocked[action])
        if state and state.log:
            self.result.setText(state.log[-1])
