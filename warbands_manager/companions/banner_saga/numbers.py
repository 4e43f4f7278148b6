"""The rule numbers of The Banner Saga: Warbands, read from ``data/banner-saga/rules.toml``.

Every number carries its provenance so the page can mark the ones that are still assumed. A
game may set its own value for any assumed number (the role boards print them; the rulebook
does not): those are saved with the game (``GameState.numbers``) and laid over the shipped file
while that game's rules run (:func:`game_numbers`); the shipped file is never edited.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache
from pathlib import Path
from typing import Any

from warbands_manager.paths import data_file
from warbands_manager.rules.datafile import DataFileError, Sourced, iter_sourced, load_toml

RULES_FILE = ("banner-saga", "rules.toml")


class RuleNumbers:
    """Dotted-key access (``numbers["supply.maximum"]``) to one rules file."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._values: dict[str, Sourced] = dict(iter_sourced(load_toml(path), path))

    def __getitem__(self, key: str) -> Any:
        return self.sourced(key).value

    def sourced(self, key: str) -> Sourced:
        try:
            return self._values[key]
        except KeyError:
            raise DataFileError(self.path, key, "missing") from None

    def assumed_keys(self) -> list[str]:
        """Keys whose value is our default rather than the rulebook's."""
        return sorted(key for key, value in self._values.items() if value.assumed)


GAME_VALUE = "set for this game"  # the provenance of a number the table changed


class GameNumbers(RuleNumbers):
    """The shipped numbers with one game's own values over them."""

    def __init__(self, shipped: RuleNumbers, overrides: dict[str, Any]) -> None:
        self.path = shipped.path
        self._values = dict(shipped._values)
        for key, value in overrides.items():
            self._values[key] = Sourced(value, GAME_VALUE)


_OVERRIDES: ContextVar[dict[str, Any] | None] = ContextVar("banner_saga_numbers", default=None)


@lru_cache(maxsize=1)
def shipped_numbers() -> RuleNumbers:
    """The shipped rules file (loaded once)."""
    return RuleNumbers(data_file(*RULES_FILE))


def rule_numbers() -> RuleNumbers:
    """The numbers in force: the shipped file, with the current game's own values over it."""
    overrides = _OVERRIDES.get()
    return GameNumbers(shipped_numbers(), overrides) if overrides else shipped_numbers()


@contextmanager
def game_numbers(overrides: dict[str, Any] | None) -> Iterator[None]:
    """Run the rules with a game's own numbers in force."""
    token = _OVERRIDES.set(dict(overrides or {}))
    try:
        yield
    finally:
        _OVERRIDES.reset(token)


def editable_numbers() -> list[str]:
    """The numbers a table may set per game: every assumed one."""
    return shipped_numbers().assumed_keys()


def number_text(value: Any) -> str:
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k} {v}" for k, v in value.items())
    return str(value)


def parse_number(key: str, text: str) -> Any:
    """A typed value for ``key`` in the shape of the shipped one (a whole number, a list of
    them, or named whole numbers); ``ValueError`` names the number and what is wrong."""
    shipped = shipped_numbers()[key]
    try:
        if isinstance(shipped, list):
            values = [int(part) for part in text.replace(",", " ").split()]
            if len(values) != len(shipped):
                raise ValueError(f"needs {len(shipped)} numbers")
            return values
        if isinstance(shipped, dict):
            named: dict[str, int] = {}
            for part in text.split(","):
                name, _space, number = part.strip().rpartition(" ")
                named[name.strip()] = int(number)
            if set(named) != set(shipped):
                raise ValueError(f"needs {', '.join(shipped)}")
            return named
        return int(text.strip())
    except ValueError as error:
        reason = str(error) if "needs" in str(error) else "is not a whole number"
        raise ValueError(f"{number_label(key)}: {reason}") from None


def number_label(key: str) -> str:
    """``troops.regular_tent_cost`` → "Troops: regular tent cost"."""
    section, _dot, name = key.partition(".")
    return f"{section.capitalize()}: {name.replace('_', ' ')}"
