"""End Game Scoring, table-driven: each category on and just past its limits, ties, and the
rulebook's final scoring example rebuilt from a board state."""

import pytest

from warbands_manager.companions.against_the_darkness.endstate import end_players, score_json
from warbands_manager.companions.against_the_darkness.scoring import (
    EndPlayer,
    category_vp,
    score_game,
    scout_controllers,
)
from warbands_manager.companions.against_the_darkness.state import EnemyCard, Game, Player


def player(name="A", **values):
    scouts = {"kholdrum": 0, "shenaru": 0, "ela-vethera": 0, "lorendale": 0, "zhoni": 0}
    intel = dict(scouts)
    scouts.update(values.pop("scouts", {}))
    intel.update(values.pop("intel", {}))
    return EndPlayer(name=name, scouts=scouts, intel=intel, **values)


@pytest.mark.parametrize(("end", "category", "vp"), [
    (player(enemy_cards=[2, 3, 4]), "enemy_cards", 9),
    (player(enemy_cards=[]), "enemy_cards", 0),
    (player(war_heroes=3), "war_heroes", 6),
    (player(captains=2), "captains", 2),
    (player(medica=2), "medica", -4),
    # Converted gold: exactly three gold per VP, one VP per scout or war hero.
    (player(gold=9, scouts={"zhoni": 3}), "converted_gold", 3),      # on both limits
    (player(gold=8, scouts={"zhoni": 3}), "converted_gold", 2),      # one gold short
    (player(gold=12, scouts={"zhoni": 3}), "converted_gold", 3),     # scouts limit
    (player(gold=12, scouts={"zhoni": 2}, war_heroes=1), "converted_gold", 3),
    (player(gold=30), "converted_gold", 0),                          # no scout, no hero
    # Matching intel: scouts × cards per realm, capped at 12 per realm, not overall.
    (player(scouts={"shenaru": 3}, intel={"shenaru": 2}), "matching_intel", 6),
    (player(scouts={"kholdrum": 3}, intel={"kholdrum": 4}), "matching_intel", 12),  # on cap
    (player(scouts={"kholdrum": 4}, intel={"kholdrum": 4}), "matching_intel", 12),  # past cap
    (player(scouts={"kholdrum": 4, "zhoni": 4}, intel={"kholdrum": 4, "zhoni": 4}),
     "matching_intel", 24),
    (player(scouts={"zhoni": 0}, intel={"zhoni": 4}), "matching_intel", 0),  # no scouts there
])
def test_each_category(end, category, vp, rules):
    control = scout_controllers([end])
    assert category_vp(end, control, rules)[category] == vp


@pytest.mark.parametrize(("a", "b", "realm", "a_vp", "b_vp"), [
    ({"kholdrum": 2}, {"kholdrum": 1}, "kholdrum", 4, 0),
    ({"zhoni": 1}, {}, "zhoni", 4, 0),
    ({"shenaru": 1}, {}, "shenaru", 3, 0),
    ({"ela-vethera": 1}, {}, "ela-vethera", 3, 0),
    ({"lorendale": 3}, {"lorendale": 2}, "lorendale", 3, 0),
    ({"lorendale": 2}, {"lorendale": 2}, "lorendale", 0, 0),  # a tie for most: nobody
    ({"kholdrum": 1}, {"kholdrum": 1}, "kholdrum", 0, 0),
])
def test_scout_control(a, b, realm, a_vp, b_vp, rules):
    pad = score_game([player("A", scouts=a), player("B", scouts=b)], rules)
    vp = {s.name: s.vp["scout_control"] for s in pad.players}
    assert (vp["A"], vp["B"]) == (a_vp, b_vp)


def test_a_three_way_tie_below_a_leader_does_not_matter(rules):
    players = [player("A", scouts={"zhoni": 3}), player("B", scouts={"zhoni": 1}),
               player("C", scouts={"zhoni": 1})]
    assert scout_controllers(players)["zhoni"] == "A"


