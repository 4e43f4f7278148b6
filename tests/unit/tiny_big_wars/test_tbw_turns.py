from dataclasses import replace

import pytest

from warbands_manager.companions.tiny_big_wars import actions
from warbands_manager.companions.tiny_big_wars.economy import has_cube, population, production
from warbands_manager.companions.tiny_big_wars.state import RuleError


def with_card(game, name, **changes):
    new = game.copy()
    new.cards[name] = new.cards[name] | changes
    return new.copy()


def broken(call):
    with pytest.raises(RuleError) as error:
        call()
    return error.value.rule


def test_collect_takes_crops_and_market_at_the_cube(game):
    after = actions.collect(game, "Ann")
    assert (after.player("Ann").gold, after.player("Ann").food) == (1, 1)
    assert after.phase == "actions" and game.phase == "collect"  # the old state is untouched
    assert broken(lambda: actions.collect(after, "Ann")) == "turn.collect-phase"


def test_territories_and_buildings_give_to_the_player_with_armies_there(game):
    game = with_card(game, "Plain Town", gold=2)
    game.forces["Plain Town"] = {"Ann": {"Rosey": 1}}
    assert [line[0] for line in production(game, "Ann")] == ["Crumbling Citadel crops and market"]
    game.forces["Plain Town"] = {"Ann": {"Nightfang": 1}}
    assert ("Plain Town", 2, 0) in production(game, "Ann")


@pytest.mark.parametrize("gold_before, gold_after", [(8, 9), (9, 10), (10, 10)])
def test_storage_is_capped_at_its_maximum(game, gold_before, gold_after):
    game.player("Ann").gold = gold_before
    assert actions.collect(game, "Ann").player("Ann").gold == gold_after


def test_storage_cube_comes_off_below_one(game):
    ann = game.player("Ann")
    assert not has_cube(game, ann, "gold")
    ann.gold = 1
    assert has_cube(game, ann, "gold")


def test_storage_without_a_maximum_asks_for_it(game):
    game = with_card(game, "Black Rose Storage", storage_gold=None)
    assert broken(lambda: actions.collect(game, "Ann")) == "storage.max-missing"


def ready(game, gold=0, food=0):
    game = actions.collect(game, "Ann")
    game.player("Ann").gold, game.player("Ann").food = gold, food
    return game


@pytest.mark.parametrize("track, gold, food, ok", [
    ("population", 3, 0, True),  # spot 2 costs exactly 3 gold
    ("population", 2, 0, False),
    ("crops", 2, 0, True),
    ("market", 0, 2, True),
    ("market", 5, 1, False),  # market spot 2 costs food, not gold
])
def test_upgrade_pays_the_cost_of_the_next_spot(game, track, gold, food, ok):
    game = ready(game, gold, food)
    if not ok:
        assert broken(lambda: actions.upgrade(game, "Ann", 0, track)) == "cost.unaffordable"
        return
    after = actions.upgrade(game, "Ann", 0, track)
    assert getattr(after.castles[0], track) == 1
    assert (after.player("Ann").gold, after.player("Ann").food) == (0, 0)


def test_upgrade_stops_at_the_end_of_the_track(game):
    game = ready(game, 10, 10)
    game.castles[0].crops = 2
    assert broken(lambda: actions.upgrade(game, "Ann", 0, "crops")) == "upgrade.track-full"
    assert broken(lambda: actions.upgrade(game, "Ann", 1, "crops")) == "castle.not-yours"


def test_actions_need_collect_first_and_your_turn(game):
    assert broken(lambda: actions.upgrade(game, "Ann", 0, "crops")) == "turn.actions-phase"
    assert broken(lambda: actions.collect(game, "Bob")) == "turn.not-yours"


def test_recruit_on_an_owned_castle(game):
    game = ready(game, 1)
    after = actions.recruit(game, "Ann", "Nightfang", 0)
    assert after.forces["Blood Moon"]["Ann"]["Nightfang"] == 2 and after.player("Ann").gold == 0
    assert broken(lambda: actions.recruit(game, "Ann", "Skelly Infantry", 0)) == "card.not-yours"
    assert broken(lambda: actions.recruit(game, "Ann", "Rosey", 0)) in ("tokens.none-left",
                                                                         "cost.unaffordable")


