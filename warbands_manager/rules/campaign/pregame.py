"""Before a campaign game: underdog bonus, Old Battle Wounds, Deep Wounds, who may play whom,
and the Archetype Abilities that change the Little War set-up."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from warbands_manager.rules.campaign.archetypes import advancement_table, starting_ability
from warbands_manager.rules.campaign.ledger import (
    characters,
    count_injury,
    has_amnesia,
    peek_record,
)
from warbands_manager.rules.campaign.tables import CampaignTables
from warbands_manager.rules.dice import Dice
from warbands_manager.rules.roster import Roster


def underdog_bonus(rating_a: float, rating_b: float, divisor: int = 4) -> tuple[int, int]:
    """Bonus XP for (a, b): the lower WBR gets ¼ of the difference, rounded down, win or lose.

    >>> underdog_bonus(625, 505)
    (0, 30)
    """
    bonus = int(abs(rating_a - rating_b) // divisor)
    if rating_a < rating_b:
        return bonus, 0
    if rating_b < rating_a:
        return 0, bonus
    return 0, 0


@dataclass(frozen=True)
class OldWoundCheck:
    unit_id: str
    name: str
    rolls: tuple[int, ...]
    misses: bool


def roll_old_wounds(roster: Roster, dice: Dice, misses_on: int = 1) -> list[OldWoundCheck]:
    """One D6 per Old Battle Wound for every character; any ``misses_on`` → misses the game."""
    checks = []
    for unit in characters(roster):
        wounds = count_injury(unit, "Old Battle Wound")
        if not wounds:
            continue
        rolls = tuple(dice.d6(f"{unit.name}: Old Battle Wound {i + 1}") for i in range(wounds))
        checks.append(OldWoundCheck(unit.id, unit.name, rolls, misses_on in rolls))
    return checks


def deep_wound_absentees(roster: Roster) -> dict[str, int]:
    """Characters still missing games for a Deep Wound: ``{unit id: games left}``."""
    absent = {}
    for unit in characters(roster):
        games = int(peek_record(roster, unit.id).get("deep_wound_games", 0))
        if games > 0:
            absent[unit.id] = games
    return absent


def rematch_refusal(history: Sequence[tuple[str, str]], player_a: str, player_b: str,
                    max_in_a_row: int = 2) -> str | None:
    """Why ``player_a`` and ``player_b`` may not play now, or None.

    ``history`` lists the campaign's games in order as player pairs. Reading: the pair may not
    meet if it already met in each of the last ``max_in_a_row`` games of EITHER player.
    """
    pair = {player_a, player_b}
    for player in (player_a, player_b):
        own = [set(game) for game in history if player in game]
        recent = own[-max_in_a_row:]
        if len(recent) == max_in_a_row and all(game == pair for game in recent):
            return (f"{player_a} and {player_b} have played each other in {player}'s last "
                    f"{max_in_a_row} games; players cannot play each other more than "
                    f"{max_in_a_row} times in a row")
    return None


@dataclass(frozen=True)
class ScenarioAbility:
    ability: str
    character: str
    side: str  # "a" or "b"
    cancelled: bool


def scenario_abilities(tables: CampaignTables, roster_a: Roster,
                       roster_b: Roster) -> list[ScenarioAbility]:
    """Abilities that set terms of the Little War scenario; the same one on both sides cancels.

    Reading: "two different Abilities with the same effect" is left to the players; only
    identical ability names cancel automatically.
    """
    found = {"a": _scenario_of(tables, roster_a), "b": _scenario_of(tables, roster_b)}
    names = {side: {name for name, _ in items} for side, items in found.items()}
    both = names["a"] & names["b"]
    return [ScenarioAbility(name, who, side, name in both)
            for side, items in found.items() for name, who in items]


def _scenario_of(tables: CampaignTables, roster: Roster) -> list[tuple[str, str]]:
    items = []
    for unit in characters(roster):
        if not unit.archetype or has_amnesia(unit):
            continue
        held = {ability.name: ability for ability in advancement_table(tables, unit.archetype)}
        start = starting_ability(tables, unit.archetype)
        if start.scenario:
            items.append((start.name, unit.name))
        items.extend((name, unit.name) for name in unit.abilities
                     if name in held and held[name].scenario)
    return items
