"""The rule tables a campaign uses, copied from ``data/warbands/campaign/*.toml`` (and the
Little War victory table, ``data/warbands/little-war.toml``) at set-up.

A campaign keeps its own copy (a JSON-able dict, the TOML files' shape) so the organiser may edit
values; every value keeps its provenance (``rulebook``, ``assumed``, or ``organiser`` once edited).
Results already recorded keep the values they were computed with (their log says the numbers).
An edit is typed like the value it replaces and the changed tables are checked before they are
kept, so a typo cannot leave a campaign with tables it cannot use.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from warbands_manager.paths import data_file
from warbands_manager.rules.datafile import (
    DataFileError,
    Sourced,
    is_sourced,
    iter_sourced,
    load_toml,
)
from warbands_manager.rules.league.tables import (
    HOUSE,
    LeagueTables,
    check_victory_columns,
    default_document,
)
from warbands_manager.rules.validation.rating import RatingModifiers

TABLE_FILES = ("experience", "rating", "recovery", "injuries", "archetypes")
# The Little War victory table, as the leagues copy it (campaign games are "recorded as in
# leagues"); campaigns created before it was copied get the shipped one when next loaded.
LITTLE_WAR = "little_war"
EDITED = "organiser"
VETERAN_LEVELS = (1, 2, 3)


def table_path(stem: str) -> Path:
    """Where a campaign table is shipped. The WBR modifiers are the one shared
    ``data/warbands/rating.toml`` (the roster validator reads the same file); the others live in
    ``data/warbands/campaign/``."""
    if stem == "rating":
        return data_file("warbands", "rating.toml")
    return data_file("warbands", "campaign", f"{stem}.toml")


def load_default_tables() -> dict[str, Any]:
    """The shipped tables as one document ``{file stem: parsed TOML}``, checked."""
    document: dict[str, Any] = {}
    for stem in TABLE_FILES:
        path = table_path(stem)
        parsed = load_toml(path)
        for _key, _value in iter_sourced(parsed, path):
            pass  # iter_sourced raises DataFileError naming file and key on a bad provenance
        document[stem] = parsed
    _check_injury_ranges(document["injuries"], "injuries.toml")
    document[LITTLE_WAR] = shipped_little_war()
    return document


def shipped_little_war() -> dict[str, Any]:
    """The shipped victory table and Unknown Objective bonus, in a league copy's shape."""
    return copy.deepcopy(_shipped_league_document()[LITTLE_WAR])


@cache
def _shipped_league_document() -> dict[str, Any]:
    return default_document()


@dataclass(frozen=True)
class TableValue:
    """One editable value of a campaign's tables, as the settings screen lists it."""

    key: str  # dotted, e.g. ``experience.base_xp.victory``
    value: Any
    provenance: str

    @property
    def assumed(self) -> bool:
        return self.provenance == "assumed"


class CampaignTables:
    """Typed access to a campaign's copy of the tables."""

    def __init__(self, document: dict[str, Any] | None = None) -> None:
        self.document = copy.deepcopy(document) if document else load_default_tables()
        if LITTLE_WAR not in self.document:
            self.document[LITTLE_WAR] = shipped_little_war()

    def to_dict(self) -> dict[str, Any]:
        return copy.deepcopy(self.document)

    def value(self, dotted: str) -> Any:
        """The value at ``file.section.key`` (e.g. ``experience.costs.veteran_level``)."""
        node = self._node(dotted)
        return node["value"] if is_sourced(node) else node

    def provenance(self, dotted: str) -> str:
        node = self._node(dotted)
        return node["provenance"] if is_sourced(node) else "rulebook"

    def int(self, dotted: str) -> int:
        return int(self.value(dotted))

    def edit(self, dotted: str, value: Any) -> CampaignTables:
        """A copy with one value changed by the organiser (provenance becomes ``organiser``).

        ``value`` may be the text the organiser typed: it is read as the kind of value it
        replaces (a whole number, a list of as many items, a word).

        Raises:
            KeyError: no editable value has that key.
            ValueError: the text is not that kind of value (nothing is changed).
            DataFileError: the changed tables are not usable, e.g. D66 ranges that overlap or a
                victory table whose columns no longer fit (nothing is changed).
        """
        edited = CampaignTables(self.document)
        node = edited._node(dotted)
        if not is_sourced(node):
            raise KeyError(f"{dotted} is not an editable value")
        node["value"] = typed_like(node["value"], value, dotted)
        node["provenance"] = EDITED
        if dotted.startswith("injuries."):
            _check_injury_ranges(edited.document["injuries"], "campaign injuries table")
        if dotted.startswith(f"{LITTLE_WAR}."):
            check_victory_columns(edited.little_war_tables())  # DataFileError names the key
        return edited

    def little_war_tables(self) -> LeagueTables:
        """This campaign's victory table and Unknown Objective bonus, for the Little War
        calculator (the league part is the shipped one: a campaign has no weeks)."""
        document = {"league": _shipped_league_document()["league"],
                    LITTLE_WAR: _as_house_values(self.document[LITTLE_WAR])}
        return LeagueTables(document, "campaign Little War table")

    def editable_values(self) -> list[TableValue]:
        """Every provenanced value, for the settings screen (assumed ones are marked there)."""
        values = []
        for stem, parsed in self.document.items():
            values.extend(_walk(parsed, stem))
        return values

    def assumed_count(self) -> int:
        return sum(1 for value in self.editable_values() if value.assumed)

    def _node(self, dotted: str) -> Any:
        node: Any = self.document
        for part in _split(dotted):
            try:
                node = node[int(part)] if isinstance(node, list) else node[part]
            except (KeyError, IndexError, ValueError):
                raise KeyError(f"campaign tables have no value {dotted!r}") from None
        return node

    # Convenience readers used across the rules.
    def base_xp(self, result: str) -> int:
        return self.int(f"experience.base_xp.{result}")

    def cost(self, name: str) -> int:
        return self.int(f"experience.costs.{name}")

    def limit(self, name: str) -> int:
        return self.int(f"experience.limits.{name}")

    def rating_modifiers(self) -> RatingModifiers:
        """This campaign's copy of the WBR modifier table, in the shape the one rating function
        (:func:`warbands_manager.rules.validation.warband_rating`) takes. Organiser edits keep
        their ``organiser`` provenance (not ``assumed``)."""
        veteran = {level: self._sourced(f"rating.veteran.{level}") for level in VETERAN_LEVELS}
        return RatingModifiers(veteran, self._sourced("rating.ability.beyond_starting"))

    def _sourced(self, dotted: str) -> Sourced:
        return Sourced(self.int(dotted), self.provenance(dotted))


