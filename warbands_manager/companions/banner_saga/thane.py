"""The Thane's board: speeches and favors, Deeds of Valor, Memories of the Fallen."""

from __future__ import annotations

from warbands_manager.companions.banner_saga.availability import require_variant
from warbands_manager.companions.banner_saga.bannerman import grant_upgrade
from warbands_manager.companions.banner_saga.numbers import rule_numbers
from warbands_manager.companions.banner_saga.state import (
    ROLE_TITLES,
    SOLO,
    SPEECHES,
    THANE,
    GameState,
)


def bank_renown(state: GameState, speech: str, amount: int) -> None:
    """Bank Thane renown on a speech; at the speech's cost the renown is discarded and the
    favor gained."""
    cost = rule_numbers()["thane.speech_cost"]
    state.require(state.managed(THANE), "the Thane's board is not played in this game")
    state.require(speech in SPEECHES, f"unknown speech {speech!r}")
    state.require(speech not in state.thane.favors,
                  f"the {ROLE_TITLES[speech]} favor is already held")
    banked = state.thane.speeches[speech]
    state.require(0 < amount <= cost - banked,
                  f"this speech takes at most {cost - banked} more renown")
    state.pay(THANE, amount, "banking on a speech")
    banked += amount
    if banked >= cost:
        state.thane.speeches[speech] = 0
        state.thane.favors.append(speech)
        state.note(f"Thane completes the {ROLE_TITLES[speech]} speech: favor gained")
    else:
        state.thane.speeches[speech] = banked
        state.note(f"Thane banks {amount} on the {ROLE_TITLES[speech]} speech ({banked}/{cost})")


def spend_favor(state: GameState, speech: str) -> None:
    state.require(speech in state.thane.favors, f"no {ROLE_TITLES[speech]} favor to spend")
    state.thane.favors.remove(speech)
    state.note(f"Thane spends the {ROLE_TITLES[speech]} favor")


def gain_favor(state: GameState, speech: str, why: str) -> None:
    state.require(speech not in state.thane.favors,
                  f"the {ROLE_TITLES[speech]} favor is already held")
    state.thane.favors.append(speech)
    state.note(f"{why}: Thane gains the {ROLE_TITLES[speech]} favor")


def add_victory(state: GameState, why: str) -> None:
    """A victory token on Deeds of Valor; the third upgrades the Thane's bannerman and
    discards the pyres."""
    if not state.has(THANE):
        return
    thane = state.thane
    thane.victories += 1
    state.note(f"{why}: victory token ({thane.victories}/{rule_numbers()['thane.deeds_needed']})")
    if thane.victories >= rule_numbers()["thane.deeds_needed"]:
        thane.victories = 0
        thane.pyres = 0
        grant_upgrade(state, THANE, "Deeds of Valor")
        state.note("Deeds of Valor: pyres discarded")


def place_pyre(state: GameState, why: str, once_per_event: bool = True) -> None:
    """Memories of the Fallen: at most one pyre per event; the last pyre triggers it and
    discards the victory tokens."""
    if not state.has(THANE):
        return
    thane = state.thane
    if once_per_event and thane.last_pyre_event == state.journey.event_no:
        state.note(f"{why}: Memories of the Fallen already triggered this event")
        return
    thane.last_pyre_event = state.journey.event_no
    thane.pyres += 1
    needed = rule_numbers()["thane.memories_needed"]
    state.note(f"{why}: pyre on Memories of the Fallen ({thane.pyres}/{needed})")
    if thane.pyres >= needed:
        thane.pyres = 0
        thane.victories = 0
        state.note("Memories of the Fallen triggers: victory tokens discarded")
        if state.variant == SOLO:
            _solo_memories(state)


def _solo_memories(state: GameState) -> None:
    if state.thane.favors:
        lost = state.thane.favors.pop()
        state.note(f"Memories of the Fallen (solo): the {ROLE_TITLES[lost]} favor is removed")
    else:
        loss = min(rule_numbers()["thane.solo_memories_renown"], state.roles[THANE].renown)
        state.roles[THANE].renown -= loss
        state.note(f"Memories of the Fallen (solo): no favor, Thane discards {loss} renown")


def buy_victories(state: GameState, count: int) -> None:
    """City action: 2 renown per victory token."""
    state.require(count > 0, "buy at least one victory token")
    state.pay(THANE, count * rule_numbers()["thane.victory_cost"], f"{count} victory token(s)")
    for _ in range(count):
        add_victory(state, "Thane buys")


def solo_losses(state: GameState, clansmen: int, varl: int) -> None:
    """Single player: an event removing 100+ clansmen or 10+ varl puts a pyre per troop type."""
    numbers = rule_numbers()
    require_variant(state, "solo_losses")
    state.note(f"Event losses: {clansmen} clansmen, {varl} varl")
    if clansmen >= numbers["troops.clansmen_per_tent"]:
        place_pyre(state, "100+ clansmen lost", once_per_event=False)
    if varl >= numbers["troops.varl_per_tent"]:
        place_pyre(state, "10+ varl lost", once_per_event=False)
