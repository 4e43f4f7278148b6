"""Which actions can be selected now, and why not (one source for the rules and the page)."""

from atd_games import make_game

from warbands_manager.companions.against_the_darkness.availability import action_blockers
from warbands_manager.companions.against_the_darkness.fight import fight_blocker, least_wages


def test_fight_cannot_be_selected_when_wages_cannot_be_paid(rules):
    game = make_game(2)
    game.upgraded = True
    # three mercenary captains: 3 gold at Rank 1
    assert least_wages(game, "red", rules) == 3
    game.players[0].gold = 2
    reason = fight_blocker(game, rules)
    assert "wages" in reason and "2 gold" in reason
    game.players[0].gold = 3  # exactly enough
    assert fight_blocker(game, rules) == ""


def test_a_higher_fight_rank_bypasses_captains_in_the_check(rules):
    game = make_game(2)
    game.upgraded = True
    game.players[0].ranks["fight"] = 3  # bypass two of the three
    game.players[0].gold = 1
    assert least_wages(game, "red", rules) == 1
    assert fight_blocker(game, rules) == ""
    game.players[0].gold = 0
    assert "wages" in fight_blocker(game, rules)


def test_blockers_before_the_upgrade_and_after_three_actions(rules):
    game = make_game(2)
    blocked = action_blockers(game, rules)
    assert blocked["upgrade"] == ""
    assert "upgrade" in blocked["tax"] and "upgrade" in blocked["fight"]
    assert "three actions" in blocked["end_turn"]
    game.upgraded = True
    blocked = action_blockers(game, rules)
    assert blocked["tax"] == "" and "already" in blocked["upgrade"]
    game.actions_taken = 3
    blocked = action_blockers(game, rules)
    assert "three actions taken" in blocked["tax"] and blocked["end_turn"] == ""


def test_scout_needs_reserve_and_gold(rules):
    game = make_game(2, races=["dwarves", "elves"])
    game.upgraded = True
    game.players[0].gold = 4  # one scout costs 5 at Rank 1
    assert "5 gold" in action_blockers(game, rules)["scout"]
    game.players[0].gold = 5
    assert action_blockers(game, rules)["scout"] == ""
    game.players[0].reserve = 0
    assert "reserve" in action_blockers(game, rules)["scout"]


def test_heal_and_redress_need_something_to_use(rules):
    game = make_game(2)
    blocked = action_blockers(game, rules)
    assert "Medica" in blocked["heal"] and "Redress" in blocked["redress"]
