"""A league's own copy of the rule tables: point sizes, league points and the victory table.

A league copies the shipped tables (``data/warbands/league.toml`` and ``little-war.toml``) when it
is created; the organiser may edit the copy (house rules). Values keep their provenance:
``rulebook``, ``assumed`` (our default, to be checked against the printed book) or ``house``
(changed by the organiser). The copy is a plain JSON-able document with the same shape as the
TOML files, so it can be stored, compared and edited by dotted key (``weeks[2].maximum_size``).
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from warbands_manager.paths import data_dir
from warbands_manager.rules.datafile import DataFileError, is_sourced, load_toml
from warbands_manager.rules.key_words import key_words

HOUSE = "house"
TABLE_PROVENANCES = ("rulebook", "assumed", HOUSE)
RESULTS = ("massacre", "victory", "draw", "loss")
LETTERS = {"D": "draw", "V": "victory", "M": "massacre"}
LEAGUE_FILE = ("warbands", "league.toml")
LITTLE_WAR_FILE = ("warbands", "little-war.toml")


@dataclass(frozen=True)
class WeekRow:
    """One week of the point-size table."""

    week: int
    starting_size: int
    maximum_size: int
    added: dict[str, int]  # points added to the warband per result (massacre/victory/draw/loss)


@dataclass(frozen=True)
class VictoryColumn:
    label: str
    min_size: int
    max_size: int


@dataclass(frozen=True)
class VictoryRow:
    min_difference: int
    letters: tuple[str, ...]


class LeagueTables:
    """Typed view of a league's table document (validated when built)."""

    def __init__(self, document: dict[str, Any], source: str = "league tables") -> None:
        self.document = document
        self.source = source
        self.weeks = tuple(_week_row(row, source, i) for i, row in enumerate(
            _list(document, "league", "weeks", source)))
        if not self.weeks:
            raise DataFileError(source, "league.weeks", "the point-size table has no weeks")
        points = document["league"].get("league_points", {})
        self.league_points = {r: _int(points.get(r), source, f"league.league_points.{r}")
                              for r in RESULTS}
        little_war = document.get("little_war", {})
        self.objective_bonus_percent = _int(
            little_war.get("unknown_objective_bonus_percent"), source,
            "little_war.unknown_objective_bonus_percent")
        table = little_war.get("victory_table", {})
        self.columns = tuple(_column(col, source, i) for i, col in enumerate(
            table.get("columns", [])))
        self.rows = tuple(_victory_row(row, source, i, len(self.columns)) for i, row in
                          enumerate(table.get("rows", [])))
        if not self.columns or not self.rows:
            raise DataFileError(source, "little_war.victory_table", "needs columns and rows")

    def week(self, week: int) -> WeekRow:
        """The row for ``week`` (1-based); weeks past the table reuse its last row."""
        if week < 1:
            raise ValueError(f"weeks start at 1, not {week}")
        return self.weeks[min(week, len(self.weeks)) - 1]

    def assumed_keys(self) -> list[str]:
        """Dotted keys of every value still marked ``assumed``."""
        return [key for key, provenance in self.provenances().items() if provenance == "assumed"]

    def provenances(self) -> dict[str, str]:
        return {key: provenance for key, _value, provenance in value_provenances(self.document)}

    def to_document(self) -> dict[str, Any]:
        return copy.deepcopy(self.document)


def value_provenances(document: dict[str, Any]) -> list[tuple[str, Any, str]]:
    """``(key, value, provenance)`` for every table value, house rules included."""
    found: list[tuple[str, Any, str]] = []
    _walk(document, "", found)
    return found


def _walk(node: Any, where: str, found: list) -> None:
    if is_sourced(node):
        found.append((where, node["value"], node["provenance"]))
    elif isinstance(node, dict):
        for key, child in node.items():
            _walk(child, f"{where}.{key}" if where else key, found)
    elif isinstance(node, list):
        for index, child in enumerate(node):
            _walk(child, f"{where}[{index}]", found)


def default_document(weeks: int = 4, data_root: Path | None = None) -> dict[str, Any]:
    """The shipped tables as a league copy with ``weeks`` rows (extra weeks reuse the last row,
    marked ``assumed``)."""
    if data_root is None:
        data_root = data_dir()
    league = load_toml(data_root.joinpath(*LEAGUE_FILE))
    little_war = load_toml(data_root.joinpath(*LITTLE_WAR_FILE))
    little_war.pop("setup", None)
    league.pop("meta", None)
    little_war.pop("meta", None)
    league["weeks"] = fit_weeks(league["weeks"], weeks)
    document = {"league": league, "little_war": little_war}
    LeagueTables(document, "default tables")  # validates the shipped files
    return document


