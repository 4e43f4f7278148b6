"""The tracked state of one game, as plain dataclasses that round-trip through JSON."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from warbands_manager.companions.against_the_darkness.board import (
    ACTIONS,
    BATTLEFIELDS,
    PLATOONS,
    REALMS,
)
from warbands_manager.companions.against_the_darkness.rulesdata import rules
from warbands_manager.companions.save_documents import reads_document, typed
from warbands_manager.companions.secrets import secret

SAVE_FORMAT = "against-the-darkness-save/1"


def _realm_counts() -> dict[str, int]:
    return dict.fromkeys(REALMS, 0)


@dataclass
class EnemyCard:
    """A face-up or defeated Enemy card: VP (= units required), requirement, casualty type."""

    vp: int
    requirement: str  # infantry | cavalry | archery | heavy
    casualty: str  # infantry | cavalry | archery
    gold_taken: int = 0  # gold that was on it when defeated


@dataclass
class Battlefield:
    card: EnemyCard | None = None
    gold: int = 0  # gold stays with the location when cards are replaced


@dataclass
class Player:
    name: str
    race: str
    colour: str
    gold: int = 0
    ranks: dict[str, int] = field(default_factory=lambda: dict.fromkeys(ACTIONS, 1))
    reserve: int = 0
    medica: int = 0
    scouts: dict[str, int] = field(default_factory=_realm_counts)
    # Kept Intel cards and defeated Enemy cards lie face down: their number is public, their
    # realms and VP only the owner's until the end of the game (or Intel shown on purpose).
    intel: dict[str, int] = secret(default_factory=_realm_counts)
    intel_revealed: bool = False
    redress: int = 0
    enemy_cards: list[EnemyCard] = secret(default_factory=list)

    @property
    def scout_total(self) -> int:
        return sum(self.scouts.values())

    @property
    def track_cubes(self) -> int:
        """Cubes still covering the action track (3 per action at Rank 1)."""
        highest = rules().highest_rank
        return sum(highest - rank for rank in self.ranks.values())


@dataclass
class Roster:
    """The shared warband roster: units per platoon and owner, captains, war heroes."""

    units: dict[str, dict[str, int]] = field(
        default_factory=lambda: {platoon: {} for platoon in PLATOONS})
    captains: dict[str, str | None] = field(default_factory=lambda: dict.fromkeys(PLATOONS))
    heroes: dict[str, int] = field(default_factory=dict)

    def count(self, platoon: str, owner: str) -> int:
        return self.units[platoon].get(owner, 0)

    def add(self, platoon: str, owner: str, amount: int = 1) -> None:
        new = self.count(platoon, owner) + amount
        if new < 0:
            raise ValueError(f"{owner} has no unit in {platoon}")
        if new:
            self.units[platoon][owner] = new
        else:
            self.units[platoon].pop(owner, None)

    def platoon_total(self, platoon: str) -> int:
        return sum(self.units[platoon].values())

    def owner_total(self, owner: str) -> int:
        return sum(self.count(platoon, owner) for platoon in PLATOONS)

    def captain_count(self, owner: str) -> int:
        return sum(1 for captain in self.captains.values() if captain == owner)


@dataclass
class Game:
    players: list[Player]
    redress_deck: str = "standard"  # standard | combined
    start_countdown: int = 8
    countdown: int = 8  # the space the round tracker token is on
    current: int = 0  # seat index of the player whose turn it is (0 = starting player)
    upgraded: bool = False  # Phase 1 done this turn
    actions_taken: int = 0
    finished: bool = False
    enemy_deck_empty: bool = False  # no card to refill a battlefield: no more Fights
    pad_only: bool = False  # an imported end state: a score pad, no board
    roster: Roster = field(default_factory=Roster)
    battlefields: dict[str, Battlefield] = field(
        default_factory=lambda: {name: Battlefield() for name in BATTLEFIELDS})
    log: list[str] = field(default_factory=list)
    pad: list[dict] | None = None  # score pad typed in directly (end-state players)

    @property
    def round_number(self) -> int:
        return self.start_countdown - self.countdown + 1

    @property
    def current_player(self) -> Player:
        return self.players[self.current]

    def player(self, colour: str) -> Player:
        for player in self.players:
            if player.colour == colour:
                return player
        raise KeyError(colour)

    def owner_name(self, owner: str | None) -> str:
        if owner is None:
            return "—"
        if owner == "mercenary":
            return "Mercenaries"
        return self.player(owner).name

    def note(self, line: str) -> None:
        self.log.append(f"R{self.round_number} {line}")

    def to_dict(self) -> dict:
        return {"format": SAVE_FORMAT, **asdict(self)}

    @classmethod
    @reads_document("Against the Darkness game")
    def from_dict(cls, data: dict) -> Game:
        """The game of a saved document, every value of its declared type."""
        if data.get("format") != SAVE_FORMAT:
            raise ValueError(f"not an {SAVE_FORMAT} document")
        return typed(cls, data, "Against the Darkness game")

    def copy(self) -> Game:
        return Game.from_dict(self.to_dict())
