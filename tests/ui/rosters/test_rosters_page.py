"""The Rosters view: list, editor, undo, drops, imports, exports (offscreen, injected dialogs)."""

import json
import warnings

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from tests.roster_sample import bones
from tests.shared_data import BSDATA, needs_bsdata
from warbands_manager.rules.roster import Roster, Unit
from warbands_manager.rules.roster_io import write_roster_text
from warbands_manager.ui.views.rosters.list_model import RosterFilterProxy, RosterTableModel
from warbands_manager.ui.views.rosters.unit_model import COLUMNS
from warbands_manager.ui.views.rosters.violations import TRAITS_UNKNOWN_RULE, UNITS_ROLE

pytestmark = needs_bsdata
GST = BSDATA / "Warhammer Fantasy 7th ed.gst"
VC = BSDATA / "Vampire Counts - 7thBRB_7thAB.cat"


class FakeDialogs:
    def __init__(self):
        self.open = []
        self.save = None
        self.text = None
        self.reports = []

    def open_paths(self, _parent):
        return self.open

    def save_path(self, _parent, _title, _suggested, _pattern):
        return self.save

    def ask_text(self, _parent, _title, _label, _text):
        return self.text

    def show_report(self, _parent, title, text, error=False):
        self.reports.append((title, text, error))

    def open_file(self, path):
        self.opened = path


def legal_roster(name="Toran's Bones"):
    return bones(name, hero=False)


@pytest.fixture
def page(window, services):
    rosters_page = window.page("rosters")
    rosters_page.dialogs = FakeDialogs()
    return rosters_page


def cell(editor, row, column):
    """Roster unit ``row``'s cell (the units sit in their slot's section of the tree)."""
    return editor.unit_model.unit_index(row, COLUMNS.index(column))


def test_list_shows_summary_columns_search_and_filter(services, qtbot):
    ids = [services.rosters.create(legal_roster("Bones")),
           services.rosters.create(Roster(name="Empty", army="skaven", player="Ann"))]
    model = RosterTableModel()
    model.set_rows(services.rosters.list())
    proxy = RosterFilterProxy()
    proxy.setSourceModel(model)
    rows = {model.index(r, 0).data(): [model.index(r, c).data() for c in range(7)]
            for r in range(model.rowCount())}
    assert rows["Bones"] == ["Bones", "Steve", "Vampire Counts", "108", "Small", "✓", "0"]
    assert rows["Empty"][5] == "✗" and int(rows["Empty"][6]) >= 1
    proxy.set_search("ann")
    assert proxy.rowCount() == 1
    proxy.set_search("")
    proxy.set_filter("Valid")
    assert proxy.rowCount() == 1 and proxy.index(0, 0).data() == "Bones"
    assert len(ids) == 2


def test_edit_models_revalidates_saves_and_undoes(page, services):
    roster_id = services.rosters.create(legal_roster())
    page.open_editor(roster_id)
    editor = page.editor
    editor.unit_model.setData(cell(editor, 0, "Models"), 30)
    assert services.rosters.summary(roster_id).points == 268
    assert editor.meter.values["Points"].text().startswith("268")
    editor.unit_model.setData(cell(editor, 0, "Models"), 31)  # merges with the last step
    assert page.undo_stack.count() == 1
    page.undo_stack.undo()
    assert services.rosters.load(roster_id).units[0].models == 10
    assert editor.unit_model.data(cell(editor, 0, "Models")) == 10
    page.undo_stack.redo()
    assert services.rosters.load(roster_id).units[0].models == 31


def test_violation_click_selects_the_unit(page, services):
    roster = legal_roster()
    roster.units[0].commander = False
    roster.units[1].commander = True  # a unit without a champion cannot command
    roster_id = services.rosters.create(roster)
    page.open_editor(roster_id)
    problems = page.editor.problems.problems
    items = [problems.item(i) for i in range(problems.count())]
    concerned = next(item for item in items if item.data(UNITS_ROLE))
    problems.itemClicked.emit(concerned)
    assert page.editor.selected_row() == concerned.data(UNITS_ROLE)[0]


def test_commander_column_is_exclusive(page, services):
    roster_id = services.rosters.create(legal_roster())
    page.open_editor(roster_id)
    editor = page.editor
    editor.unit_model.setData(cell(editor, 1, "Commander"), Qt.CheckState.Checked.value,
                              Qt.ItemDataRole.CheckStateRole)
    assert [u.commander for u in services.rosters.load(roster_id).units] == [False, True]


def test_army_data_picker_adds_units_with_traits(page, services, qtbot):
    services.armies.import_paths([GST, VC])
    roster_id = services.rosters.create(legal_roster())
    page.open_editor(roster_id)
    picker = page.editor.picker
    picker.search.setText("black coach")
    assert picker.proxy.rowCount() == 1
    picker.entry_chosen.emit(picker.entry_at_row(0))
    coach = services.rosters.load(roster_id).units[-1]
    assert (coach.name, coach.points_per_model, coach.traits) == ("Black Coach", 200, ["chariot"])
    assert page.editor.selected_row() == 2


