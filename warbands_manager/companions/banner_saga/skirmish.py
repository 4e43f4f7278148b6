"""Before and after a skirmish: Group Willpower, Rally, and the Defeated card."""

from __future__ import annotations

from warbands_manager.companions.banner_saga.numbers import rule_numbers
from warbands_manager.companions.banner_saga.rank import (
    clan_strength,
    disorder_level,
    usable_group_willpower,
)
from warbands_manager.companions.banner_saga.state import SOLO, THANE, WARMASTER, GameState

DEFEATED = "Defeated"


def buyer(state: GameState) -> str:
    """Who buys Group Willpower: the Warmaster, or the Thane in the single-player game."""
    return THANE if state.variant == SOLO else WARMASTER


def buy_group_willpower(state: GameState, amount: int) -> None:
    """1 renown per Group Willpower, at most 5 in the pool."""
    numbers = rule_numbers()
    role = buyer(state)
    state.require(state.managed(role), "nobody can buy Group Willpower in this game")
    state.require(not state.clan.no_willpower,
                  "Group Willpower cannot be used in this skirmish (zero bids / unpaid cost)")
    most = numbers["clan.group_willpower_max"] - state.clan.group_willpower
    state.require(0 < amount <= most, f"the pool takes at most {most} more")
    state.pay(role, amount * numbers["clan.group_willpower_cost"], "Group Willpower")
    state.clan.group_willpower += amount
    penalty = disorder_level(clan_strength(state))
    state.note(f"Group Willpower +{amount} → {state.clan.group_willpower}"
               + (f" (Disorder: {penalty} fewer usable → {usable_group_willpower(state)})"
                  if penalty else ""))


def rally(state: GameState, followers: int) -> None:
    """In Disorder, 1 renown per follower brought into the skirmish."""
    state.require(clan_strength(state) < 0, "Rally is only needed while the warband is in "
                  "Disorder")
    state.pay(WARMASTER, followers * rule_numbers()["clan.rally_cost"], "Rally")
    state.note(f"Rally: {followers} follower(s) may join the skirmish")


def skirmish_over(state: GameState, won: bool, warmaster_reward: int = 0) -> None:
    """Discard the pool; a win pays the Warmaster the skirmish card's reward, a loss puts the
    Defeated card on the camp deck."""
    state.clan.group_willpower = 0
    state.clan.no_willpower = False
    if won:
        if warmaster_reward and state.has(WARMASTER):
            state.gain(WARMASTER, warmaster_reward)
        state.note(f"Skirmish won; Warmaster +{warmaster_reward} renown")
    else:
        add_defeated(state, "Skirmish lost")


def add_defeated(state: GameState, why: str) -> None:
    if DEFEATED not in state.journey.camp_deck:
        state.journey.camp_deck.insert(0, DEFEATED)
    state.note(f"{why}: the Defeated card goes on top of the camp event deck")
