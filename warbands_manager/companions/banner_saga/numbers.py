"""The rule numbers of The Banner Saga: Warbands, read from ``data/banner-saga/rules.toml``.

Every number carries its provenance so the page can mark the ones that are still assumed.
"""

from __future__ import annotations

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


@lru_cache(maxsize=1)
def rule_numbers() -> RuleNumbers:
    """The shipped rules file (loaded once)."""
    return RuleNumbers(data_file(*RULES_FILE))
