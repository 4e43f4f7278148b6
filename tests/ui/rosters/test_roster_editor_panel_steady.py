"""The unit panel keeps its controls where they are when the model count changes: the next
click lands on the box the player aimed at."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication

from tests.shared_data import needs_bsdata
from tests.ui.rosters.test_roster_editor_workflow import editor  # noqa: F401 (a fixture)

pytestmark = needs_bsdata


def places(panel) -> dict[str, QPoint]:
    return {name: box.mapTo(panel.window(), QPoint(0, 0))
            for name, box in panel.option_boxes.items()}


def test_crossing_the_book_minimum_moves_nothing(editor):  # noqa: F811
    assert editor.open_entry_list("core").choose("Skeleton Warriors")
    editor.entry_list.reject()
    panel = editor.unit_panel
    QApplication.processEvents()
    before, note = places(panel), panel.models_note.text()
    assert before and "from the book minimum" in note
    for models in (3, 10, 4):  # below, at, below the book minimum of 10
        panel.models_spin.setValue(models)
        QApplication.processEvents()
        assert panel.models_note.text() == note
        assert places(panel) == before
