"""Tiny Big Wars test fixtures: the shipped starter box with example card values filled in
(the rules page prints none, so these stand for what players type into the card editor)."""

import json
import random
from pathlib import Path

import pytest

from warbands_manager.companions.tiny_big_wars.model import library_cards, shipped
from warbands_manager.companions.tiny_big_wars.setup import SetupPlayer, default_deck
from warbands_manager.companions.tiny_big_wars.start import new_game

EXAMPLE = Path(__file__).resolve().parents[2] / "fixtures" / "tiny_big_wars_example_library.json"


@pytest.fixture
def rules():
    return dict(shipped()[0].values)


@pytest.fixture
def cards():
    return library_cards(json.loads(EXAMPLE.read_text()))


@pytest.fixture
def starter_players(cards):
    return [
        SetupPlayer("Ann", "Black Rose", default_deck(cards, "Black Rose"), "Crumbling Citadel",
                    {"Nightfang": 1, "Batlings": 1}),
        SetupPlayer("Bob", "Forsaken", default_deck(cards, "Forsaken"), "Grave Keep",
                    {"Skelly Infantry": 2}),
    ]


@pytest.fixture
def game(cards, rules, starter_players):
    return new_game(cards, rules, starter_players, ["Patches"], random.Random(7))
