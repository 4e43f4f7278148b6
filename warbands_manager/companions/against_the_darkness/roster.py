"""The shared warband roster: captaincy and the Train moves the rules allow.

Captaincy is recomputed only at the six moments "Transferring Captainship" names; callers say
which moment it is (the Rockmen's ability only applies at the end of a Train action).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from warbands_manager.companions.against_the_darkness.board import (
    HEAVY,
    HONOUR_GUARD,
    LIGHT,
    MERCENARY,
    PLATOONS,
    heavy_of,
    label,
)
from warbands_manager.companions.against_the_darkness.state import Game, Roster

RESERVE = "reserve"
# The current captain's pick among tied opponents: by platoon, or a function
# ``ask(platoon, chooser, options) -> owner`` the tracker uses to ask at the table.
Choices = dict[str, str] | Callable[[str, str | None, list[str]], str]


class IllegalMove(ValueError):
    """A Train move the rules do not allow; the message says which rule."""


class CaptainChoiceNeeded(LookupError):  # noqa: N818 (a question, not a failure)
    """Opponents tie for most units and the current captain is not among them: the current
    captain chooses. Carry the answer in ``choices[platoon]`` and recompute."""

    def __init__(self, platoon: str, chooser: str | None, options: list[str]) -> None:
        super().__init__(f"{platoon}: {chooser} chooses between {', '.join(options)}")
        self.platoon = platoon
        self.chooser = chooser
        self.options = options


def leaders(roster: Roster, platoon: str) -> list[str]:
    """Owners with the most units in a platoon (empty if the platoon is empty)."""
    counts = roster.units[platoon]
    if not counts:
        return []
    top = max(counts.values())
    return [owner for owner, n in counts.items() if n == top]


def new_captain(roster: Roster, platoon: str, choices: Choices | None = None,
                rockmen: str | None = None) -> str | None:
    """Who captains ``platoon`` after a recount.

    Args:
        roster: the roster after the units moved.
        platoon: which platoon to recount.
        choices: the current captain's pick among tied opponents, by platoon.
        rockmen: the Rockmen player's colour when this recount ends a Train action.

    Raises:
        CaptainChoiceNeeded: tied opponents and no pick in ``choices``.
    """
    tied = leaders(roster, platoon)
    current = roster.captains[platoon]
    if not tied:
        return None
    if current in tied:
        if rockmen in tied and platoon in HEAVY:
            return rockmen  # Rockmen take over a heavy platoon on a tie with the captain
        return current
    if len(tied) == 1:
        return tied[0]
    options = sorted(tied)
    ask = choices if callable(choices) else (lambda *_: (choices or {}).get(platoon))
    pick = ask(platoon, current, options)
    if pick in tied:
        return pick
    raise CaptainChoiceNeeded(platoon, current, options)


def recompute_captains(game: Game, choices: Choices | None = None,
                       after_train: bool = False) -> list[str]:
    """Recount every platoon; returns log lines for the captaincies that changed."""
    rockmen = None
    if after_train:
        rockmen = next((p.colour for p in game.players if p.race == "rockmen"), None)
    roster = game.roster
    decided = {platoon: new_captain(roster, platoon, choices, rockmen) for platoon in PLATOONS}
    lines = []
    for platoon, captain in decided.items():
        if captain != roster.captains[platoon]:
            lines.append(f"captain of {label(platoon)}: {game.owner_name(roster.captains[platoon])}"
                         f" → {game.owner_name(captain)}")
        roster.captains[platoon] = captain
    return lines


@dataclass(frozen=True)
class Move:
    """One Train move of one unit: from ``reserve`` or a platoon, to a platoon."""

    source: str
    target: str


def move_kind(move: Move) -> str:
    """``deploy`` (reserve → light), ``promote`` (up a brown arrow), ``lateral`` (grey arrow).

    Raises:
        IllegalMove: downgrades, skipping a level, to the war heroes, or to nowhere.
    """
    source, target = move.source, move.target
    if target not in PLATOONS:
        raise IllegalMove(f"{target!r} is not a platoon (war heroes are only saluted in a Fight)")
    if source == RESERVE:
        if target in LIGHT:
            return "deploy"
        raise IllegalMove("units from reserve go to a light platoon")
    if source in LIGHT and target == heavy_of(source):
        return "promote"
    if source in HEAVY and target == HONOUR_GUARD:
        return "promote"
    if (source in LIGHT and target in LIGHT) or (source in HEAVY and target in HEAVY):
        if source == target:
            raise IllegalMove("a move must change platoon")
        return "lateral"
    raise IllegalMove(f"{source} → {target} is not allowed (never down, one step at a time)")


def train_cost(moves: list[Move], promotion_gold: int) -> int:
    """Gold a Train action costs: one per promotion, deploys and lateral moves are free."""
    return sum(promotion_gold for move in moves if move_kind(move) == "promote")


def apply_moves(game: Game, colour: str, moves: list[Move], promotion_gold: int,
                dwarf_deploy: str | None = None) -> list[str]:
    """Move the player's own units in order, paying for promotions; no captaincy recount.

    Raises:
        IllegalMove: a move the rules forbid, a unit that is not there, or too little gold.
    """
    player = game.player(colour)
    cost = train_cost(moves, promotion_gold)
    if cost > player.gold:
        raise IllegalMove(f"promotions cost {cost} gold; {player.name} has {player.gold}")
    if dwarf_deploy is not None:
        _check_dwarf_bonus(game, colour, moves, dwarf_deploy)
    lines = []
    for move in moves:
        _take_unit(game, colour, move.source)
        game.roster.add(move.target, colour)
        lines.append(f"{player.name} trains {label(move.source)} → {label(move.target)}")
    player.gold -= cost
    if dwarf_deploy is not None:
        _take_unit(game, colour, RESERVE)
        game.roster.add(dwarf_deploy, colour)
        lines.append(f"{player.name} (Dwarves) brings a reserve unit to {label(dwarf_deploy)}")
    return lines


def _take_unit(game: Game, colour: str, source: str) -> None:
    player = game.player(colour)
    if source == RESERVE:
        if player.reserve < 1:
            raise IllegalMove(f"{player.name} has no unit in reserve")
        player.reserve -= 1
        return
    if game.roster.count(source, colour) < 1:
        raise IllegalMove(f"{player.name} has no unit in {source}")
    game.roster.add(source, colour, -1)


def _check_dwarf_bonus(game: Game, colour: str, moves: list[Move], target: str) -> None:
    if game.player(colour).race != "dwarves":
        raise IllegalMove("only the Dwarves bring a unit from reserve after a promotion")
    if not any(m.source in LIGHT and move_kind(m) == "promote" for m in moves):
        raise IllegalMove("the Dwarves' bonus needs a light → heavy promotion in this action")
    if target not in LIGHT:
        raise IllegalMove("the Dwarves' bonus unit goes to a light platoon")


def mercenary_setup(roster: Roster, units: int) -> None:
    """Preparing to Play: a mercenary captain and two mercenary units on each light platoon."""
    for platoon in LIGHT:
        roster.add(platoon, MERCENARY, units)
        roster.captains[platoon] = MERCENARY


PLACES = (RESERVE, *PLATOONS, "war-heroes", "medica")


def move_by_card(game: Game, colour: str, source: str, target: str,
                 choices: Choices | None = None) -> list[str]:
    """A Redress card or race ability moved a unit: the card's text overrides the Train rules,
    so any place to any place; captaincy is recounted afterwards."""
    if source not in PLACES or target not in PLACES or source == target:
        raise IllegalMove("choose two different places")
    player = game.player(colour)
    if source == "war-heroes":
        if game.roster.heroes.get(colour, 0) < 1:
            raise IllegalMove(f"{player.name} has no war hero")
        game.roster.heroes[colour] -= 1
    elif source == "medica":
        if player.medica < 1:
            raise IllegalMove(f"{player.name} has no unit in the Medica")
        player.medica -= 1
    else:
        _take_unit(game, colour, source)
    if target == "war-heroes":
        game.roster.heroes[colour] = game.roster.heroes.get(colour, 0) + 1
    elif target == "medica":
        player.medica += 1
    elif target == RESERVE:
        player.reserve += 1
    else:
        game.roster.add(target, colour)
    lines = [f"{player.name}: a card moves a unit {label(source)} → {label(target)}"]
    return lines + recompute_captains(game, choices)
