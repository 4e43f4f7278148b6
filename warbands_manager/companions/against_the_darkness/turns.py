"""Set-up and the turn: upgrading the action track, Tax, Train, Scout, healing, next turn."""

from __future__ import annotations

from dataclasses import dataclass

from warbands_manager.companions.against_the_darkness.board import (
    ACTIONS,
    BATTLEFIELDS,
    REALMS,
    label,
)
from warbands_manager.companions.against_the_darkness.roster import (
    Choices,
    Move,
    apply_moves,
    mercenary_setup,
    recompute_captains,
)
from warbands_manager.companions.against_the_darkness.rulesdata import Rules, races
from warbands_manager.companions.against_the_darkness.rulesdata import rules as shipped_rules
from warbands_manager.companions.against_the_darkness.state import EnemyCard, Game, Player

ACTIONS_PER_TURN = 3
REDRESS_DECKS = ("standard", "combined")


class RuleBroken(ValueError):
    """An action the rules do not allow now; the message says why."""


@dataclass(frozen=True)
class Seat:
    name: str
    race: str
    colour: str


def new_game(seats: list[Seat], redress_deck: str, rules: Rules,
             starting_cards: list[EnemyCard] | None = None) -> Game:
    """Preparing to Play, with ``seats`` in play order (the starting player first) and the
    three green starting Enemy cards (2 VP) on the three leftmost battlefields."""
    if not rules.min_players <= len(seats) <= rules.max_players:
        raise RuleBroken(f"{rules.min_players}–{rules.max_players} players, not {len(seats)}")
    for attribute, what in (("race", "race"), ("colour", "colour"), ("name", "name")):
        values = [getattr(seat, attribute) for seat in seats]
        if len(set(values)) != len(values):
            raise RuleBroken(f"each player needs a different {what}")
    unknown = [seat.race for seat in seats if seat.race not in races()]
    if unknown:
        raise RuleBroken(f"unknown race {unknown[0]!r}")
    if redress_deck not in REDRESS_DECKS:
        raise RuleBroken(f"the Redress deck is standard or combined, not {redress_deck!r}")
    countdown = rules.countdown[len(seats)]
    game = Game(players=[], redress_deck=redress_deck, start_countdown=countdown,
                countdown=countdown)
    for index, seat in enumerate(seats):
        player = Player(seat.name, seat.race, seat.colour, gold=rules.start_gold,
                        reserve=rules.start_reserve)
        player.scouts[REALMS[index]] = 1  # Kholdrum, Shenaru, ... in seat order
        game.players.append(player)
    mercenary_setup(game.roster, rules.mercenary_units)
    for battlefield, card in zip(BATTLEFIELDS[:3], starting_cards or [], strict=False):
        if card.vp != rules.starting_enemy_vp:
            raise RuleBroken(f"the starting Enemy cards are worth {rules.starting_enemy_vp} VP")
        game.battlefields[battlefield].card = card
    game.note(f"set-up: {len(seats)} players, countdown on {countdown},"
              f" {redress_deck} Redress deck")
    return game


def _require_action(game: Game) -> Player:
    if game.finished:
        raise RuleBroken("the game is over")
    if not game.upgraded:
        raise RuleBroken("first upgrade one action on the track (Phase 1)")
    if game.actions_taken >= ACTIONS_PER_TURN:
        raise RuleBroken("three actions taken: end the turn")
    return game.current_player


def upgrade(game: Game, action: str, highest_rank: int | None = None) -> None:
    """Phase 1: exactly one upgrade at the start of the turn; the cube goes to reserve."""
    player = game.current_player
    if game.finished:
        raise RuleBroken("the game is over")
    if game.upgraded:
        raise RuleBroken("one upgrade per turn, already done")
    if action not in ACTIONS:
        raise RuleBroken(f"unknown action {action!r}")
    highest_rank = highest_rank or shipped_rules().highest_rank
    if player.ranks[action] >= highest_rank:
        raise RuleBroken(f"{action} is already at Rank {highest_rank}")
    player.ranks[action] += 1
    player.reserve += 1
    game.upgraded = True
    game.note(f"{player.name} upgrades {action} to Rank {player.ranks[action]}")


def tax_gold(player: Player, rules: Rules) -> int:
    """Gold a Tax action yields at the player's rank (Halflings one more)."""
    bonus = rules.halfling_tax_bonus if player.race == "halflings" else 0
    return rules.tax[player.ranks["tax"] - 1] + bonus


def tax(game: Game, rules: Rules) -> int:
    player = _require_action(game)
    gold = tax_gold(player, rules)
    player.gold += gold
    game.actions_taken += 1
    game.note(f"{player.name} taxes: +{gold} gold")
    return gold


