"""The editor shows a unit's options in the catalogue's groups: radio buttons where one of the
group is taken, greyed choices with the group's reason, the magic item allowance used."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel, QRadioButton

from tests.shared_data import MORE, needs_bsdata
from warbands_manager.rules.armydata.model import OptionGroup
from warbands_manager.rules.roster import Roster

pytestmark = needs_bsdata
GST = MORE / "Warhammer Fantasy 8th ed.gst"
EMPIRE = MORE / "Empire - 8thBRB_7thAB.cat"


@pytest.fixture
def editor(window, services):
    services.armies.import_paths([GST, EMPIRE])
    page = window.page("rosters")
    window.resize(1024, 700)
    window.show()
    window.show_view("rosters")
    page.open_editor(services.rosters.create(Roster(name="Reikland", army="empire")))
    QApplication.processEvents()
    return page.editor


def captain(editor, services):
    assert editor.open_entry_list("hero").choose("Captain of the Empire")
    return lambda: services.rosters.load(editor.roster_id).units[-1]


def test_a_group_of_one_is_radio_buttons_and_a_new_choice_replaces_the_old(editor, services):
    unit = captain(editor, services)
    panel = editor.unit_panel.options
    headings = [label.text() for label in panel.findChildren(QLabel, "optionGroupHeading")]
    assert "Mount — up to one" in headings and "Armour — up to one" in headings
    assert isinstance(panel.option_boxes["Barded warhorse"], QRadioButton)
    assert isinstance(panel.option_boxes["Great weapon"], QCheckBox)  # in no group
    panel.option_boxes["Barded warhorse"].setChecked(True)
    panel.option_boxes["Imperial pegasus"].setChecked(True)
    assert [u.name for u in unit().upgrades if u.kind == "mount"] == ["Imperial pegasus"]
    # the pegasus makes the Captain a flyer in the saved roster too, and says why
    assert unit().traits == ["flyer"]
    assert unit().extra["army_data"]["sources"]["flyer"] == "mount"
    assert "Counts as a flyer — Imperial pegasus (catalogue profile: Fly (BRB-70) rule)" in (
        editor.unit_panel.traits.source_label.text())
    panel.option_boxes["Warhorse"].setChecked(True)
    assert unit().traits == []  # the horse does not fly: the mount's trait goes with it
    panel._none_radios["Mount"].setChecked(True)
    assert unit().upgrades == []
    assert editor.undo_stack.canUndo()


def test_a_full_group_greys_its_other_choices_with_the_reason(editor, services):
    entry = editor.army.unit("Captain of the Empire")
    entry.groups = [OptionGroup("Armour", max=2) if g.path == "Armour" else g
                    for g in entry.groups]
    unit = captain(editor, services)
    panel = editor.unit_panel.options
    for name in ("Light armour", "Heavy armour"):
        assert isinstance(panel.option_boxes[name], QCheckBox)
        panel.option_boxes[name].setChecked(True)
    plate = panel.option_boxes["Full Plate armour"]
    assert not plate.isEnabled()
    assert plate.toolTip() == ("Armour: at most 2 (army list); taken: Light armour, "
                               "Heavy armour")
    assert [u.name for u in unit().upgrades] == ["Light armour", "Heavy armour"]


def test_the_magic_item_allowance_used_is_shown(editor, services):
    captain(editor, services)
    panel = editor.unit_panel.options
    assert panel.allowance_label.text() == "Magic items 0 / 50 pts"
    index = next(i for i in range(panel.magic_combo.count())
                 if 0 < panel.magic_combo.itemData(i).points <= 50)
    item = panel.magic_combo.itemData(index)
    panel.magic_combo.setCurrentIndex(index)
    panel.magic_button.click()
    points = f"{item.points:g}"
    assert panel.allowance_label.text() == f"Magic items {points} / 50 pts"
