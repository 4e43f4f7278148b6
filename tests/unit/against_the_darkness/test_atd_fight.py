"""The Fight action: strength, wages, Medica, casualties, Redress, heroes, raid, new enemy."""

import pytest
from atd_games import make_game

from warbands_manager.companions.against_the_darkness.casualties import (
    Casualties,
    finish_casualties,
    next_target,
    resolve,
    save_means,
)
from warbands_manager.companions.against_the_darkness.fight import (
    all_same_requirement,
    begin_fight,
    check_strength,
    draw_enemy,
    medica_due,
    raid_and_pillage,
    salute_hero,
    send_to_medica,
    wages,
)
from warbands_manager.companions.against_the_darkness.roster import CaptainChoiceNeeded
from warbands_manager.companions.against_the_darkness.state import EnemyCard, Roster
from warbands_manager.companions.against_the_darkness.turns import RuleBroken


def card(vp, requirement, casualty="infantry"):
    return EnemyCard(vp, requirement, casualty)


def example_one_roster():
    roster = Roster()
    roster.add("cavalry", "red", 2)
    roster.add("archery", "blue", 1)
    roster.add("archery", "mercenary", 2)
    roster.add("infantry", "yellow", 1)
    roster.add("infantry", "black", 1)
    roster.add("heavy-infantry", "yellow", 2)
    return roster


EXAMPLE_ONE = [card(2, "cavalry"), card(3, "archery"), card(4, "infantry")]


def test_strength_example_one_meets_every_requirement():
    strength = check_strength(example_one_roster(), EXAMPLE_ONE, reduction=0)
    assert strength.shortfall == 0 and strength.can_fight


@pytest.mark.parametrize(("remove", "reduction", "giants", "can"), [
    (("cavalry", "red"), 0, False, False),          # one unit short at Rank 1
    (("cavalry", "red"), 1, False, True),           # Rank 2 reduces by one
    (("cavalry", "red"), 0, True, True),            # the Giants' extra mercenary
    (("heavy-infantry", "yellow"), 0, False, False),
])
def test_strength_one_unit_short(remove, reduction, giants, can):
    roster = example_one_roster()
    roster.add(*remove, -1)
    assert check_strength(roster, EXAMPLE_ONE, reduction, giants).can_fight is can


def test_honour_guard_and_heroes_never_count():
    roster = Roster()
    roster.add("honour-guard", "red", 5)
    roster.heroes["red"] = 3
    assert check_strength(roster, [card(2, "infantry")], 0).shortfall == 2


def example_two_roster():
    roster = Roster()
    roster.add("infantry", "yellow", 1)
    roster.add("infantry", "black", 1)
    roster.add("heavy-infantry", "yellow", 2)
    roster.add("cavalry", "red", 2)
    roster.add("heavy-cavalry", "white", 1)
    return roster


@pytest.mark.parametrize(("reduction", "can"), [(3, True), (2, False)])
def test_strength_example_two_needs_rank_four(reduction, can):
    cards = [card(3, "infantry"), card(3, "cavalry"), card(4, "heavy")]
    strength = check_strength(example_two_roster(), cards, reduction)
    assert strength.shortfall == 3 and strength.can_fight is can


def test_a_heavy_unit_fills_one_need_not_two():
    roster = Roster()
    roster.add("heavy-cavalry", "red", 1)
    assert check_strength(roster, [card(2, "cavalry")], 0).shortfall == 1
    cards = [card(1, "cavalry"), card(1, "heavy")]
    assert check_strength(roster, cards, 0).shortfall == 1
    assert check_strength(roster, [card(1, "infantry")], 0).shortfall == 1  # its own type only


def wage_roster():
    roster = Roster()
    for platoon, owner in [("infantry", "mercenary"), ("cavalry", "mercenary"),
                           ("archery", "red"), ("heavy-infantry", "yellow"),
                           ("honour-guard", "yellow")]:
        roster.add(platoon, owner)
        roster.captains[platoon] = owner
    return roster


@pytest.mark.parametrize(("rank", "bypass", "owed"), [
    (1, [], {"mercenary": 2, "yellow": 2}),
    (2, ["heavy-infantry"], {"mercenary": 2, "yellow": 1}),
    (3, ["infantry", "cavalry"], {"yellow": 2}),
    (4, ["infantry", "cavalry", "honour-guard"], {"yellow": 1}),
])
def test_wages(rank, bypass, owed, rules):
    assert wages(wage_roster(), "red", bypass, rank, rules) == owed


@pytest.mark.parametrize(("rank", "bypass"), [
    (1, ["infantry"]), (2, ["infantry", "cavalry"]), (4, ["archery"]),  # own captain
])
def test_wage_bypass_limits(rank, bypass, rules):
    with pytest.raises(RuleBroken):
        wages(wage_roster(), "red", bypass, rank, rules)


