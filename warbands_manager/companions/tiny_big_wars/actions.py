"""A Tiny Big Wars turn: win check, collect resources, then actions. Every function takes a
game and returns a new one (the old one is untouched, so undo is keeping the old one)."""

from __future__ import annotations

from warbands_manager.companions.tiny_big_wars.cards import TRACKS, UNIT_TYPES
from warbands_manager.companions.tiny_big_wars.economy import (
    describe_cost,
    pay,
    population,
    production,
    store,
)
from warbands_manager.companions.tiny_big_wars.state import Building, Castle, GameState, RuleError
from warbands_manager.companions.tiny_big_wars.war import start_war_if_shared


def _acting(state: GameState, player: str, phase: str = "actions") -> GameState:
    if state.winner:
        raise RuleError("game.over", f"The game is over: {state.winner} won.")
    if state.current_player.name != player:
        raise RuleError("turn.not-yours", f"It is {state.current_player.name}'s turn.")
    if state.war is not None:
        raise RuleError("war.in-progress", f"Finish the WAR! on {state.war.territory} first.")
    if state.phase != phase:
        raise RuleError(f"turn.{phase}-phase",
                        "Collect resources first." if phase == "actions"
                        else "Resources are already collected this turn.")
    return state.copy()


def begin_turn(state: GameState) -> GameState:
    """The win check at the start of the current player's turn (population 9)."""
    new = state.copy()
    player = new.current_player
    count = population(new, player.name)
    if count >= new.rules["win_population"]:
        new.winner, new.win_reason = player.name, f"population {count}"
        new.note(f"has {count} Population and WINS THE GAME!")
    else:
        new.note(f"starts the turn with {count} Population.")
    return new


def collect(state: GameState, player: str) -> GameState:
    """Collect resources up the storage tracker (capped at its maximum)."""
    new = _acting(state, player, phase="collect")
    who = new.player(player)
    lines = production(new, player)
    gold, food = sum(g for _s, g, _f in lines), sum(f for _s, _g, f in lines)
    lost = store(new, who, gold, food)
    wasted = ", ".join(f"{n} {r}" for r, n in lost.items() if n)
    new.note(f"collects {gold} gold and {food} food" + (f" (storage full: {wasted} lost)"
                                                        if wasted else "") + ".")
    new.phase = "actions"
    return new


def upgrade(state: GameState, player: str, castle: int, track: str) -> GameState:
    """Pay the cost on the spot ahead of the cube, then move the cube there."""
    new = _acting(state, player)
    target = _own_castle(new, player, castle)
    if track not in TRACKS:
        raise RuleError("upgrade.track", f"No {track} track on a castle.")
    spots = new.card(target.card).track(track)
    position = getattr(target, track)
    if position + 1 >= len(spots):
        raise RuleError("upgrade.track-full", f"{target.card}'s {track} track is at its end.")
    spot = spots[position + 1]
    pay(new, new.player(player), spot.cost(), f"{target.card} {track} spot {position + 2}")
    setattr(target, track, position + 1)
    new.note(f"upgrades {target.card} {track} to {spot.value} for {describe_cost(spot.cost())}.")
    return new


def _own_castle(state: GameState, player: str, index: int) -> Castle:
    if not 0 <= index < len(state.castles) or state.castles[index].owner != player:
        raise RuleError("castle.not-yours", f"{player} does not own that castle.")
    return state.castles[index]


def _supply(state: GameState, player: str, name: str, types: tuple[str, ...]) -> None:
    card = state.card(name)
    if card.type not in types or name not in state.player(player).deck:
        raise RuleError("card.not-yours", f"{name} is not one of {player}'s "
                        f"{' or '.join(types)} cards.")
    if card.tokens is not None and state.tokens_in_play(player, name) >= card.tokens:
        raise RuleError("tokens.none-left", f"All {card.tokens} {name} tokens are in play.")


def build_building(state: GameState, player: str, name: str, territory: str) -> GameState:
    new = _acting(state, player)
    _supply(new, player, name, ("building",))
    _in_play(new, territory)
    pay(new, new.player(player), new.card(name).cost(), name)
    new.buildings.append(Building(name, player, territory))
    new.note(f"builds {name} on {territory}.")
    return new


def build_castle(state: GameState, player: str, name: str, territory: str) -> GameState:
    """A castle goes where the player has armies and no castle stands yet."""
    new = _acting(state, player)
    _supply(new, player, name, ("castle",))
    if any(c.card == name for c in new.castles if c.owner == player):
        raise RuleError("tokens.none-left", f"{name} is already built.")
    _in_play(new, territory)
    if any(c.territory == territory for c in new.castles):
        raise RuleError("castle.already-there", f"{territory} already has a castle.")
    if not any(new.card(n).type == "army" for n in new.units(territory, player)):
        raise RuleError("castle.needs-armies", f"{player} has no Armies on {territory}.")
    pay(new, new.player(player), new.card(name).cost(), name)
    new.castles.append(Castle(name, player, territory))
    new.note(f"builds the castle {name} on {territory}.")
    return new


def recruit(state: GameState, player: str, name: str, castle: int) -> GameState:
    """Pay for one Army or Warlord token and place it on a castle the player owns."""
    new = _acting(state, player)
    _supply(new, player, name, UNIT_TYPES)
    target = _own_castle(new, player, castle)
    pay(new, new.player(player), new.card(name).cost(), name)
    units = new.forces.setdefault(target.territory, {}).setdefault(player, {})
    units[name] = units.get(name, 0) + 1
    if new.card(name).health_tracker:
        new.player(player).health.setdefault(name, 0)
    new.note(f"recruits {name} at {target.card} ({target.territory}).")
    return start_war_if_shared(new, target.territory)


def move(state: GameState, player: str, source: str, target: str,
         units: dict[str, int]) -> GameState:
    """Spend a food to move armies (and warlords) to an adjacent territory."""
    new = _acting(state, player)
    _in_play(new, source)
    if target not in new.adjacency.get(source, []):
        raise RuleError("move.not-adjacent", f"{target} is not next to {source}.")
    here = new.units(source, player)
    moving = {name: count for name, count in units.items() if count > 0}
    if not moving or any(here.get(name, 0) < count for name, count in moving.items()):
        raise RuleError("move.no-such-units", f"{player} does not have those units on {source}.")
    cost = {"gold": 0, "food": new.rules["move_food_cost"]}
    pay(new, new.player(player), cost, "Moving armies")
    there = new.forces.setdefault(target, {}).setdefault(player, {})
    for name, count in moving.items():
        new.forces[source][player][name] -= count
        there[name] = there.get(name, 0) + count
    listed = ", ".join(f"{count} {name}" for name, count in moving.items())
    new.note(f"moves {listed} from {source} to {target} for {describe_cost(cost)}.")
    return start_war_if_shared(new, target)


def _in_play(state: GameState, territory: str) -> None:
    if territory not in state.territories:
        raise RuleError("territory.unknown", f"{territory} is not in play.")


def end_turn(state: GameState, player: str) -> GameState:
    """Pass to the next player still in the game, who starts with the win check."""
    new = _acting(state, player)
    new.note("ends the turn.")
    for _ in range(len(new.players)):
        new.current = (new.current + 1) % len(new.players)
        if new.current == 0:
            new.round += 1
        if not new.current_player.out:
            break
    new.phase = "collect"
    return begin_turn(new)
