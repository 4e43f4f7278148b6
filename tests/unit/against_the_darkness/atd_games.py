"""Small games for the Against the Darkness rules tests (imported by the test modules)."""

from warbands_manager.companions.against_the_darkness.rulesdata import rules as shipped_rules
from warbands_manager.companions.against_the_darkness.state import EnemyCard
from warbands_manager.companions.against_the_darkness.turns import Seat, new_game

RACES = ["elves", "dwarves", "halflings", "giants", "minotaurs"]
COLOURS = ["red", "yellow", "black", "blue", "white"]


def make_game(players=3, races=None, deck="standard"):
    races = races or RACES[:players]
    seats = [Seat(f"P{i + 1}", races[i], COLOURS[i]) for i in range(players)]
    cards = [EnemyCard(2, "infantry", "infantry"), EnemyCard(2, "cavalry", "cavalry"),
             EnemyCard(2, "archery", "archery")]
    return new_game(seats, deck, shipped_rules(), cards)
