"""What a catalogue's model profile tells the Warbands rules: troop type → traits and base.

``data/armies/troop-types.toml`` maps each troop type as catalogues write it ("Warmachine
(Great Cannon)", "Monstrous Infantry") to the traits the rules need and an assumed default base,
and names the special rules (Fly) and options (a Wizard level, a Lore) that make a flyer or a
wizard. Used for units the army's own table does not list (``resolve.py`` decides the order).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from warbands_manager.rules.armydata.model import UnitEntry
from warbands_manager.rules.datafile import DataFileError, Sourced, load_toml, sourced
from warbands_manager.rules.roster import TRAITS

TROOP_TYPES_FILE = "troop-types.toml"
_BASE = re.compile(r"^\d+x\d+$")
_BRACKETS = re.compile(r"\([^)]*\)?")


@dataclass(frozen=True)
class TroopType:
    """One troop type: its name as shown, default base (None: no default) and traits."""

    key: str
    name: str
    base: Sourced | None
    traits: tuple[str, ...]
    traits_provenance: str


@dataclass
class TroopTypeTable:
    """Every troop type by the names catalogues use, and the flyer / wizard words."""

    types: dict[str, TroopType] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)
    flyer_rules: tuple[str, ...] = ()
    wizard_words: tuple[str, ...] = ()
    _wizard: re.Pattern[str] | None = None

    def troop_type(self, printed: str | None) -> TroopType | None:
        """The troop type a profile's ``Type`` value names, or None ("-", blank, unknown)."""
        key = self.names.get(plain_name(printed or ""))
        return self.types.get(key) if key else None

    def flyer_rule(self, entry: UnitEntry) -> str | None:
        """The special rule that makes the unit a flyer ("Fly"), if it has one."""
        wanted = {plain_name(name): name for name in self.flyer_rules}
        return next((wanted[plain_name(rule)] for rule in entry.special_rules
                     if plain_name(rule) in wanted), None)

    def wizard_option(self, entry: UnitEntry) -> str | None:
        """The option (or option group) that makes the model a Wizard, if it has one."""
        if self._wizard is None:
            words = "|".join(re.escape(word) for word in self.wizard_words) or r"(?!)"
            self._wizard = re.compile(rf"\b(?:{words})\b", re.IGNORECASE)
        for option in entry.options:
            for text in (option.group, option.name):
                if text and self._wizard.search(text):
                    return text
        return next((rule for rule in entry.special_rules if self._wizard.search(rule)), None)


def plain_name(text: str) -> str:
    """Lower case, without anything in brackets or after a comma, single spaces."""
    head = _BRACKETS.sub(" ", text).split(",")[0]
    return " ".join(head.lower().split())


def load_troop_types(data_dir: Path) -> TroopTypeTable:
    """Read ``data/armies/troop-types.toml``; an absent file gives an empty table.

    Raises:
        DataFileError: a malformed value; the message names the file and the key.
    """
    path = data_dir / "armies" / TROOP_TYPES_FILE
    table = TroopTypeTable()
    if not path.exists():
        return table
    document = load_toml(path)
    for key, node in document.get("types", {}).items():
        kind = _troop_type(path, key, node)
        table.types[key] = kind
        for name in node.get("names", []):
            table.names[plain_name(name)] = key
    table.flyer_rules = tuple(_words(path, document, "rules", "flyer"))
    table.wizard_words = tuple(_words(path, document, "options", "wizard"))
    return table


def _troop_type(path: Path, key: str, node: dict) -> TroopType:
    where = f"types.{key}"
    names = node.get("names")
    if not isinstance(names, list) or not names or not all(isinstance(n, str) for n in names):
        raise DataFileError(path, f"{where}.names", "expected a list of the names catalogues use")
    base = None
    if "base" in node:
        base = sourced(node["base"], path, f"{where}.base")
        if not isinstance(base.value, str) or not _BASE.match(base.value):
            raise DataFileError(path, f"{where}.base",
                                f"expected a base like 20x20, found {base.value!r}")
    traits = sourced(node.get("traits"), path, f"{where}.traits")
    if not isinstance(traits.value, list) or any(t not in TRAITS for t in traits.value):
        raise DataFileError(path, f"{where}.traits",
                            f"traits must be among {', '.join(TRAITS)}; found {traits.value!r}")
    return TroopType(key, names[0], base, tuple(traits.value), traits.provenance)


def _words(path: Path, document: dict, section: str, key: str) -> list[str]:
    where = f"{section}.{key}"
    node = document.get(section, {}).get(key)
    if node is None:
        return []
    words = sourced(node, path, where).value
    if not isinstance(words, list) or not all(isinstance(w, str) and w for w in words):
        raise DataFileError(path, where, "expected a list of names")
    return words
