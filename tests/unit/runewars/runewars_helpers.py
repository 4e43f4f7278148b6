"""Shared builders for the Runewars rule tests."""

from warbands_manager.companions.runewars.game_setup import SetupChoice, new_game
from warbands_manager.companions.runewars.state import Location


def make_game(players=(("Ann", "daqan"), ("Bo", "uthuk")), **options):
    game = new_game(SetupChoice("Test", list(players), options=options))
    return game


def with_locations(game, *locations):
    game.locations.extend(locations)
    return game


def rune_spots(faction, count, prefix="Rune"):
    return [Location(f"{prefix} {n}", controller=faction, rune="dragon") for n in range(count)]
