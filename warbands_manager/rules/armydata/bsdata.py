"""Reading BattleScribe game systems (``.gst``) and catalogues (``.cat``) into army lists.

Both file generations are read: a 1.x file is first rewritten in the 2.x shape
(``schema1.upgrade``). Each top-level entry of a catalogue (or top-level link to a shared entry)
whose primary category is Lords, Heroes, Core, Special or Rare is a unit ("Uncounting" → a Core
choice that does not count toward the Core minimum), read by ``units.py``; every other top-level
entry is listed in :attr:`ArmyList.skipped` with the reason, so an import never drops an entry
without saying so. Entry links are resolved within the catalogue and its game system.
"""

from __future__ import annotations

import re
from xml.etree.ElementTree import Element

from warbands_manager.rules.armydata.index import Index
from warbands_manager.rules.armydata.model import (
    CATEGORY_NAMES,
    UNCOUNTING,
    ArmyList,
    SkippedEntry,
)
from warbands_manager.rules.armydata.safexml import items, local, strip_namespaces
from warbands_manager.rules.armydata.schema1 import is_schema1, upgrade
from warbands_manager.rules.armydata.units import UnitReader
from warbands_manager.rules.roster import ARMIES

# 1: the first reader (2.x files only); 2: both generations, profiles, limit conditions.
READER_VERSION = 2
_EDITIONS = re.compile(r"(\d+)(?:st|nd|rd|th)BRB(?:_(\d+)(?:st|nd|rd|th)AB)?", re.IGNORECASE)
# "Armybook (2008)" is the book's year; "Army Book (2013-4)" is the date of the data file.
_YEAR = re.compile(r"\((\d{4})\)")


class CatalogueError(ValueError):
    """The file is XML but not a BattleScribe game system or catalogue this app can read."""


def readable(root: Element) -> Element:
    """The file's tree in the 2.x shape, tags without namespace (a 1.x tree is rewritten)."""
    if root.tag[:1] == "{":  # not read through safexml.parse_xml
        strip_namespaces(root)
    return upgrade(root) if is_schema1(root) else root


def game_system_info(root: Element, source: str) -> ArmyList:
    """The header of a ``.gst`` (its shared entries are used when catalogues are parsed)."""
    if local(root.tag) != "gameSystem":
        raise CatalogueError(f"{source}: not a BattleScribe game system (root <{local(root.tag)}>)")
    return ArmyList(bs_id=root.get("id", ""), name=root.get("name", ""), kind="gamesystem",
                    army="other", revision=_int(root.get("revision")), source_file=source,
                    game_system_id=root.get("id", ""),
                    schema_version=root.get("battleScribeVersion", ""))


def parse_catalogue(root: Element, game_system: Element | None, source: str) -> ArmyList:
    """Parse a catalogue; ``game_system`` is the parsed ``.gst`` it was written for."""
    if local(root.tag) != "catalogue":
        raise CatalogueError(f"{source}: not a BattleScribe catalogue (root <{local(root.tag)}>)")
    if game_system is None:
        raise CatalogueError(f"{source}: needs its game system (.gst) — import that too")
    if game_system.get("id") != root.get("gameSystemId"):
        raise CatalogueError(
            f"{source}: written for game system {root.get('gameSystemId')!r}, not "
            f"{game_system.get('id')!r} ({game_system.get('name')})"
        )
    army = _header(root, source)
    root, game_system = readable(root), readable(game_system)
    index = Index()
    index.add(root)
    index.add(game_system)
    reader = UnitReader(index)
    for element, link in _top_level_entries(root, index, army):
        name = (link if link is not None else element).get("name", "").strip()
        primary = primary_category(index, element, link)
        if primary is None:
            army.skipped.append(SkippedEntry(name, _why_not_a_unit(index, element, link)))
            continue
        army.units.append(reader.unit(element, link, primary))
    army.magic_items = sorted(reader.magic_items.values(), key=lambda item: item.name)
    return army


def _header(root: Element, source: str) -> ArmyList:
    name = root.get("name", "").strip()
    editions = _EDITIONS.search(source)
    year = _YEAR.search(name)
    return ArmyList(
        bs_id=root.get("id", ""), name=name, kind="catalogue", army=army_id_for(name),
        revision=_int(root.get("revision")), game_system_id=root.get("gameSystemId", ""),
        source_file=source, schema_version=root.get("battleScribeVersion", ""),
        reader_version=READER_VERSION,
        rulebook_edition=_ordinal(editions.group(1)) if editions else None,
        army_book_edition=_ordinal(editions.group(2)) if editions and editions.group(2) else None,
        year=int(year.group(1)) if year else None)


# Catalogue names of later books (and the files' own spellings) → the army the Warbands rules
# name. Warriors of Chaos (2008) and Daemons of Chaos (2008) split the Hordes of Chaos book;
# their Warbands rules are those of Hordes of Chaos and of the Daemonic Legions list.
CATALOGUE_ARMIES = {
    "beastmen": "beasts-of-chaos", "warriors-of-chaos": "hordes-of-chaos",
    "daemons-of-chaos": "daemonic-legions", "ogre-kindoms": "ogre-kingdoms",
    "chaos-dwarfs-loa": "chaos-dwarfs", "the-empire": "empire",
}


def army_id_for(catalogue_name: str) -> str:
    """Our army id for a catalogue name: "Vampire Counts - Armybook (2008)" → vampire-counts."""
    head = catalogue_name.split(" - ")[0].replace("&", "and").replace("_", " ")
    slug = re.sub(r"[^a-z0-9]+", "-", head.lower()).strip("-")
    slug = CATALOGUE_ARMIES.get(slug, slug)
    return slug if slug in ARMIES else "other"


def _top_level_entries(root: Element, index: Index, army: ArmyList):
    for entry in items(root, "selectionEntries"):
        yield entry, None
    for link in items(root, "entryLinks"):
        target = index.entries.get(link.get("targetId", ""))
        if target is not None and target.tag == "selectionEntry":
            yield target, link
        else:
            army.skipped.append(SkippedEntry(
                link.get("name", "") or link.get("targetId", ""),
                "a link to an entry that is not in the catalogue or its game system"
                if target is None else "a link to a group of entries, not to one unit"))


def primary_category(index: Index, element: Element, link: Element | None) -> str | None:
    """The entry's army-list slot name ("Core", "Uncounting" ...), None when it has none."""
    links = items(link, "categoryLinks") if link is not None else []
    for category_link in links + items(element, "categoryLinks"):
        name = index.categories.get(category_link.get("targetId", ""))
        if category_link.get("primary") == "true" and (
                name in CATEGORY_NAMES or name == UNCOUNTING):
            return name
    return None


def _why_not_a_unit(index: Index, element: Element, link: Element | None) -> str:
    links = (items(link, "categoryLinks") if link is not None else []) + items(
        element, "categoryLinks")
    named = [index.categories.get(c.get("targetId", "")) for c in links]
    known = [name for name in named if name]
    if known:
        if known == ["Detachment"]:
            return "a detachment is bought with its parent regiment, not chosen on its own"
        return (f"it is filed under {', '.join(known)}, not under Lords, Heroes, Core, "
                "Special or Rare")
    if links:
        return "its category is not defined in the catalogue or its game system"
    return ("it has no army-list category (an army-wide setting, or a choice bought only with "
            "another unit)")


def _ordinal(number: str) -> str:
    value = int(number)
    suffix = "th" if 10 <= value % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(value % 10, "th")
    return f"{value}{suffix}"


def _int(text: str | None) -> int:
    try:
        return int(text or 0)
    except ValueError:
        return 0