def scout_cost(rank: int, scouts: int, countdown: int, race: str, rules: Rules) -> int:
    """Gold to send ``scouts`` scouts at ``rank``: the table, +1 in the second-last round,
    +3 in the final round, Elves −2 (never below zero)."""
    table = rules.scout_cost[rank]
    if not 1 <= scouts <= len(table):
        raise RuleBroken(f"Rank {rank} sends 1 to {len(table)} scouts, not {scouts}")
    cost = table[scouts - 1]
    if countdown == 2:
        cost += rules.second_last_extra
    elif countdown == 1:
        cost += rules.final_extra
    if race == "elves":
        cost -= rules.elf_scout_discount
    return max(cost, 0)


def scout(game: Game, realms: list[str], rules: Rules) -> int:
    """Send reserve units to the realms, at most one per realm in one action."""
    player = _require_action(game)
    if len(set(realms)) != len(realms):
        raise RuleBroken("no more than one scout in any realm in a single Scout action")
    if any(realm not in REALMS for realm in realms):
        raise RuleBroken("scouts go to the five realms")
    if len(realms) > player.reserve:
        raise RuleBroken(f"{player.name} has {player.reserve} units in reserve")
    cost = scout_cost(player.ranks["scout"], len(realms), game.countdown, player.race, rules)
    if cost > player.gold:
        raise RuleBroken(f"{len(realms)} scouts cost {cost} gold; {player.name} has {player.gold}")
    player.gold -= cost
    player.reserve -= len(realms)
    for realm in realms:
        player.scouts[realm] += 1
    game.actions_taken += 1
    game.note(f"{player.name} scouts {', '.join(label(r) for r in realms)} for {cost} gold")
    return cost


def train(game: Game, moves: list[Move], rules: Rules, choices: Choices | None = None,
          dwarf_deploy: str | None = None) -> list[str]:
    """A Train action: up to the rank's moves, then captaincy is recounted (Rockmen apply)."""
    player = _require_action(game)
    limit = rules.train_moves[player.ranks["train"] - 1]
    if not 1 <= len(moves) <= limit:
        raise RuleBroken(f"Rank {player.ranks['train']} Train moves 1 to {limit} times")
    trial = game.copy()  # all or nothing: a bad move or a needed choice leaves no trace
    lines = apply_moves(trial, player.colour, moves, rules.promotion_gold, dwarf_deploy)
    lines += recompute_captains(trial, choices, after_train=True)
    _adopt(game, trial)
    game.actions_taken += 1
    for line in lines:
        game.note(line)
    return lines


def redress_train(game: Game, colour: str, move: Move, rules: Rules,
                  choices: Choices | None = None) -> None:
    """A Redress card played to Train one unit once (not an action)."""
    player = game.player(colour)
    if player.redress < 1:
        raise RuleBroken(f"{player.name} holds no Redress card")
    trial = game.copy()
    lines = apply_moves(trial, colour, [move], rules.promotion_gold)
    lines += recompute_captains(trial, choices)
    _adopt(game, trial)
    game.player(colour).redress -= 1
    for line in [f"{player.name} plays a Redress card to Train", *lines]:
        game.note(line)


def redress_gold(game: Game, colour: str) -> None:
    player = game.player(colour)
    if player.redress < 1:
        raise RuleBroken(f"{player.name} holds no Redress card")
    player.redress -= 1
    player.gold += 1
    game.note(f"{player.name} plays a Redress card for +1 gold")


def heal(game: Game, colour: str, units: int, rules: Rules) -> None:
    """Medica: two gold per unit back to reserve, on the player's own turn."""
    player = game.player(colour)
    if game.current_player.colour != colour:
        raise RuleBroken("units are healed during the player's own turn")
    if not 1 <= units <= player.medica:
        raise RuleBroken(f"{player.name} has {player.medica} units in the Medica")
    cost = units * rules.heal_gold
    if cost > player.gold:
        raise RuleBroken(f"healing {units} costs {cost} gold; {player.name} has {player.gold}")
    player.gold -= cost
    player.medica -= units
    player.reserve += units
    game.note(f"{player.name} heals {units} from the Medica for {cost} gold")


def end_turn(game: Game) -> None:
    """Pass to the next player; after the last seat the countdown moves or the game ends."""
    if game.finished:
        raise RuleBroken("the game is over")
    if not game.upgraded or game.actions_taken != ACTIONS_PER_TURN:
        raise RuleBroken("a turn is one upgrade and exactly three actions")
    game.note(f"{game.current_player.name} ends the turn")
    game.upgraded, game.actions_taken = False, 0
    game.current = (game.current + 1) % len(game.players)
    if game.current == 0:
        if game.countdown == 1:
            game.finished = True
            game.note("the war is over: score the game")
        else:
            game.countdown -= 1


def _adopt(game: Game, trial: Game) -> None:
    game.players, game.roster, game.log = trial.players, trial.roster, game.log
