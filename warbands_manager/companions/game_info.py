"""What the app says about each companion game, shared by the four game packages."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GameInfo:
    game_id: str  # the key its saves are stored under
    title: str
    rules_seed: str  # which rule document the tracker implements
    players: str
    description: str
