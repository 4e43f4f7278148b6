"""WAR!: when players (or a player and an encounter) share a territory, dice, hits, damage.

Steps per round: territory effects reminded -> every side rolls its dice per card (app or typed
in) -> hits counted -> damage assigned, the player whose turn it is first, then in turn order
(an encounter's hits last) -> win, retreat or more war.
"""

from __future__ import annotations

from dataclasses import dataclass

from warbands_manager.companions.tiny_big_wars.cards import BATTLE_TIMINGS
from warbands_manager.companions.tiny_big_wars.damage import (
    ENCOUNTER,
    check_warlords,
    damage,
    warlord_protected,
)
from warbands_manager.companions.tiny_big_wars.state import GameState, RuleError, War
from warbands_manager.rules.dice import Dice


@dataclass(frozen=True)
class Group:
    """One card's tokens on one side of a WAR!: they roll together."""

    side: str
    card: str
    tokens: int
    dice: int
    to_hit: int


def side_label(side: str) -> str:
    return f"{side.removeprefix(ENCOUNTER)} (encounter)" if side.startswith(ENCOUNTER) else side


def sides_on(state: GameState, territory: str) -> list[str]:
    sides = state.players_on(territory)
    encounter = state.live_encounter(territory)
    return sides + ([ENCOUNTER + encounter.card] if encounter and sides else [])


def start_war_if_shared(state: GameState, territory: str) -> GameState:
    """Start a WAR! on ``territory`` if two sides share it; a lone player takes control."""
    sides = sides_on(state, territory)
    if len(sides) >= 2:
        state.war = War(territory, sides)
        state.note(f"WAR! on {territory}: {', '.join(side_label(s) for s in sides)}.")
    elif len(sides) == 1:
        state.owners[territory] = sides[0]
    return state


def reminders(state: GameState) -> dict[str, str]:
    """The territory's before / during / after battle effects, to remind the players."""
    card = state.card(state.war.territory)
    return {timing: getattr(card, timing) for timing in BATTLE_TIMINGS if getattr(card, timing)}


def groups(state: GameState) -> list[Group]:
    """Every side's dice per card: the card's dice stat for each token, and its to-hit."""
    war = _war(state)
    result = []
    for side in war.sides:
        for name, tokens in units_of(state, side).items():
            card = state.card(name)
            if card.dice is None or card.to_hit is None:
                raise RuleError("war.values-missing",
                                f"Enter {name}'s dice and to-hit in the card editor first.")
            result.append(Group(side, name, tokens, card.dice * tokens, card.to_hit))
    return result


def units_of(state: GameState, side: str) -> dict[str, int]:
    if side.startswith(ENCOUNTER):
        encounter = state.live_encounter(state.war.territory)
        return {encounter.card: 1} if encounter else {}
    return state.units(state.war.territory, side)


def health_text(state: GameState, side: str, card_name: str) -> str:
    """What is left of the front token's health: "2/3" on a tracker, "3" without one."""
    card = state.card(card_name)
    if card.health is None:
        return "not entered"
    if side.startswith(ENCOUNTER) or not card.health_tracker:
        return str(card.health)
    spot = state.player(side).health.get(card_name, 0) or 0
    return f"{card.health - spot}/{card.health}"


def legal_targets(state: GameState, side: str) -> dict[str, list[str]]:
    """Opposing side -> the cards ``side`` may put hits on now: a Warlord only once that
    player's Armies here are defeated (sides with nothing to hit are left out)."""
    war = _war(state)
    targets = {}
    for target in war.sides:
        if target == side:
            continue
        cards = [name for name in units_of(state, target)
                 if not (state.card(name).type == "warlord"
                         and warlord_protected(state, war.territory, target))]
        if cards:
            targets[target] = cards
    return targets


def retreat_castles(state: GameState, player: str) -> list[int]:
    """The castles ``player`` may retreat to: their own, on another territory."""
    here = _war(state).territory
    return [index for index, castle in enumerate(state.castles)
            if castle.owner == player and castle.territory != here]


