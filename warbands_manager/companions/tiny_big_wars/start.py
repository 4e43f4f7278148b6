"""Starting a Tiny Big Wars game from checked set-up choices."""

from __future__ import annotations

import random

from warbands_manager.companions.tiny_big_wars.actions import begin_turn
from warbands_manager.companions.tiny_big_wars.cards import Card
from warbands_manager.companions.tiny_big_wars.setup import (
    SetupPlayer,
    check_setup,
    is_home,
    layout,
    random_pool,
)
from warbands_manager.companions.tiny_big_wars.state import (
    Castle,
    Encounter,
    GameState,
    Player,
    RuleError,
)
from warbands_manager.companions.tiny_big_wars.war import DAMAGE_DIRECTIONS


def new_game(cards: dict[str, Card], rules: dict[str, int], players: list[SetupPlayer],
             encounters: list[str], rng: random.Random,
             damage_direction: str = "turn order") -> GameState:
    """Lay out the table and place every player's starting forces.

    Raises:
        RuleError: the set-up has a blocking problem (the first one is named).
    """
    blocking = [p for p in check_setup(cards, rules, players, encounters) if p.blocking]
    if blocking:
        raise RuleError(blocking[0].rule, blocking[0].message)
    homes = [_first(cards, p, is_home) for p in players]
    pool = [name for name in random_pool(cards) if name not in homes]
    order, adjacency, drawn = layout(homes, pool, rules, rng)
    state = GameState(
        cards={name: card.to_dict() for name, card in cards.items()},
        rules=dict(rules),
        players=[_player(cards, p, home) for p, home in zip(players, homes, strict=True)],
        territories=order,
        adjacency=adjacency,
        owners={name: None for name in order},
        damage_direction=damage_direction,
    )
    for setup_player, home in zip(players, homes, strict=True):
        _place_start(state, cards, setup_player, home)
    _place_encounters(state, cards, encounters)
    state.note(f"Game set up. Territories in play: {', '.join(order)} "
               f"(random: {', '.join(drawn) or 'none'}).")
    state.note(f"{state.players[0].name} goes first; WAR! damage is assigned "
               f"{DAMAGE_DIRECTIONS[damage_direction]}.")
    return begin_turn(state)


def _first(cards: dict[str, Card], player: SetupPlayer, test) -> str:
    return next(name for name in player.deck if test(cards[name]))


def _player(cards: dict[str, Card], setup_player: SetupPlayer, home: str) -> Player:
    storage = _first(cards, setup_player, lambda c: c.type == "storage")
    # "place a cube on the first spot of your Warlords or Armies tracker (if any)"
    health = {name: 0 for name in setup_player.deck
              if cards[name].type in ("warlord", "army") and cards[name].health_tracker}
    return Player(setup_player.name, setup_player.faction, list(setup_player.deck), home,
                  storage, health=health)


def _place_start(state: GameState, cards: dict[str, Card], setup_player: SetupPlayer,
                 home: str) -> None:
    warlord = _first(cards, setup_player, lambda c: c.type == "warlord")
    units = {warlord: 1} | {n: c for n, c in setup_player.starting_armies.items() if c > 0}
    state.forces.setdefault(home, {})[setup_player.name] = units
    state.owners[home] = setup_player.name
    # "Put a cube on the first spot of your starting Castles crops, population and market"
    state.castles.append(Castle(setup_player.starting_castle, setup_player.name, home))


def _place_encounters(state: GameState, cards: dict[str, Card], encounters: list[str]) -> None:
    for name in encounters:
        location = cards[name].location
        if location not in state.territories:
            raise RuleError("setup.encounter-location",
                            f"{name} belongs on {location}, which is not in play.")
        # "Put a cube on the furthest left spot of the Encounters health"
        state.encounters.append(Encounter(name, location))
