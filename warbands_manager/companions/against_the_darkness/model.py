"""Warband: Against the Darkness

The game's facts and tracker state, in pure Python (no Qt, SQL or PDF)."""

from __future__ import annotations

from warbands_manager.companions.game_info import GameInfo

GAME = GameInfo(
    game_id="against-the-darkness",
    title="Warband: Against the Darkness",
    rules_seed="000_fd67f06eb94666b6.txt",
    players="2-5",
    description=(
        "A worker-placement game of building a warband against the Darkness: gold, action"
        " tracks, scouts in the realms, Enemy cards and the shared warband roster, scored"
        " at the end in seven categories."
    ),
)
