"""The shared table view: large type, F11 on every companion page, follows each change."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut

from warbands_manager.companions.table_figures import Figure, TableFigures
from warbands_manager.navigation import view_info
from warbands_manager.ui.table_view import (
    VALUE_PT,
    TableView,
    show_table_view,
    toggle_table_view,
)

GAMES = ("against-the-darkness", "banner-saga", "runewars", "tiny-big-wars")


def figures(turn="Ann's turn"):
    return TableFigures("Game", "Round 2", turn, [Figure("Ann", "9 gold", "", True),
                                                   Figure("Bob", "4 gold")])


def test_key_figures_are_at_least_24_points_and_the_close_button_is_finger_sized(qtbot):
    view = TableView(figures)
    qtbot.addWidget(view)
    view.show()
    assert view.when.font().pointSize() >= 24 and view.turn.font().pointSize() >= 24
    assert all(t.value.font().pointSize() == VALUE_PT >= 24 for t in view.tiles)
    assert [t.value.text() for t in view.tiles] == ["9 gold", "4 gold"]
    assert view.close_button.minimumHeight() >= 48


def test_five_players_fit_in_two_rows(qtbot):
    five = TableFigures("Game", "Round 1", "", [Figure(f"P{i}", str(i)) for i in range(5)])
    view = TableView(lambda: five)
    qtbot.addWidget(view)
    view.resize(1024, 700)
    view.show()
    assert view.grid.rowCount() == 2 and view.grid.columnCount() == 3


@pytest.mark.parametrize("game", GAMES)
def test_every_companion_page_has_a_table_view(qtbot, services, game):
    from warbands_manager.ui.views.registry import create_view as create_page

    page = create_page(view_info(game), services)
    qtbot.addWidget(page)
    page.on_shown()
    assert page.show_subview("table")
    assert page.table_view.isVisible()
    assert page.table_view.title.text()
    keys = [s.key() for s in page.findChildren(QShortcut)]
    assert QKeySequence(Qt.Key.Key_F11) in keys
    toggle_table_view(page)  # what F11 does
    assert not page.table_view.isVisible()


def test_the_view_follows_a_change_on_the_page(qtbot, services):
    from warbands_manager.ui.views.registry import create_view as create_page

    page = create_page(view_info("banner-saga"), services)
    qtbot.addWidget(page)
    show_table_view(page)
    assert page.table_view.when.text() == "No game open"
    page.table_view.source = lambda: figures("Bob's turn")
    page.undo_stack.push(_Nothing())
    assert page.table_view.turn.text() == "Bob's turn"


class _Nothing:
    def __new__(cls):
        from PySide6.QtGui import QUndoCommand

        return QUndoCommand("nothing")
