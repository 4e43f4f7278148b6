"""The Add-unit list: a search looks through every slot, the slot of each entry is shown, the
list stays open for several adds, and it never opens on an old search."""

from __future__ import annotations

from tests.shared_data import needs_bsdata
from tests.ui.rosters.test_roster_editor_workflow import editor  # noqa: F401 (a fixture)

pytestmark = needs_bsdata


def names(dialog) -> list[str]:
    return [choice.entry.name for choice in dialog.visible_choices()]


def test_a_search_looks_through_every_slot_and_shows_the_slot(editor):  # noqa: F811
    dialog = editor.open_entry_list("rare")
    assert dialog.windowTitle().startswith("Add to Rare — Vampire Counts")
    dialog.search.setText("skeleton")
    shown = names(dialog)
    assert "Skeleton Warriors" in shown  # a Core entry, found from the Rare slot
    assert dialog.windowTitle().startswith("Add to every slot — ")
    row = next(r for r in range(dialog.proxy.rowCount())
               if dialog.proxy.index(r, 0).data() == "Skeleton Warriors")
    assert dialog.proxy.index(row, 1).data() == "Core"  # the slot column
    dialog.search.setText("no such unit at all")
    assert dialog.visible_choices() == [] and dialog.empty_label.isVisibleTo(dialog)
    assert "no such unit at all" in dialog.empty_label.text()


def test_the_list_stays_open_for_several_adds(editor, services):  # noqa: F811
    before = len(services.rosters.load(editor.roster_id).units)
    dialog = editor.open_entry_list("core")
    assert dialog.choose("Skeleton Warriors") and dialog.isVisible()
    assert dialog.choose("Crypt Ghouls") and dialog.isVisible()
    added = [u.name for u in services.rosters.load(editor.roster_id).units[before:]]
    assert added == ["Skeleton Warriors", "Crypt Ghouls"]
    dialog.close_button.click()
    assert not dialog.isVisible()


def test_a_list_opened_again_starts_without_the_old_search(editor):  # noqa: F811
    dialog = editor.open_entry_list("core")
    dialog.search.setText("ghoul")
    dialog.reject()
    dialog = editor.open_entry_list("core")
    assert dialog.search.text() == "" and "Skeleton Warriors" in names(dialog)
    assert not dialog.empty_label.isVisibleTo(dialog)


def test_a_new_empty_roster_reads_as_empty_not_oversize(window, services):
    from PySide6.QtWidgets import QApplication

    from warbands_manager.rules.roster import Roster

    page = window.page("rosters")
    page.open_editor(services.rosters.create(Roster(name="New", army="vampire-counts",
                                                    points_limit=300)))
    QApplication.processEvents()
    status = page.editor.status_label.text()
    assert "0 / 300 pts, no units yet" in status and "oversize" not in status
    assert page.editor.meter.values["Size"].text() == "no units yet"
    model = page.editor.unit_model
    shown = [model.index(row, 0).data() for row in range(model.rowCount())]
    assert shown == ["No Lords", "Heroes 0", "Core 0 (min 2)", "Special", "Rare"]
