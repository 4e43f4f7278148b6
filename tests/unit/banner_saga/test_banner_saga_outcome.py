import pytest

from warbands_manager.companions.banner_saga import journey, outcome
from warbands_manager.companions.banner_saga.model import apply
from warbands_manager.companions.banner_saga.setup import new_game
from warbands_manager.companions.banner_saga.state import RuleError
from warbands_manager.companions.banner_saga.supply import wagons_for


def to_last_camp(game):
    game.journey.index = len(game.mission.path) - 1
    game.journey.phase = "event"
    game = apply(game, journey.finish_event)
    if game.journey.phase == "city":
        game = apply(game, journey.finish_city)
    return game


@pytest.mark.parametrize("met, result", [(True, "won"), (False, "lost")])
def test_objective_decides_at_the_last_camp(game, met, result):
    game.journey.objective_met = met
    game = to_last_camp(game)
    assert game.journey.phase == "camp"
    game = apply(game, journey.end_camp)
    assert game.journey.outcome == result


@pytest.mark.parametrize("upgrades, thane, other, result", [
    (2, 3, 2, "won"), (1, 3, 2, "lost"), (2, 2, 2, "lost"),
])
def test_solo_objective(mission, upgrades, thane, other, result):
    game = new_game(mission, "solo")
    game.roles["thane"].bannerman.upgrades = upgrades
    game.roles["thane"].renown = thane
    game.roles["keeper"].renown = other
    game = apply(to_last_camp(game), journey.end_camp)
    assert game.journey.outcome == result


@pytest.mark.parametrize("promotions, result", [(2, "won"), (1, "lost")])
def test_alternate_objective(mission, promotions, result):
    game = new_game(mission, "alternate")
    game.troops.promotions = promotions
    game = apply(to_last_camp(game), journey.end_camp)
    assert game.journey.outcome == result


def test_alternate_zero_supply_loses_at_once(mission):
    game = new_game(mission, "alternate")
    game.supply.wagons = wagons_for(1)
    game.journey.phase = "move"
    game.journey.index = 0
    game = apply(game, journey.move)
    assert game.journey.outcome == "lost"
    with pytest.raises(RuleError, match="over"):
        apply(game, journey.finish_event)


def test_objective_texts(mission):
    assert "Thane" in outcome.objective_text(new_game(mission, "solo"))
    assert "Promotions" in outcome.objective_text(new_game(mission, "alternate"))
    assert outcome.objective_text(new_game(mission, "four")) == "Reach L7"
