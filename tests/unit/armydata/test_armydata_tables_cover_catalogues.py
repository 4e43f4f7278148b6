"""Every unit of every shared BattleScribe catalogue (both schema generations, 7th and 8th
edition) is in its army's table under the catalogue's own name or an alias. The units are found
by a walk of the XML written here, not by the importer."""

import xml.etree.ElementTree as ET

import pytest

from tests.shared_data import BSDATA, MORE, needs_bsdata
from warbands_manager.paths import data_dir
from warbands_manager.rules.armydata.traits import army_for_catalogue, load_trait_table

CATALOGUES = sorted(BSDATA.glob("*.cat")) + sorted(MORE.glob("*.cat"))


def _local(tag):
    return tag.rsplit("}", 1)[-1]


def _children(element, section):
    for child in element:
        if _local(child.tag) == section:
            yield from child


def top_level_names(path):
    """Names of the catalogue's top-level entries: 2.x ``selectionEntries``/``entryLinks``,
    1.x ``entries``/``links``, links resolved to the shared entries they point at."""
    root = ET.parse(path).getroot()
    shared = {e.get("id"): e for section in ("sharedSelectionEntries", "sharedEntries")
              for e in _children(root, section)}
    entries = [*_children(root, "selectionEntries"), *_children(root, "entries")]
    for link in [*_children(root, "entryLinks"), *_children(root, "links")]:
        if link.get("targetId") in shared:
            entries.append(shared[link.get("targetId")])
    return root.get("name"), [e.get("name") for e in entries
                              if not e.get("name", "").startswith("-")]  # "- Army Size"


@needs_bsdata
@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: p.name)
def test_every_catalogue_unit_is_in_its_army_table(path):
    name, units = top_level_names(path)
    army = army_for_catalogue(data_dir(), name)
    assert army is not None, name
    table = load_trait_table(data_dir(), army)
    assert len(units) > 15
    assert [unit for unit in units if table.lookup(unit) is None] == []


@pytest.mark.parametrize(("name", "army"), [
    ("Beastmen - Army Book (2013-4) -V8.7.4.", "beasts-of-chaos"),
    ("Warriors of Chaos - Army Book (2013-4) -V8.8.0.", "hordes-of-chaos"),
    ("Daemons of Chaos - Army Book (2013-4) -V8.8.0.", "daemonic-legions"),
    ("Ogre Kindoms - Army Book (2013-4) -V8.8.1.", "ogre-kingdoms"),
    ("Chaos Dwarfs LoA - 8thBRB", "chaos-dwarfs"),
    ("Dark Elves  - Army Book (2013-10) -V8.8.0.", "dark-elves"),
    ("Skaven - Armybook (2002)", "skaven"),
    ("Orcs & Goblins - Armybook (2006)", "orcs-and-goblins"),
    ("Archaon's Horde", "archaons-horde"),
    ("Kislev - Armybook", None),
])
def test_catalogue_names_give_our_army(name, army):
    assert army_for_catalogue(data_dir(), name) == army
