import pytest
from runewars_helpers import make_game, with_locations

from warbands_manager.companions.runewars import locations as L
from warbands_manager.companions.runewars.state import Location, RuleViolation


def game_with(**fields):
    return with_locations(make_game(), Location("Here", **fields))


@pytest.mark.parametrize(("fields", "rule"), [
    ({"home_of": "daqan"}, "devastation.home"),
    ({"devastation": 1}, "devastation.occupied"),
    ({"frost": 1}, "devastation.occupied"),
])
def test_devastation_refused(fields, rule):
    with pytest.raises(RuleViolation) as error:
        L.place_devastation(game_with(**fields), "Here")
    assert error.value.rule == rule


def test_devastation_allowed_and_pays_the_controller():
    game = game_with(controller="daqan", produces={"food": 2, "ore": 1})
    food, ore = game.faction("daqan").food, game.faction("daqan").ore
    L.place_devastation(game, "Here")
    assert game.location("Here").devastation == 1
    assert (game.faction("daqan").food, game.faction("daqan").ore) == (food + 2, ore + 1)


@pytest.mark.parametrize(("fields", "rule"), [
    ({"home_of": "uthuk"}, "frost.home"),
    ({"devastation": 1}, "frost.devastated"),
])
def test_frost_refused(fields, rule):
    with pytest.raises(RuleViolation) as error:
        L.place_frost(game_with(**fields), "Here")
    assert error.value.rule == rule


def test_several_frost_tokens_may_lie_in_one_location():
    game = game_with(frost=1)
    L.place_frost(game, "Here")
    assert game.location("Here").frost == 2


def test_spring_removes_one_frost_from_each_location():
    game = with_locations(make_game(), Location("A", frost=2), Location("B", frost=1),
                          Location("C"))
    assert L.spring_thaw(game) == ["A", "B"]
    assert [loc.frost for loc in game.locations] == [1, 0, 0]


def test_lost_city_only_on_tile_12():
    with pytest.raises(RuleViolation) as error:
        L.place_lost_city(game_with(tile=11), "Here")
    assert error.value.rule == "lost-city.tile"
    game = game_with(tile=12)
    L.place_lost_city(game, "Here")
    assert game.location("Here").lost_city


def test_lost_city_on_a_frozen_tile_is_not_placed_but_clears_tokens():
    game = game_with(tile=12, frost=2)
    outcome = L.place_lost_city(game, "Here")
    here = game.location("Here")
    assert not here.lost_city and here.frost == 0 and "not placed" in outcome


def test_lost_city_already_found_ignores_the_card():
    game = game_with(tile=12, lost_city=True)
    assert "ignored" in L.place_lost_city(game, "Here")


def test_tokens_never_in_home_territory_even_by_editing():
    game = game_with(frost=1)
    with pytest.raises(RuleViolation, match="home"):
        L.update_location(game, "Here", home_of="daqan")


def test_rune_city_needs_flourishing():
    with pytest.raises(RuleViolation) as error:
        L.add_location(make_game(), Location("X", city="rune_city"))
    assert error.value.rule == "city.rune-needs-flourishing"
    L.add_location(make_game(flourishing=True), Location("X", city="rune_city"))


def test_devastation_income_stops_at_the_track_maximum():
    game = game_with(controller="daqan", produces={"wood": 9})
    L.place_devastation(game, "Here")
    assert game.faction("daqan").wood == game.setup.base["resource_track_maximum"]


def test_locations_that_matter_are_picked_not_typed():
    from runewars_helpers import make_game as make

    from warbands_manager.companions.runewars.locations import add_location, quick_location

    game = make()
    home = quick_location(game, "home", "daqan")
    add_location(game, home)
    assert (home.name, home.home_of, home.controller) == ("Daqan home 1", "daqan", "daqan")
    assert quick_location(game, "home", "daqan").name == "Daqan home 2"
    fort = quick_location(game, "fortress", "uthuk")
    assert (fort.structure, fort.structure_owner) == ("fortress", "uthuk")
    assert quick_location(game, "city").city == "city"
    rune = quick_location(game, "rune", "daqan")
    assert rune.rune and not rune.rune_revealed  # face down from the start
