import pytest
from runewars_helpers import make_game, with_locations

from warbands_manager.companions.runewars import factions as F
from warbands_manager.companions.runewars import structures as S
from warbands_manager.companions.runewars.state import DevelopmentCard, Location, RuleViolation

CAPITAL_CARD = DevelopmentCard("Royal Seat", {"wood": 1, "ore": 1}, "capital")


def capital_game(**home):
    game = make_game(development_cards=True)
    fields = {"home_of": "daqan", "controller": "daqan", "structure": "fortress",
              "structure_owner": "daqan", **home}
    with_locations(game, Location("Home", **fields))
    F.acquire_development(game, "daqan", CAPITAL_CARD)
    return game


def test_capital_replaces_a_home_fortress_undamaged_keeping_its_outpost():
    game = capital_game(damaged=True, outposts=1)
    S.build_capital(game, "Home", "daqan")
    home = game.location("Home")
    assert (home.structure, home.damaged, home.outposts) == ("capital", False, 1)
    assert S.structure_strength(game, home) == 7


@pytest.mark.parametrize(("home", "rule"), [
    ({"home_of": "uthuk"}, "capital.home-only"),
    ({"home_of": ""}, "capital.home-only"),
    ({"structure": ""}, "capital.needs-fortress"),
    ({"structure_owner": "uthuk"}, "capital.needs-fortress"),
])
def test_capital_refused(home, rule):
    game = capital_game(**home)
    with pytest.raises(RuleViolation) as error:
        S.build_capital(game, "Home", "daqan")
    assert error.value.rule == rule


def test_capital_needs_its_development_card():
    game = with_locations(make_game(), Location("Home", home_of="daqan", structure="fortress",
                                                structure_owner="daqan"))
    with pytest.raises(RuleViolation) as error:
        S.build_capital(game, "Home", "daqan")
    assert error.value.rule == "capital.needs-card"


@pytest.mark.parametrize(("structure", "limit"), [("fortress", 1), ("capital", 2)])
def test_outposts_limit(structure, limit):
    game = with_locations(make_game(), Location("X", structure=structure,
                                                structure_owner="daqan"))
    S.set_outposts(game, "X", limit)
    with pytest.raises(RuleViolation):
        S.set_outposts(game, "X", limit + 1)


@pytest.mark.parametrize(("structure", "ore", "wood", "ok"), [
    ("capital", 2, 1, True), ("capital", 1, 1, False), ("capital", 2, 0, False),
    ("fortress", 1, 1, True), ("fortress", 0, 1, False),
])
def test_rebuild_costs(structure, ore, wood, ok):
    game = with_locations(make_game(), Location("X", structure=structure,
                                                structure_owner="daqan", damaged=True))
    daqan = game.faction("daqan")
    daqan.ore, daqan.wood = ore, wood
    if ok:
        S.rebuild_structure(game, "X")
        assert not game.location("X").damaged and (daqan.ore, daqan.wood) == (0, 0)
    else:
        with pytest.raises(RuleViolation, match="rebuilding costs"):
            S.rebuild_structure(game, "X")


def test_damaged_strengths_come_from_the_entered_base_numbers():
    game = with_locations(make_game(), Location("F", structure="fortress", damaged=True),
                          Location("C", structure="capital", damaged=True))
    game.setup.base.update(fortress_strength_damaged=2, capital_strength_damaged=5)
    assert S.structure_strength(game, game.location("F")) == 2
    assert S.structure_strength(game, game.location("C")) == 5


def test_no_fortress_on_tile_12():
    game = with_locations(make_game(), Location("T", tile=12))
    with pytest.raises(RuleViolation) as error:
        S.build_fortress(game, "T", "daqan")
    assert error.value.rule == "fortress.tile-12"


@pytest.mark.parametrize(("food", "ok"), [(3, True), (2, False)])
def test_development_card_full_cost(food, ok):
    game = make_game(development_cards=True)
    game.faction("daqan").food = food
    card = DevelopmentCard("Granary", {"food": 3})
    if ok:
        F.acquire_development(game, "daqan", card)
        assert game.faction("daqan").food == 0
    else:
        with pytest.raises(RuleViolation, match="full cost"):
            F.acquire_development(game, "daqan", card)


def test_development_cards_need_the_variant_and_stop_at_eight():
    with pytest.raises(RuleViolation) as error:
        F.acquire_development(make_game(), "daqan", DevelopmentCard("X"))
    assert error.value.rule == "development.off"
    game = make_game(development_cards=True)
    for n in range(8):
        F.acquire_development(game, "daqan", DevelopmentCard(f"Card {n}"))
    with pytest.raises(RuleViolation) as error:
        F.acquire_development(game, "daqan", DevelopmentCard("Ninth"))
    assert error.value.rule == "development.limit"


def test_influence_three_tokens():
    game = make_game()
    F.set_influence(game, "daqan", 4, 1)
    assert game.faction("daqan").influence_total == 7
    F.exchange_influence(game, "daqan")
    assert (game.faction("daqan").influence, game.faction("daqan").influence_threes) == (1, 2)
    with pytest.raises(RuleViolation):
        F.exchange_influence(game, "daqan")


@pytest.mark.parametrize(("value", "ok"), [(0, True), (8, True), (-1, False), (9, False)])
def test_resource_track_range(value, ok):
    game = make_game()
    if ok:
        F.set_resource(game, "daqan", "ore", value)
    else:
        with pytest.raises(RuleViolation):
            F.set_resource(game, "daqan", "ore", value)


def test_three_heroes_without_commanders():
    game = make_game()
    for name in ("A", "B", "C"):
        F.add_hero(game, "daqan", name)
    with pytest.raises(RuleViolation) as error:
        F.add_hero(game, "daqan", "D")
    assert error.value.rule == "heroes.limit"
    with pytest.raises(RuleViolation) as error:
        F.set_commander(game, "daqan", "A", True)
    assert error.value.rule == "heroes.commanders"


def test_three_heroes_plus_one_commander_or_two_with_general_lieutenant():
    game = make_game(commanders=True)
    for name in ("A", "B", "C"):
        F.add_hero(game, "daqan", name)
    F.add_hero(game, "daqan", "Cmd", commander=True)
    with pytest.raises(RuleViolation):
        F.add_hero(game, "daqan", "Cmd2", commander=True)
    F.set_general_lieutenant(game, "daqan", True)
    F.add_hero(game, "daqan", "Cmd2", commander=True)
    with pytest.raises(RuleViolation):
        F.add_hero(game, "daqan", "Cmd3", commander=True)
    F.defeat_hero(game, "daqan", "Cmd2")
    assert not game.faction("daqan").general_lieutenant


def test_general_lieutenant_needs_commanders_variant():
    with pytest.raises(RuleViolation) as error:
        F.set_general_lieutenant(make_game(), "daqan", True)
    assert error.value.rule == "general-lieutenant.off"


def test_peasants_three_tokens_with_popular_support():
    game = make_game(development_cards=True)
    with_locations(game, *[Location(f"L{n}", controller="daqan") for n in range(4)])
    with pytest.raises(RuleViolation):
        F.place_peasant(game, "L0")
    F.acquire_development(game, "daqan", DevelopmentCard("Popular Support", effect="peasants"))
    for n in range(3):
        F.place_peasant(game, f"L{n}")
    with pytest.raises(RuleViolation) as error:
        F.place_peasant(game, "L3")
    assert error.value.rule == "peasant.limit"
    F.remove_peasant(game, "L0")
    F.place_peasant(game, "L3")
