"""The Thane's and the Warmaster's boards."""

from __future__ import annotations

from html import escape

from warbands_manager.companions.banner_saga import city, roles, skirmish, thane, troops
from warbands_manager.companions.banner_saga.numbers import rule_numbers
from warbands_manager.companions.banner_saga.rank import (
    banner_rank,
    clan_strength,
    disorder_level,
    usable_group_willpower,
    warleaders,
)
from warbands_manager.companions.banner_saga.state import (
    ROLE_TITLES,
    SPEECHES,
    THANE,
    WARMASTER,
    GameState,
)
from warbands_manager.companions.banner_saga.troops import total_tents
from warbands_manager.companions.banner_saga.widget_common import (
    Board,
    Runner,
    button,
    combo,
    pips,
    role_title,
    spin,
)


class ThaneBoard(Board):
    def __init__(self, run: Runner) -> None:
        super().__init__(ROLE_TITLES[THANE], run)
        self.speech = combo([(f"{ROLE_TITLES[s]} speech", s) for s in SPEECHES])
        self.bank_count = spin(1, 3)
        self.bank_button = button("Bank", "Bank renown on a speech (3 → favor)")
        self.spend_button = button("Spend favor")
        self.victory_count = spin(1, 10)
        self.victory_button = button("Buy victory", "City action: 2 renown each")
        self.scout_button = button("Scout", "Camp action: rearrange an event deck")
        self.add_row(self.speech, self.bank_count, self.bank_button)
        self.add_row(self.scout_button, self.spend_button, self.victory_count,
                     self.victory_button)
        self.finish()
        self._connect_signals()

    def _connect_signals(self) -> None:
        self.bank_button.clicked.connect(self._on_bank_button_clicked)
        self.spend_button.clicked.connect(self._on_spend_button_clicked)
        self.victory_button.clicked.connect(self._on_victory_button_clicked)
        self.scout_button.clicked.connect(self._on_scout_button_clicked)

    def _on_bank_button_clicked(self) -> None:
        self._run(thane.bank_renown, self.speech.currentData(), self.bank_count.value())

    def _on_spend_button_clicked(self) -> None:
        self._run(thane.spend_favor, self.speech.currentData())

    def _on_victory_button_clicked(self) -> None:
        self._run(city.city_victories, self.victory_count.value())

    def _on_scout_button_clicked(self) -> None:
        self._run(roles.scout)

    def show_state(self, state: GameState) -> None:
        self.setTitle(role_title(state, THANE))
        self.setEnabled(state.managed(THANE) or state.has(THANE))
        board = state.thane
        cost = rule_numbers()["thane.speech_cost"]
        speeches = " &nbsp; ".join(
            f"{ROLE_TITLES[s].split()[0]} "
            + ("<b>favor</b>" if s in board.favors else pips(board.speeches[s], cost))
            for s in SPEECHES)
        self.summary.setText(
            f"Speeches: {speeches}<br>"
            f"Memories of the Fallen {pips(board.pyres, 3)} &nbsp; "
            f"Deeds of Valor {pips(board.victories, 3)}")


class WarmasterBoard(Board):
    def __init__(self, run: Runner) -> None:
        super().__init__(ROLE_TITLES[WARMASTER], run)
        self.amount = spin(1, 10)
        self.inspire_button = button("Inspire", "Camp: Morale +N (Thane matches N)")
        self.train_button = button("Train", "City action: 1 renown per Training")
        self.willpower_button = button("Group WP", "1 renown each, at most 5")
        self.rally_button = button("Rally", "Disorder: 1 renown per follower fielded")
        self.stat = combo([("Morale", "morale"), ("Training", "training")])
        self.up_button = button("+1")
        self.down_button = button("−1")
        self.add_row(self.amount, self.inspire_button, self.train_button,
                     self.willpower_button)
        self.add_row(self.rally_button, self.stat, self.up_button, self.down_button)
        self.finish()
        self._connect_signals()

    def _connect_signals(self) -> None:
        self.inspire_button.clicked.connect(self._on_inspire_button_clicked)
        self.train_button.clicked.connect(self._on_train_button_clicked)
        self.willpower_button.clicked.connect(self._on_willpower_button_clicked)
        self.rally_button.clicked.connect(self._on_rally_button_clicked)
        self.up_button.clicked.connect(self._on_up_button_clicked)
        self.down_button.clicked.connect(self._on_down_button_clicked)

    def _on_inspire_button_clicked(self) -> None:
        self._run(roles.inspire,
                                                               self.amount.value())

    def _on_train_button_clicked(self) -> None:
        self._run(roles.train, self.amount.value())

    def _on_willpower_button_clicked(self) -> None:
        self._run(skirmish.buy_group_willpower, self.amount.value())

    def _on_rally_button_clicked(self) -> None:
        self._run(skirmish.rally, self.amount.value())

    def _on_up_button_clicked(self) -> None:
        self._run(_stat, self.stat.currentData(), 1)

    def _on_down_button_clicked(self) -> None:
        self._run(_stat, self.stat.currentData(), -1)

    def show_state(self, state: GameState) -> None:
        self.setTitle(role_title(state, WARMASTER))
        self.setEnabled(state.has(WARMASTER))
        clan = state.clan
        strength = clan_strength(state)
        rank = banner_rank(strength)
        disorder = disorder_level(strength)
        willpower = ("blocked" if clan.no_willpower else
                     f"{clan.group_willpower} (usable {usable_group_willpower(state)})")
        self.summary.setText(
            f"Morale {clan.morale} + Warband {total_tents(state.troops)} + Training "
            f"{clan.training} + Warleaders {warleaders(state)} = <b>{strength}</b><br>"
            f"Banner Rank: <b>{escape(rank.title())}</b>"
            + (f" (−{disorder} Group Willpower)" if disorder else "")
            + f" &nbsp; Group Willpower {willpower}")


def _stat(state: GameState, stat: str, delta: int) -> None:
    change = troops.change_morale if stat == "morale" else troops.change_training
    change(state, delta, "Event")
