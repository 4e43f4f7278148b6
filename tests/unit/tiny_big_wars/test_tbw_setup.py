import random
from dataclasses import replace

import pytest

from warbands_manager.companions.tiny_big_wars.cards import card_from_dict
from warbands_manager.companions.tiny_big_wars.setup import check_setup, layout
from warbands_manager.companions.tiny_big_wars.start import new_game
from warbands_manager.companions.tiny_big_wars.state import RuleError


def rules_broken(problems):
    return sorted({p.rule for p in problems if p.blocking})


def test_starter_box_passes_the_faction_check(cards, rules, starter_players):
    assert rules_broken(check_setup(cards, rules, starter_players, ["Patches"])) == []


@pytest.mark.parametrize("drop, rule", [
    ("Rosey", "setup.min_warlords"),
    ("Batlings", "setup.min_armies"),
    ("Black Rose Keep", "setup.min_castles"),
    ("Black Rose Storage", "setup.min_storage"),
    ("Blood Moon", "setup.min_home_territories"),
])
def test_each_minimum_breaks_alone(cards, rules, starter_players, drop, rule):
    # Both players drop the same type so only the minimum (not "same cards") is broken.
    partner = {"Rosey": "Bones", "Batlings": "Banshee", "Black Rose Keep": "Necropolis",
               "Black Rose Storage": "Forsaken Storage", "Blood Moon": "Dead Marsh"}[drop]
    ann, bob = starter_players
    ann.deck.remove(drop)
    bob.deck.remove(partner)
    if drop == "Batlings":
        ann.starting_armies = {"Nightfang": 2}
    broken = rules_broken(check_setup(cards, rules, starter_players))
    assert rule in broken
    assert set(broken) - {rule, "setup.starting-castle"} == set()


def test_minimums_sit_exactly_on_their_limit(cards, rules, starter_players):
    ann = starter_players[0]
    counts = {t: sum(1 for n in ann.deck if cards[n].type == t) for t in ("warlord", "army",
                                                                          "castle", "storage")}
    assert counts == {"warlord": 1, "army": 2, "castle": 2, "storage": 1}
    assert check_setup(cards, rules, starter_players) == []


def test_foreign_faction_symbol_is_refused_but_no_symbol_fits_any(cards, rules, starter_players):
    ann, bob = starter_players
    ann.deck[ann.deck.index("Batlings")] = "Banshee"
    ann.starting_armies = {"Nightfang": 2}
    assert rules_broken(check_setup(cards, rules, starter_players)) == ["setup.faction"]
    cards = cards | {"Banshee": replace(cards["Banshee"], faction=None)}
    assert rules_broken(check_setup(cards, rules, starter_players)) == []


def test_players_must_bring_the_same_numbers_and_types(cards, rules, starter_players):
    cards = cards | {"Ghoul": card_from_dict({"name": "Ghoul", "type": "army",
                                              "faction": "Forsaken", "cost_gold": 1})}
    starter_players[1].deck.append("Ghoul")
    assert rules_broken(check_setup(cards, rules, starter_players)) == ["setup.same-cards"]


@pytest.mark.parametrize("armies, broken", [
    ({"Nightfang": 2}, []),  # exactly 2 gold
    ({"Nightfang": 3}, ["setup.starting-army-gold"]),
    ({"Nightfang": 1}, ["setup.starting-army-gold"]),
    ({"Bones": 2}, ["setup.starting-armies"]),
])
def test_starting_armies_are_worth_two_gold(cards, rules, starter_players, armies, broken):
    starter_players[0].starting_armies = armies
    assert rules_broken(check_setup(cards, rules, starter_players)) == broken


def test_unentered_costs_are_a_warning_not_a_block(rules, starter_players):
    from warbands_manager.companions.tiny_big_wars.catalog import load_cards
    from warbands_manager.companions.tiny_big_wars.model import data_folder

    bare = load_cards(data_folder(), placeholders=False)
    problems = check_setup(bare, rules, starter_players, ["Patches"])
    assert rules_broken(problems) == []
    assert any(p.rule == "setup.values-missing" and "Rosey" in p.message for p in problems)


def test_two_player_line_has_three_random_territories_between(rules):
    rng = random.Random(3)
    order, adjacency, drawn = layout(["A", "B"], ["r1", "r2", "r3", "r4"], rules, rng)
    assert order[0] == "A" and order[-1] == "B" and len(drawn) == 3 == len(order) - 2
    assert adjacency["A"] == [order[1]] and adjacency["B"] == [order[3]]


def test_starter_layout_is_blood_moon_plain_town_dead_marsh(game):
    assert game.territories == ["Blood Moon", "Plain Town", "Dead Marsh"]
    assert game.encounters[0].territory == "Plain Town" and game.encounters[0].damage == 0


def test_three_players_ring_with_a_random_territory_either_side(rules):
    order, adjacency, drawn = layout(["A", "B", "C"], [f"r{i}" for i in range(8)], rules,
                                     random.Random(1))
    assert len(drawn) == 6 and len(order) == 9
    for home in "ABC":
        assert all(neighbour.startswith("r") for neighbour in adjacency[home])
    # neighbouring players' territories touch, and the ring closes
    assert order[0] in adjacency[order[-1]]
    assert all(len(n) == 2 for n in adjacency.values())


def test_starting_forces(game):
    assert game.forces["Blood Moon"]["Ann"] == {"Rosey": 1, "Nightfang": 1, "Batlings": 1}
    assert game.owners["Blood Moon"] == "Ann" and game.owners["Plain Town"] is None
    citadel = game.castles[0]
    assert (citadel.card, citadel.population, citadel.crops, citadel.market) == \
        ("Crumbling Citadel", 0, 0, 0)
    assert game.player("Ann").health == {"Rosey": 0}
    assert game.players[1].health == {"Bones": 0, "Banshee": 0}


def test_blocked_setup_cannot_start(cards, rules, starter_players):
    starter_players[0].starting_armies = {"Nightfang": 5}
    with pytest.raises(RuleError) as error:
        new_game(cards, rules, starter_players, [], random.Random(1))
    assert error.value.rule == "setup.starting-army-gold"


def test_the_bare_starter_box_starts_and_asks_for_values_when_needed(rules, starter_players):
    from warbands_manager.companions.tiny_big_wars import actions
    from warbands_manager.companions.tiny_big_wars.catalog import load_cards
    from warbands_manager.companions.tiny_big_wars.model import data_folder

    cards = load_cards(data_folder(), placeholders=False)
    game = new_game(cards, rules, starter_players, ["Patches"], random.Random(1))
    with pytest.raises(RuleError) as error:
        actions.collect(game, "Ann")
    assert error.value.rule == "storage.max-missing" and "Black Rose Storage" in str(error.value)


def test_the_shipped_starter_box_plays_its_first_turn_on_placeholders(rules, starter_players):
    from warbands_manager.companions.tiny_big_wars import actions
    from warbands_manager.companions.tiny_big_wars.model import shipped

    cards = shipped()[1]
    problems = check_setup(cards, rules, starter_players, ["Patches"])
    assert not [p for p in problems if p.rule == "setup.values-missing"]
    notice = next(p for p in problems if p.rule == "setup.placeholders")
    assert "assumed — replace with your cards" in notice.message and not notice.blocking
    game = new_game(cards, rules, starter_players, ["Patches"], random.Random(1))
    game = actions.collect(game, game.current_player.name)  # refused before the placeholders
    game = actions.end_turn(game, game.current_player.name)
    assert game.current_player.name == starter_players[1].name