def fit_weeks(rows: list[dict[str, Any]], weeks: int) -> list[dict[str, Any]]:
    """The point-size rows for a ``weeks``-week league: cut, or extended with copies of the
    last row marked ``assumed``."""
    if weeks < 1:
        raise ValueError(f"a league lasts at least one week, not {weeks}")
    fitted = [copy.deepcopy(row) for row in rows[:weeks]]
    while len(fitted) < weeks:
        extra = copy.deepcopy(rows[-1])
        extra["week"] = len(fitted) + 1
        for key, node in extra.items():
            if is_sourced(node):
                extra[key] = {"value": node["value"], "provenance": "assumed"}
        fitted.append(extra)
    return fitted


_PATH_PART = re.compile(r"([^.\[\]]+)|\[(\d+)\]")


def set_value(document: dict[str, Any], key: str, value: Any) -> dict[str, Any]:
    """A copy of ``document`` with the value at dotted ``key`` changed and marked ``house``.

    Raises:
        KeyError: no table value has that key.
        DataFileError: the changed tables are not usable (the message names the key).
    """
    changed = copy.deepcopy(document)
    node: Any = changed
    parts = [name or int(index) for name, index in _PATH_PART.findall(key)]
    for part in parts:
        try:
            node = node[part]
        except (KeyError, IndexError, TypeError) as error:
            raise KeyError(f"no table value {key!r}") from error
    if not is_sourced(node):
        raise KeyError(f"no table value {key!r}")
    node["value"] = value
    node["provenance"] = HOUSE
    check_victory_columns(LeagueTables(changed))
    return changed


def check_victory_columns(tables: LeagueTables) -> None:
    """An edit must leave the victory table's columns in ascending order without overlap, so
    each size of battle reads exactly one column. (Checked when a value is edited, not when a
    stored copy is read: a copy saved before this check still opens.)

    Raises:
        DataFileError: a column starts at or below the end of the one before it.
    """
    for index in range(1, len(tables.columns)):
        before, column = tables.columns[index - 1], tables.columns[index]
        if column.min_size <= before.max_size:
            raise DataFileError(
                tables.source, f"little_war.victory_table.columns[{index}].min_size",
                f"{column.min_size} overlaps the column before it ({before.min_size}-"
                f"{before.max_size}); a size of battle must read one column")


def label_for(key: str) -> str:
    """A reader's name for a dotted table key, e.g. ``Week 3 · maximum size``."""
    match = re.fullmatch(r"league\.weeks\[(\d+)\]\.(\w+)", key)
    if match:
        what = match.group(2).replace("_", " ")
        if match.group(2) in RESULTS:
            what = f"points added for a {match.group(2)}"
        return f"Week {int(match.group(1)) + 1} · {what}"
    match = re.fullmatch(r"league\.league_points\.(\w+)", key)
    if match:
        return f"League points · {match.group(1)}"
    match = re.fullmatch(r"little_war\.victory_table\.columns\[(\d+)\]\.(\w+)", key)
    if match:
        return f"Victory table · column {int(match.group(1)) + 1} · {key_words(match.group(2))}"
    match = re.fullmatch(r"little_war\.victory_table\.rows\[(\d+)\]\.(\w+)", key)
    if match:
        what = "VP difference from" if match.group(2) == "min_difference" else "results"
        return f"Victory table · row {int(match.group(1)) + 1} · {what}"
    return key_words(key)


def _list(document: dict[str, Any], section: str, key: str, source: str) -> list:
    value = document.get(section, {}).get(key)
    if not isinstance(value, list):
        raise DataFileError(source, f"{section}.{key}", "expected a list")
    return value


def _int(node: Any, source: str, where: str) -> int:
    if not is_sourced(node):
        raise DataFileError(source, where, "expected { value = ..., provenance = ... }")
    if node["provenance"] not in TABLE_PROVENANCES:
        raise DataFileError(source, where, f"unknown provenance {node['provenance']!r}")
    value = node["value"]
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise DataFileError(source, where, f"expected a whole number ≥ 0, not {value!r}")
    return value


def _week_row(row: dict[str, Any], source: str, index: int) -> WeekRow:
    where = f"league.weeks[{index}]"
    start = _int(row.get("starting_size"), source, f"{where}.starting_size")
    maximum = _int(row.get("maximum_size"), source, f"{where}.maximum_size")
    if maximum < start:
        raise DataFileError(source, f"{where}.maximum_size",
                            f"maximum size {maximum} is below the starting size {start}")
    added = {r: _int(row.get(r), source, f"{where}.{r}") for r in RESULTS}
    return WeekRow(index + 1, start, maximum, added)


