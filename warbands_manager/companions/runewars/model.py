"""Runewars: Banners of War

The game's facts and tracker state, in pure Python (no Qt, SQL or PDF). The rules are split
over the sibling modules (``state``, ``game_setup``, ``runes``, ``locations``, ``structures``,
``factions``, ``seasons``, ``battle``); this module names the game and applies an edit with the
checks that follow every change.
"""

from __future__ import annotations

from collections.abc import Callable

from warbands_manager.companions.game_info import GameInfo
from warbands_manager.companions.runewars.seasons import check_immediate_victory
from warbands_manager.companions.runewars.state import Game, edited

GAME = GameInfo(
    game_id="runewars",
    title="Runewars: Banners of War",
    rules_seed="004_c0ffbd10024b026e.txt",
    players="2-4",
    description=(
        "Runewars with the Banners of War expansion: six years of four seasons, dragon "
        "runes, devastation and frost, new units and optional rules."
    ),
)


def apply(game: Game, change: Callable[[Game], object]) -> Game:
    """A changed copy of ``game`` after ``change`` and the immediate-victory check.

    ``change`` raises :class:`~warbands_manager.companions.runewars.state.RuleViolation` to
    refuse; the original game is never modified.
    """

    def change_and_check(copy: Game) -> None:
        change(copy)
        check_immediate_victory(copy)

    return edited(game, change_and_check)
