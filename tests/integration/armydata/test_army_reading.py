"""The reading half of an import (``services/army_reading.py``): it holds what is stored and
not the XML, and a catalogue whose game system is only stored is still read, by the storing
half."""

from __future__ import annotations

from xml.etree.ElementTree import Element

from tests.shared_data import BSDATA, MORE, needs_bsdata
from warbands_manager.paths import data_dir
from warbands_manager.services.armies import ArmyDataService
from warbands_manager.services.army_reading import read_files

pytestmark = needs_bsdata
GST7 = BSDATA / "Warhammer Fantasy 7th ed.gst"
VC = BSDATA / "Vampire Counts - 7thBRB_7thAB.cat"
FILES = [MORE / "Warhammer Fantasy 8th ed.gst", MORE / "High Elves - 8thBRB_7thAB.cat",
         MORE / "Skaven - 7thBRB_6thAB.cat", MORE / "README.md"]

def test_a_catalogue_whose_system_is_not_among_the_files_is_read_against_the_stored_one(
        database):
    armies = ArmyDataService(database, data_dir())
    armies.import_paths([GST7])
    read = read_files([VC], data_dir())
    (item,) = read.catalogues
    assert item.army is None and item.stored_system == "779f-c127-a94a-bf00"
    report = armies.import_read(read)
    assert [line.split(":")[0] for line in report.lines()] == [
        "imported Vampire Counts - Armybook (2008) revision 2"]
    assert armies.army_list_for("vampire-counts") is not None


def test_the_reading_half_holds_what_is_stored_and_not_the_xml():
    read = read_files(FILES[:2], data_dir())
    (system,), (catalogue,) = read.systems, read.catalogues
    assert system.document.startswith('{"xml": "<gameSystem')
    assert catalogue.army is not None and len(catalogue.army.units) > 20
    assert '"units": [' in catalogue.document and catalogue.error == ""
    assert not any(isinstance(value, Element) for value in vars(catalogue).values())
