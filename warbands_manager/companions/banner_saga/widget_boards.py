"""The four role boards of the Banner Saga page."""

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
    KEEPER,
    QUARTERMASTER,
    ROLE_TITLES,
    SPEECHES,
    THANE,
    WARMASTER,
    GameState,
)
from warbands_manager.companions.banner_saga.supply import highest_loaded_wagon
from warbands_manager.companions.banner_saga.troops import (
    CLANSMEN,
    VARL,
    column,
    feeding_cost,
    strength_shields,
    tents,
    total_tents,
)
from warbands_manager.companions.banner_saga.widget_common import (
    Board,
    Runner,
    button,
    combo,
    pips,
    spin,
)

SECTION_ITEMS = [("clansmen", CLANSMEN), ("varl", VARL)]


def _title(state: GameState, role: str) -> str:
    if not state.has(role):
        return f"{ROLE_TITLES[role]} — not in this game"
    renown = state.roles[role].renown
    played = "" if state.managed(role) else " (tracked only)"
    return f"{ROLE_TITLES[role]}{played} — renown {renown}"


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

    def _connect_signals(self) -> None:
        self.hunt_button.clicked.connect(self._on_hunt_button_clicked)
        self.buy_button.clicked.connect(self._on_buy_button_clicked)
        self.gain_button.clicked.connect(self._on_gain_button_clicked)
        self.lose_button.clicked.connect(self._on_lose_button_clicked)
        self.debate_button.clicked.connect(self._on_debate_button_clicked)

    def _on_hunt_button_clicked(self) -> None:
        self._run(roles.hunt)

    def _on_buy_button_clicked(self) -> None:
        self._run(city.buy_supply, self.buy_count.value())

    def _on_gain_button_clicked(self) -> None:
        self._run(_gain_supply, self.change_count.value())

    def _on_lose_button_clicked(self) -> None:
        self._run(_lose_supply, self.change_count.value())

    def _on_debate_button_clicked(self) -> None:
        self._run(roles.win_debate, "Debate won")

    def show_state(self, state: GameState) -> None:
        self.setTitle(_title(state, QUARTERMASTER))
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
    from warbands_manager.companions.banner_saga.supply import gain_supply

    gain_supply(state, amount, "Event")


def _lose_supply(state: GameState, amount: int) -> None:
    from warbands_manager.companions.banner_saga.journey import starve
    from warbands_manager.companions.banner_saga.supply import lose_supply

    starve(state, lose_supply(state, amount, "Event"), CLANSMEN)


class KeeperBoard(Board):
    def __init__(self, run: Runner) -> None:
        super().__init__(ROLE_TITLES[KEEPER], run)
        self.section = combo(SECTION_ITEMS)
        self.tent_count = spin(1, 5)
        self.seasoned = combo([("regular", False), ("seasoned", True)])
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
        self.recruit_button.clicked.connect(self._on_recruit_button_clicked)
        self.gain_button.clicked.connect(self._on_gain_button_clicked)
        self.lose_button.clicked.connect(self._on_lose_button_clicked)
        self.promotion_button.clicked.connect(self._on_promotion_button_clicked)
        self.promote_button.clicked.connect(self._on_promote_button_clicked)

    def _on_gain_button_clicked(self) -> None:
        self._run(
            troops.adjust_troops, self.section.currentData(), self.troop_count.value(), "Event")

    def _on_lose_button_clicked(self) -> None:
        self._run(
            troops.adjust_troops, self.section.currentData(), -self.troop_count.value(),
            "Event")

    def _on_promotion_button_clicked(self) -> None:
        self._run(troops.buy_promotion)

    def _on_promote_button_clicked(self) -> None:
        self._run(roles.promote)

    def _on_recruit_button_clicked(self) -> None:
        args = (self.section.currentData(), self.tent_count.value(), self.seasoned.currentData())
        self._run(_recruit, *args)

    def show_state(self, state: GameState) -> None:
        self.setTitle(_title(state, KEEPER))
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
    from warbands_manager.companions.banner_saga.state import MISSION

    if state.journey.phase == MISSION:
        troops.recruit(state, section, count, seasoned, "Summon the Warband")
    else:
        city.city_recruit(state, section, count, seasoned)


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
        self.setTitle(_title(state, THANE))
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
        self.setTitle(_title(state, WARMASTER))
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