def _war(state: GameState, step: str | None = None) -> War:
    if state.war is None:
        raise RuleError("war.none", "There is no WAR! going on.")
    if step and state.war.step != step:
        raise RuleError(f"war.not-{step}", f"The WAR! is at the {state.war.step} step.")
    return state.war


def roll(state: GameState, dice: Dice, side: str, card: str,
         entered: list[int] | None = None) -> GameState:
    """Roll (or record typed-in) dice for one group; all rolled -> hits are counted."""
    new = state.copy()
    war = _war(new, "roll")
    group = next((g for g in groups(new) if g.side == side and g.card == card), None)
    if group is None:
        raise RuleError("war.no-such-group", f"{side_label(side)} has no {card} here.")
    reason = f"WAR! {war.territory} round {war.round}: {side_label(side)} {card} (hit on " \
             f"{group.to_hit}+)"
    sides = new.rules["die_sides"]
    if entered is not None and len(entered) != group.dice:
        # Checked before the dice are logged: a miscount is a typing slip, not a roll.
        raise RuleError("war.dice-count", f"{card} rolls {group.dice} dice, not {len(entered)}.")
    thrown = dice.entered(sides, entered, reason) if entered is not None else \
        dice.roll(sides, reason, count=group.dice)
    war.rolls.setdefault(side, {})[card] = list(thrown.values)
    hits = sum(1 for value in thrown.values if value >= group.to_hit)
    new.note(f"{thrown.describe()} -> {hits} hit(s).")
    new.dice_log.append(f"{thrown.describe()} -> {hits} hit(s)")
    if all(g.card in war.rolls.get(g.side, {}) for g in groups(new)):
        _count_hits(new)
    return new


def roll_all(state: GameState, dice: Dice) -> GameState:
    """The app rolls every group not rolled yet."""
    new = state
    for group in groups(state):
        if group.card not in _war(new, "roll").rolls.get(group.side, {}):
            new = roll(new, dice, group.side, group.card)
    return new


def _count_hits(state: GameState) -> None:
    war = state.war
    to_hit = {(g.side, g.card): g.to_hit for g in groups(state)}
    war.hits = {side: sum(1 for card, values in war.rolls.get(side, {}).items()
                          for value in values if value >= to_hit[(side, card)])
                for side in war.sides}
    war.order = damage_order([p.name for p in state.players], state.current_player.name,
                             war.sides, state.damage_direction)
    war.assigning, war.step = 0, "damage"
    state.note("Hits: " + ", ".join(f"{side_label(s)} {war.hits[s]}" for s in war.order) + ".")
    _skip_spent(state)


DAMAGE_DIRECTIONS = {
    "turn order": "in turn order (the player to the right, as turns pass)",
    "opposite": "opposite to turn order (\"to the right\" read as anticlockwise, so "
                "\"clockwise\" runs the other way)",
}


def damage_order(players: list[str], current: str, sides: list[str],
                 direction: str = "turn order") -> list[str]:
    """Who assigns damage, in turn: "Whichever players turn this is gets to assign the damage
    first and goes clockwise." Turns pass "to the player to the right"; whether clockwise is
    the same way round the table is the table's choice (``direction``, chosen at set-up).
    A live encounter assigns last."""
    if direction not in DAMAGE_DIRECTIONS:
        raise RuleError("war.direction", f"damage goes {' or '.join(DAMAGE_DIRECTIONS)}, "
                        f"not {direction!r}")
    start = players.index(current)
    around = players[start:] + players[:start]
    if direction == "opposite":
        around = around[:1] + around[1:][::-1]
    return [s for s in around if s in sides] + [s for s in sides if s.startswith(ENCOUNTER)]


def assigner(state: GameState) -> str | None:
    war = _war(state, "damage")
    return war.order[war.assigning] if war.assigning < len(war.order) else None


