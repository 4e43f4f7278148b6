"""Fight step 6 (casualties) and step 7 (Redress cards), one target at a time.

The chart is walked level by level: the light platoon of the card's type (captain's race,
then a race the captain picks), the matching heavy platoon, then the honour guard. A targeted
player may save the unit for one gold with a scout in an adjacent realm (one unit per scout;
Minotaurs need no scout, except in the honour guard); then another target is chosen.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from warbands_manager.companions.against_the_darkness.board import (
    HONOUR_GUARD,
    MERCENARY,
    adjacent_realms,
    heavy_of,
    label,
)
from warbands_manager.companions.against_the_darkness.roster import Choices, recompute_captains
from warbands_manager.companions.against_the_darkness.rulesdata import Rules
from warbands_manager.companions.against_the_darkness.state import Game
from warbands_manager.companions.against_the_darkness.turns import RuleBroken


@dataclass
class Casualties:
    fighter: str
    battlefield: str
    kind: str  # the light platoon type on the defeated card
    needed: int = 2
    taken: list[tuple[str, str]] = field(default_factory=list)  # (platoon, owner)
    saved: dict[str, dict[str, int]] = field(default_factory=dict)
    scout_saves: dict[str, int] = field(default_factory=dict)

    @property
    def done(self) -> bool:
        return len(self.taken) >= self.needed


@dataclass(frozen=True)
class Target:
    """The next casualty: ``options`` are the races it may come from; ``chooser`` picks when
    there are several (the platoon captain; the fighter for a mercenary or empty captaincy)."""

    level: int
    platoon: str
    options: list[str]
    chooser: str | None


def _available(game: Game, cas: Casualties, platoon: str, owner: str) -> int:
    return game.roster.count(platoon, owner) - cas.saved.get(platoon, {}).get(owner, 0)


def next_target(game: Game, cas: Casualties) -> Target | None:
    """The level and races of the next casualty, or None when two are taken or none remain."""
    if cas.done:
        return None
    platoons = (cas.kind, heavy_of(cas.kind), HONOUR_GUARD)
    for index, platoon in enumerate(platoons):
        captain = game.roster.captains[platoon]
        if captain is not None and _available(game, cas, platoon, captain) > 0:
            return Target(2 * index + 1, platoon, [captain], captain)
        others = sorted(o for o in game.roster.units[platoon]
                        if o != captain and _available(game, cas, platoon, o) > 0)
        if others:
            chooser = captain if captain not in (None, MERCENARY) else cas.fighter
            return Target(2 * index + 2, platoon, others, chooser)
    return None


def save_means(game: Game, cas: Casualties, platoon: str, owner: str, rules: Rules) -> str | None:
    """How ``owner`` could save a targeted unit now: ``"scout"``, ``"minotaurs"`` or None."""
    if owner == MERCENARY:
        return None
    player = game.player(owner)
    if player.gold < rules.save_gold:
        return None
    if player.race == "minotaurs" and platoon != HONOUR_GUARD:
        return "minotaurs"
    scouts = sum(player.scouts[r] for r in adjacent_realms(cas.battlefield))
    if scouts - cas.scout_saves.get(owner, 0) > 0:
        return "scout"
    return None


def resolve(game: Game, cas: Casualties, target: Target, owner: str, save: bool,
            rules: Rules) -> str:
    """Apply the decision on one targeted unit; returns a log line."""
    if owner not in target.options:
        raise RuleBroken(f"{owner} is not a casualty option at level {target.level}")
    name = game.owner_name(owner)
    if save:
        means = save_means(game, cas, target.platoon, owner, rules)
        if means is None:
            raise RuleBroken(f"{name} cannot save this unit (no adjacent scout or gold)")
        game.player(owner).gold -= rules.save_gold
        cas.saved.setdefault(target.platoon, {})
        cas.saved[target.platoon][owner] = cas.saved[target.platoon].get(owner, 0) + 1
        if means == "scout":
            cas.scout_saves[owner] = cas.scout_saves.get(owner, 0) + 1
        line = f"{name} saves a unit in {label(target.platoon)} for {rules.save_gold} gold"
    else:
        game.roster.add(target.platoon, owner, -1)
        if owner != MERCENARY:  # mercenary casualties leave the game
            game.player(owner).reserve += 1
        cas.taken.append((target.platoon, owner))
        line = f"casualty: {name} loses a unit in {label(target.platoon)} (level {target.level})"
    game.note(line)
    return line


def finish_casualties(game: Game, cas: Casualties, rules: Rules,
                      choices: Choices | None = None) -> list[str]:
    """Recount captains, then step 7: each race that lost units draws one Redress card
    (Dragonfolk draw two and keep one), from the fighter clockwise. Returns who drew."""
    for line in recompute_captains(game, choices):
        game.note(line)
    losers = {owner for _platoon, owner in cas.taken if owner != MERCENARY}
    seats = [p.colour for p in game.players]
    start = seats.index(cas.fighter)
    order = [c for c in seats[start:] + seats[:start] if c in losers]
    for colour in order:
        player = game.player(colour)
        player.redress += 1
        extra = " (draws two, keeps one)" if player.race == "dragonfolk" else ""
        game.note(f"{player.name} draws a Redress card{extra}")
    return order
