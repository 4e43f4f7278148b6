"""Catalogues of other authors and editions: army names as the community spells them (on the
catalogue's name and its file name), category modifiers whose condition is the army's own
catalogue, and the older editions' army charts refused with their reason."""

from __future__ import annotations

import pytest

from warbands_manager.rules.armydata.bsdata import army_id_for, parse_catalogue
from warbands_manager.rules.armydata.model import ArmyList
from warbands_manager.rules.armydata.safexml import parse_xml
from warbands_manager.services.army_import_report import refusal

SPELLINGS = [
    ("Chaos Dwarves", "chaos-dwarfs"), ("Chaos Dwarfs LoA", "chaos-dwarfs"),
    ("Dwarves", "dwarfs"), ("Dwarfs - Army Book (2006)", "dwarfs"), ("The Empire", "empire"),
    ("Orcs and Goblins", "orcs-and-goblins"), ("Orcs & Goblins", "orcs-and-goblins"),
    ("Bretonnians", "bretonnia"), ("Forces of Chaos", "hordes-of-chaos"),
    ("Hordes of Chaos", "hordes-of-chaos"), ("Daemonic Legions", "daemonic-legions"),
    ("Warhammer Fantasy 6th - Wood Elves", "wood-elves"), ("Skaven (6th edition)", "skaven"),
    ("Beastmen", "beasts-of-chaos"), ("Homebrew Goblins of the Moon", "other"),
]


@pytest.mark.parametrize(("name", "army"), SPELLINGS)
def test_community_spellings_of_army_names(name, army):
    assert army_id_for(name) == army


def test_the_file_name_names_the_army_when_the_catalogue_name_does_not():
    assert army_id_for("CD list v2", "Chaos_Dwarves_6th.cat") == "chaos-dwarfs"
    assert army_id_for("My list", "Dark_Elves - 7thBRB_7thAB.cat") == "dark-elves"
    assert army_id_for("My list", "notes.cat") == "other"


SYSTEM = """<gameSystem id="gs" name="Test system" revision="1" battleScribeVersion="2.03">
  <categoryEntries>{categories}</categoryEntries>
</gameSystem>"""
SLOTS = ('<categoryEntry id="core" name="Core"/><categoryEntry id="special" name="Special"/>'
         '<categoryEntry id="hero" name="Heroes"/>')
CATALOGUE = """<catalogue id="dow" name="Dogs of War" revision="1" battleScribeVersion="2.03"
  gameSystemId="gs"><selectionEntries>{entries}</selectionEntries></catalogue>"""
PIKEMEN = """<selectionEntry id="pike" name="Pikemen" type="unit">
  <modifiers><modifier type="set-primary" field="category" value="core">
    <conditions><condition field="selections" scope="roster" value="1" childId="{child}"
      type="instanceOf"/></conditions></modifier></modifiers>
  <categoryLinks><categoryLink targetId="special" primary="true"/></categoryLinks>
  <costs><cost name="pts" typeId="pts" value="7"/></costs>
</selectionEntry>"""


def read(entries: str, categories: str = SLOTS) -> ArmyList:
    system = parse_xml(SYSTEM.format(categories=categories).encode(), "test.gst")
    catalogue = parse_xml(CATALOGUE.format(entries=entries).encode(), "Dogs of War.cat")
    return parse_catalogue(catalogue, system, "Dogs of War.cat")


def test_a_category_set_for_the_armys_own_catalogue_applies():
    [pikemen] = read(PIKEMEN.format(child="dow")).units
    assert pikemen.category == "core"


def test_a_category_set_when_another_choice_is_taken_does_not():
    [pikemen] = read(PIKEMEN.format(child="a-special-character")).units
    assert pikemen.category == "special"


def test_an_older_editions_army_chart_is_refused_with_that_reason():
    older = ('<categoryEntry id="ch" name="Characters"/><categoryEntry id="re" '
             'name="Regiments"/><categoryEntry id="wm" name="War Machines"/>')
    entry = ('<selectionEntry id="k" name="Knights" type="unit"><categoryLinks>'
             '<categoryLink targetId="re" primary="true"/></categoryLinks></selectionEntry>')
    army = read(entry, older)
    assert army.units == [] and army.older_chart == ["Characters", "Regiments", "War Machines"]
    reason = refusal(army, len(army.skipped))
    assert "sorts units as Characters, Regiments, War Machines" in reason
    assert "an older edition of Warhammer (4th or 5th), which Warbands does not use" in reason
    assert "nothing was stored" in reason