def assign(state: GameState, side: str, target: str, card: str, hits: int) -> GameState:
    """``side`` puts ``hits`` of its hits on ``target``'s ``card`` tokens."""
    new = state.copy()
    war = _war(new, "damage")
    if assigner(new) != side:
        raise RuleError("war.not-your-assignment", f"{side_label(assigner(new))} assigns now.")
    if target == side or target not in war.sides:
        raise RuleError("war.bad-target", f"{side_label(target)} is not an opponent here.")
    if not 1 <= hits <= war.hits[side]:
        raise RuleError("war.too-many-hits", f"{side_label(side)} has {war.hits[side]} hit(s).")
    if card not in units_of(new, target):
        raise RuleError("war.no-such-group", f"{side_label(target)} has no {card} here.")
    if new.card(card).type == "warlord" and warlord_protected(new, war.territory, target):
        raise RuleError("war.warlord-protected",
                        f"{target}'s Warlord can only be targeted once their Armies are defeated.")
    result = damage(new, war.territory, target, card, hits)
    war.hits[side] -= hits
    text = f"{side_label(side)} assigns {hits} hit(s) to {side_label(target)}'s {card}"
    text += f": {result.removed} removed" if result.removed else ": none removed"
    text += f", {result.wasted} hit(s) wasted" if result.wasted else ""
    new.note(text + ".")
    _skip_spent(new)
    return new


def pass_damage(state: GameState, side: str) -> GameState:
    """``side`` assigns no more of its hits (none can do anything useful)."""
    new = state.copy()
    war = _war(new, "damage")
    if assigner(new) != side:
        raise RuleError("war.not-your-assignment", f"{side_label(assigner(new))} assigns now.")
    new.note(f"{side_label(side)} leaves {war.hits[side]} hit(s) unassigned.")
    war.hits[side] = 0
    _skip_spent(new)
    return new


def _skip_spent(state: GameState) -> None:
    war = state.war
    while war.assigning < len(war.order):
        side = war.order[war.assigning]
        targets = [s for s in war.sides if s != side and units_of(state, s)]
        if war.hits[side] and targets:
            return
        war.assigning += 1
    _after_damage(state)


def _after_damage(state: GameState) -> None:
    war = state.war
    check_warlords(state)
    war.sides = [s for s in war.sides if units_of(state, s)]
    if len(war.sides) <= 1:
        _end(state)
    else:
        war.step = "outcome"
        state.note(f"WAR! on {war.territory} goes on: a player may retreat, or more WAR!")


def _end(state: GameState) -> None:
    war = state.war
    state.war = None
    if not war.sides:
        state.note(f"The WAR! on {war.territory} leaves nobody standing.")
        return
    winner = war.sides[0]
    reward = state.card(war.territory).effect
    if winner.startswith(ENCOUNTER):
        state.note(f"{side_label(winner)} holds {war.territory}.")
        return
    state.owners[war.territory] = winner
    state.note(f"{winner} wins the WAR! and controls {war.territory}"
               + (f" (reward: {reward})." if reward else "."))


def retreat(state: GameState, player: str, castle: int) -> GameState:
    """A player leaves the WAR! for one of their castles' territories."""
    new = state.copy()
    war = _war(new, "outcome")
    if player not in war.sides:
        raise RuleError("war.not-in-war", f"{player} is not in this WAR!.")
    target = new.castles[castle] if castle in retreat_castles(new, player) else None
    if target is None:
        raise RuleError("war.retreat-castle", f"{player} must retreat to another castle of theirs.")
    units = new.forces[war.territory].pop(player)
    there = new.forces.setdefault(target.territory, {}).setdefault(player, {})
    for name, count in units.items():
        there[name] = there.get(name, 0) + count
    new.note(f"{player} retreats from {war.territory} to {target.card} ({target.territory}).")
    war.sides.remove(player)
    if len(war.sides) <= 1:
        _end(new)
    return new


def more_war(state: GameState) -> GameState:
    """Nobody retreats: repeat the WAR! steps."""
    new = state.copy()
    war = _war(new, "outcome")
    war.round, war.step, war.rolls, war.hits, war.assigning = war.round + 1, "roll", {}, {}, 0
    new.note(f"MORE WAR! on {war.territory}: round {war.round}.")
    return new
