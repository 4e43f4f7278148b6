import pytest

from warbands_manager.companions.banner_saga import thane
from warbands_manager.companions.banner_saga.model import apply
from warbands_manager.companions.banner_saga.setup import new_game
from warbands_manager.companions.banner_saga.state import RuleError
from warbands_manager.companions.banner_saga.troops import lose_troops


def test_speech_needs_three_renown(game):
    game = apply(game, thane.bank_renown, "keeper", 2)
    assert game.thane.speeches["keeper"] == 2 and game.thane.favors == []
    game = apply(game, thane.bank_renown, "keeper", 1)
    assert game.thane.favors == ["keeper"] and game.thane.speeches["keeper"] == 0
    assert game.roles["thane"].renown == 1


def test_speech_cannot_overfill(game):
    game = apply(game, thane.bank_renown, "warmaster", 2)
    with pytest.raises(RuleError):
        apply(game, thane.bank_renown, "warmaster", 2)


def test_three_victories_upgrade_and_clear_pyres(game):
    game.thane.pyres = 2
    game.roles["thane"].renown = 10
    game = apply(game, thane.buy_victories, 2)
    assert game.thane.victories == 2 and game.roles["thane"].renown == 6
    assert game.roles["thane"].bannerman.upgrades == 0
    game = apply(game, thane.buy_victories, 1)
    assert game.thane.victories == 0 and game.thane.pyres == 0
    assert game.roles["thane"].bannerman.upgrades == 1


def test_victory_purchase_needs_two_renown_each(game):
    game.roles["thane"].renown = 3
    with pytest.raises(RuleError):
        apply(game, thane.buy_victories, 2)


def test_memories_once_per_event_and_clears_victories(game):
    game.thane.victories = 2
    lose_troops(game, 100, 10, "Event")  # two tents in one event
    assert game.thane.pyres == 1
    game.journey.event_no += 1
    lose_troops(game, 0, 5, "Event")  # 5 varl left: still in the column, no tent lost
    assert game.thane.pyres == 1
    game.journey.event_no += 1
    game.troops.clansmen = 300
    lose_troops(game, 100, 0, "Event")
    game.journey.event_no += 1
    lose_troops(game, 100, 0, "Event")
    assert game.thane.pyres == 0 and game.thane.victories == 0  # third pyre triggered


def test_solo_memories_take_a_favor_then_renown(mission):
    game = new_game(mission, "solo")
    game.thane.pyres = 2
    thane.place_pyre(game, "Loss")
    assert len(game.thane.favors) == 2
    game.thane.favors = []
    game.thane.pyres = 2
    game.journey.event_no += 1
    game.roles["thane"].renown = 5
    thane.place_pyre(game, "Loss")
    assert game.roles["thane"].renown == 2
