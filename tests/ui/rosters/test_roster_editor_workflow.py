"""The roster editor as a player uses it: slots, the slot's army list with reasons, options
within limits, the unit's details, keyboard, Copy as text, Compare and What fits."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.roster_sample import bones
from tests.shared_data import BSDATA, needs_bsdata
from warbands_manager.rules.roster import Roster
from warbands_manager.rules.roster_text import roster_text

pytestmark = needs_bsdata
GST = BSDATA / "Warhammer Fantasy 7th ed.gst"
VC = BSDATA / "Vampire Counts - 7thBRB_7thAB.cat"


@pytest.fixture
def editor(window, services):
    services.armies.import_paths([GST, VC])
    page = window.page("rosters")
    window.resize(1024, 700)
    window.show()
    window.show_view("rosters")
    page.open_editor(services.rosters.create(bones()))
    QApplication.processEvents()
    return page.editor


def headings(editor):
    model = editor.unit_model
    return [model.index(row, 0).data() for row in range(model.rowCount())]


def test_slots_show_the_rules_counts_and_characters_apart(editor):
    # a closed slot says so in two words (the column is narrow); its reason is the tooltip
    assert headings(editor) == ["No Lords", "Heroes 1", "Core 2 (min 2)", "No Special",
                                "No Rare"]
    model = editor.unit_model
    tip = model.index(model.section_index("special").row(), 0).data(
        Qt.ItemDataRole.ToolTipRole)
    assert tip == "Special 0 / 0: a small warband has no Special choices"
    assert "3 units (2 count toward the limit of 8)" in editor.status_label.text()
    assert editor.meter.values["Units"].text() == "2 / 8"
    core = model.section_index("core")
    assert [model.index(r, 0, core).data() for r in range(model.rowCount(core))] == [
        "Skeleton Warriors", "Zombies"]
    # every slot that may be added to has its Add button; Lords have none
    buttons = {b.objectName() for b in editor.unit_table.findChildren(type(editor.add_button))}
    assert {"add-hero", "add-core", "add-special", "add-rare"} <= buttons
    assert "add-lord" not in buttons


def test_nothing_selected_shows_a_hint_not_an_empty_panel(editor):
    editor.select_units(())
    assert editor.unit_panel.currentWidget() is editor.unit_panel.hint
    assert editor.unit_panel.isEnabled() and "No unit selected" in editor.unit_panel.hint.text()
    editor.select_units((0,))
    assert editor.unit_panel.currentWidget() is not editor.unit_panel.hint


def test_the_slot_list_greys_what_the_rules_forbid_with_their_reason(editor, services):
    dialog = editor.open_entry_list("special")
    shown = dialog.visible_choices()
    assert shown and {c.entry.category for c in shown} == {"special"}
    # 168 + 36: large, where a Special choice is allowed; the validator decides, not the slot
    assert next(c for c in shown if c.entry.name == "Grave Guard").available
    editor.edit("drop the hero", lambda roster: roster.units.pop())  # 108 points
    dialog = editor.open_entry_list("special")
    guard = next(c for c in dialog.visible_choices() if c.entry.name == "Grave Guard")
    assert guard.rule == "small.no-special" and "Small warbands may not" in guard.reason
    assert not dialog.choose("Grave Guard")
    dialog.show_choices(editor.availability.current(), "lord", editor.army.name)
    lord = dialog.visible_choices()[0]
    assert not lord.available and "Lord-level" in lord.reason
    row = dialog.proxy.index(0, 0)
    assert not row.flags() & Qt.ItemFlag.ItemIsEnabled and "Lord-level" in row.data(
        Qt.ItemDataRole.ToolTipRole)
    dialog.show_choices(editor.availability.current(), "core", editor.army.name)
    assert dialog.choose("Skeleton Warriors")
    roster = services.rosters.load(editor.roster_id)
    assert roster.units[-1].name == "Skeleton Warriors" and roster.units[-1].models == 3
    assert dialog.isVisible()  # open for the next add, until Close


def test_options_are_ticked_within_limits_never_twice(editor, services):
    dialog = editor.open_entry_list("core")
    dialog.choose("Skeleton Warriors")
    panel = editor.unit_panel
    champion = next(name for name in panel.option_boxes if "Champion" in name)
    panel.option_boxes[champion].setChecked(True)
    panel.option_boxes[champion].setChecked(True)  # already ticked: nothing more
    unit = services.rosters.load(editor.roster_id).units[-1]
    assert [u.name for u in unit.upgrades if u.kind == "champion"] == [champion]
    panel.option_boxes[champion].setChecked(False)
    assert services.rosters.load(editor.roster_id).units[-1].upgrades == []
    assert editor.undo_stack.canUndo()


def test_models_spin_box_stays_within_the_warbands_minimum_and_the_book(editor):
    editor.select_units((0,))
    spin = editor.unit_panel.models_spin
    assert spin.minimum() == 3  # 20x20 bases
    assert "book 10" in editor.unit_panel.models_note.text()


def test_profile_and_special_rules_are_shown_when_the_catalogue_has_them(editor):
    entry = editor.army.unit("Skeleton Warriors")
    entry.profile = {"M": "4", "WS": "1", "Ld": "2"}
    entry.special_rules = ["Undead", "Random Movement"]
    entry.troop_type = "Infantry"
    editor.select_units((0,))
    box = editor.unit_panel.profile
    assert not box.isHidden()
    assert "Undead, Random Movement" in box.rules_label.text()
    assert "Infantry" in box.troop_label.text()
    editor.select_units((1,))  # Zombies: not in this army list (it has a Zombie Horde)
    assert box.isHidden()


def test_keyboard_insert_delete_duplicate_find(editor, services):
    editor.select_units((1,))
    editor.unit_table.setFocus()
    QTest.keyClick(editor.unit_table, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert [u.name for u in services.rosters.load(editor.roster_id).units].count("Zombies") == 2
    QTest.keyClick(editor.unit_table, Qt.Key.Key_Delete)
    assert [u.name for u in services.rosters.load(editor.roster_id).units].count("Zombies") == 1
    editor.select_units((2,))
    editor.unit_table.setFocus()
    QTest.keyClick(editor.unit_table, Qt.Key.Key_Insert)
    assert editor.entry_list.isVisible() and editor.entry_list.proxy.category == "hero"
    editor.entry_list.reject()
    QTest.keyClick(editor.unit_table, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert editor.problems.currentWidget() is editor.picker
    assert editor.picker.search.hasFocus()


def test_copy_as_text_puts_the_roster_on_the_clipboard(editor):
    for fmt in ("plain", "markdown", "bbcode"):
        text = editor.copy_text(fmt)
        assert QApplication.clipboard().text() == text == roster_text(editor.roster, fmt)


def test_compare_with_last_weeks_roster(window, editor, services):
    earlier = bones("Toran's Bones week 1")
    earlier.units[1].models = 3
    services.rosters.create(earlier)
    page = window.page("rosters")
    dialog = page.compare_roster("week 1")
    text = dialog.text.toPlainText()
    assert "~ Zombies (changed, +8 pts): models 3 → 5" in text


def test_what_fits_adds_in_one_click(editor, services):
    editor.problems.setCurrentWidget(editor.what_fits)
    panel = editor.what_fits
    assert panel.points() == 200 - 0 or panel.points() == int(500 - editor.roster.total_points)
    panel.points_spin.setValue(20)
    fits = panel.choices
    assert fits and all(c.cost <= 20 and c.available for c in fits)
    first = panel.tree.topLevelItem(0)
    panel.tree.itemWidget(first, 2).click()
    assert services.rosters.load(editor.roster_id).units[-1].name == fits[0].entry.name


def test_a_legal_warband_without_typing_a_number(window, services):
    """A roster built from imported army data, by Add, ticks and spin boxes only."""
    services.armies.import_paths([GST, VC])
    page = window.page("rosters")
    page.open_editor(services.rosters.create(Roster(name="Night Watch", army="vampire-counts")))
    editor = page.editor
    for category, name in (("core", "Skeleton Warriors"), ("core", "Crypt Ghouls"),
                           ("hero", "Necromancer")):
        assert editor.open_entry_list(category).choose(name)
    editor.unit_panel.commander_box.setChecked(True)  # the Necromancer, selected when added
    assert editor.violations == [] or all(not v.is_error for v in editor.violations)
    assert "✓ legal" in editor.status_label.text()
    roster = services.rosters.load(editor.roster_id)
    assert [u.name for u in roster.units] == ["Skeleton Warriors", "Crypt Ghouls", "Necromancer"]
    assert roster.units[2].commander


def test_a_second_command_model_of_a_kind_is_greyed_with_the_reason(editor, services):
    from warbands_manager.rules.armydata.model import OptionEntry

    entry = editor.army.unit("Skeleton Warriors")
    entry.options.append(OptionEntry("Hero of the Bones", 10, "champion"))
    editor.select_units((0,))  # has its Skeleton Champion (imported, another name)
    panel = editor.unit_panel
    box = panel.option_boxes["Hero of the Bones"]
    assert not box.isEnabled() and "already has a champion" in box.toolTip()