def test_unit_panel_adds_options_and_sets_traits(page, services):
    services.armies.import_paths([GST, VC])
    roster_id = services.rosters.create(legal_roster())
    page.open_editor(roster_id)
    editor = page.editor
    editor.picker.search.setText("skeleton")
    editor.picker.entry_chosen.emit(editor.picker.entry_at_row(0))
    panel = editor.unit_panel
    panel.option_boxes["Shields"].setChecked(True)  # options are check boxes now
    unit = services.rosters.load(roster_id).units[-1]
    assert [(u.name, u.kind, u.count) for u in unit.upgrades] == [("Shields", "armour", 3)]
    editor.unit_model.setData(cell(editor, 2, "Models"), 12)
    assert services.rosters.load(roster_id).units[-1].upgrades[0].count == 12
    panel.trait_boxes["flyer"].setChecked(True)
    assert "flyer" in services.rosters.load(roster_id).units[-1].traits


def test_units_without_known_traits_are_flagged(page, services, database):
    services.armies.import_paths([GST, VC])
    roster_id = services.rosters.create(legal_roster())
    page.open_editor(roster_id)
    services.armies._tables["vampire-counts"] = services.armies.trait_table("other")
    page.editor.picker.search.setText("varghulf")
    page.editor.picker.entry_chosen.emit(page.editor.picker.entry_at_row(0))
    problems = page.editor.problems.problems
    rules = [problems.item(i).data(UNITS_ROLE + 1) for i in range(problems.count())]
    assert TRAITS_UNKNOWN_RULE in rules
    assert "⚠" in page.editor.unit_model.data(cell(page.editor, 2, "Unit"))
    page.editor.unit_panel.trait_boxes["flyer"].setChecked(False)  # no change → still flagged
    page.editor.unit_panel.base_combo.setCurrentText("50x50")
    page.editor.unit_panel.traits._on_base_combo_activated()
    assert "⚠" not in page.editor.unit_model.data(cell(page.editor, 2, "Unit"))


def test_custom_unit_needs_no_army_data(page, services):
    roster_id = services.rosters.create(Roster(name="Homebrew", army="other"))
    page.open_editor(roster_id)
    editor = page.editor
    assert not editor.picker.add_button.isEnabled()
    editor.picker.custom_requested.emit()
    panel = editor.unit_panel  # name, slot and points are edited in the unit's details now
    panel.name_edit.setText("Militia")
    panel.name_edit.editingFinished.emit()
    panel.each_spin.setValue(5.0)
    panel.category_combo.setCurrentIndex(panel.category_combo.findData("special"))
    panel.category_combo.activated.emit(panel.category_combo.currentIndex())
    unit = services.rosters.load(roster_id).units[0]
    assert (unit.name, unit.points_per_model, unit.category, unit.models) == (
        "Militia", 5.0, "special", 3)


def test_new_duplicate_rename_delete_are_undoable(page, services):
    page.new_roster()
    new_id = page.editor.roster_id
    page.show_list()
    page.list_panel.select_id(new_id)
    page.duplicate_roster()
    assert len(services.rosters.list()) == 2
    page.dialogs.text = "Renamed"
    page.rename_roster()
    names = sorted(s.name for s in services.rosters.list())
    assert "Renamed" in names
    page.list_panel.select_id(new_id)
    page.delete_roster()
    assert len(services.rosters.list()) == 1
    page.undo_stack.undo()
    assert len(services.rosters.list()) == 2
    while page.undo_stack.canUndo():
        page.undo_stack.undo()
    assert services.rosters.list() == []


def drop(window, paths):
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    with warnings.catch_warnings():  # PySide marks the only QDragEnterEvent constructor
        warnings.simplefilter("ignore", DeprecationWarning)
        enter = QDragEnterEvent(QPointF(10, 10).toPoint(), Qt.DropAction.CopyAction, mime,
                                Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, enter)  # Qt delivers a drop only after an accepted enter
    assert enter.isAccepted()
    event = QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, mime,
                       Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, event)


def test_dropping_a_roster_on_the_window_imports_it(window, page, services, tmp_path):
    path = tmp_path / "bones.json"
    path.write_text(write_roster_text(legal_roster("Dropped Bones")), encoding="utf-8")
    window.show_view("leagues")
    drop(window, [path])
    assert [s.name for s in services.rosters.list()] == ["Dropped Bones"]
    assert window.current_view_name() == "rosters"


def test_dropping_a_bad_file_reports_file_and_path_and_changes_nothing(window, page, services,
                                                                       tmp_path):
    path = tmp_path / "broken.json"
    document = json.loads(write_roster_text(legal_roster()))
    document["units"][1]["models"] = -2
    path.write_text(json.dumps(document), encoding="utf-8")
    drop(window, [path])
    assert services.rosters.list() == []
    ((title, text, error),) = page.dialogs.reports
    assert error and "broken.json" in text and "units[1].models" in text
    assert page.undo_stack.count() == 0


