"""The Quartermaster's and the Keeper of Names' boards."""

from __future__ import annotations

from warbands_manager.companions.banner_saga import city, roles, troops
from warbands_manager.companions.banner_saga.journey import starve
from warbands_manager.companions.banner_saga.numbers import rule_numbers
from warbands_manager.companions.banner_saga.state import (
    KEEPER,
    MISSION,
    QUARTERMASTER,
    ROLE_TITLES,
    GameState,
)
from warbands_manager.companions.banner_saga.supply import (
    gain_supply,
    highest_loaded_wagon,
    lose_supply,
)
from warbands_manager.companions.banner_saga.troops import (
    CLANSMEN,
    VARL,
    column,
    feeding_cost,
    strength_shields,
    tents,
    total_tents,
)
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

SECTION_ITEMS = [("Clansmen", CLANSMEN), ("Varl", VARL)]


class QuartermasterBoard(Board):
    def __init__(self, run: Runner) -> None:
        super().__init__(ROLE_TITLES[QUARTERMASTER], run)
        self.hunt_button = button("Hunt", "Camp action: 2 supply + 1 per hunter")
        self.buy_count = spin(1, 4)
        self.buy_button = button("Buy ×5", "City action: 5 supply for 3 renown each")
        self.change_count = spin(1, 20)
        self.gain_button = button("+ supply", "An event gives supply")
        self.lose_button = button("− supply", "An event takes supply")
        self.debate_button = button("Won debate", "+1 Enhanced Training")
        self.add_row(self.hunt_button, self.debate_button, self.buy_count, self.buy_button)
        self.add_row(self.change_count, self.gain_button, self.lose_button)
        self.finish()
        self._connect_signals()

    def _connect_signals(self) -> None:  # each button runs its plan: a rule and its choices
        self.bind(self.hunt_button, self._plan_hunt)
        self.bind(self.buy_button, self._plan_buy)
        self.bind(self.gain_button, self._plan_gain)
        self.bind(self.lose_button, self._plan_lose)
        self.bind(self.debate_button, self._plan_debate)

    def _plan_hunt(self) -> Plan:
        return (roles.hunt,)

    def _plan_buy(self) -> Plan:
        return (city.buy_supply, self.buy_count.value())

    def _plan_gain(self) -> Plan:
        return (_gain_supply, self.change_count.value())

    def _plan_lose(self) -> Plan:
        return (_lose_supply, self.change_count.value())

    def _plan_debate(self) -> Plan:
        return (roles.win_debate, "Debate won")

    def show_state(self, state: GameState) -> None:
        self.setTitle(role_title(state, QUARTERMASTER))
        self.setEnabled(state.managed(QUARTERMASTER))
        capacity = rule_numbers()["supply.wagon_capacity"]
        wagons = " ".join(f"{pips(n, capacity)}"
                          for i, n in enumerate(state.supply.wagons))
        needed = rule_numbers()["supply.enhanced_training_wins"]
        feed = feeding_cost(state.troops) if state.managed(KEEPER) else 0
        self.summary.setText(
            f"<b>Supply {state.supply.total}</b>/20 &nbsp; wagons {wagons}<br>"
            f"Feeding at camp: <b>{feed}</b> &nbsp; bonus wagon: "
            f"{highest_loaded_wagon(state.supply.wagons)}<br>"
            f"Enhanced Training {pips(state.supply.enhanced, needed)}"
            + (" — followers silver" if roles.enhanced_complete(state) else ""))


def _gain_supply(state: GameState, amount: int) -> None:
    gain_supply(state, amount, "Event")


def _lose_supply(state: GameState, amount: int) -> None:
    starve(state, lose_supply(state, amount, "Event"), CLANSMEN)


class KeeperBoard(Board):
    def __init__(self, run: Runner) -> None:
        super().__init__(ROLE_TITLES[KEEPER], run)
        self.section = combo(SECTION_ITEMS)
        self.tent_count = spin(1, 5)
        self.seasoned = combo([("Regular", False), ("Seasoned", True)])
        self.recruit_button = button("Recruit", "City action or Summon the Warband")
        self.troop_count = spin(1, 600, 10)
        self.gain_button = button("+ troops", "An event adds troops (new tents: −1 Training)")
        self.lose_button = button("− troops", "An event removes troops")
        self.promotion_button = button("Promotion", "Warband Promotion: a shield")
        self.promote_button = button("Promote", "Camp action: followers for sale")
        self.add_row(self.section, self.tent_count, self.seasoned, self.recruit_button)
        self.add_row(self.troop_count, self.gain_button, self.lose_button)
        self.add_row(self.promote_button, self.promotion_button)
        self.finish()
        self._connect_signals()

    def _connect_signals(self) -> None:
        self.bind(self.recruit_button, self._plan_recruit)
        self.bind(self.gain_button, self._plan_gain)
        self.bind(self.lose_button, self._plan_lose)
        self.bind(self.promotion_button, self._plan_promotion)
        self.bind(self.promote_button, self._plan_promote)

    def _plan_gain(self) -> Plan:
        return (
            troops.adjust_troops, self.section.currentData(), self.troop_count.value(), "Event")

    def _plan_lose(self) -> Plan:
        return (
            troops.adjust_troops, self.section.currentData(), -self.troop_count.value(),
            "Event")

    def _plan_promotion(self) -> Plan:
        return (troops.buy_promotion,)

    def _plan_promote(self) -> Plan:
        return (roles.promote,)

    def _plan_recruit(self) -> Plan:
        args = (self.section.currentData(), self.tent_count.value(), self.seasoned.currentData())
        return (_recruit, *args)

    def show_state(self, state: GameState) -> None:
        self.setTitle(role_title(state, KEEPER))
        self.setEnabled(state.managed(KEEPER))
        t = state.troops
        marks = strength_shields(t)
        shield = {True: "<b>yes</b>", False: "no"}
        self.summary.setText(
            f"<b>Clansmen {t.clansmen}</b>: {tents(t, CLANSMEN)} tent(s) + {column(t, CLANSMEN)}"
            f" &nbsp; shield {shield[marks[CLANSMEN]]}<br>"
            f"<b>Varl {t.varl}</b>: {tents(t, VARL)} tent(s) + {column(t, VARL)}"
            f" &nbsp; shield {shield[marks[VARL]]}<br>"
            f"Warband {total_tents(t)} tents &nbsp; Promotions {t.promotions}"
            f" (unpaid enemies {t.promotion_credits}) &nbsp; <b>Shields "
            f"{troops.shields(t)}</b>")


def _recruit(state: GameState, section: str, count: int, seasoned: bool) -> None:
    if state.journey.phase == MISSION:
        troops.recruit(state, section, count, seasoned, "Summon the Warband")
    else:
        city.city_recruit(state, section, count, seasoned)
