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
from warbands_manager.ui.companions.banner_saga.widget_common import (
    Board,
    Plan,
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

    def _connect_signals(self) -> None:  # each button runs its plan: a rule and its choices
        self.bind(self.bank_button, self._plan_bank)
        self.bind(self.spend_button, self._plan_spend)
        self.bind(self.victory_button, self._plan_victory)
        self.bind(self.scout_button, self._plan_scout)

    def _plan_bank(self) -> Plan:
        return (thane.bank_renown, self.speech.currentData(), self.bank_count.value())

    def _plan_spend(self) -> Plan:
        return (thane.spend_favor, self.speech.currentData())

    def _plan_victory(self) -> Plan:
        return (city.city_victories, self.victory_count.value())

    def _plan_scout(self) -> Plan:
        return (roles.scout,)

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
        self.bind(self.inspire_button, self._plan_inspire)
        self.bind(self.train_button, self._plan_train)
        self.bind(self.willpower_button, self._plan_willpower)
        self.bind(self.rally_button, self._plan_rally)
        self.bind(self.up_button, self._plan_up)
        self.bind(self.down_button, self._plan_down)

    def _plan_inspire(self) -> Plan:
        return (roles.inspire,
                                                               self.amount.value())

    def _plan_train(self) -> Plan:
        return (roles.train, self.amount.value())

    def _plan_willpower(self) -> Plan:
        return (skirmish.buy_group_willpower, self.amount.value())

    def _plan_rally(self) -> Plan:
        return (skirmish.rally, self.amount.value())

    def _plan_up(self) -> Plan:
        return (_stat, self.stat.currentData(), 1)

    def _plan_down(self) -> Plan:
        return (_stat, self.stat.currentData(), -1)

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
