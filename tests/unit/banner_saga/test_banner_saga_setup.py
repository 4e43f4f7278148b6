import random

import pytest

from warbands_manager.companions.banner_saga.mission import Mission, MissionError, parse_path
from warbands_manager.companions.banner_saga.setup import new_game, random_followers
from warbands_manager.companions.banner_saga.state import GameState, RuleError
from warbands_manager.companions.banner_saga.troops import column, shields, tents, total_tents
from warbands_manager.rules.dice import Dice


def test_four_player_starting_state(mission):
    game = new_game(mission, "four")
    assert {r: s.renown for r, s in game.roles.items()} == {
        "quartermaster": 4, "keeper": 4, "thane": 4, "warmaster": 4}
    assert game.supply.wagons == [5, 5, 5, 5]
    assert (tents(game.troops, "clansmen"), column(game.troops, "clansmen")) == (1, 50)
    assert (tents(game.troops, "varl"), column(game.troops, "varl")) == (1, 5)
    assert total_tents(game.troops) == 2  # the troop token on 2 under Warband
    assert (game.clan.morale, game.clan.training) == (0, 1)
    assert shields(game.troops) == 1  # 15 varl ≥ 10; 150 clansmen < 300
    assert game.thane.favors == [] and game.thane.pyres == 0 and game.thane.victories == 0
    assert game.journey.season == "spring"


@pytest.mark.parametrize("variant, present, managed", [
    ("two", {"quartermaster", "keeper", "thane", "warmaster"},
     {"quartermaster", "keeper", "thane", "warmaster"}),
    ("three", {"quartermaster", "keeper", "warmaster"}, {"quartermaster", "keeper", "warmaster"}),
    ("solo", {"quartermaster", "keeper", "thane", "warmaster"}, {"thane"}),
    ("alternate", {"quartermaster", "keeper", "thane", "warmaster"},
     {"quartermaster", "keeper"}),
])
def test_roles_per_variant(mission, variant, present, managed):
    game = new_game(mission, variant)
    assert set(game.roles) == present
    assert {r for r in game.roles if game.managed(r)} == managed


def test_solo_renown_and_favors(mission):
    game = new_game(mission, "solo")
    assert game.roles["thane"].renown == 2
    assert [game.roles[r].renown for r in ("quartermaster", "keeper", "warmaster")] == [0, 0, 0]
    assert len(game.thane.favors) == 3


def test_random_followers_use_logged_dice():
    dice = Dice(random.Random(3))
    drawn = random_followers("solo", dice)
    assert set(drawn) == {"quartermaster", "keeper", "thane", "warmaster"}
    assert len(dice.log) == 4
    assert random_followers("four", dice) == {}
    assert set(random_followers("alternate", dice)) == {"thane", "warmaster"}


def test_round_trip_through_json(mission):
    game = new_game(mission, "alternate", items=True, followers={"thane": "hunter"})
    again = GameState.from_dict(game.to_dict())
    assert again == game


def test_unknown_variant_refused(mission):
    with pytest.raises(RuleError):
        new_game(mission, "five")


@pytest.mark.parametrize("text, message", [
    ("OnlyOne", "start and a finish"),
    ("A | 2\nB", "start location"),
    ("A\nB | fast", "cannot read"),
])
def test_mission_validation(text, message):
    with pytest.raises(MissionError, match=message):
        Mission("M", "spring", "", parse_path(text)).validate()


def test_mission_path_parse():
    path = parse_path("A\nB | 3 | city\n\nC | city")
    assert [(p.name, p.difficult, p.city) for p in path] == [
        ("A", 0, False), ("B", 3, True), ("C", 0, True)]