def test_build_castle_needs_armies_and_no_castle(game):
    game = ready(game, 10)
    assert broken(lambda: actions.build_castle(game, "Ann", "Black Rose Keep", "Blood Moon")) \
        == "castle.already-there"
    assert broken(lambda: actions.build_castle(game, "Ann", "Black Rose Keep", "Plain Town")) \
        == "castle.needs-armies"
    game.forces["Plain Town"] = {"Ann": {"Nightfang": 1}}
    after = actions.build_castle(game, "Ann", "Black Rose Keep", "Plain Town")
    keep = after.castles[-1]
    assert (keep.territory, keep.population, keep.crops, keep.market) == ("Plain Town", 0, 0, 0)
    assert after.player("Ann").gold == 6


def test_move_costs_one_food_and_needs_an_adjacent_territory(game):
    game = ready(game, 0, 1)
    assert broken(lambda: actions.move(game, "Ann", "Blood Moon", "Dead Marsh",
                                       {"Nightfang": 1})) == "move.not-adjacent"
    game.encounters[0].defeated = True
    after = actions.move(game, "Ann", "Blood Moon", "Plain Town", {"Nightfang": 1, "Rosey": 1})
    assert after.player("Ann").food == 0 and after.owners["Plain Town"] == "Ann"
    assert after.forces["Plain Town"]["Ann"] == {"Nightfang": 1, "Rosey": 1}
    assert broken(lambda: actions.move(after, "Ann", "Plain Town", "Blood Moon",
                                       {"Nightfang": 1})) == "cost.unaffordable"


def test_moving_into_an_encounter_or_enemy_starts_a_war(game):
    game = ready(game, 0, 2)
    after = actions.move(game, "Ann", "Blood Moon", "Plain Town", {"Nightfang": 1})
    assert after.war.sides == ["Ann", "encounter:Patches"]
    assert broken(lambda: actions.end_turn(after, "Ann")) == "war.in-progress"


def test_turns_pass_in_order_and_rounds_count(game):
    after = actions.end_turn(actions.collect(game, "Ann"), "Ann")
    assert after.current_player.name == "Bob" and after.round == 1 and after.phase == "collect"
    after = actions.end_turn(actions.collect(after, "Bob"), "Bob")
    assert after.current_player.name == "Ann" and after.round == 2


@pytest.mark.parametrize("spot, wins", [(3, False), (8, False), (9, True), (10, True)])
def test_population_nine_wins_at_the_start_of_the_turn(game, spot, wins):
    # A made-up track 1..10: the value on the cube's spot is the castle's population.
    game = with_card(game, "Crumbling Citadel",
                     population_track=", ".join(str(v) for v in range(1, 11)))
    game.castles[0].population = spot - 1
    assert population(game, "Ann") == spot
    game = actions.end_turn(actions.collect(game, "Ann"), "Ann")
    game = actions.end_turn(actions.collect(game, "Bob"), "Bob")
    assert (game.winner == "Ann") is wins
    if wins:
        assert broken(lambda: actions.collect(game, "Ann")) == "game.over"


def test_owning_plain_town_gives_the_ninth_population(game):
    game = with_card(game, "Crumbling Citadel",
                     population_track=", ".join(str(v) for v in range(1, 11)))
    game.castles[0].population = 7  # 8 population
    assert population(game, "Ann") == 8
    game.owners["Plain Town"] = "Ann"
    assert population(game, "Ann") == 9


def test_unentered_costs_are_named(game):
    game = with_card(game, "Nightfang", cost_gold=None)
    game = ready(game, 5)
    assert broken(lambda: actions.recruit(game, "Ann", "Nightfang", 0)) == "cost.missing"


def test_with_card_helper_changes_only_the_copy(game):
    changed = with_card(game, "Plain Town", gold=3)
    assert game.card("Plain Town").gold == 0 and changed.card("Plain Town").gold == 3
    assert replace(changed.card("Plain Town"), gold=0) == game.card("Plain Town")
