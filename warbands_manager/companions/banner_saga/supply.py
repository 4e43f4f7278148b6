"""The Quartermaster's four wagons: taken from the highest, added to the lowest with room."""

from __future__ import annotations

from warbands_manager.companions.banner_saga.numbers import rule_numbers
from warbands_manager.companions.banner_saga.state import GameState


def take_supply(wagons: list[int], amount: int) -> int:
    """Remove up to ``amount`` from the highest numbered wagons first; return the shortfall."""
    missing = amount
    for index in range(len(wagons) - 1, -1, -1):
        taken = min(wagons[index], missing)
        wagons[index] -= taken
        missing -= taken
    return missing


def add_supply(wagons: list[int], amount: int) -> int:
    """Add to the lowest numbered wagons with room (never above the maximum); return the
    supply that did not fit."""
    capacity = rule_numbers()["supply.wagon_capacity"]
    room_total = rule_numbers()["supply.maximum"] - sum(wagons)
    left = min(amount, max(room_total, 0))
    for index in range(len(wagons)):
        put = min(capacity - wagons[index], left)
        wagons[index] += put
        left -= put
    return amount - min(amount, max(room_total, 0)) + left


def wagons_for(total: int) -> list[int]:
    """Wagons holding ``total`` supply, filled the way the rules fill them."""
    wagons = [0] * rule_numbers()["supply.wagons"]
    add_supply(wagons, total)
    return wagons


def highest_loaded_wagon(wagons: list[int]) -> int:
    """1-based number of the highest wagon holding any supply (0 if all are empty)."""
    for index in range(len(wagons) - 1, -1, -1):
        if wagons[index]:
            return index + 1
    return 0


def gain_supply(state: GameState, amount: int, why: str) -> None:
    wasted = add_supply(state.supply.wagons, amount)
    kept = amount - wasted
    extra = f" ({wasted} did not fit: at most {rule_numbers()['supply.maximum']})" if wasted else ""
    state.note(f"{why}: +{kept} supply{extra} → {state.supply.total}")


def lose_supply(state: GameState, amount: int, why: str) -> int:
    """Discard supply (highest wagon first); return how many could not be paid."""
    missing = take_supply(state.supply.wagons, amount)
    state.note(f"{why}: −{amount - missing} supply → {state.supply.total}"
               + (f" ({missing} missing)" if missing else ""))
    return missing
