"""Rosters page: browse and delete imported army data; deleting is undoable and leaves saved
rosters alone."""


from tests.shared_data import BSDATA, needs_bsdata
from warbands_manager.rules.roster import Roster

pytestmark = needs_bsdata
GST = BSDATA / "Warhammer Fantasy 7th ed.gst"
VC = BSDATA / "Vampire Counts - 7thBRB_7thAB.cat"


def test_army_data_dialog_lists_and_deletes_undoably(window, services):
    page = window.page("rosters")
    services.armies.import_paths([GST, VC])
    roster_id = services.rosters.create(Roster(name="Kept", army="vampire-counts"))
    page.list_panel.army_data_button.click()
    dialog = page.army_data_dialog
    dialog.confirm = lambda *_args: True
    assert dialog.model.rowCount() == 2  # the game system, then the catalogue
    assert "Vampire Counts" in dialog.model.index(1, 1).data()
    dialog.table.selectRow(1)
    dialog.delete_button.click()
    assert dialog.model.rowCount() == 1 and services.armies.armies() == []
    assert services.armies.army_list_for("vampire-counts") is None
    assert "none imported" in page.list_panel.army_label.text()
    assert services.rosters.load(roster_id).name == "Kept"  # rosters untouched
    page.undo_stack.undo()
    assert dialog.model.rowCount() == 2
    assert services.armies.army_list_for("vampire-counts") is not None
    page.undo_stack.redo()
    assert services.armies.armies() == []
    dialog.close()
