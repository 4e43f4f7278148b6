"""Setting up a game: each role's starting state, for every player count and variant."""

from __future__ import annotations

from warbands_manager.companions.banner_saga.mission import Mission
from warbands_manager.companions.banner_saga.numbers import (
    editable_numbers,
    game_numbers,
    number_label,
    number_text,
    rule_numbers,
)
from warbands_manager.companions.banner_saga.state import (
    ALTERNATE,
    FOLLOWER_CLASSES,
    KEEPER,
    QUARTERMASTER,
    ROLE_TITLES,
    ROLES,
    SOLO,
    SPEECHES,
    THANE,
    THREE,
    VARIANTS,
    WARMASTER,
    Clan,
    GameState,
    Journey,
    RoleState,
    RuleError,
    Troops,
)
from warbands_manager.companions.banner_saga.supply import wagons_for
from warbands_manager.rules.dice import Dice

# The follower deck: 8 cards, assumed two of each class.
FOLLOWER_DECK = tuple(kind for kind in FOLLOWER_CLASSES for _ in range(2))


def roles_in(variant: str) -> dict[str, bool]:
    """Roles present in a variant → whether the role is managed (played)."""
    if variant == THREE:
        return {QUARTERMASTER: True, KEEPER: True, WARMASTER: True}
    if variant == SOLO:
        return {QUARTERMASTER: False, KEEPER: False, THANE: True, WARMASTER: False}
    if variant == ALTERNATE:
        return {QUARTERMASTER: True, KEEPER: True, THANE: False, WARMASTER: False}
    return dict.fromkeys(ROLES, True)


def starting_renown(variant: str, role: str) -> int:
    numbers = rule_numbers()
    if variant == SOLO:
        key = "solo_thane_renown" if role == THANE else "solo_other_renown"
        return numbers[f"setup.{key}"]
    if variant == ALTERNATE and role in (THANE, WARMASTER):
        return numbers["setup.alternate_surrogate_renown"]
    return numbers["setup.starting_renown"]


def random_followers(variant: str, dice: Dice) -> dict[str, str]:
    """Solo: one random follower for every role; alternate 2 players: for Thane and Warmaster.
    Drawn without replacement from the follower deck, each draw a logged die roll."""
    if variant == SOLO:
        takers = list(ROLES)
    elif variant == ALTERNATE:
        takers = [THANE, WARMASTER]
    else:
        return {}
    deck = list(FOLLOWER_DECK)
    drawn = {}
    for role in takers:
        roll = dice.roll(len(deck), f"random follower for the {ROLE_TITLES[role]}")
        drawn[role] = deck.pop(roll.total - 1)
    return drawn


def new_game(mission: Mission, variant: str, items: bool = False,
             followers: dict[str, str] | None = None,
             numbers: dict | None = None) -> GameState:
    """A game ready for the mission card (summon the warband, promote followers);
    ``numbers`` are this game's own values for assumed numbers (saved with it)."""
    unknown = sorted(set(numbers or {}) - set(editable_numbers()))
    if unknown:
        raise RuleError(f"{unknown[0]} is not a number a game may set")
    with game_numbers(numbers):
        state = _new_game(mission, variant, items, followers)
    state.numbers = dict(numbers or {})
    if numbers:
        state.note("Numbers set for this game: " + "; ".join(
            f"{number_label(k)} {number_text(v)}" for k, v in numbers.items()))
    return state


def _new_game(mission: Mission, variant: str, items: bool,
              followers: dict[str, str] | None) -> GameState:
    if variant not in VARIANTS:
        raise RuleError(f"unknown variant {variant!r}")
    mission.validate()
    numbers = rule_numbers()
    state = GameState(mission=mission, variant=variant, items=items)
    for role, managed in roles_in(variant).items():
        state.roles[role] = RoleState(role, starting_renown(variant, role), managed)
    for role, kind in (followers or {}).items():
        state.roles[role].followers.append(kind)
    state.supply.wagons = wagons_for(numbers["setup.starting_supply"])
    state.troops = Troops(numbers["setup.clansmen"], numbers["setup.varl"])
    state.clan = Clan(numbers["setup.morale"], numbers["setup.training"])
    state.journey = Journey(season=mission.season)
    if variant == SOLO:
        # "Place the 3 favor tokens on the Thane's role board in their respective places."
        state.thane.favors = list(SPEECHES)
    state.note(f"New game: {VARIANTS[variant]}" + (", Item expansion" if items else ""))
    for role, kind in (followers or {}).items():
        state.note(f"{ROLE_TITLES[role]} starts with a {kind}")
    return state
