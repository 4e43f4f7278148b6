"""The Army data dialog of the Rosters page: lists the shared BattleScribe data, shows units,
deletes after asking (undoably), re-imports, and leaves saved rosters alone."""


import pytest

from tests.shared_data import BSDATA, SEVENTH_EDITION_FILES, needs_bsdata
from warbands_manager.rules.roster import Roster, Unit

pytestmark = needs_bsdata
VC = BSDATA / "Vampire Counts - 7thBRB_7thAB.cat"


class FakeDialogs:
    def __init__(self, paths=()) -> None:
        self.paths, self.reports = list(paths), []

    def open_paths(self, _parent):
        return [str(p) for p in self.paths]

    def show_report(self, _parent, title, text, error=False):
        self.reports.append((title, text, error))


@pytest.fixture
def page(window, services):
    assert not services.armies.import_paths(SEVENTH_EDITION_FILES).errors
    for name in ("Night", "Crypt", "Moor"):
        services.rosters.create(Roster(name=name, army="vampire-counts", units=[
            Unit(name="Zombie Horde", category="core", models=20, points_per_model=4)]))
    window.resize(1280, 800)
    return window.page("rosters")


def _open(page, answers):
    page.list_panel.army_data_button.click()
    dialog = page.army_data_dialog
    asked = []
    dialog.confirm = lambda _parent, _title, text: asked.append(text) or answers.pop(0)
    return dialog, asked


def _names(dialog):
    return [dialog.model.index(row, 1).data() for row in range(dialog.model.rowCount())]


def test_lists_imported_data_and_units_and_fits_the_screen(page):
    dialog, _asked = _open(page, [])
    assert _names(dialog)[0] == "Warhammer Fantasy 7th ed"
    assert len(_names(dialog)) == 5 and "Vampire Counts - Armybook (2008)" in _names(dialog)
    row = _names(dialog).index("Vampire Counts - Armybook (2008)")
    dialog.table.selectRow(row)
    cells = [dialog.model.index(row, col).data() for col in range(dialog.model.columnCount())]
    assert cells[:6] == ["catalogue", "Vampire Counts - Armybook (2008)", "2", "23", "3",
                         "Vampire Counts - 7thBRB_7thAB.cat"]
    assert dialog.unit_model.rowCount() == 23
    units = [dialog.unit_model.index(r, 0).data() for r in range(23)]
    horde = units.index("Zombie Horde")
    assert [dialog.unit_model.index(horde, c).data() for c in (1, 3, 5)] == ["4", "Core",
                                                                             "20x20"]
    assert "3 saved roster(s) use this army" in dialog.note.text()
    assert dialog.width() <= 1280 and dialog.height() <= 800
    dialog.table.selectRow(0)
    assert dialog.unit_model.rowCount() == 0 and "game system" in dialog.units_label.text()
    dialog.close()


def test_delete_asks_then_undo_restores_and_rosters_still_open(page, services):
    dialog, asked = _open(page, [False, True])
    row = _names(dialog).index("Vampire Counts - Armybook (2008)")
    dialog.table.selectRow(row)
    dialog.delete_button.click()  # declined
    assert len(_names(dialog)) == 5 and page.undo_stack.count() == 0
    assert "3 saved roster(s) use this army; they keep their units" in asked[0]
    dialog.delete_button.click()  # confirmed
    assert "Vampire Counts - Armybook (2008)" not in _names(dialog)
    assert services.armies.army_list_for("vampire-counts") is None
    night = next(r.id for r in services.rosters.list() if r.name == "Night")
    page.open_editor(night)  # a roster of the deleted army still opens with its units
    assert page.editor.roster.units[0].name == "Zombie Horde" and page.editor.army is None
    page.undo_stack.undo()
    assert _names(dialog)[row] == "Vampire Counts - Armybook (2008)"
    assert page.editor.army is not None  # the open editor picks the army data up again
    assert dialog.model.index(row, 4).data() == "3"
    page.undo_stack.redo()
    assert "Vampire Counts - Armybook (2008)" not in _names(dialog)
    dialog.close()


def test_import_button_runs_the_import_and_refreshes(page, services, qtbot):
    dialog, _asked = _open(page, [True])
    row = _names(dialog).index("Vampire Counts - Armybook (2008)")
    dialog.table.selectRow(row)
    dialog.delete_button.click()
    page.dialogs = FakeDialogs([VC])
    dialog.import_button.click()
    qtbot.waitUntil(lambda: bool(page.dialogs.reports), timeout=10000)
    assert "Vampire Counts - Armybook (2008)" in _names(dialog)
    assert services.armies.army_list_for("vampire-counts") is not None
    dialog.close()


def test_deleting_what_was_deleted_elsewhere_is_reported_not_stacked(page, services):
    dialog, _asked = _open(page, [True])
    row = _names(dialog).index("Vampire Counts - Armybook (2008)")
    dialog.table.selectRow(row)
    services.armies.delete_army(dialog.selected_entry().bs_id)  # e.g. from the command line
    dialog.delete_button.click()
    assert "already deleted" in dialog.note.text()
    assert page.undo_stack.count() == 0
    assert "Vampire Counts - Armybook (2008)" not in _names(dialog)
    dialog.close()
