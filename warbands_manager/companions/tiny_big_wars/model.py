"""Tiny Big Wars: the game's facts and tracker state, in pure Python (no Qt, SQL or PDF)."""

from __future__ import annotations

from warbands_manager.companions.game_info import GameInfo

GAME = GameInfo(
    game_id="tiny-big-wars",
    title="Tiny Big Wars",
    rules_seed="003_a7462bc98d2fc8d0.txt",
    players="2+",
    description=(
        "A card game of warlords, armies and castles: population, crops and market "
        "trackers on each castle, storage, health trackers and WAR! dice."
    ),
)
