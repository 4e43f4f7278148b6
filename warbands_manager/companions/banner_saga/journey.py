"""The journey: moving along the mission path, cities, camps, Stops, seasons."""

from __future__ import annotations

from warbands_manager.companions.banner_saga.mission import SEASONS
from warbands_manager.companions.banner_saga.numbers import rule_numbers
from warbands_manager.companions.banner_saga.outcome import final_check
from warbands_manager.companions.banner_saga.rank import banner_rank, clan_strength
from warbands_manager.companions.banner_saga.skirmish import DEFEATED
from warbands_manager.companions.banner_saga.state import (
    CAMP,
    CITY,
    CITY_ORDER,
    EVENT,
    KEEPER,
    MISSION,
    MOVE,
    OVER,
    QUARTERMASTER,
    ROLE_TITLES,
    STOP,
    THANE,
    WARMASTER,
    GameState,
)
from warbands_manager.companions.banner_saga.supply import highest_loaded_wagon, lose_supply
from warbands_manager.companions.banner_saga.troops import (
    CLANSMEN,
    VARL,
    feeding_cost,
    has_troops,
    starve_one,
    tent_renown,
)


def is_camp(index: int, last: int) -> bool:
    """Camp on the third location, then every third move, and at the last location."""
    numbers = rule_numbers()
    first, every = numbers["journey.first_camp_index"], numbers["journey.moves_between_camps"]
    return index == last or (index >= first and (index - first) % every == 0)


def next_camp(state: GameState) -> int:
    last = len(state.mission.path) - 1
    index = min(state.journey.index + (1 if state.journey.phase == MOVE else 0), last)
    while not is_camp(index, last):
        index += 1
    return index


def moves_since_camp(state: GameState) -> int:
    """Moves since the last camp location left behind (or since the start)."""
    last = len(state.mission.path) - 1
    index = state.journey.index
    previous = [i for i in range(index) if is_camp(i, last)]
    return index - (previous[-1] if previous else 0)


def begin_journey(state: GameState) -> None:
    """End of mission set-up: resolve the start location's event without moving."""
    state.require(state.journey.phase == MISSION, "the journey has already begun")
    state.journey.phase = EVENT
    state.note("The warband sets out (no move: resolve the start location's event)")


def travel_cost(state: GameState, index: int) -> int:
    return rule_numbers()["supply.normal_travel"] + state.mission.path[index].difficult


def move(state: GameState, starve_first: str = CLANSMEN) -> None:
    """Move to the next location; the wagons pay difficult travel then normal travel; each
    supply short discards a tent (Starvation)."""
    journey = state.journey
    state.require(journey.phase == MOVE, "finish this location (event, city, camp) first")
    state.require(not state.at_last_location, "the warband is at the last location")
    journey.index += 1
    journey.event_no += 1
    journey.phase = EVENT
    journey.city_done, journey.camp_done, journey.heal_window = [], [], False
    journey.items_offered = []
    cost = travel_cost(state, journey.index)
    state.note(f"The warband moves here (travel cost {cost})")
    if not state.managed(QUARTERMASTER):
        return
    missing = lose_supply(state, cost, "Travel")
    starve(state, missing, starve_first)


def starve(state: GameState, missing: int, prefer: str) -> None:
    for _ in range(missing):
        if not starve_one(state, prefer):
            lose(state, "Starvation with no troops left: the warband disbands")
            return
    check_troops(state)


def finish_event(state: GameState) -> None:
    """The location's event is resolved: go on to the city, the camp, or the next move."""
    state.require(state.journey.phase == EVENT, "no event is waiting")
    if state.location.city:
        state.journey.phase = CITY
        state.note("City: actions in order Quartermaster, Keeper of Names, Thane, Warmaster")
    else:
        _after_city(state)


def finish_city(state: GameState) -> None:
    state.require(state.journey.phase == CITY, "not at a city action")
    _after_city(state)


def _after_city(state: GameState) -> None:
    if is_camp(state.journey.index, len(state.mission.path) - 1):
        begin_camp(state, stop=False)
    else:
        state.journey.phase = MOVE


def start_city_action(state: GameState, role: str) -> None:
    """A role's one city action (or item purchase), in city order."""
    journey = state.journey
    state.require(journey.phase == CITY, "city actions happen at a city, after the event")
    state.require(state.managed(role), f"{ROLE_TITLES[role]} is not played")
    state.require(role not in journey.city_done,
                  f"{ROLE_TITLES[role]} has already used the city action here")
    later = CITY_ORDER[CITY_ORDER.index(role) + 1:]
    state.require(not any(r in journey.city_done for r in later),
                  "city actions go in order: Quartermaster, Keeper of Names, Thane, Warmaster")
    journey.city_done.append(role)


