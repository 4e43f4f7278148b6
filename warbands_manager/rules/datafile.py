"""Loading rule tables from ``data/``: TOML, every number tagged with its provenance.

A provenanced value is written ``{ value = 20, provenance = "assumed" }``; ``rulebook`` means the
rules text states it (or a worked example proves it), ``assumed`` means it is our default and
should be checked against the printed book. Errors name the file and the key.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from warbands_manager.errors import UserFacingError
from warbands_manager.rules.input_files import InputFileError, read_input_text

PROVENANCES = ("rulebook", "assumed")


MAX_DATA_FILE_BYTES = 16 * 1024 * 1024  # the largest shipped table is a few KB


class DataFileError(ValueError, UserFacingError):
    """A data file that cannot be used; the message names the file and the key."""

    def __init__(self, path: Path | str, where: str, message: str) -> None:
        place = f"{path}: {where}" if where else str(path)
        super().__init__(f"{place}: {message}")
        self.path = Path(path)
        self.where = where


@dataclass(frozen=True)
class Sourced:
    """A value with where it comes from."""

    value: Any
    provenance: str

    @property
    def assumed(self) -> bool:
        return self.provenance == "assumed"


def load_toml(path: Path) -> dict[str, Any]:
    """Parse a TOML data file; syntax errors name the file, line and column."""
    # deferred: league standings and army-data list load this module, but read no data file
    import tomllib

    try:
        return tomllib.loads(read_input_text(path, MAX_DATA_FILE_BYTES, "data file"))
    except InputFileError as error:
        raise DataFileError(path, error.place, error.reason) from None
    except tomllib.TOMLDecodeError as error:
        raise DataFileError(path, "", f"not valid TOML ({error})") from error
    except RecursionError:
        raise DataFileError(path, "", "not a data file (nested too deeply)") from None
    except ValueError:  # tomllib lets Python's "Exceeds the limit (4300 digits)" through
        raise DataFileError(path, "", "holds a number of thousands of digits; the numbers "
                                      "in a data file have a few") from None


def is_sourced(node: Any) -> bool:
    return isinstance(node, dict) and set(node) == {"value", "provenance"}


def sourced(node: Any, path: Path | str, where: str) -> Sourced:
    """Read a ``{value, provenance}`` pair, checking the provenance word."""
    if not is_sourced(node):
        raise DataFileError(path, where, "expected { value = ..., provenance = ... }")
    if node["provenance"] not in PROVENANCES:
        raise DataFileError(
            path, where, f"provenance must be one of {', '.join(PROVENANCES)}, "
            f"not {node['provenance']!r}"
        )
    return Sourced(node["value"], node["provenance"])


def iter_sourced(node: Any, path: Path | str, where: str = "") -> Iterator[tuple[str, Sourced]]:
    """Every provenanced value in a parsed file, with its dotted key."""
    if is_sourced(node):
        yield where, sourced(node, path, where)
    elif isinstance(node, dict):
        for key, child in node.items():
            yield from iter_sourced(child, path, f"{where}.{key}" if where else key)
    elif isinstance(node, list):
        for index, child in enumerate(node):
            yield from iter_sourced(child, path, f"{where}[{index}]")


@dataclass(frozen=True)
class ProvenanceSummary:
    """How many values of one data file the rulebook gives and how many we assumed."""

    path: Path
    title: str
    rulebook: int
    assumed: int


def summarise_provenance(path: Path) -> ProvenanceSummary:
    document = load_toml(path)
    counts = {name: 0 for name in PROVENANCES}
    for _key, value in iter_sourced(document, path):
        counts[value.provenance] += 1
    title = str(document.get("meta", {}).get("title", path.stem))
    return ProvenanceSummary(path, title, counts["rulebook"], counts["assumed"])


def summarise_folder(folder: Path) -> list[ProvenanceSummary]:
    """Provenance counts for every TOML file under ``folder``, sorted by path."""
    return [summarise_provenance(path) for path in sorted(folder.rglob("*.toml"))]
