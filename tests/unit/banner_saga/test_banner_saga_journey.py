import pytest

from warbands_manager.companions.banner_saga import journey
from warbands_manager.companions.banner_saga.mission import Location, Mission
from warbands_manager.companions.banner_saga.model import apply
from warbands_manager.companions.banner_saga.setup import new_game
from warbands_manager.companions.banner_saga.state import RuleError
from warbands_manager.companions.banner_saga.supply import wagons_for
from warbands_manager.companions.banner_saga.troops import feeding_cost


def make_mission(n=8, cities=(2,), difficult=None):
    difficult = difficult or {}
    path = [Location(f"L{i}", difficult.get(i, 0), i in cities) for i in range(n)]
    return Mission("Test", "spring", "Reach L7", path)


@pytest.mark.parametrize("index, camp", [
    (0, False), (1, False), (2, True), (3, False), (4, False), (5, True), (8, True),
    (9, True),  # the last location of a 10-location path
])
def test_camp_positions(index, camp):
    assert journey.is_camp(index, 9) is camp


def at_move(game):
    game = apply(game, journey.begin_journey)
    return apply(game, journey.finish_event)


def test_travel_pays_difficult_then_normal():
    game = new_game(make_mission(difficult={1: 3}), "four")
    game = apply(at_move(game), journey.move)
    assert game.supply.total == 16  # difficult 3 + normal 1
    assert game.supply.wagons == [5, 5, 5, 1]


@pytest.mark.parametrize("supply, cost, clansmen, varl", [
    (1, 1, 150, 15),    # exactly enough: nobody starves
    (0, 1, 50, 15),     # one missing: the highest clansmen tent goes
    (0, 2, 50, 5),      # two missing: clansmen tent, then varl tent (no clansmen tent left)
])
def test_starvation_removes_a_tent_per_missing_supply(supply, cost, clansmen, varl):
    game = new_game(make_mission(difficult={1: cost - 1}), "four")
    game = at_move(game)
    game.supply.wagons = wagons_for(supply)
    game = apply(game, journey.move)
    assert (game.troops.clansmen, game.troops.varl) == (clansmen, varl)


def test_starvation_prefers_the_chosen_section():
    game = at_move(new_game(make_mission(), "four"))
    game.supply.wagons = wagons_for(0)
    game = apply(game, journey.move, "varl")
    assert (game.troops.clansmen, game.troops.varl) == (150, 5)


def test_starvation_without_tents_discards_the_rest_then_disbands():
    game = at_move(new_game(make_mission(difficult={1: 2}), "four"))
    game.troops.clansmen, game.troops.varl = 40, 0
    game.supply.wagons = wagons_for(0)
    game = apply(game, journey.move)
    assert game.troops.clansmen == 0
    assert game.journey.outcome == "lost"


def test_starvation_places_one_pyre_per_event():
    game = at_move(new_game(make_mission(difficult={1: 1}), "four"))
    game.supply.wagons = wagons_for(0)
    game = apply(game, journey.move)
    assert game.thane.pyres == 1  # two tents lost, but once per event


def test_camp_feeds_pays_bonus_and_changes_season():
    game = at_move(new_game(make_mission(), "four"))
    game = apply(game, journey.move)
    game = apply(game, journey.finish_event)
    game = apply(game, journey.move)  # L2: a city and the first camp
    game = apply(game, journey.finish_event)
    assert game.journey.phase == "city"
    game = apply(game, journey.finish_city)
    assert game.journey.phase == "camp" and game.journey.season == "summer"
    before = {r: s.renown for r, s in game.roles.items()}
    supply = game.supply.total
    game = apply(game, journey.end_camp)
    assert game.supply.total == supply - feeding_cost(game.troops) == 18 - 2
    gained = {r: game.roles[r].renown - before[r] for r in before}
    # wagon 4 is the highest loaded (16 supply); varl tent 1; clansmen tent 1; bronze
    assert gained == {"quartermaster": 4, "keeper": 1, "thane": 1, "warmaster": 1}
    assert game.journey.phase == "move" and game.journey.heal_window