def _as_house_values(node: Any) -> Any:
    """A copy in which an organiser's edit is marked as what a league calls a house value."""
    if is_sourced(node):
        return {**node, "provenance": HOUSE} if node["provenance"] == EDITED else node
    if isinstance(node, dict):
        return {key: _as_house_values(child) for key, child in node.items()}
    if isinstance(node, list):
        return [_as_house_values(child) for child in node]
    return node


def typed_like(old: Any, new: Any, dotted: str) -> Any:
    """``new`` (a value or the text typed for it) as the same kind of value as ``old``."""
    if isinstance(old, bool) or not isinstance(new, str):
        if isinstance(old, list) and not isinstance(new, list):
            raise ValueError(f"{dotted} is a list of {len(old)} values")
        return new
    text = new.strip()
    if isinstance(old, int):
        try:
            return int(text)
        except ValueError:
            raise ValueError(f"{dotted} must be a whole number, not {text!r}") from None
    if isinstance(old, float):
        try:
            return float(text)
        except ValueError:
            raise ValueError(f"{dotted} must be a number, not {text!r}") from None
    if isinstance(old, list):
        items = [item for item in re.split(r"[,\s]+", text.strip("[]")) if item]
        items = [item.strip("'\"") for item in items]
        if len(items) != len(old):
            raise ValueError(f"{dotted} needs {len(old)} values separated by commas, "
                             f"not {len(items)}")
        return [typed_like(before, item, f"{dotted}[{index}]")
                for index, (before, item) in enumerate(zip(old, items, strict=True))]
    return text


def shown_value(value: Any) -> str:
    """A table value as the settings screen shows it (and as it may be typed back)."""
    if isinstance(value, list):
        return ", ".join(str(item) for item in value)
    return str(value)


def _split(dotted: str) -> list[str]:
    # Keys such as "rating.veteran.1" address TOML tables whose keys are digits.
    return [part for part in dotted.replace("[", ".").replace("]", "").split(".") if part]


def _walk(node: Any, where: str) -> list[TableValue]:
    if is_sourced(node):
        return [TableValue(where, node["value"], node["provenance"])]
    found: list[TableValue] = []
    if isinstance(node, dict):
        for key, child in node.items():
            if key != "meta":
                found.extend(_walk(child, f"{where}.{key}"))
    elif isinstance(node, list):
        for index, child in enumerate(node):
            found.extend(_walk(child, f"{where}.{index}"))
    return found


def _check_injury_ranges(injuries: dict[str, Any], source: str) -> None:
    """The D66 ranges must cover 11..66 (only results a D66 can show) without overlap."""
    covered: dict[int, str] = {}
    for index, result in enumerate(injuries.get("results", [])):
        low, high = result["low"]["value"], result["high"]["value"]
        for number in range(int(low), int(high) + 1):
            if number % 10 in (0, 7, 8, 9):
                continue
            if number in covered:
                raise DataFileError(source, f"results[{index}]",
                                    f"{number} is also {covered[number]}")
            covered[number] = result["id"]
    missing = [n for n in range(11, 67) if 1 <= n % 10 <= 6 and n not in covered]
    if missing:
        raise DataFileError(source, "results", f"no result for D66 {missing[0]}")