def begin_stop(state: GameState) -> None:
    """A Stop (from an event card): like a camp, half feeding, no bonus, no season change."""
    state.require(state.journey.phase == MOVE, "a Stop comes after the event (and city)")
    if is_camp(state.journey.index, len(state.mission.path) - 1):
        state.note("Stop at a camp location: ignored, the normal camp is resolved")
        return
    begin_camp(state, stop=True)


def begin_camp(state: GameState, stop: bool) -> None:
    journey = state.journey
    journey.phase = STOP if stop else CAMP
    journey.camp_done = []
    state.note("Stop: camp actions, half feeding, no renown bonus" if stop else "Camp")
    if not stop and journey.camp_deck:
        journey.camp_event_pending = True
        journey.event_no += 1  # a camp event is an event of its own (Memories of the Fallen)
        state.note(f"Camp event first: {journey.camp_deck[0]}")
    elif not stop:
        change_season(state)


def resolve_camp_event(state: GameState, resolved: bool = True) -> None:
    """The top camp event card is resolved (like an external event); an unresolved Defeated
    card loses the game."""
    journey = state.journey
    state.require(journey.camp_event_pending, "no camp event is waiting")
    card = journey.camp_deck.pop(0)
    if card == DEFEATED and not resolved:
        lose(state, "The Defeated camp event could not be resolved")
        return
    state.note(f"Camp event resolved: {card}")
    if journey.camp_deck:
        state.note(f"Next camp event: {journey.camp_deck[0]}")
        return
    journey.camp_event_pending = False
    change_season(state)


def add_camp_event(state: GameState, name: str) -> None:
    state.require(bool(name.strip()), "name the camp event card")
    state.journey.camp_deck.append(name.strip())
    state.note(f"Camp event deck: {name.strip()} added")


def change_season(state: GameState) -> None:
    if state.at_last_location:
        return
    journey = state.journey
    position = SEASONS.index(journey.season)
    if position + 1 < len(SEASONS):
        journey.season = SEASONS[position + 1]
        state.note(f"The season changes to {journey.season}")
    else:
        state.note("Winter continues (the game has four seasons)")


def camp_bonus(state: GameState) -> dict[str, int]:
    """The renown bonus each managed role earns at a (non-Stop) camp."""
    numbers = rule_numbers()
    bonus = {}
    if state.managed(QUARTERMASTER):
        wagon = highest_loaded_wagon(state.supply.wagons)
        bonus[QUARTERMASTER] = numbers["supply.wagon_renown"][wagon - 1] if wagon else 0
    if state.managed(KEEPER):
        bonus[KEEPER] = tent_renown(state.troops, VARL)
    if state.managed(THANE) and state.managed(KEEPER):
        bonus[THANE] = tent_renown(state.troops, CLANSMEN)
    if state.managed(WARMASTER):
        bonus[WARMASTER] = numbers["clan.rank_renown"][banner_rank(clan_strength(state))]
    return bonus


def end_camp(state: GameState, starve_first: str = CLANSMEN) -> None:
    """Feed the warband (half at a Stop), award the camp bonus, open the healing window, and
    at the last location decide the game."""
    journey = state.journey
    state.require(journey.phase in (CAMP, STOP), "no camp in progress")
    state.require(not journey.camp_event_pending, "resolve the camp event first")
    stop = journey.phase == STOP
    if state.managed(QUARTERMASTER) and state.managed(KEEPER):
        cost = feeding_cost(state.troops)
        cost = cost // 2 if stop else cost
        missing = lose_supply(state, cost, "Feeding the warband" + (" (Stop: half)" if stop
                                                                    else ""))
        starve(state, missing, starve_first)
    if journey.outcome:
        return
    if not stop:
        for role, renown in camp_bonus(state).items():
            state.gain(role, renown)
            state.note(f"Camp renown bonus: {ROLE_TITLES[role]} +{renown}")
    journey.heal_window = True
    journey.phase = MOVE
    if state.at_last_location and not stop:
        final_check(state)


def check_troops(state: GameState) -> None:
    if state.managed(KEEPER) and not has_troops(state.troops):
        lose(state, "The warband has lost all its clansmen and varl")


def lose(state: GameState, reason: str) -> None:
    state.journey.outcome = "lost"
    state.journey.outcome_reason = reason
    state.journey.phase = OVER
    state.note(f"Game lost: {reason}")
