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

# 1: the first reader (2.x files only); 2: both generations, profiles, limit conditions;
# 3: option groups with their limits, options' own profiles and rules (a mount's Fly).
READER_VERSION = 3
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
        primary = primary_category(index, element, link, army.bs_id)
        if primary is None:
            army.skipped.append(SkippedEntry(name, _why_not_a_unit(index, element, link)))
            continue
        army.units.append(reader.unit(element, link, primary))
    army.magic_items = sorted(reader.magic_items.values(), key=lambda item: item.name)
    chart = set(index.categories.values())
    if not army.units and chart and not chart & {*CATEGORY_NAMES, UNCOUNTING}:
        army.older_chart = sorted(name for name in chart if name)
    return army


def _header(root: Element, source: str) -> ArmyList:
    name = root.get("name", "").strip()
    editions = _EDITIONS.search(source)
    year = _YEAR.search(name)
    return ArmyList(
        bs_id=root.get("id", ""), name=name, kind="catalogue",
        army=army_id_for(name, source),
        revision=_int(root.get("revision")), game_system_id=root.get("gameSystemId", ""),
        source_file=source, schema_version=root.get("battleScribeVersion", ""),
        reader_version=READER_VERSION,
        rulebook_edition=_ordinal(editions.group(1)) if editions else None,
        army_book_edition=_ordinal(editions.group(2)) if editions and editions.group(2) else None,
        year=int(year.group(1)) if year else None)


# Catalogue names of later books and the spellings other authors' files use (6th edition data
# included) → the army the Warbands rules name. Warriors of Chaos (2008) and Daemons of Chaos
# (2008) split the Hordes of Chaos book; their Warbands rules are those of Hordes of Chaos and
# of the Daemonic Legions list. "Forces of Chaos" and "Chaos" are the same Hordes.
CATALOGUE_ARMIES = {
    "beastmen": "beasts-of-chaos", "warriors-of-chaos": "hordes-of-chaos",
    "daemons-of-chaos": "daemonic-legions", "ogre-kindoms": "ogre-kingdoms",
    "chaos-dwarfs-loa": "chaos-dwarfs", "the-empire": "empire",
    "empire-of-man": "empire", "dwarves": "dwarfs", "dwarf": "dwarfs",
    "chaos-dwarves": "chaos-dwarfs", "chaos-dwarf": "chaos-dwarfs",
    "orcs-goblins": "orcs-and-goblins", "orc-and-goblins": "orcs-and-goblins",
    "orcs-n-goblins": "orcs-and-goblins", "greenskins": "orcs-and-goblins",
    "bretonnians": "bretonnia", "kingdom-of-bretonnia": "bretonnia",
    "forces-of-chaos": "hordes-of-chaos", "chaos": "hordes-of-chaos",
    "daemonic-legion": "daemonic-legions", "daemons": "daemonic-legions",
    "chaos-daemons": "daemonic-legions", "dark-elf": "dark-elves", "high-elf": "high-elves",
    "wood-elf": "wood-elves", "lizardman": "lizardmen", "tomb-king": "tomb-kings",
    "vampire-count": "vampire-counts", "vampires": "vampire-counts",
    "ogres": "ogre-kingdoms", "ogre-kingdom": "ogre-kingdoms", "beast-of-chaos":
    "beasts-of-chaos", "dog-of-war": "dogs-of-war",
}
# Words of a name or file name that say the edition or the book, not the army.
_NOT_ARMY = re.compile(
    r"\b(?:\d+(?:st|nd|rd|th)(?:[ -]?(?:ed|edition|brb|ab))*|armybook|army book|"
    r"warhammer|whfb|fantasy|v?\d+(?:\.\d+)*)\b|\(.*?\)", re.IGNORECASE)


def army_id_for(catalogue_name: str, source_file: str = "") -> str:
    """Our army id for a catalogue, from its name ("Vampire Counts - Armybook (2008)" →
    vampire-counts), else from its file name ("Chaos_Dwarves_6th.cat" → chaos-dwarfs);
    "other" when neither names an army of the Warbands rules."""
    for text in (*catalogue_name.split(" - "), *_file_head(source_file).split(" - ")):
        head = _NOT_ARMY.sub(" ", text.replace("&", " and ").replace("_", " "))
        slug = re.sub(r"[^a-z0-9]+", "-", head.lower()).strip("-")
        slug = CATALOGUE_ARMIES.get(slug, slug)
        if slug in ARMIES and slug != "other":
            return slug
    return "other"


def _file_head(source_file: str) -> str:
    return source_file.rsplit("/", 1)[-1].rsplit(".", 1)[0] if source_file else ""


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


def primary_category(index: Index, element: Element, link: Element | None,
                     own_id: str = "") -> str | None:
    """The entry's army-list slot name ("Core", "Uncounting" ...), None when it has none. A
    ``set-primary`` category modifier whose condition is the catalogue's own army (Dogs of War
    Pikemen are Core in a Dogs of War army) is applied: the roster is of that army."""
    own = own_army_category(index, [n for n in (link, element) if n is not None], own_id)
    if own is not None:
        return own
    links = items(link, "categoryLinks") if link is not None else []
    for category_link in links + items(element, "categoryLinks"):
        name = index.categories.get(category_link.get("targetId", ""))
        if category_link.get("primary") == "true" and (
                name in CATEGORY_NAMES or name == UNCOUNTING):
            return name
    return None


_PRESENT = ("instanceOf", "equalTo", "atLeast", "greaterThan")


def own_army_category(index: Index, nodes: list[Element], own_id: str) -> str | None:
    """The slot a ``set-primary`` modifier gives when its only condition is the army's own
    catalogue; None when there is none (other conditions, a selection taken, stay unread)."""
    if not own_id:
        return None
    for node in nodes:
        found: list[tuple[Element, list[Element]]] = [(m, []) for m in items(node, "modifiers")]
        for group in items(node, "modifierGroups"):
            found += [(m, items(group, "conditions")) for m in items(group, "modifiers")]
        for modifier, outer in found:
            if modifier.get("type") != "set-primary" or modifier.get("field") != "category":
                continue
            conditions = [*outer, *items(modifier, "conditions")]
            nested = items(modifier, "conditionGroups")
            if conditions and not nested and all(
                    own_id in (c.get("childId"), c.get("scope")) and c.get("type") in _PRESENT
                    for c in conditions):
                name = index.categories.get(modifier.get("value", ""))
                if name in CATEGORY_NAMES or name == UNCOUNTING:
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
