"""The Banner Saga: Warbands

The game's facts and tracker state, in pure Python (no Qt, SQL or PDF)."""

from __future__ import annotations

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
