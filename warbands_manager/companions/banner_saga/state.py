"""The tracker's state: one plain dataclass tree, saved as JSON and snapshotted for undo."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from warbands_manager.companions.banner_saga.mission import Mission
from warbands_manager.companions.save_documents import reads_document, typed

QUARTERMASTER, KEEPER, THANE, WARMASTER = "quartermaster", "keeper", "thane", "warmaster"
ROLES = (QUARTERMASTER, KEEPER, THANE, WARMASTER)
ROLE_TITLES = {QUARTERMASTER: "Quartermaster", KEEPER: "Keeper of Names", THANE: "Thane",
               WARMASTER: "Warmaster"}
BANNERMEN = {QUARTERMASTER: "Astrid", KEEPER: "Fisk", THANE: "Hjalmer", WARMASTER: "Colby"}
CITY_ORDER = (QUARTERMASTER, KEEPER, THANE, WARMASTER)
CAMP_ORDER = (KEEPER, QUARTERMASTER, THANE, WARMASTER)
FOLLOWER_CLASSES = ("hunter", "eagle eye", "warleader", "provoker")
UPGRADES = ("willpower", "gold ability")
ITEMS = ("Namejs' Ring", "Warrior's Oath", "Horseskor", "Narwhal Horn", "Skjule",
         "Scarlet Feather", "Vadrun Silver Brooch", "Bjorulf's Blessing")
SPEECHES = (QUARTERMASTER, KEEPER, WARMASTER)  # the favor each speech earns

FOUR, TWO, THREE, SOLO, ALTERNATE = "four", "two", "three", "solo", "alternate"
VARIANTS = {
    FOUR: "4 players",
    TWO: "2 players (Quartermaster + Thane / Keeper of Names + Warmaster)",
    THREE: "3 players (no Thane)",
    SOLO: "Single player (Thane only)",
    ALTERNATE: "Alternate 2 players (Quartermaster + Keeper of Names)",
}
SEATS = {
    FOUR: [[QUARTERMASTER], [KEEPER], [THANE], [WARMASTER]],
    TWO: [[QUARTERMASTER, THANE], [KEEPER, WARMASTER]],
    THREE: [[QUARTERMASTER], [KEEPER], [WARMASTER]],
    SOLO: [[THANE]],
    ALTERNATE: [[QUARTERMASTER], [KEEPER]],
}

MISSION, EVENT, CITY, CAMP, STOP, MOVE, OVER = (
    "mission", "event", "city", "camp", "stop", "move", "over")


class RuleError(ValueError):
    """An action the rules do not allow right now; the message says why."""


@dataclass
class Bannerman:
    name: str
    upgrades: int = 0  # 0 none, 1 willpower, 2 willpower + gold ability
    wounded: bool = False
    item: str = ""


@dataclass
class RoleState:
    role: str
    renown: int
    managed: bool = True  # False: renown tracked only (solo / alternate 2-player surrogates)
    bannerman: Bannerman = None  # type: ignore[assignment]
    followers: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.bannerman is None:
            self.bannerman = Bannerman(BANNERMEN[self.role])


@dataclass
class Supply:
    wagons: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    enhanced: int = 0  # Enhanced Training tokens (Quartermaster)

    @property
    def total(self) -> int:
        return sum(self.wagons)


@dataclass
class Troops:
    clansmen: int = 0
    varl: int = 0
    promotions: int = 0  # Warband Promotions shields
    promotion_credits: int = 0  # enemies defeated by the Keeper's tokens, not yet paid for


@dataclass
class ThaneBoard:
    speeches: dict[str, int] = field(default_factory=lambda: dict.fromkeys(SPEECHES, 0))
    favors: list[str] = field(default_factory=list)
    pyres: int = 0
    victories: int = 0
    last_pyre_event: int = -1


@dataclass
class Clan:
    morale: int = 0
    training: int = 0
    group_willpower: int = 0
    no_willpower: bool = False  # everyone bid zero, or the alternate Warmaster could not pay
    # The fight under way: "" none, "skirmish", or "war" (a war resolved, its skirmish next).
    # A reward is paid when it ends, so each fight pays once and never before it is fought.
    battle: str = ""


@dataclass
class Journey:
    index: int = 0
    season: str = "spring"
    phase: str = MISSION
    event_no: int = 0
    camp_deck: list[str] = field(default_factory=list)
    camp_event_pending: bool = False
    city_done: list[str] = field(default_factory=list)
    camp_done: list[str] = field(default_factory=list)
    heal_window: bool = False
    items_offered: list[str] = field(default_factory=list)
    objective_met: bool = False
    outcome: str = ""  # "", "won" or "lost"
    outcome_reason: str = ""


@dataclass
class GameState:
    mission: Mission
    variant: str = FOUR
    items: bool = False
    roles: dict[str, RoleState] = field(default_factory=dict)
    supply: Supply = field(default_factory=Supply)
    troops: Troops = field(default_factory=Troops)
    thane: ThaneBoard = field(default_factory=ThaneBoard)
    clan: Clan = field(default_factory=Clan)
    journey: Journey = field(default_factory=Journey)
    log: list[str] = field(default_factory=list)
    numbers: dict = field(default_factory=dict)  # this game's own values for assumed numbers

    # ----- persistence -------------------------------------------------------------------
    def to_dict(self) -> dict:
        data = asdict(self)
        data["format"] = "banner-saga-game/1"
        return data

    @classmethod
    @reads_document("Banner Saga game")
    def from_dict(cls, data: dict) -> GameState:
        """The game of a saved document, every value of its declared type."""
        return typed(cls, data, "Banner Saga game")

    def copy(self) -> GameState:
        return GameState.from_dict(self.to_dict())

    # ----- small queries -----------------------------------------------------------------
    def has(self, role: str) -> bool:
        """The role is in this game (managed or tracked)."""
        return role in self.roles

    def managed(self, role: str) -> bool:
        """The role's board is played (not a surrogate or tracked-only role)."""
        return role in self.roles and self.roles[role].managed

    @property
    def location(self):
        return self.mission.path[self.journey.index]

    @property
    def at_last_location(self) -> bool:
        return self.journey.index == len(self.mission.path) - 1

    def note(self, text: str) -> None:
        """Append a log line tagged with the location."""
        where = self.mission.path[self.journey.index].name if self.mission.path else "-"
        self.log.append(f"{where}: {text}")

    def require(self, condition: bool, message: str) -> None:
        if not condition:
            raise RuleError(message)

    def pay(self, role: str, amount: int, why: str) -> None:
        """Discard ``amount`` renown of ``role``, refusing if it has less."""
        self.require(self.has(role), f"{ROLE_TITLES[role]} is not in this game")
        self.require(amount >= 0, "amounts cannot be negative")
        have = self.roles[role].renown
        self.require(have >= amount,
                     f"{ROLE_TITLES[role]} has {have} renown, {why} needs {amount}")
        self.roles[role].renown -= amount

    def gain(self, role: str, amount: int) -> None:
        if self.has(role):
            self.roles[role].renown += amount
