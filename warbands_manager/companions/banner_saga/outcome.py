"""Winning and losing: checked after every action, and decided at the last camp."""

from __future__ import annotations

from warbands_manager.companions.banner_saga.numbers import rule_numbers
from warbands_manager.companions.banner_saga.state import (
    ALTERNATE,
    OVER,
    SOLO,
    THANE,
    UPGRADES,
    GameState,
)
from warbands_manager.companions.banner_saga.troops import has_troops


def objective_text(state: GameState) -> str:
    """The objective that applies in this variant."""
    if state.variant == SOLO:
        return ("Resolve the final location with a fully upgraded Thane who has more renown "
                "than any other role (single player).")
    if state.variant == ALTERNATE:
        return ("Resolve the final location without the Quartermaster running out of supply, "
                "with at least 2 Warband Promotions shields (alternate 2 players).")
    return state.mission.objective or "(the mission card's objective)"


def continuous_loss(state: GameState) -> str:
    """A reason the game is lost right now, or an empty string."""
    if state.journey.outcome == "lost":
        return state.journey.outcome_reason
    if state.managed("keeper") and not has_troops(state.troops):
        return "The warband has lost all its clansmen and varl"
    if state.variant == ALTERNATE and state.supply.total == 0:
        return "The Quartermaster has no supply left (alternate 2 players)"
    return ""


def check(state: GameState) -> None:
    """Apply a loss the moment it happens (called after every action)."""
    reason = continuous_loss(state)
    if reason and state.journey.outcome != "lost":
        state.journey.outcome = "lost"
        state.journey.outcome_reason = reason
        state.note(f"Game lost: {reason}")
    if state.journey.outcome:
        state.journey.phase = OVER


def final_check(state: GameState) -> None:
    """After the camp at the last location: the objective decides."""
    met, why = objective_met(state)
    state.journey.outcome = "won" if met else "lost"
    state.journey.outcome_reason = why
    state.journey.phase = OVER
    state.note(("Game won: " if met else "Game lost: ") + why)


def objective_met(state: GameState) -> tuple[bool, str]:
    if state.variant == SOLO:
        thane = state.roles[THANE]
        upgraded = thane.bannerman.upgrades >= len(UPGRADES)
        others = [r.renown for k, r in state.roles.items() if k != THANE]
        richest = thane.renown > max(others, default=-1)
        if not upgraded:
            return False, "the Thane is not fully upgraded"
        if not richest:
            return False, "the Thane does not have more renown than every other role"
        return True, "fully upgraded Thane with the most renown"
    if state.variant == ALTERNATE:
        needed = rule_numbers()["events.alternate_promotion_shields_needed"]
        if state.supply.total == 0:
            return False, "the Quartermaster ran out of supply"
        if state.troops.promotions < needed:
            return False, f"fewer than {needed} Warband Promotions shields"
        return True, "supply left and the Warband Promotions shields held"
    if not state.journey.objective_met:
        return False, "the mission objective was not fulfilled"
    return True, "objective fulfilled and the last camp resolved without disbanding"
