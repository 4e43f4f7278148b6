"""The roster editor uses the window it has: at 1024×700 the unit's details fit their column
(no control cut, nothing to scroll sideways) and the roster's unit names are whole; at
1920×1080 the selected unit's card stands beside the roster instead of empty space."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from tests.shared_data import MORE, needs_bsdata
from tests.ui.cut_controls import problems
from warbands_manager.rules.roster import Roster

pytestmark = needs_bsdata
GST = MORE / "Warhammer Fantasy 8th ed.gst"
EMPIRE = MORE / "Empire - 8thBRB_7thAB.cat"


def open_captain(window, services, size):
    """A Captain on a pegasus and a unit of Swordsmen, the Captain selected."""
    services.armies.import_paths([GST, EMPIRE])
    page = window.page("rosters")
    window.resize(*size)
    window.show()
    window.show_view("rosters")
    page.open_editor(services.rosters.create(Roster(name="Reikland", army="empire")))
    QApplication.processEvents()
    editor = page.editor
    assert editor.open_entry_list("core").choose("Swordsmen")
    assert editor.open_entry_list("hero").choose("Captain of the Empire")
    editor.entry_list.hide()
    editor.unit_panel.options.option_boxes["Imperial pegasus"].setChecked(True)
    # the Swordsmen's option boxes, replaced by the Captain's, are gone as after a moment
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    for _ in range(5):  # the panel's new options re-lay it over a few turns of the loop
        QApplication.processEvents()
    return editor


def unit_column_widths(editor):
    tree = editor.unit_table
    header = tree.header()
    return header.sectionSize(0), tree.sizeHintForColumn(0)


@pytest.mark.parametrize("size", [(1024, 700), (1366, 768)], ids=["1024x700", "1366x768"])
def test_the_unit_details_fit_their_column_in_a_small_window(window, services, size):
    editor = open_captain(window, services, size)
    details = editor.unit_panel.widget(1)
    body = details.widget()
    assert body.width() <= details.viewport().width()
    assert not details.horizontalScrollBar().isVisible()
    assert problems(body) == []
    shown, wanted = unit_column_widths(editor)
    assert shown >= wanted  # "Captain of the Empire" whole beside its options
    assert not editor.unit_card.isVisible()  # no room for the card: the panel keeps it


def test_a_wide_window_shows_the_unit_card_beside_the_roster(window, services):
    editor = open_captain(window, services, (1920, 1080))
    card = editor.unit_card
    assert card.isVisible()
    text = card.toPlainText()
    assert "Captain of the Empire" in text and "Hero choice" in text
    assert "Imperial pegasus (mount)" in text
    assert "Counts as a flyer — Imperial pegasus" in text
    assert "Profile" in text and "WS" in text  # the catalogue's characteristics
    # the roster, the card and the unit panel share the width: the card is no sliver
    assert card.width() >= editor.width() // 5
    assert card.geometry().left() >= editor.unit_table.geometry().right()
    editor.select_units((0,))
    assert "Swordsmen" in card.toPlainText() and "Captain" not in card.toPlainText()
    window.resize(1024, 700)
    QApplication.processEvents()
    assert not card.isVisible()
