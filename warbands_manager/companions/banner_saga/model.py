"""The Banner Saga: Warbands

The game's facts and tracker state, in pure Python (no Qt, SQL or PDF). The rules live in the
sibling modules (``setup``, ``journey``, ``supply``, ``troops``, ``thane``, ``roles``,
``rank``, ``skirmish``, ``events``, ``outcome``); :func:`apply` runs one of them on a copy.
"""

from __future__ import annotations

from collections.abc import Callable

from warbands_manager.companions.banner_saga.numbers import game_numbers
from warbands_manager.companions.banner_saga.outcome import check
from warbands_manager.companions.banner_saga.state import OVER, GameState, RuleError
from warbands_manager.companions.game_info import GameInfo

GAME = GameInfo(
    game_id="banner-saga",
    title="The Banner Saga: Warbands",
    rules_seed="001_c5f1c25dac88b613.txt",
    players="1-4",
    description=(
        "A co-operative journey: the Quartermaster, Keeper of Names, Warmaster and Thane "
        "keep the caravan fed, armed and in good spirits from location to location."
    ),
)

GAME_KIND, MISSION_KIND = "game", "mission"


def apply(state: GameState, action: Callable[..., object], *args, **kwargs) -> GameState:
    """Run ``action(copy, ...)`` on a copy of the state and return the copy, after the
    continuous win/loss check. The original is untouched (so undo keeps it); a
    :class:`RuleError` leaves nothing changed."""
    if state.journey.phase == OVER:
        raise RuleError(f"the game is over ({state.journey.outcome_reason})")
    changed = state.copy()
    with game_numbers(changed.numbers):  # the game's own numbers, not only the shipped ones
        action(changed, *args, **kwargs)
        check(changed)
    return changed