@pytest.mark.parametrize(("a", "b", "winner", "tie_break"), [
    (dict(enemy_cards=[4]), dict(enemy_cards=[3]), "A", "total"),
    (dict(enemy_cards=[2, 2]), dict(enemy_cards=[4]), "A", "enemy cards defeated"),
    (dict(enemy_cards=[4], gold=2), dict(enemy_cards=[4], gold=1), "A", "gold left"),
    (dict(enemy_cards=[4], gold=1), dict(enemy_cards=[4], gold=2), "B", "gold left"),
    (dict(enemy_cards=[4], gold=2), dict(enemy_cards=[4], gold=2), None, "shared"),
])
def test_winner_and_tie_breaks(a, b, winner, tie_break, rules):
    pad = score_game([player("A", **a), player("B", **b)], rules)
    assert (pad.winner, pad.tie_break) == (winner, tie_break)
    if winner is None:
        assert [s.rank for s in pad.players] == [1, 1]


def test_cards_not_vp_break_the_tie(rules):
    # B has more VP from cards but fewer cards; totals equal through captains.
    pad = score_game([player("A", enemy_cards=[2, 2], captains=1),
                      player("B", enemy_cards=[3], captains=2)], rules)
    assert [s.total for s in pad.players] == [5, 5]
    assert pad.winner == "A"


def rulebook_board() -> Game:
    """The end of the rulebook's example game, as a tracked board."""
    def p(name, colour, cards, gold, scouts, intel, medica=0):
        pl = Player(name, "elves", colour, gold=gold, medica=medica)
        pl.scouts.update(scouts)
        pl.intel.update(intel)
        pl.enemy_cards = [EnemyCard(vp, "infantry", "infantry") for vp in cards]
        return pl
    game = Game(players=[
        p("Red", "red", [2, 3, 4], 7, {"shenaru": 3}, {"shenaru": 2}),
        p("Yellow", "yellow", [4, 4, 3], 2, {"kholdrum": 3}, {"kholdrum": 4}, medica=1),
        p("Black", "black", [4, 4, 4, 3, 3], 2,
          {"lorendale": 1, "shenaru": 1, "ela-vethera": 1},
          {"lorendale": 2, "shenaru": 2, "ela-vethera": 1}, medica=1),
        p("Blue", "blue", [2, 2, 4], 10, {"zhoni": 1, "lorendale": 1, "kholdrum": 1},
          {"zhoni": 2, "lorendale": 2}),
        p("White", "white", [3, 4, 2, 2], 0, {"ela-vethera": 2}, {"ela-vethera": 3}),
    ])
    captains = {"infantry": "red", "cavalry": "yellow", "archery": "black",
                "heavy-infantry": "blue", "heavy-cavalry": "white"}
    for platoon, colour in captains.items():
        game.roster.add(platoon, colour, 2)
        game.roster.captains[platoon] = colour
    game.roster.heroes = {"black": 1, "white": 2}
    return game


def test_rulebook_final_scoring_example(rules):
    pad = score_game(end_players(rulebook_board()), rules)
    by_name = {s.name: s for s in pad.players}
    expected = {  # category rows of the rulebook's table
        "Red": [9, 0, 1, 2, 3, 6, 0, 21],
        "Yellow": [11, 0, 1, 0, 4, 12, -2, 26],
        "Black": [18, 2, 1, 0, 0, 5, -2, 24],
        "Blue": [8, 0, 1, 3, 4, 4, 0, 20],
        "White": [11, 4, 1, 0, 3, 6, 0, 25],
    }
    for name, row in expected.items():
        score = by_name[name]
        assert [*score.vp.values(), score.total] == row, name
    assert pad.winner == "Yellow" and pad.tie_break == "total"
    assert [s.name for s in pad.players] == ["Yellow", "White", "Black", "Red", "Blue"]
    assert score_json(pad)["winner"] == "Yellow"
    assert pad.controllers["lorendale"] is None  # blue and black tie there
