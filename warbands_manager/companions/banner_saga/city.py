"""City actions, one per role in city order: Quartermaster, Keeper of Names, Thane, Warmaster."""

from __future__ import annotations

from warbands_manager.companions.banner_saga.journey import start_city_action
from warbands_manager.companions.banner_saga.numbers import rule_numbers
from warbands_manager.companions.banner_saga.roles import train
from warbands_manager.companions.banner_saga.state import KEEPER, QUARTERMASTER, THANE, GameState
from warbands_manager.companions.banner_saga.supply import gain_supply
from warbands_manager.companions.banner_saga.thane import buy_victories
from warbands_manager.companions.banner_saga.troops import recruit

__all__ = ["buy_supply", "city_recruit", "city_victories", "train"]


def buy_supply(state: GameState, bundles: int) -> None:
    """5 supply for 3 renown, as often as affordable; never above 20 in the wagons."""
    numbers = rule_numbers()
    state.require(bundles > 0, "buy at least one bundle")
    state.require(state.supply.total < numbers["supply.maximum"], "the wagons are full")
    cost = bundles * numbers["supply.city_supply_cost"]
    state.require(state.roles[QUARTERMASTER].renown >= cost,
                  f"{bundles} bundle(s) cost {cost} renown")
    start_city_action(state, QUARTERMASTER)
    state.pay(QUARTERMASTER, cost, "supply")
    gain_supply(state, bundles * numbers["supply.city_supply_bundle"], "Quartermaster buys")


def city_recruit(state: GameState, section: str, count: int, seasoned: bool) -> None:
    start_city_action(state, KEEPER)
    recruit(state, section, count, seasoned, "City")


def city_victories(state: GameState, count: int) -> None:
    start_city_action(state, THANE)
    buy_victories(state, count)