def test_open_imports_army_data_in_a_worker(page, services, qtbot):
    page.dialogs.open = [str(GST), str(VC)]
    page.open_files()
    qtbot.waitUntil(lambda: bool(page.dialogs.reports), timeout=10_000)
    title, text, error = page.dialogs.reports[0]
    assert not error and "Vampire Counts - Armybook (2008) revision 2" in text
    assert services.armies.army_list_for("vampire-counts") is not None


def test_export_writes_the_roster_file(page, services, tmp_path):
    roster_id = services.rosters.create(legal_roster())
    page.refresh_list(roster_id)
    page.dialogs.save = str(tmp_path / "out.json")
    page.export_roster()
    assert json.loads((tmp_path / "out.json").read_text())["name"] == "Toran's Bones"


def test_document_actions_enable_with_a_roster(window, page, services):
    assert window.document_actions["new"].isEnabled()
    assert not window.document_actions["export"].isEnabled()
    roster_id = services.rosters.create(legal_roster())
    page.refresh_list(roster_id)
    assert window.document_actions["export"].isEnabled()


def test_print_writes_the_roster_pdf_and_opens_it(page, services, tmp_path, qtbot):
    from pypdf import PdfReader

    roster = legal_roster()
    roster.units.append(Unit(id="u3", name="Varghulf", category="lord", models=1,
                             points_per_model=175))
    roster_id = services.rosters.create(roster)
    page.open_editor(roster_id)
    page.dialogs.save = str(tmp_path / "sheet.pdf")
    page.print_roster()
    qtbot.waitUntil(lambda: hasattr(page.dialogs, "opened"), timeout=20_000)  # pool thread
    text = "".join(p.extract_text() for p in PdfReader(tmp_path / "sheet.pdf").pages)
    assert "Toran's Bones" in text and "NOT VALID" in text
    assert page.dialogs.opened == str(tmp_path / "sheet.pdf")


def test_upgrade_kind_can_be_corrected_and_undone(page, services):
    roster_id = services.rosters.create(legal_roster())
    page.open_editor(roster_id)
    page.editor.select_units((0,))
    panel = page.editor.unit_panel
    panel.taken.setCurrentRow(0)
    panel.kind_combo.setCurrentText("status")
    panel.options._on_kind_combo_activated(0)
    assert services.rosters.load(roster_id).units[0].upgrades[0].kind == "status"
    page.undo_stack.undo()
    assert services.rosters.load(roster_id).units[0].upgrades[0].kind == "champion"


def test_chaos_type_is_chosen_for_chaos_armies(page, services):
    roster_id = services.rosters.create(Roster(name="Skulls", army="hordes-of-chaos"))
    page.open_editor(roster_id)
    editor = page.editor
    assert not editor.chaos_combo.isHidden()
    editor.chaos_combo.setCurrentIndex(editor.chaos_combo.findData("mortal"))
    editor._on_chaos_combo_activated(0)
    assert services.rosters.load(roster_id).chaos_type == "mortal"
    page.open_editor(services.rosters.create(legal_roster()))
    assert editor.chaos_combo.isHidden()


def test_dropping_battlescribe_files_imports_army_data(window, page, services, qtbot):
    drop(window, [GST, VC])
    qtbot.waitUntil(lambda: bool(page.dialogs.reports), timeout=10_000)
    assert services.armies.army_list_for("vampire-counts") is not None


def test_opening_a_battlescribe_roster_adds_it_to_the_list(page, services, qtbot, tmp_path):
    from tests.integration.armydata.test_armydata_import import ROS

    services.armies.import_paths([GST, VC])
    path = tmp_path / "patrol.ros"
    path.write_text(ROS, encoding="utf-8")
    page.dialogs.open = [str(path)]
    page.open_files()
    qtbot.waitUntil(lambda: bool(page.dialogs.reports), timeout=10_000)
    rows = [page.list_panel.model.summary_at(r).name
            for r in range(page.list_panel.model.rowCount())]
    assert rows == ["Night Patrol"]


def test_an_edit_repaints_only_changed_rows_and_keeps_the_selected_unit(page, services, qtbot):
    """The one-frame edit: the unit table repaints the rows that changed (not a reset)
    and the selected unit stays selected, shown once with its new values."""
    roster = legal_roster()
    roster.units.append(Unit(id="u9", name="Zombies", category="core", models=10,
                             points_per_model=6, base="20x20"))
    page.open_editor(services.rosters.create(roster))
    editor = page.editor
    last = len(editor.roster.units) - 1
    editor.select_units((last,))
    changed, resets, shown = [], [], []
    editor.unit_model.dataChanged.connect(lambda top, bottom, *_: changed.append(
        (top.row(), bottom.row())))
    editor.unit_model.modelReset.connect(lambda: resets.append(True))
    original_show = editor.unit_panel.show_unit
    editor.unit_panel.show_unit = lambda *args: (shown.append(args[0]), original_show(*args))
    editor.unit_model.setData(cell(editor, last, "Models"), 12)
    position = cell(editor, last, "Models").row()  # the unit's row in its slot
    # The unit's row, and its slot's row (the slot's points changed): no reset.
    assert (position, position) in changed and len(changed) == 2 and resets == []
    assert editor.selected_row() == last
    assert [unit.models for unit in shown] == [12]
