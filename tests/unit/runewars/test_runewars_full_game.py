"""A whole game tracked from set-up to a win under every combination of optional rules."""

import itertools

import pytest

from warbands_manager.companions.runewars import model
from warbands_manager.companions.runewars import structures as S
from warbands_manager.companions.runewars.battle import (
    Battle,
    BattleSide,
    BattleUnit,
    apply_outcome,
    resolve,
)
from warbands_manager.companions.runewars.game_setup import SetupChoice, new_game, rune_target
from warbands_manager.companions.runewars.locations import add_location, place_frost
from warbands_manager.companions.runewars.seasons import advance_season, place_victory_card
from warbands_manager.companions.runewars.state import OPTIONS, Location, game_from_dict

COMBINATIONS = [dict(zip(OPTIONS, flags, strict=True))
                for flags in itertools.product([False, True], repeat=len(OPTIONS))]


def play(game, change):
    game = model.apply(game, change)
    return game_from_dict(game.to_dict())  # every step survives a save and resume


NAMES = ["+".join(k for k, v in c.items() if v) or "base" for c in COMBINATIONS]


@pytest.mark.parametrize("options", COMBINATIONS, ids=NAMES)
def test_a_game_from_setup_to_a_win(options):
    game = new_game(SetupChoice("Full", [("Ann", "daqan"), ("Bo", "uthuk"), ("Cy", "latari")],
                                options=options))
    target = rune_target(game)
    spots = [Location(f"Spot {n}", tile=n + 1, rune="dragon", controller="")
             for n in range(target)]
    spots[0].controller = "uthuk"
    spots.append(Location("Home", home_of="daqan", controller="daqan", structure="fortress",
                          structure_owner="daqan"))
    for spot in spots:
        game = play(game, lambda g, s=spot: add_location(g, s))
    # Daqan takes the last rune by battle; a frost in the meantime blocks one.
    game = play(game, lambda g: advance_season(g))
    game = play(game, lambda g: place_frost(g, "Spot 1"))
    fight = Battle("Spot 0", BattleSide("daqan", [BattleUnit("Knight", 3, 4)]),
                   BattleSide("uthuk", [BattleUnit("Berserker", 1, 1)]))
    game = play(game, lambda g: apply_outcome(g, fight, resolve(g, fight)))
    game = play(game, lambda g: S.set_outposts(g, "Home", 1))
    for n in range(1, target):
        game = play(game, lambda g, n=n: setattr(g.location(f"Spot {n}"), "controller", "daqan"))
    assert game.winner == ""  # Spot 1 is frozen
    game = play(game, lambda g: g.locations[1].__setattr__("frost", 0))
    if not options["road_to_victory"]:
        assert game.winner == "daqan" and game.finished
        return
    assert game.winner == ""
    game = play(game, lambda g: place_victory_card(g, "daqan"))
    for _ in range(4):
        game = play(game, lambda g: advance_season(g))
    assert game.winner == "daqan" and (game.year, game.season) == (2, 1)
