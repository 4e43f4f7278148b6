"""A whole mission played with the rules only, for every player count."""

import pytest

from warbands_manager.companions.banner_saga import journey, roles, troops
from warbands_manager.companions.banner_saga.mission import sample_mission
from warbands_manager.companions.banner_saga.model import apply
from warbands_manager.companions.banner_saga.setup import new_game
from warbands_manager.companions.banner_saga.state import OVER


def play_to_the_end(game, at_camp=None):
    game = apply(game, journey.begin_journey)
    while game.journey.phase != OVER:
        phase = game.journey.phase
        if phase == "event":
            game = apply(game, journey.finish_event)
        elif phase == "city":
            game = apply(game, journey.finish_city)
        elif phase == "camp":
            if game.journey.camp_event_pending:
                game = apply(game, journey.resolve_camp_event)
                continue
            if at_camp:
                game = at_camp(game)
            game = apply(game, journey.end_camp)
        else:
            game = apply(game, journey.move)
    return game


def hunt(game):
    return apply(game, roles.hunt) if game.managed("quartermaster") else game


@pytest.mark.parametrize("variant", ["four", "two", "three"])
def test_team_variants_win_with_the_objective(variant):
    game = new_game(sample_mission(), variant)
    game.journey.objective_met = True
    game = play_to_the_end(game, hunt)
    assert game.journey.outcome == "won", game.log[-5:]
    assert game.journey.index == 7 and game.journey.season == "fall"


def test_four_players_lose_without_the_objective():
    game = play_to_the_end(new_game(sample_mission(), "four"), hunt)
    assert game.journey.outcome == "lost"


def test_solo_renown_race():
    game = new_game(sample_mission(), "solo")
    game = apply(game, roles.adjust_renown, "thane", 8, "Events")
    game = apply(game, roles.buy_upgrade, "thane")
    game = apply(game, roles.buy_upgrade, "thane")
    game = play_to_the_end(game)
    assert game.supply.total == 20  # the Quartermaster is not managed: no travel paid
    assert game.journey.outcome == "won"


def test_alternate_two_players_need_promotions_and_supply():
    game = new_game(sample_mission(), "alternate")
    for _ in range(2):
        game = apply(game, roles.enemy_defeated, "keeper")
        game = apply(game, troops.buy_promotion)
    game = play_to_the_end(game, hunt)
    assert game.journey.outcome == "won"


def test_starving_warband_loses_on_the_road():
    game = new_game(sample_mission(), "four")
    game.supply.wagons = [1, 0, 0, 0]
    game.troops.clansmen, game.troops.varl = 40, 0
    game = play_to_the_end(game)
    assert game.journey.outcome == "lost"
    assert "disband" in game.journey.outcome_reason or "lost all" in game.journey.outcome_reason
