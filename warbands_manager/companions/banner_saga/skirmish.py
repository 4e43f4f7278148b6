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


SKIRMISH, WAR = "skirmish", "war"


def skirmish_begins(state: GameState) -> None:
    """An event sends the warband into a skirmish (a war's skirmish starts with the war)."""
    state.require(not state.clan.battle, f"a {state.clan.battle} is already being fought")
    state.clan.battle = SKIRMISH
    state.note("A skirmish begins")


def skirmish_over(state: GameState, won: bool, warmaster_reward: int = 0) -> None:
    """The skirmish under way ends: a win pays the Warmaster the skirmish card's reward (once:
    the skirmish is over), a loss puts the Defeated card on the camp deck.

    A war's skirmish that was won ends with the war's reward instead (``events.war_reward``),
    which pays the Warmaster's bonus itself."""
    state.require(bool(state.clan.battle), "no skirmish is being fought: a reward follows "
                  "its skirmish (press Skirmish begins when an event starts one)")
    state.require(not (won and state.clan.battle == WAR), "the war's skirmish was won: use "
                  "War won: reward, which pays the war's renown and the Warmaster's bonus")
    end_battle(state, won, warmaster_reward)


def end_battle(state: GameState, won: bool, warmaster_reward: int = 0) -> None:
    """Discard the pool and close the fight; a win pays ``warmaster_reward``."""
    state.clan.battle = ""
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
