"""Population, resource collection and paying costs (the storage tracker)."""

from __future__ import annotations

from warbands_manager.companions.tiny_big_wars.cards import RESOURCES
from warbands_manager.companions.tiny_big_wars.state import GameState, Player, RuleError


def spot_value(state: GameState, castle, track: str) -> int:
    spots = state.card(castle.card).track(track)
    position = getattr(castle, track)
    return spots[position].value if position < len(spots) else 0


def population(state: GameState, player: str) -> int:
    """Castle population spots, plus territories owned and buildings that add population."""
    total = sum(spot_value(state, castle, "population") for castle in state.castles_of(player))
    for territory, owner in state.owners.items():
        if owner == player:
            total += state.card(territory).population or 0
    total += sum(state.card(b.card).population or 0 for b in state.buildings if b.owner == player)
    return total


def production(state: GameState, player: str) -> list[tuple[str, int, int]]:
    """What ``player`` collects now, as (source, gold, food) lines.

    Crops give food and markets gold at their cube's spot, on the player's castles (a castle
    not built has no cubes and gives nothing). Territories, and buildings on them, give what
    their cards show to the player with armies there.
    """
    lines = []
    for castle in state.castles_of(player):
        lines.append((f"{castle.card} crops and market", spot_value(state, castle, "market"),
                      spot_value(state, castle, "crops")))
    for territory in state.territories:
        if not _has_armies(state, territory, player):
            continue
        card = state.card(territory)
        if card.gold or card.food:
            lines.append((territory, card.gold or 0, card.food or 0))
        for building in (b for b in state.buildings if b.territory == territory):
            made = state.card(building.card)
            if made.gold or made.food:
                lines.append((f"{building.card} on {territory}", made.gold or 0, made.food or 0))
    return lines


def _has_armies(state: GameState, territory: str, player: str) -> bool:
    units = state.units(territory, player)
    return any(state.card(name).type == "army" for name in units)


def storage_max(state: GameState, player: Player) -> dict[str, int]:
    card = state.card(player.storage)
    maxima = {"gold": card.storage_gold, "food": card.storage_food}
    if None in maxima.values():
        raise RuleError("storage.max-missing",
                        f"Enter the maximum of {card.name} in the card editor first.")
    return maxima


def store(state: GameState, player: Player, gold: int, food: int) -> dict[str, int]:
    """Move resources up the storage tracker, capped at its maximum; returns what was lost."""
    maxima = storage_max(state, player)
    lost = {}
    for resource, amount in (("gold", gold), ("food", food)):
        total = getattr(player, resource) + amount
        lost[resource] = max(0, total - maxima[resource])
        setattr(player, resource, min(total, maxima[resource]))
    return lost


def has_cube(state: GameState, player: Player, resource: str) -> bool:
    """A storage track has a cube while it holds at least the minimum (1)."""
    return getattr(player, resource) >= state.rules["storage_cube_minimum"]


def pay(state: GameState, player: Player, cost: dict[str, int] | None, what: str) -> None:
    """Move ``cost`` down the storage tracker, or refuse if the storage does not hold it."""
    if cost is None:
        raise RuleError("cost.missing", f"The cost of {what} has not been entered yet.")
    short = [f"{cost[r] - getattr(player, r)} {r}" for r in RESOURCES
             if cost.get(r, 0) > getattr(player, r)]
    if short:
        raise RuleError("cost.unaffordable", f"{what} costs {describe_cost(cost)}; "
                        f"{player.name} is short of {' and '.join(short)}.")
    for resource in RESOURCES:
        setattr(player, resource, getattr(player, resource) - cost.get(resource, 0))


def describe_cost(cost: dict[str, int] | None) -> str:
    if cost is None:
        return "not entered"
    parts = [f"{cost[r]} {r}" for r in RESOURCES if cost.get(r)]
    return " + ".join(parts) or "nothing"