def _column(col: dict[str, Any], source: str, index: int) -> VictoryColumn:
    where = f"little_war.victory_table.columns[{index}]"
    low = _int(col.get("min_size"), source, f"{where}.min_size")
    high = _int(col.get("max_size"), source, f"{where}.max_size")
    if high < low:
        raise DataFileError(source, f"{where}.max_size", f"{high} is below {low}")
    return VictoryColumn(str(col.get("label", f"{low}-{high}")), low, high)


def _victory_row(row: dict[str, Any], source: str, index: int, columns: int) -> VictoryRow:
    where = f"little_war.victory_table.rows[{index}]"
    low = _int(row.get("min_difference"), source, f"{where}.min_difference")
    node = row.get("results")
    letters = node.get("value") if is_sourced(node) else None
    if (not isinstance(letters, list) or len(letters) != columns
            or any(letter not in LETTERS for letter in letters)):
        raise DataFileError(source, f"{where}.results",
                            f"expected {columns} letters, each D, V or M")
    return VictoryRow(low, tuple(letters))


def provenance_summary(tables: LeagueTables, provenance: str = "assumed") -> list[str]:
    """Short lines naming the values with ``provenance``, grouped (for notes and printouts),
    e.g. ``Week 1: maximum size, massacre, victory, draw, loss``."""
    groups: dict[str, list[str]] = {}
    for key, kind in tables.provenances().items():
        if kind != provenance:
            continue
        label = label_for(key)
        if label.startswith("Victory table"):
            part = "column limits" if "column" in label else (
                "row limits" if "VP difference" in label else "results")
            group, item = "Victory table", part
        elif " · " in label:
            group, item = label.split(" · ", 1)
            item = item.replace("points added for a ", "")
        else:
            group, item = label, ""
        items = groups.setdefault(group, [])
        if item and item not in items:
            items.append(item)
    return [f"{group}: {', '.join(items)}" if items else group
            for group, items in groups.items()]


_WEEK_FIELD = re.compile(r"league\.weeks\[(\d+)\]\.(\w+)$")
_FIELD_WORDS = {"starting_size": "the starting warband size",
                "maximum_size": "the largest warband size",
                "massacre": "a massacre", "victory": "a victory", "draw": "a draw",
                "loss": "a loss"}
_VICTORY_WORDS = {"columns": "the warband sizes of the Little War victory table's columns",
                  "rows": "the VP differences of its rows", "results": "its results"}


def provenance_in_words(tables: LeagueTables, provenance: str = "assumed") -> str:
    """The values with ``provenance`` as a player says them, for a sheet's footnote: "the
    largest warband size (weeks 1, 2 and 4); the points added for a massacre or a draw (weeks
    1-4); …" ("" when there are none)."""
    weeks: dict[str, list[int]] = {}
    victory: list[str] = []
    for key, kind in tables.provenances().items():
        if kind != provenance:
            continue
        found = _WEEK_FIELD.match(key)
        if found and found.group(2) in _FIELD_WORDS:
            weeks.setdefault(found.group(2), []).append(int(found.group(1)) + 1)
        elif key.startswith("little_war.victory_table."):
            part = key.split(".")[2].split("[")[0]
            part = part if part in _VICTORY_WORDS else "results"
            if part not in victory:
                victory.append(part)
    parts = [f"{_FIELD_WORDS[name]} ({_weeks_text(weeks[name])})"
             for name in ("starting_size", "maximum_size") if name in weeks]
    by_weeks: dict[tuple[int, ...], list[str]] = {}
    for name in ("massacre", "victory", "draw", "loss"):
        if name in weeks:
            by_weeks.setdefault(tuple(weeks[name]), []).append(_FIELD_WORDS[name])
    parts += [f"the points added for {' or '.join(names)} ({_weeks_text(list(week_list))})"
              for week_list, names in by_weeks.items()]
    parts += [_VICTORY_WORDS[part] for part in victory]
    return "; ".join(parts)


def _weeks_text(weeks: list[int]) -> str:
    weeks = sorted(set(weeks))
    if len(weeks) > 2 and weeks == list(range(weeks[0], weeks[-1] + 1)):
        return f"weeks {weeks[0]}-{weeks[-1]}"
    if len(weeks) == 1:
        return f"week {weeks[0]}"
    return "weeks " + ", ".join(map(str, weeks[:-1])) + f" and {weeks[-1]}"
