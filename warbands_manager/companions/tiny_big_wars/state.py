"""The state of one Tiny Big Wars game: plain dataclasses that round-trip through JSON.

Positions on tracks are spot indexes (0 = the first spot). The game keeps its own copy of the
cards and rule numbers it was set up with, so a saved game resumes exactly even if the players
edit their card library later (the card editor can push edits into the running game).
"""

from __future__ import annotations

import copy
from dataclasses import asdict, dataclass, field
from functools import cached_property

from warbands_manager.companions.save_documents import reads_document, typed
from warbands_manager.companions.tiny_big_wars.cards import Card, card_from_dict

FORMAT = "tiny-big-wars-game/1"


class RuleError(ValueError):
    """An action the rules do not allow now; ``rule`` is a stable id for tests and the log."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(message)
        self.rule = rule


@dataclass
class Castle:
    card: str
    owner: str
    territory: str
    population: int = 0
    crops: int = 0
    market: int = 0


@dataclass
class Building:
    card: str
    owner: str
    territory: str


@dataclass
class Player:
    name: str
    faction: str
    deck: list[str]
    home: str
    storage: str
    gold: int = 0
    food: int = 0
    health: dict[str, int] = field(default_factory=dict)  # card -> spot of its health cube
    lost: dict[str, int] = field(default_factory=dict)  # card -> tokens removed from the game
    out: bool = False


@dataclass
class Encounter:
    card: str
    territory: str
    damage: int = 0  # spots the health cube has moved down
    defeated: bool = False


@dataclass
class War:
    territory: str
    sides: list[str]
    round: int = 1
    step: str = "roll"  # roll -> damage -> outcome
    rolls: dict[str, dict[str, list[int]]] = field(default_factory=dict)  # side -> card -> dice
    hits: dict[str, int] = field(default_factory=dict)  # side -> hits not yet assigned
    order: list[str] = field(default_factory=list)  # who assigns damage, in turn
    assigning: int = 0


@dataclass
class GameState:
    cards: dict[str, dict]
    rules: dict[str, int]
    players: list[Player]
    territories: list[str]
    adjacency: dict[str, list[str]]
    owners: dict[str, str | None] = field(default_factory=dict)
    forces: dict[str, dict[str, dict[str, int]]] = field(default_factory=dict)
    castles: list[Castle] = field(default_factory=list)
    buildings: list[Building] = field(default_factory=list)
    encounters: list[Encounter] = field(default_factory=list)
    current: int = 0
    round: int = 1
    phase: str = "collect"  # collect -> actions; a new turn starts with the win check
    war: War | None = None
    winner: str | None = None
    win_reason: str = ""
    log: list[str] = field(default_factory=list)
    dice_log: list[str] = field(default_factory=list)  # every WAR! roll, app or typed in
    damage_direction: str = "turn order"  # or "opposite": the table's reading of "clockwise"

    @cached_property
    def card_objects(self) -> dict[str, Card]:
        return {name: card_from_dict(data) for name, data in self.cards.items()}

    def card(self, name: str) -> Card:
        try:
            return self.card_objects[name]
        except KeyError:
            raise RuleError("card.unknown", f"no card called {name!r} in this game") from None

    def player(self, name: str) -> Player:
        for player in self.players:
            if player.name == name:
                return player
        raise RuleError("player.unknown", f"no player called {name!r}")

    @property
    def current_player(self) -> Player:
        return self.players[self.current]

    def units(self, territory: str, player: str) -> dict[str, int]:
        """Tokens of ``player`` on ``territory`` by card (only cards with tokens there)."""
        here = self.forces.get(territory, {}).get(player, {})
        return {card: count for card, count in here.items() if count > 0}

    def players_on(self, territory: str) -> list[str]:
        """Players with armies or warlords on ``territory``, in turn order."""
        return [p.name for p in self.players if self.units(territory, p.name)]

    def live_encounter(self, territory: str) -> Encounter | None:
        return next((e for e in self.encounters
                     if e.territory == territory and not e.defeated), None)

    def castles_of(self, player: str) -> list[Castle]:
        return [castle for castle in self.castles if castle.owner == player]

    def tokens_in_play(self, player: str, card: str) -> int:
        on_board = sum(self.forces.get(t, {}).get(player, {}).get(card, 0) for t in self.forces)
        built = sum(1 for c in self.castles if c.owner == player and c.card == card)
        built += sum(1 for b in self.buildings if b.owner == player and b.card == card)
        lost = self.player(player).lost.get(card, 0) if player in self.names() else 0
        return on_board + built + lost

    def names(self) -> list[str]:
        return [p.name for p in self.players]

    def copy(self) -> GameState:
        return game_from_dict(copy.deepcopy(game_to_dict(self)))

    def note(self, text: str) -> None:
        self.log.append(f"Round {self.round}, {self.current_player.name}: {text}")


def game_to_dict(state: GameState) -> dict:
    data = {key: value for key, value in asdict(state).items() if key != "card_objects"}
    data["format"] = FORMAT
    return data


@reads_document("Tiny Big Wars game")
def game_from_dict(data: dict) -> GameState:
    """Rebuild a game from its saved document (as written by :func:`game_to_dict`), every
    value of its declared type."""
    if data.get("format") != FORMAT:
        raise ValueError(f"not a Tiny Big Wars game (format {data.get('format')!r})")
    game = typed(GameState, data, "Tiny Big Wars game")
    game.card_objects  # noqa: B018 - the game's cards are checked now, not in the middle of play
    return game
