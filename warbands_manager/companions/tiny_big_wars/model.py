"""Tiny Big Wars: the game's facts and tracker state, in pure Python (no Qt, SQL or PDF).

The rules live in small pure modules beside this one: ``cards`` (cards as data), ``catalog``
(data files and the players' card library), ``setup`` and ``start`` (faction check, layout,
starting forces), ``economy`` and ``actions`` (a turn), ``war`` and ``damage`` (WAR!).
"""

from __future__ import annotations

from pathlib import Path

from warbands_manager.companions.game_info import GameInfo
from warbands_manager.companions.tiny_big_wars.cards import Card
from warbands_manager.companions.tiny_big_wars.catalog import (
    RuleNumbers,
    load_cards,
    load_rules,
    merge_library,
)
from warbands_manager.paths import data_file

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
LIBRARY_KIND = "cards"  # the players' card values, saved beside the games
LIBRARY_NAME = "Card library"


def data_folder() -> Path:
    """``data/tiny-big-wars``: the shipped rules numbers and starter cards."""
    return data_file("tiny-big-wars")


def shipped() -> tuple[RuleNumbers, dict[str, Card]]:
    folder = data_folder()
    return load_rules(folder), load_cards(folder)


def library_cards(library: dict | None) -> dict[str, Card]:
    """The cards a new game is set up from: shipped ones with the players' edits over them."""
    return merge_library(shipped()[1], library)
