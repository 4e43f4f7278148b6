"""Tiny Big Wars cards as data: the fields the rules page lists, and the text form of tracks.

A card is a frozen dataclass built from a plain dict (the shape saved in the database and read
from ``data/tiny-big-wars/*.toml``). A value the rules page does not give is ``None`` until the
players enter it in the card editor; rules that need it say so instead of guessing.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field, fields, replace

import msgspec

CARD_TYPES = ("warlord", "army", "encounter", "castle", "territory", "storage", "building")
UNIT_TYPES = ("warlord", "army")
TRACKS = ("population", "crops", "market")
RESOURCES = ("gold", "food")
ATTACKS = ("melee", "ranged")
BATTLE_TIMINGS = ("before_battle", "battle", "after_battle")


class CardError(ValueError):
    """A card that breaks the card format (the message names the card and the field)."""


@dataclass(frozen=True)
class Spot:
    """One spot of a castle track: the number printed on it and the cost to move the cube there."""

    value: int
    gold: int = 0
    food: int = 0

    def cost(self) -> dict[str, int]:
        return {"gold": self.gold, "food": self.food}


@dataclass(frozen=True)
class Card:
    """One card; numbered comments are the rules page's field numbers."""

    name: str  # 1
    type: str  # 2
    faction: str | None = None  # 9; None fits any faction
    home: bool = False  # a Home Territory
    cost_gold: int | None = None  # 3
    cost_food: int | None = None
    tokens: int | None = None  # 4: how many tokens of this card a player has
    attack: str | None = None  # 5: melee or ranged
    to_hit: int | None = None  # 6
    dice: int | None = None  # 7
    health: int | None = None  # 8
    health_tracker: bool = False  # 8: a tracker keeps damage between hits
    population_track: tuple[Spot, ...] = ()  # 10
    crops_track: tuple[Spot, ...] = ()  # 11
    market_track: tuple[Spot, ...] = ()  # 12
    storage_gold: int | None = None  # storage maximum of gold
    storage_food: int | None = None  # storage maximum of food
    gold: int | None = None  # resources a territory or building gives
    food: int | None = None
    population: int | None = None  # population a territory or building adds to its owner
    location: str | None = None  # where an encounter's token goes
    before_battle: str = ""  # 13: location special effects by WAR! timing
    battle: str = ""
    after_battle: str = ""
    effect: str = ""  # 14: warlord/army/encounter special effect
    provenance: dict[str, str] = field(default_factory=dict, compare=False)

    def track(self, name: str) -> tuple[Spot, ...]:
        return getattr(self, f"{name}_track")

    def cost(self) -> dict[str, int] | None:
        """The cost to pay, or None while the players have not entered it."""
        if self.cost_gold is None and self.cost_food is None:
            return None
        return {"gold": self.cost_gold or 0, "food": self.cost_food or 0}

    def missing(self) -> list[str]:
        """Fields the rules need for this type of card that nobody has entered yet."""
        needed = list(NEEDED.get(self.type, ()))
        absent = [name for name in needed if _empty(getattr(self, name))]
        if "cost_gold" in absent and self.cost_food is not None:
            absent.remove("cost_gold")
        return absent

    def to_dict(self) -> dict:
        data = asdict(self)
        for name in TRACKS:
            data[f"{name}_track"] = format_track(self.track(name))
        return data


NEEDED = {
    "warlord": ("cost_gold", "tokens", "attack", "to_hit", "dice", "health"),
    "army": ("cost_gold", "tokens", "attack", "to_hit", "dice", "health"),
    "encounter": ("to_hit", "dice", "health", "location"),
    "castle": ("cost_gold", "population_track", "crops_track", "market_track"),
    "storage": ("storage_gold", "storage_food"),
    "building": ("cost_gold",),
}
FIELD_NAMES = tuple(f.name for f in fields(Card))
INT_FIELDS = ("cost_gold", "cost_food", "tokens", "to_hit", "dice", "health", "storage_gold",
              "storage_food", "gold", "food", "population")


def _empty(value) -> bool:
    return value is None or value == () or value == ""


def card_from_dict(data: dict) -> Card:
    """Build a card from its saved dict, checking every field; errors name card and field."""
    name = str(data.get("name") or "").strip()
    if not name:
        raise CardError("a card needs a name")
    unknown = sorted(set(data) - set(FIELD_NAMES))
    if unknown:
        raise CardError(f"{name}: unknown field {unknown[0]!r}")
    values = {key: data[key] for key in FIELD_NAMES if key in data}
    values["name"] = name
    _check_choice(name, "type", values.get("type"), CARD_TYPES)
    if values.get("attack") is not None:
        _check_choice(name, "attack", values["attack"], ATTACKS)
    for key in INT_FIELDS:
        if values.get(key) is not None:
            values[key] = _whole(name, key, values[key])
    for track in TRACKS:
        key = f"{track}_track"
        values[key] = _spots(name, key, values.get(key, ()))
    if values.get("to_hit") is not None and values["to_hit"] < 1:
        raise CardError(f"{name}: to_hit must be at least 1")
    if values.get("health") is not None and values["health"] < 1:
        raise CardError(f"{name}: health must be at least 1")
    values["provenance"] = dict(values.get("provenance") or {})
    return Card(**values)