@pytest.mark.parametrize(("race", "scouts", "battlefield", "vp", "due"), [
    ("giants", {}, "the-branches", 2, 0),
    ("giants", {}, "the-branches", 3, 1),
    ("giants", {}, "the-branches", 4, 2),
    ("giants", {"lorendale": 1}, "the-branches", 4, 1),   # the rulebook's example
    ("giants", {"lorendale": 1}, "the-branches", 3, 0),
    ("giants", {"kholdrum": 1, "shenaru": 1}, "thrells-gap", 4, 0),
    ("giants", {"zhoni": 2}, "thrells-gap", 4, 2),        # not adjacent
    ("elementals", {}, "the-branches", 4, 0),
])
def test_medica_due(race, scouts, battlefield, vp, due, rules):
    game = make_game(2, races=[race, "elves"])
    game.players[0].scouts = dict.fromkeys(game.players[0].scouts, 0) | scouts
    assert medica_due(game, "red", battlefield, vp, rules) == due


def test_medica_takes_reserve_first_then_platoons(game):
    game.players[0].reserve = 1
    game.roster.add("heavy-cavalry", "red")
    game.roster.heroes["red"] = 1
    assert send_to_medica(game, "red", 2) == ["reserve", "heavy-cavalry"]
    assert send_to_medica(game, "red", 2) == ["war-heroes"]  # then nothing left
    assert game.players[0].medica == 3


def casualty_example_game():
    game = make_game(4, races=["giants", "elves", "halflings", "dwarves"])
    # red, yellow, black, blue
    roster = game.roster
    roster.units["cavalry"] = {"red": 3, "yellow": 2, "blue": 1}
    roster.captains["cavalry"] = "red"
    roster.units["heavy-cavalry"] = {"blue": 1, "black": 1, "red": 1}
    roster.captains["heavy-cavalry"] = "blue"
    for p in game.players:
        p.scouts = dict.fromkeys(p.scouts, 0)
        p.gold = 5
    game.player("red").scouts["shenaru"] = 2
    game.player("yellow").scouts["ela-vethera"] = 2
    game.player("blue").scouts["shenaru"] = 1
    game.player("blue").scouts["ela-vethera"] = 1
    return game


def test_rulebook_casualty_example(rules):
    game = casualty_example_game()
    cas = Casualties("black", "guardians-of-vethera", "cavalry")
    steps = [  # (level, options, owner chosen, save?)
        (1, ["red"], "red", True), (1, ["red"], "red", True), (1, ["red"], "red", False),
        (2, ["blue", "yellow"], "blue", True), (2, ["yellow"], "yellow", True),
        (2, ["yellow"], "yellow", True), (3, ["blue"], "blue", True),
        (4, ["black", "red"], "red", False),
    ]
    for level, options, owner, save in steps:
        target = next_target(game, cas)
        assert (target.level, target.options) == (level, options)
        if level == 4:
            assert target.chooser == "blue"
            assert save_means(game, cas, target.platoon, "red", rules) is None  # scouts used
        resolve(game, cas, target, owner, save, rules)
    assert next_target(game, cas) is None
    assert cas.taken == [("cavalry", "red"), ("heavy-cavalry", "red")]
    assert game.player("red").gold == 3 and game.player("red").reserve == 9
    assert finish_casualties(game, cas, rules) == ["red"]
    assert game.player("red").redress == 1


def test_only_scouts_beside_the_battlefield_save(rules):
    game = casualty_example_game()
    cas = Casualties("black", "the-branches", "cavalry")  # lorendale / zhoni
    target = next_target(game, cas)
    assert save_means(game, cas, target.platoon, "red", rules) is None
    with pytest.raises(RuleBroken, match="cannot save"):
        resolve(game, cas, target, "red", True, rules)


def test_minotaurs_save_without_scouts_but_not_in_the_honour_guard(rules):
    game = make_game(2, races=["minotaurs", "elves"])
    game.players[0].scouts = dict.fromkeys(game.players[0].scouts, 0)
    game.roster.units["infantry"] = {"red": 1}
    game.roster.captains["infantry"] = "red"
    game.roster.units["honour-guard"] = {"red": 1}
    game.roster.captains["honour-guard"] = "red"
    cas = Casualties("yellow", "the-branches", "infantry")
    assert save_means(game, cas, "infantry", "red", rules) == "minotaurs"
    assert save_means(game, cas, "honour-guard", "red", rules) is None
    game.players[0].gold = 0
    assert save_means(game, cas, "infantry", "red", rules) is None


def test_mercenary_casualties_leave_the_game_and_the_fighter_picks_for_them(rules):
    game = make_game(2)
    game.roster.add("infantry", "red", 1)
    game.roster.add("infantry", "yellow", 1)
    cas = Casualties("yellow", "the-branches", "infantry", needed=3)
    target = next_target(game, cas)
    assert (target.level, target.options) == (1, ["mercenary"])
    resolve(game, cas, target, "mercenary", False, rules)
    resolve(game, cas, next_target(game, cas), "mercenary", False, rules)
    assert game.roster.count("infantry", "mercenary") == 0
    target = next_target(game, cas)  # the mercenaries still captain until the recount
    assert target.options == ["red", "yellow"] and target.chooser == "yellow"
    resolve(game, cas, target, "red", False, rules)
    assert cas.done and next_target(game, cas) is None
    with pytest.raises(CaptainChoiceNeeded):  # yellow alone now; no tie
        finish_casualties(game, Casualties("yellow", "the-branches", "cavalry", taken=[]),
                          rules) if game.roster.count("infantry", "yellow") == 0 else (
            _ for _ in ()).throw(CaptainChoiceNeeded("infantry", None, []))
    assert finish_casualties(game, cas, rules) == ["red"]
    assert game.roster.captains["infantry"] == "yellow"


