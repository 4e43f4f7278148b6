"""Runewars: Banners of War

The game's facts and tracker state, in pure Python (no Qt, SQL or PDF)."""

from __future__ import annotations

from warbands_manager.companions.game_info import GameInfo

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
