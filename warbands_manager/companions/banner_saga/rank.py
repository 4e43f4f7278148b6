"""Clan strength and the warband's Banner Rank (Warmaster board)."""

from __future__ import annotations

from warbands_manager.companions.banner_saga.numbers import rule_numbers
from warbands_manager.companions.banner_saga.state import GameState
from warbands_manager.companions.banner_saga.troops import total_tents

DISORDER, BRONZE, SILVER, GOLD = "disorder", "bronze", "silver", "gold"


def warleaders(state: GameState) -> int:
    return sum(role.followers.count("warleader") for role in state.roles.values())


def clan_strength(state: GameState, penalty: int = 0) -> int:
    """Morale + Warband (total tents) + Training + 1 per warleader, less any war penalty."""
    clan = state.clan
    return clan.morale + total_tents(state.troops) + clan.training + warleaders(state) - penalty


def banner_rank(strength: int) -> str:
    """Bronze 0-4, Silver 5-9, Gold 10+, Disorder below 0."""
    numbers = rule_numbers()
    if strength < 0:
        return DISORDER
    if strength >= numbers["clan.gold_from"]:
        return GOLD
    if strength >= numbers["clan.silver_from"]:
        return SILVER
    return BRONZE


def disorder_level(strength: int) -> int:
    """How deep in Disorder (0, or 1 to 5): each point is one less Group Willpower."""
    if strength >= 0:
        return 0
    return min(-strength, -rule_numbers()["clan.disorder_floor"])


def usable_group_willpower(state: GameState) -> int:
    """Group Willpower the next skirmish may spend, after Disorder and the zero-bid rule."""
    if state.clan.no_willpower:
        return 0
    return max(0, state.clan.group_willpower - disorder_level(clan_strength(state)))
