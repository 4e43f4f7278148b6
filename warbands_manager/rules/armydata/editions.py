"""Which army book and rules edition a catalogue was written for, and the Warbands-era default.

BattleScribe file names say it ("Skaven - 7thBRB_6thAB.cat": 7th edition rulebook, 6th edition
army book); 7th edition catalogues carry the book's year in their name ("Skaven - Armybook
(2002)"); otherwise the year comes from the army table's ``books``. When a player imported
several catalogues of one army, a roster is built from the one they chose; without a choice,
from the army book of the Warbands era: the book in print when the guidelines were revised
(September 2006, ``data/warbands/edition-names.toml``), else the nearest later one, played
with the 7th edition rules where there is a choice.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from warbands_manager.paths import data_file
from warbands_manager.rules.armydata.traits import ArmyBook, TraitTable, catalogue_head
from warbands_manager.rules.datafile import load_toml, sourced
from warbands_manager.rules.roster import Roster

_FILE_EDITIONS = re.compile(r"(\d+)(?:st|nd|rd|th)\s*BRB(?:[_ -]+(\d+)(?:st|nd|rd|th)\s*AB)?",
                            re.IGNORECASE)
_BOOK_YEAR = re.compile(r"army\s*book\s*\((\d{4})\)", re.IGNORECASE)
_SYSTEM_EDITION = re.compile(r"(\d+)(?:st|nd|rd|th)\s*ed", re.IGNORECASE)


@dataclass(frozen=True)
class Edition:
    """What a catalogue was written for; None where nothing says."""

    rules: int | None
    book: int | None
    year: int | None
    title: str | None

    def label(self) -> str:
        """"2002 army book (6th edition) · 7th edition rules", in player words."""
        parts = []
        if self.year or self.book:
            book = f"{self.year} army book" if self.year else "army book"
            parts.append(book + (f" ({_ordinal(self.book)} edition)" if self.book else ""))
        if self.rules:
            parts.append(f"{_ordinal(self.rules)} edition rules")
        return " · ".join(parts) or "edition not stated"


@dataclass(frozen=True)
class CatalogueChoice:
    """One imported catalogue of an army, as the army picker offers it."""

    bs_id: str
    name: str
    revision: int
    source_file: str
    edition: Edition
    warbands_era: bool = False

    def label(self) -> str:
        era = " — Warbands era" if self.warbands_era else ""
        return f"{self.name} · {self.edition.label()}{era}"


def edition_of(name: str, source_file: str, table: TraitTable,
               game_system_name: str = "") -> Edition:
    """The rules edition, army book edition and year of a catalogue."""
    rules = book = year = None
    found = _FILE_EDITIONS.search(source_file)
    if found:
        rules = int(found.group(1))
        book = int(found.group(2)) if found.group(2) else None
    if rules is None:
        system = _SYSTEM_EDITION.search(game_system_name)
        rules = int(system.group(1)) if system else None
    named_year = _BOOK_YEAR.search(name)
    match = _book(table.books, catalogue_head(name), book,
                  int(named_year.group(1)) if named_year else None)
    if named_year:
        year = int(named_year.group(1))
    elif match is not None:
        year = match.year
    if book is None and match is not None:
        book = match.edition
    return Edition(rules, book, year, match.title if match else None)


def _book(books: tuple[ArmyBook, ...], head: str, edition: int | None,
          year: int | None) -> ArmyBook | None:
    """The army table's book for a catalogue: by year, else by title and edition, else by
    edition alone."""
    if year is not None:
        return next((b for b in books if b.year == year), None)
    if edition is None:
        return None
    same = [b for b in books if b.edition == edition]
    titled = [b for b in same if catalogue_head(b.title) in (head, f"the {head}")]
    found = titled or same
    return found[0] if found else None


def warbands_era_choice(choices: list[CatalogueChoice]) -> CatalogueChoice | None:
    """The catalogue of the Warbands era among ``choices`` (see the module doc)."""
    year, rules = _warbands_era()

    def key(choice: CatalogueChoice) -> tuple:
        book_year = choice.edition.year
        return (book_year is None, book_year is not None and book_year > year,
                abs((book_year or year) - year), choice.edition.rules != rules,
                -choice.revision, choice.name)
    return min(choices, key=key) if choices else None


@cache
def _warbands_era() -> tuple[int, int]:
    path = data_file("warbands", "edition-names.toml")
    editions = load_toml(path).get("editions", {})
    year = sourced(editions.get("warbands_year"), path, "editions.warbands_year").value
    rules = sourced(editions.get("warbands_rules_edition"), path,
                    "editions.warbands_rules_edition").value
    return int(year), int(rules)


ROSTER_CATALOGUE_KEY = "army_data"


def roster_catalogue(roster: Roster) -> dict | None:
    """The catalogue the roster was chosen to be built from: ``{"catalogue": BattleScribe id,
    "name": its name}`` in the roster document's ``army_data`` key, or None (older rosters).
    An extra key of the roster format: readers that do not know it keep it (roster-format.md).
    """
    chosen = roster.extra.get(ROSTER_CATALOGUE_KEY)
    return chosen if isinstance(chosen, dict) and chosen.get("catalogue") else None


def choose_catalogue(roster: Roster, bs_id: str, name: str) -> None:
    """Record in the roster that it is built from the catalogue ``bs_id`` (called ``name``)."""
    roster.extra[ROSTER_CATALOGUE_KEY] = {"catalogue": bs_id, "name": name}


def units_catalogue(roster: Roster) -> str | None:
    """The catalogue most of the roster's units were built from (None: typed by hand)."""
    counts: dict[str, int] = {}
    for unit in roster.units:
        bs_id = unit.extra.get("army_data", {}).get("catalogue")
        if bs_id:
            counts[bs_id] = counts.get(bs_id, 0) + 1
    return max(counts, key=lambda bs_id: counts[bs_id]) if counts else None


def _ordinal(number: int) -> str:
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(number % 10 if number % 100 not in (11, 12, 13)
                                            else 0, "th")
    return f"{number}{suffix}"