def test_quartermaster_bonus_follows_the_highest_loaded_wagon(game):
    game.supply.wagons = [5, 5, 5, 0]
    assert journey.camp_bonus(game)["quartermaster"] == 3
    game.supply.wagons = [5, 5, 5, 1]
    assert journey.camp_bonus(game)["quartermaster"] == 4
    game.supply.wagons = [0, 0, 0, 0]
    assert journey.camp_bonus(game)["quartermaster"] == 0


@pytest.mark.parametrize("clansmen, varl, morale, bonus", [
    (150, 15, 0, {"keeper": 1, "thane": 1, "warmaster": 1}),
    (350, 9, 0, {"keeper": 0, "thane": 3, "warmaster": 1}),      # varl column only: no tent
    (150, 15, 2, {"keeper": 1, "thane": 1, "warmaster": 2}),     # strength 5: silver
    (150, 15, 7, {"keeper": 1, "thane": 1, "warmaster": 3}),     # strength 10: gold
    (150, 15, -4, {"keeper": 1, "thane": 1, "warmaster": 0}),    # strength -1: disorder
])
def test_camp_renown_bonus_per_role(game, clansmen, varl, morale, bonus):
    game.troops.clansmen, game.troops.varl, game.clan.morale = clansmen, varl, morale
    got = journey.camp_bonus(game)
    assert {r: got[r] for r in bonus} == bonus


def test_stop_half_feeding_no_bonus_no_season():
    game = at_move(new_game(make_mission(), "four"))
    game.troops.clansmen = 350  # feeding 3 + 1 = 4 → Stop pays 2
    game = apply(game, journey.move)
    game = apply(game, journey.finish_event)
    renown = {r: s.renown for r, s in game.roles.items()}
    game = apply(game, journey.begin_stop)
    game = apply(game, journey.end_camp)
    assert game.supply.total == 19 - 2
    assert {r: s.renown for r, s in game.roles.items()} == renown
    assert game.journey.season == "spring"


def test_stop_at_a_camp_location_is_ignored():
    game = at_move(new_game(make_mission(cities=()), "four"))
    for _ in range(2):
        game = apply(game, journey.move)
        game = apply(game, journey.finish_event)
    assert game.journey.phase == "camp"
    game = apply(game, journey.end_camp)
    log = len(game.log)
    game = apply(game, journey.begin_stop)
    assert game.journey.phase == "move" and "ignored" in game.log[log]


def test_camp_event_first_then_defeated_card_unresolved_loses():
    game = at_move(new_game(make_mission(cities=()), "four"))
    game = apply(game, journey.add_camp_event, "Defeated")
    for _ in range(2):
        game = apply(game, journey.move)
        game = apply(game, journey.finish_event)
    assert game.journey.camp_event_pending and game.journey.season == "spring"
    with pytest.raises(RuleError):
        apply(game, journey.end_camp)
    lost = apply(game, journey.resolve_camp_event, False)
    assert lost.journey.outcome == "lost"
    ok = apply(game, journey.resolve_camp_event, True)
    assert ok.journey.season == "summer" and not ok.journey.camp_event_pending


def test_moves_since_camp():
    game = at_move(new_game(make_mission(cities=()), "four"))
    assert journey.moves_since_camp(game) == 0
    for _ in range(3):
        game = apply(game, journey.move)
        game = apply(game, journey.finish_event)
        if game.journey.phase == "camp":
            game = apply(game, journey.end_camp)
    assert game.journey.index == 3 and journey.moves_since_camp(game) == 1
    assert journey.next_camp(game) == 5


def test_move_refused_before_the_event():
    game = apply(new_game(make_mission(), "four"), journey.begin_journey)
    with pytest.raises(RuleError):
        apply(game, journey.move)


def test_season_stays_winter():
    game = new_game(make_mission(), "four")
    game.journey.season = "winter"
    journey.change_season(game)
    assert game.journey.season == "winter"
