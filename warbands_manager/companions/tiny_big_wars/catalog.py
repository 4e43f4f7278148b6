"""Reading the shipped Tiny Big Wars data files and merging the players' own card values.

``data/tiny-big-wars/rules.toml`` holds the numbers the rules page states; ``starter-box.toml``
the starter cards with whatever the page gives about them. Players' edits never touch these
files: they are a *library* document (``{"cards": {name: card dict}}``) saved in the database and
laid over the shipped cards by :func:`merge_library`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from warbands_manager.companions.tiny_big_wars.cards import Card, CardError, card_from_dict
from warbands_manager.rules.datafile import DataFileError, load_toml, sourced

RULES_FILE = "rules.toml"
STARTER_FILE = "starter-box.toml"
PLACEHOLDER_FILE = "starter-placeholders.toml"  # assumed values: play at once, replace later
RULE_KEYS = {
    "components": ("min_warlords", "min_armies", "min_castles", "min_storage",
                   "min_home_territories"),
    "setup": ("starting_castles", "starting_warlords", "starting_army_gold",
              "two_player_territories_between", "territories_each_side"),
    "play": ("win_population", "move_food_cost", "storage_cube_minimum", "die_sides"),
}


@dataclass(frozen=True)
class RuleNumbers:
    """The rules page's numbers, as loaded (a game keeps its own copy in its save)."""

    values: dict[str, int]
    provenance: dict[str, str]

    def __getitem__(self, key: str) -> int:
        return self.values[key]


def load_rules(folder: Path) -> RuleNumbers:
    """Read ``rules.toml``; a missing or malformed value names the file and key."""
    path = Path(folder) / RULES_FILE
    document = load_toml(path)
    values, provenance = {}, {}
    for section, keys in RULE_KEYS.items():
        table = document.get(section)
        if not isinstance(table, dict):
            raise DataFileError(path, section, "missing table")
        for key in keys:
            if key not in table:
                raise DataFileError(path, f"{section}.{key}", "missing value")
            item = sourced(table[key], path, f"{section}.{key}")
            if isinstance(item.value, bool) or not isinstance(item.value, int) or item.value < 0:
                raise DataFileError(path, f"{section}.{key}", "must be a whole number 0 or more")
            values[key], provenance[key] = item.value, item.provenance
    return RuleNumbers(values, provenance)


def load_cards(folder: Path, placeholders: bool = True) -> dict[str, Card]:
    """Read the shipped cards (``starter-box.toml`` and any other ``cards*.toml``), by name,
    with the assumed placeholder values filled in where the rules page gives none."""
    cards = _load_card_files(Path(folder))
    if placeholders:
        cards = _with_placeholders(Path(folder) / PLACEHOLDER_FILE, cards)
    return cards


def _load_card_files(folder: Path) -> dict[str, Card]:
    cards: dict[str, Card] = {}
    for path in _card_files(Path(folder)):
        document = load_toml(path)
        entries = document.get("cards")
        if not isinstance(entries, list):
            raise DataFileError(path, "cards", "expected a list of [[cards]] tables")
        for index, entry in enumerate(entries):
            card = _card_entry(path, index, entry)
            if card.name in cards:
                raise DataFileError(path, f"cards[{index}].name", f"{card.name!r} appears twice")
            cards[card.name] = card
    return cards


def _with_placeholders(path: Path, cards: dict[str, Card]) -> dict[str, Card]:
    """Fill fields nobody has given with the placeholder file's assumed values (a value in a
    card file always wins); each filled field keeps the provenance ``assumed``."""
    if not path.exists():
        return cards
    entries = load_toml(path).get("placeholders")
    if not isinstance(entries, list):
        raise DataFileError(path, "placeholders", "expected a list of [[placeholders]] tables")
    filled = dict(cards)
    for index, entry in enumerate(entries):
        where = f"placeholders[{index}]"
        name = entry.get("name") if isinstance(entry, dict) else None
        if name not in filled:
            raise DataFileError(path, f"{where}.name", f"no shipped card called {name!r}")
        card = filled[name]
        data, marks = card.to_dict(), dict(card.provenance)
        for key, node in entry.items():
            if key == "name":
                continue
            item = sourced(node, path, f"{where}.{key}")
            if key not in data:
                raise DataFileError(path, f"{where}.{key}", "is not a card field")
            if data[key] in (None, "", (), False):
                data[key], marks[key] = item.value, item.provenance
        data["provenance"] = marks
        try:
            filled[name] = card_from_dict(data)
        except CardError as error:
            raise DataFileError(path, where, str(error)) from error
    return filled


def _card_files(folder: Path) -> list[Path]:
    return [folder / STARTER_FILE] + sorted(folder.glob("cards*.toml"))


def _card_entry(path: Path, index: int, entry) -> Card:
    where = f"cards[{index}]"
    if not isinstance(entry, dict):
        raise DataFileError(path, where, "expected a table")
    data, provenance = {}, {}
    for key, node in entry.items():
        item = sourced(node, path, f"{where}.{key}")
        data[key], provenance[key] = item.value, item.provenance
    data["provenance"] = provenance
    try:
        return card_from_dict(data)
    except CardError as error:
        field = next((k for k in entry if f" {k}" in str(error)), "name")
        raise DataFileError(path, f"{where}.{field}", str(error)) from error


def merge_library(shipped: dict[str, Card], library: dict | None) -> dict[str, Card]:
    """Shipped cards with the players' saved cards laid over them (same name replaces)."""
    merged = dict(shipped)
    for name, data in ((library or {}).get("cards") or {}).items():
        merged[name] = card_from_dict(data)
    return merged


def library_document(cards: dict[str, Card], shipped: dict[str, Card]) -> dict:
    """The library to save: every card that differs from (or is not among) the shipped ones."""
    # Provenance counts: confirming a placeholder's value makes it the players' own.
    changed = {name: card.to_dict() for name, card in cards.items()
               if shipped.get(name) != card or shipped[name].provenance != card.provenance}
    return {"cards": changed}


def factions(cards: dict[str, Card]) -> list[str]:
    return sorted({card.faction for card in cards.values() if card.faction})