def _check_choice(name: str, key: str, value, choices: tuple[str, ...]) -> None:
    if value not in choices:
        raise CardError(f"{name}: {key} must be one of {', '.join(choices)}, not {value!r}")


def _whole(name: str, key: str, value) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise CardError(f"{name}: {key} must be a whole number 0 or more, not {value!r}")
    return value


def _spots(name: str, key: str, value) -> tuple[Spot, ...]:
    if isinstance(value, str):
        try:
            return parse_track(value)
        except ValueError as error:
            raise CardError(f"{name}: {key}: {error}") from error
    if isinstance(value, list | tuple):
        try:
            return tuple(s if isinstance(s, Spot) else msgspec.convert(s, Spot, strict=True)
                         for s in value)
        except msgspec.ValidationError as error:
            raise CardError(f"{name}: {key}: {error}") from None
    raise CardError(f"{name}: {key} must be a track like '1, 2:3g, 3:4g+1f'")


_SPOT = re.compile(r"^(\d+)(?::(?:(\d+)g)?\+?(?:(\d+)f)?)?$")


def parse_track(text: str) -> tuple[Spot, ...]:
    """Read a track typed as ``"1, 2:3g, 3:4g+1f"``: spot value, then its cost in gold/food."""
    spots = []
    for number, part in enumerate(p.strip() for p in text.split(",") if p.strip()):
        match = _SPOT.match(part.replace(" ", ""))
        if not match or (":" in part and not (match.group(2) or match.group(3))):
            raise ValueError(f"spot {number + 1} {part!r} is not like 3 or 3:4g or 3:4g+1f")
        value, gold, food = match.groups()
        spots.append(Spot(int(value), int(gold or 0), int(food or 0)))
    return tuple(spots)


def format_track(spots: tuple[Spot, ...]) -> str:
    """The text form :func:`parse_track` reads back."""
    parts = []
    for spot in spots:
        cost = "+".join(f"{n}{r[0]}" for r, n in (("gold", spot.gold), ("food", spot.food)) if n)
        parts.append(f"{spot.value}:{cost}" if cost else str(spot.value))
    return ", ".join(parts)


def edited(card: Card, changes: dict) -> Card:
    """The card with ``changes`` applied (checked); changed fields are marked ``player``."""
    data = card.to_dict() | changes
    new = card_from_dict(data)
    marks = dict(card.provenance) | dict.fromkeys(changes, "player")
    return replace(new, provenance=marks)


EDITOR_COLUMNS = (
    ("name", "Name"), ("type", "Type"), ("faction", "Faction"), ("home", "Home"),
    ("cost_gold", "Cost gold"), ("cost_food", "Cost food"), ("tokens", "Tokens"),
    ("attack", "Melee/ranged"), ("to_hit", "To hit"), ("dice", "Dice"), ("health", "Health"),
    ("health_tracker", "Health tracker"), ("population_track", "Population track"),
    ("crops_track", "Crops track"), ("market_track", "Market track"),
    ("storage_gold", "Storage gold max"), ("storage_food", "Storage food max"),
    ("gold", "Gives gold"), ("food", "Gives food"), ("population", "Gives population"),
    ("location", "Encounter on"), ("before_battle", "Before battle"), ("battle", "Battle"),
    ("after_battle", "After battle"), ("effect", "Special effect"),
)
BOOL_FIELDS = ("home", "health_tracker")


def parse_field(name: str, text: str):
    """A value typed into the card editor, as the card stores it (empty text = not entered)."""
    text = text.strip()
    if name in BOOL_FIELDS:
        return text.lower() in ("yes", "true", "1", "x")
    if name in INT_FIELDS:
        if not text:
            return None
        if not text.isdigit():
            raise CardError(f"{name} must be a whole number 0 or more, not {text!r}")
        return int(text)
    if name in ("faction", "location", "attack"):
        return text or None
    return text


def field_text(card: Card, name: str) -> str:
    """How the card editor shows a field."""
    value = card.to_dict()[name]
    if name in BOOL_FIELDS:
        return "yes" if value else "no"
    return "" if value is None else str(value)


def field_label(name: str) -> str:
    """The card editor's column title of a field."""
    return dict(EDITOR_COLUMNS).get(name, name)
