"""Importing a BattleScribe roster (.ros) from the Rosters page is one undoable step (ui gaps)."""


import pytest

from tests.integration.armydata.test_armydata_import import ROS
from tests.shared_data import BSDATA, needs_bsdata

pytestmark = needs_bsdata
GST = BSDATA / "Warhammer Fantasy 7th ed.gst"
VC = BSDATA / "Vampire Counts - 7thBRB_7thAB.cat"


class Dialogs:
    def __init__(self, paths):
        self.paths = paths
        self.reports = []

    def open_paths(self, _parent):
        return self.paths

    def show_report(self, _parent, title, text, error=False):
        self.reports.append((title, text, error))


@pytest.fixture
def ros_file(tmp_path):
    path = tmp_path / "patrol.ros"
    path.write_text(ROS, encoding="utf-8")
    return path


def listed(page) -> list[str]:
    model = page.list_panel.model
    return [model.summary_at(row).name for row in range(model.rowCount())]


def open_files(page, qtbot, paths) -> None:
    page.dialogs = Dialogs([str(p) for p in paths])
    page.open_files()
    qtbot.waitUntil(lambda: bool(page.dialogs.reports), timeout=20_000)


def test_ros_import_undo_deletes_the_roster_and_redo_brings_it_back(window, services, qtbot,
                                                                     ros_file):
    page = window.page("rosters")
    services.armies.import_paths([GST, VC])
    open_files(page, qtbot, [ros_file])
    (summary,) = services.rosters.list()
    document = services.rosters.load(summary.id)
    assert listed(page) == ["Night Patrol"] and page.list_panel.selected_id() == summary.id
    assert page.undo_stack.count() == 1
    assert page.undo_stack.undoText() == "Import “Night Patrol”"
    assert window.document_actions["print"].isEnabled()

    page.undo_stack.undo()
    assert listed(page) == [] and services.rosters.list() == []
    assert not window.document_actions["print"].isEnabled()

    page.undo_stack.redo()
    assert listed(page) == ["Night Patrol"]
    assert [s.id for s in services.rosters.list()] == [summary.id]
    assert services.rosters.load(summary.id) == document


def test_undo_of_a_mixed_import_removes_only_the_rosters(window, services, qtbot, ros_file,
                                                         tmp_path):
    page = window.page("rosters")
    second = tmp_path / "second.ros"
    second.write_text(ROS.replace('name="Night Patrol"', 'name="Þór Łukasz &lt;the Bold&gt;"'),
                      encoding="utf-8")
    open_files(page, qtbot, [GST, VC, ros_file, second])
    assert sorted(listed(page)) == ["Night Patrol", "Þór Łukasz <the Bold>"]
    assert page.undo_stack.undoText() == "Import 2 BattleScribe rosters"
    page.open_editor(services.rosters.list()[0].id)  # undo while one of them is open
    page.undo_stack.undo()
    assert services.rosters.list() == [] and listed(page) == []
    assert page.stack.currentWidget() is page.list_panel
    # The catalogues are army data, not rosters: they stay (the Army data dialog deletes them).
    assert services.armies.army_list_for("vampire-counts") is not None
    page.undo_stack.redo()
    assert sorted(listed(page)) == ["Night Patrol", "Þór Łukasz <the Bold>"]


def test_army_data_alone_adds_no_undo_step(window, services, qtbot):
    page = window.page("rosters")
    open_files(page, qtbot, [GST, VC])
    assert page.undo_stack.count() == 0
    assert services.armies.army_list_for("vampire-counts") is not None
