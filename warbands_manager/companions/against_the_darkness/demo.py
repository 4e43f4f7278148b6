"""A small game played by the rules, for the screenshot and the tests: three players in the
second round, with units on the roster, scouts out and one Enemy defeated."""

from __future__ import annotations

from warbands_manager.companions.against_the_darkness.casualties import (
    Casualties,
    finish_casualties,
    next_target,
    resolve,
)
from warbands_manager.companions.against_the_darkness.fight import (
    begin_fight,
    draw_enemy,
    raid_and_pillage,
    salute_hero,
)
from warbands_manager.companions.against_the_darkness.roster import RESERVE, Move
from warbands_manager.companions.against_the_darkness.rulesdata import Rules
from warbands_manager.companions.against_the_darkness.state import EnemyCard, Game
from warbands_manager.companions.against_the_darkness.turns import (
    Seat,
    end_turn,
    new_game,
    scout,
    tax,
    train,
    upgrade,
)

SEATS = [Seat("Mark", "dwarves", "red"), Seat("Oliver", "elves", "blue"),
         Seat("Þór Łukasz", "halflings", "yellow")]
STARTING = [EnemyCard(2, "infantry", "cavalry"), EnemyCard(2, "cavalry", "archery"),
            EnemyCard(2, "archery", "infantry")]


def demo_game(rules: Rules) -> Game:
    game = new_game(SEATS, "standard", rules, STARTING)
    _turn(game, rules, "tax", lambda: (tax(game, rules), tax(game, rules),
                                       train(game, [Move(RESERVE, "infantry")], rules)))
    _turn(game, rules, "train", lambda: (
        train(game, [Move(RESERVE, "infantry"), Move(RESERVE, "cavalry")], rules),
        tax(game, rules), train(game, [Move("infantry", "heavy-infantry"),
                                       Move("heavy-infantry", "honour-guard")], rules)))
    _turn(game, rules, "scout", lambda: (tax(game, rules), tax(game, rules),
                                         scout(game, ["zhoni", "lorendale"], rules)))
    upgrade(game, "fight")
    start = begin_fight(game, "guardians-of-vethera", ["infantry"], "shenaru", rules)
    cas = Casualties(start.colour, start.battlefield, start.card.casualty, rules.casualties)
    while (target := next_target(game, cas)) is not None:
        resolve(game, cas, target, target.options[0], False, rules)
    finish_casualties(game, cas, rules, lambda _p, _c, options: options[0])
    salute_hero(game)
    raid_and_pillage(game, rules)
    draw_enemy(game, start.refill, EnemyCard(3, "heavy", "infantry"))
    tax(game, rules)
    return game


def _turn(game: Game, rules: Rules, upgrade_action: str, actions) -> None:
    upgrade(game, upgrade_action)
    actions()
    end_turn(game)
