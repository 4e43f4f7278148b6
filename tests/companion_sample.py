"""A saved Tiny Big Wars game for tests: two players with the example card library's default
decks, set up with a fixed die."""

from __future__ import annotations

import json
import random
from pathlib import Path

from warbands_manager.companions.tiny_big_wars.model import library_cards, shipped
from warbands_manager.companions.tiny_big_wars.setup import SetupPlayer, default_deck
from warbands_manager.companions.tiny_big_wars.start import new_game
from warbands_manager.companions.tiny_big_wars.state import game_to_dict

EXAMPLE_LIBRARY = Path(__file__).resolve().parent / "fixtures" / \
    "tiny_big_wars_example_library.json"


def tiny_big_wars_document() -> dict:
    """The saved document of a new Tiny Big Wars game (Ann's Black Rose, Bob's Forsaken)."""
    cards = library_cards(json.loads(EXAMPLE_LIBRARY.read_text(encoding="utf-8")))
    players = [
        SetupPlayer("Ann", "Black Rose", default_deck(cards, "Black Rose"), "Crumbling Citadel",
                    {"Nightfang": 1, "Batlings": 1}),
        SetupPlayer("Bob", "Forsaken", default_deck(cards, "Forsaken"), "Grave Keep",
                    {"Skelly Infantry": 2}),
    ]
    game = new_game(cards, dict(shipped()[0].values), players, ["Patches"], random.Random(7))
    return game_to_dict(game)
