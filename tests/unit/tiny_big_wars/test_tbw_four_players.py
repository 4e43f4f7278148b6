"""A 4-player game with cards the players made in the card editor (a new faction and more)."""

import random

import pytest

from warbands_manager.companions.tiny_big_wars import actions, war
from warbands_manager.companions.tiny_big_wars.cards import card_from_dict, edited
from warbands_manager.companions.tiny_big_wars.setup import SetupPlayer, check_setup, default_deck
from warbands_manager.companions.tiny_big_wars.start import new_game
from warbands_manager.rules.dice import Dice


def copy_faction(cards, source, faction, prefix):
    made = {}
    for card in cards.values():
        if card.faction == source:
            data = card.to_dict() | {"name": f"{prefix} {card.name}", "faction": faction}
            made[data["name"]] = card_from_dict(data)
    return made


@pytest.fixture
def four(cards):
    cards = dict(cards)
    cards |= copy_faction(cards, "Black Rose", "Goblins", "Gob")
    cards |= copy_faction(cards, "Forsaken", "Dwarfs", "Dwarf")
    for number in range(1, 10):
        cards[f"Wilds {number}"] = card_from_dict({"name": f"Wilds {number}",
                                                   "type": "territory", "food": 1})
    cards["Gob Nightfang"] = edited(cards["Gob Nightfang"], {"dice": 2, "to_hit": 3})
    return cards


def players(cards):
    chosen = [("Ann", "Black Rose", "Nightfang"), ("Bob", "Forsaken", "Skelly Infantry"),
              ("Cat", "Goblins", "Gob Nightfang"), ("Dan", "Dwarfs", "Dwarf Skelly Infantry")]
    result = []
    for name, faction, army in chosen:
        deck = default_deck(cards, faction)
        castle = next(n for n in deck if cards[n].type == "castle")
        result.append(SetupPlayer(name, faction, deck, castle, {army: 2}))
    return result


def test_four_players_set_up_on_a_ring(four, rules):
    assert [p for p in check_setup(four, rules, players(four)) if p.blocking] == []
    game = new_game(four, rules, players(four), [], random.Random(2))
    assert len(game.territories) == 4 + 8
    homes = [p.home for p in game.players]
    for home in homes:
        assert not set(game.adjacency[home]) & set(homes)
    assert sum(len(n) for n in game.adjacency.values()) == 2 * len(game.territories)


def test_four_player_turns_war_and_elimination(four, rules):
    game = new_game(four, rules, players(four), [], random.Random(2))
    cat_home = game.player("Cat").home
    # Cat's neighbour territory: Ann's whole force walks there via the ring (test shortcut).
    target = game.adjacency[cat_home][0]
    game.forces[target] = {"Ann": game.forces[game.player("Ann").home].pop("Ann")}
    for name in ("Ann", "Bob"):
        game = actions.end_turn(actions.collect(game, name), name)
    game = actions.collect(game, "Cat")
    game = actions.move(game, "Cat", cat_home, target, {"Gob Nightfang": 2, "Gob Rosey": 1})
    assert game.war.sides == ["Ann", "Cat"]
    dice = Dice(random.Random(1))
    groups = {(g.side, g.card): g.dice for g in war.groups(game)}
    assert groups[("Cat", "Gob Nightfang")] == 4  # edited: 2 dice per token, 2 tokens
    rolls = {("Ann", "Rosey"): [1, 1, 1], ("Ann", "Nightfang"): [1, 1],
             ("Cat", "Gob Rosey"): [6, 6, 6], ("Cat", "Gob Nightfang"): [3, 3, 3, 3]}
    for (side, card), values in rolls.items():
        game = war.roll(game, dice, side, card, values)
    assert game.war.order == ["Cat", "Ann"] and game.war.hits == {"Ann": 0, "Cat": 7}
    game = war.assign(game, "Cat", "Ann", "Nightfang", 2)
    game = war.assign(game, "Cat", "Ann", "Rosey", 3)
    assert game.player("Ann").out and game.winner is None  # three players still stand
    assert all("Ann" not in units for units in game.forces.values())
    assert not game.castles_of("Ann") and "Ann" not in game.owners.values()
    assert game.owners[target] == "Cat" and game.war is None
    game = actions.end_turn(game, "Cat")
    assert game.current_player.name == "Dan"
    game = actions.end_turn(actions.collect(game, "Dan"), "Dan")
    assert game.current_player.name == "Bob" and game.round == 2  # Ann is skipped