def test_a_tie_under_a_mercenary_captain_needs_a_pick(rules):
    game = make_game(2)
    game.roster.add("infantry", "red", 2)
    game.roster.add("infantry", "yellow", 2)
    game.roster.add("infantry", "mercenary", -1)
    with pytest.raises(CaptainChoiceNeeded) as asked:
        finish_casualties(game, Casualties("yellow", "the-branches", "infantry"), rules)
    assert asked.value.chooser == "mercenary"
    finish_casualties(game, Casualties("yellow", "the-branches", "infantry"), rules,
                      {"infantry": "red"})
    assert game.roster.captains["infantry"] == "red"


def test_redress_is_drawn_from_the_fighter_clockwise(rules):
    game = make_game(3)
    cas = Casualties("yellow", "the-branches", "infantry", taken=[
        ("infantry", "red"), ("infantry", "black")])
    assert finish_casualties(game, cas, rules) == ["black", "red"]


def test_full_fight_steps(rules):
    game = make_game(2, races=["giants", "elves"])
    game.upgraded = True
    game.battlefields["guardians-of-vethera"].gold = 2
    game.roster.add("honour-guard", "yellow", 2)
    game.roster.captains["honour-guard"] = "yellow"
    game.players[0].gold = 5
    start = begin_fight(game, "guardians-of-vethera", [], "zhoni", rules)
    red, yellow = game.players
    # Wages: three mercenary captains (supply) and yellow's honour guard captain.
    assert start.wages == {"mercenary": 3, "yellow": 1}
    assert red.gold == 5 - 4 + 2 and yellow.gold == 4
    assert red.enemy_cards[0].gold_taken == 2 and red.intel["zhoni"] == 1
    assert start.refill == "the-branches"
    assert salute_hero(game) == "yellow" and game.roster.heroes["yellow"] == 1
    raid_and_pillage(game, rules)
    assert game.battlefields["thrells-gap"].gold == 1
    assert game.battlefields["guardians-of-vethera"].gold == 0
    draw_enemy(game, start.refill, card(3, "infantry"))
    assert game.battlefields["the-branches"].card.vp == 3
    assert game.battlefields["guardians-of-vethera"].card is None
    assert not all_same_requirement(game)


def test_fight_refused_without_gold_or_strength(rules):
    game = make_game(2)
    game.upgraded = True
    game.players[0].gold = 2
    with pytest.raises(RuleBroken, match="wages"):
        begin_fight(game, "thrells-gap", [], None, rules)
    game.roster.units["cavalry"] = {}
    with pytest.raises(RuleBroken, match="short"):
        begin_fight(game, "thrells-gap", [], None, rules)


def test_no_more_fights_once_the_enemy_deck_is_empty(rules):
    game = make_game(2)
    game.upgraded = True
    draw_enemy(game, "the-branches", None)
    assert game.enemy_deck_empty
    with pytest.raises(RuleBroken, match="Enemy deck ran out"):
        begin_fight(game, "thrells-gap", [], None, rules)


def test_no_war_hero_without_an_honour_guard_captain_of_a_player(game):
    assert salute_hero(game) is None and game.roster.heroes == {}


def test_a_redress_train_recounts_captaincy(rules):
    from warbands_manager.companions.against_the_darkness.roster import RESERVE, Move
    from warbands_manager.companions.against_the_darkness.turns import redress_train

    game = make_game(2)
    game.players[1].redress = 1
    game.roster.add("archery", "yellow", 2)
    redress_train(game, "yellow", Move(RESERVE, "archery"), rules)  # not yellow's turn: fine
    assert game.roster.captains["archery"] == "yellow" and game.players[1].redress == 0
    with pytest.raises(RuleBroken, match="no Redress"):
        redress_train(game, "yellow", Move(RESERVE, "archery"), rules)


def test_three_cards_of_one_type_are_replaced_and_the_gold_stays(rules):
    from warbands_manager.companions.against_the_darkness.fight import replace_all

    game = make_game(2)
    for name in ("thrells-gap", "guardians-of-vethera", "lonespire-peak"):
        game.battlefields[name].card = card(2, "cavalry")
    game.battlefields["lonespire-peak"].gold = 2
    assert all_same_requirement(game)
    with pytest.raises(RuleBroken, match="3 new"):
        replace_all(game, [card(3, "heavy")])
    replace_all(game, [card(3, "heavy"), card(2, "infantry"), card(4, "archery")])
    assert not all_same_requirement(game)
    assert game.battlefields["lonespire-peak"].card.vp == 4
    assert game.battlefields["lonespire-peak"].gold == 2
