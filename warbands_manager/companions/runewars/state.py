"""The state of one tracked Runewars game, as plain dataclasses that round-trip through JSON.

Pure: no Qt, SQL or PDF. Rule operations live in the sibling modules and change a ``Game`` in
place; callers that want undo copy the game first (see :func:`edited`).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import asdict, dataclass, field

from warbands_manager.companions.runewars.tables import default_tables
from warbands_manager.companions.save_documents import reads_document, typed
from warbands_manager.companions.secrets import secret

SCHEMA = "runewars-game/1"
RESOURCES = ("food", "wood", "ore")
OPTIONS = ("development_cards", "commanders", "flourishing", "road_to_victory", "exploration",
           "epic")
OPTION_TITLES = {
    "development_cards": "Development Cards",
    "commanders": "Commanders on the Battlefield",
    "flourishing": "Flourishing of the Free Cities",
    "road_to_victory": "Road to Victory",
    "exploration": "Exploration tokens",
    "epic": "Epic variant (base game)",
}
RUNE_KINDS = ("", "dragon", "false")
CITY_KINDS = ("", "city", "rune_city")  # rune_city: a Free City token with a dragon rune
DEV_EFFECTS = ("", "capital", "peasants", "skeletons")


class RuleViolation(ValueError):
    """An edit the rules forbid; ``rule`` is a stable id such as ``frost.home``."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(message)
        self.rule = rule


@dataclass
class Setup:
    name: str
    options: dict[str, bool] = field(default_factory=lambda: dict.fromkeys(OPTIONS, False))
    base: dict[str, int] = field(default_factory=dict)  # base-game numbers entered once
    replacements: dict[str, str] = field(default_factory=dict)  # new unit -> base unit

    def on(self, option: str) -> bool:
        return bool(self.options.get(option, False))


@dataclass
class Hero:
    name: str
    commander: bool = False


@dataclass
class DevelopmentCard:
    name: str
    cost: dict[str, int] = field(default_factory=dict)
    effect: str = ""


@dataclass
class Faction:
    id: str
    player: str
    food: int = 0
    wood: int = 0
    ore: int = 0
    influence: int = 0  # ordinary tokens
    influence_threes: int = 0  # Banners of War tokens worth 3
    development: list[DevelopmentCard] = field(default_factory=list)
    heroes: list[Hero] = field(default_factory=list)
    general_lieutenant: bool = False

    @property
    def influence_total(self) -> int:
        return self.influence + 3 * self.influence_threes

    def has_effect(self, effect: str) -> bool:
        return any(card.effect == effect for card in self.development)

    def resource(self, kind: str) -> int:
        return int(getattr(self, kind))


@dataclass
class Location:
    name: str
    tile: int = 0
    home_of: str = ""  # faction id whose home territory this is
    controller: str = ""
    # "", "dragon" or "false": the Rune token lying here, seen only by the controlling player
    # until it is turned face up
    rune: str = secret("")
    rune_revealed: bool = False
    city: str = ""
    lost_city: bool = False
    devastation: int = 0
    frost: int = 0
    structure: str = ""
    structure_owner: str = ""
    damaged: bool = False
    outposts: int = 0
    defensible: bool = False  # Defensible Terrain exploration token
    flooded: bool = False  # Flooded Location exploration token
    peasant: bool = False
    produces: dict[str, int] = field(default_factory=dict)

    @property
    def secrets_shown(self) -> bool:
        """A face-up token (or no token) hides nothing."""
        return self.rune_revealed or not self.rune

    @property
    def blocked(self) -> bool:
        """Devastation or Frost: no resources, no city bonus, runes ignored."""
        return self.devastation > 0 or self.frost > 0


@dataclass
class Game:
    setup: Setup
    factions: list[Faction]
    locations: list[Location] = field(default_factory=list)
    year: int = 1
    season: int = 0  # index into the season names (0 = Spring)
    victory_decks: dict[str, dict] = field(default_factory=dict)  # season -> {faction, year}
    merchants_guild: str = ""
    winner: str = ""
    win_reason: str = ""
    finished: bool = False
    battles: list[dict] = field(default_factory=list)
    log: list[str] = field(default_factory=list)

    def faction(self, faction_id: str) -> Faction:
        for faction in self.factions:
            if faction.id == faction_id:
                return faction
        raise RuleViolation("faction.unknown", f"no faction {faction_id!r} in this game")

    def location(self, name: str) -> Location:
        for location in self.locations:
            if location.name == name:
                return location
        raise RuleViolation("location.unknown", f"no location called {name!r}")

    def note(self, text: str) -> None:
        self.log.append(f"Year {self.year}, {season_label(self.season)}: {text}")

    def to_dict(self) -> dict:
        return {"schema": SCHEMA, **asdict(self)}


def label(faction_id: str) -> str:
    """The short name of a faction for messages and the log ("Daqan", "Uthuk", ...)."""
    if not faction_id:
        return "nobody"
    try:
        return default_tables().faction(faction_id).name.split()[0]
    except KeyError:
        return faction_id


def season_label(index: int) -> str:
    return default_tables().season_names[index]


@reads_document("Runewars game")
def game_from_dict(data: dict) -> Game:
    """Rebuild a game saved with :meth:`Game.to_dict`, every value of its declared type."""
    if data.get("schema") != SCHEMA:
        raise ValueError("not a Runewars game saved by this app")
    return typed(Game, data, "Runewars game")


def edited(game: Game, change: Callable[[Game], object]) -> Game:
    """A changed copy of ``game``; the original is untouched if ``change`` raises."""
    copied = copy.deepcopy(game)
    change(copied)
    return copied
