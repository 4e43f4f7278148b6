"""The army picker offers both imported Skaven catalogues with their book year and edition; the
roster records the choice (undoable), and keeps it when the other catalogue goes."""

import pytest

from tests.shared_data import BSDATA, MORE, needs_bsdata
from warbands_manager.rules.armydata.editions import roster_catalogue
from warbands_manager.rules.roster import Roster

pytestmark = needs_bsdata
FILES = [BSDATA / "Warhammer Fantasy 7th ed.gst", BSDATA / "Skaven - 7thBRB_7thAB.cat",
         MORE / "Skaven - 7thBRB_6thAB.cat"]


@pytest.fixture
def editor(window, services):
    assert not services.armies.import_paths(FILES).errors
    page = window.page("rosters")
    roster_id = services.rosters.create(Roster("Rats", "skaven"))
    page.open_editor(roster_id)
    return page.editor


def labels(editor):
    combo = editor.picker.edition_combo
    return [combo.itemText(i) for i in range(combo.count())]


def test_both_catalogues_offered_the_warbands_era_one_first_chosen(editor):
    assert labels(editor) == [
        "Skaven - Armybook (2002) · 2002 army book (6th edition) · 7th edition rules — "
        "Warbands era",
        "Skaven - Armybook (2009) · 2009 army book (7th edition) · 7th edition rules"]
    assert not editor.picker.edition_combo.isHidden()
    assert editor.army.name == "Skaven - Armybook (2002)"
    assert "2002 army book (6th edition)" in editor.picker.title.text()


def test_choosing_the_2009_book_is_saved_in_the_roster_and_undoable(editor, services):
    editor.picker.edition_combo.setCurrentIndex(1)
    editor.picker.edition_combo.activated.emit(1)
    assert editor.army.name == "Skaven - Armybook (2009)"
    stored = services.rosters.load(editor.roster_id)
    assert roster_catalogue(stored)["name"] == "Skaven - Armybook (2009)"
    assert editor.picker.entry_at_row(0) is not None
    editor.undo_stack.undo()
    assert editor.army.name == "Skaven - Armybook (2002)"
    assert roster_catalogue(services.rosters.load(editor.roster_id)) is None


def test_adding_a_unit_records_the_catalogue_and_a_removed_one_is_explained(editor, services):
    editor.picker.search.setText("Clanrats")
    editor.picker.entry_chosen.emit(editor.picker.entry_at_row(0))
    chosen = roster_catalogue(services.rosters.load(editor.roster_id))
    assert chosen["name"] == "Skaven - Armybook (2002)"
    services.armies.delete_army(chosen["catalogue"])
    editor.open_roster(editor.roster_id)
    assert editor.army.name == "Skaven - Armybook (2009)"
    assert not editor.picker.note.isHidden()
    assert "no longer imported" in editor.picker.note.text()
    assert editor.roster.units[0].name == "Clanrats"  # the roster's units are unchanged
