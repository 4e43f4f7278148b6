"""Saved games of the four companion trackers for the user guide's pictures, made with each
game's own rules modules and stored through ``CompanionSaveService`` (as the pages save them)."""

from __future__ import annotations

import json
import random
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# The rules print no Tiny Big Wars card faces: the example library has typed-in numbers.
TBW_LIBRARY = ROOT / "tests" / "fixtures" / "tiny_big_wars_example_library.json"


def save_companion_games(db: Path) -> None:
    """One saved game per companion (the pages resume the most recent one)."""
    from warbands_manager.services.companion_saves import CompanionSaveService
    from warbands_manager.store.database import open_database

    database = open_database(db)
    try:
        saves = CompanionSaveService(database)
        saves.create("against-the-darkness", "Guide game", _against_the_darkness())
        saves.create("banner-saga", "Guide game", _banner_saga())
        saves.create("runewars", "Guide game", _runewars())
        library, game = _tiny_big_wars()
        from warbands_manager.companions.tiny_big_wars.model import LIBRARY_KIND, LIBRARY_NAME

        saves.create("tiny-big-wars", LIBRARY_NAME, library, kind=LIBRARY_KIND)
        saves.create("tiny-big-wars", "Ann, Bob", game)
    finally:
        database.close()


def _against_the_darkness() -> dict:
    from warbands_manager.companions.against_the_darkness.demo import demo_game
    from warbands_manager.companions.against_the_darkness.rulesdata import rules

    return demo_game(rules()).to_dict()


def _banner_saga() -> dict:
    from warbands_manager.companions.banner_saga import journey
    from warbands_manager.companions.banner_saga.mission import sample_mission
    from warbands_manager.companions.banner_saga.model import apply
    from warbands_manager.companions.banner_saga.setup import new_game

    return apply(new_game(sample_mission(), "four"), journey.begin_journey).to_dict()


def _runewars() -> dict:
    from warbands_manager.companions.runewars.game_setup import (
        SetupChoice,
        default_replacements,
        new_game,
    )

    choice = SetupChoice("Guide game", [("Anna", "daqan"), ("Mira", "uthuk")],
                         {"road_to_victory": True}, {"fortress_strength_undamaged": 5},
                         default_replacements())
    from warbands_manager.companions.runewars.state import Location

    game = new_game(choice)
    game.locations += [
        Location("Daqan Keep", tile=1, home_of="daqan", controller="daqan",
                 structure="fortress", structure_owner="daqan", rune="dragon"),
        Location("Uthuk Ruins", tile=7, home_of="uthuk", controller="uthuk",
                 structure="fortress", structure_owner="uthuk", rune="dragon"),
        Location("Greyhaven Pass", tile=4, controller="daqan", city="Greyhaven"),
        Location("Frosted Marsh", tile=9, frost=1),
        Location("Lost City", tile=12, lost_city=True, devastation=1),
    ]
    return game.to_dict()


def _tiny_big_wars() -> tuple[dict, dict]:
    from warbands_manager.companions.tiny_big_wars.catalog import factions, merge_library
    from warbands_manager.companions.tiny_big_wars.model import shipped
    from warbands_manager.companions.tiny_big_wars.setup import (
        SetupPlayer,
        default_armies,
        default_deck,
    )
    from warbands_manager.companions.tiny_big_wars.start import new_game
    from warbands_manager.companions.tiny_big_wars.state import game_to_dict

    numbers, cards_shipped = shipped()
    library = json.loads(TBW_LIBRARY.read_text(encoding="utf-8"))
    cards = merge_library(cards_shipped, library)
    rules = dict(numbers.values)
    players = []
    for name, faction in zip(("Ann", "Bob"), factions(cards), strict=False):
        deck = default_deck(cards, faction)
        castle = next((n for n in deck if cards[n].type == "castle"), None)
        gold = rules.get("starting_army_gold", 0)
        players.append(SetupPlayer(name, faction, deck, castle,
                                   default_armies(cards, deck, gold)))
    return library, game_to_dict(new_game(cards, rules, players, [], random.Random(4)))
