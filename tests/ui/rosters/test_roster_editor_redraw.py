"""An edit redraws what it changed and nothing more: the controls showing values the edit left
alone are neither repainted nor re-laid out, and the roster tree measures its names once per
edit however many of its rows changed. In the real window, shown (offscreen)."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QApplication

from tests.roster_sample import bones
from warbands_manager.rules.roster import Roster, Unit, Upgrade
from warbands_manager.ui.theme import tone_colour
from warbands_manager.ui.views.rosters.violations import RULE_ROLE, UNITS_ROLE

WATCHED = (QEvent.Type.Paint, QEvent.Type.LayoutRequest, QEvent.Type.StyleChange)


class EventCounter(QObject):
    """Counts paints, relayouts and restyles of the widgets inside ``inside``."""

    def __init__(self, inside) -> None:
        super().__init__()
        self.inside = inside
        self.seen: Counter = Counter()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in WATCHED and (watched is self.inside
                                        or self.inside.isAncestorOf(watched)):
            kind = "spin box" if isinstance(watched, QAbstractSpinBox) else "other"
            self.seen[(event.type().name, kind)] += 1
        return False


def _roster() -> Roster:
    units = [Unit("Clanrats", "core", 20, 5, base="20x20", book_min=20, commander=True,
                  upgrades=[Upgrade("Clawleader", 10, "champion")]),
             Unit("Skavenslaves", "core", 20, 2, base="20x20", book_min=20),
             Unit("Giant Rats", "core", 6, 3, base="20x50")]
    return Roster("Redrawn", "skaven", units, points_limit=500)


@pytest.fixture
def editor(window, services):
    window.resize(1280, 800)
    window.show()
    window.show_view("rosters")
    page = window.page("rosters")
    page.open_editor(services.rosters.create(_roster()))
    page.editor.select_units((0,))
    QApplication.processEvents()
    return page.editor


def _events_of(widget, action) -> Counter:
    counter = EventCounter(widget)
    app = QApplication.instance()
    app.installEventFilter(counter)
    try:
        action()
        QApplication.processEvents()
    finally:
        app.removeEventFilter(counter)
    return counter.seen


def _set_models(editor, row: int, models: int):
    return lambda: editor.unit_model.setData(editor.unit_model.unit_index(row, "Models"), models)


def test_an_edit_of_another_unit_leaves_the_selected_units_panel_alone(editor):
    assert _events_of(editor.unit_panel, _set_models(editor, 1, 25)) == Counter()
    # The same count proves the panel's paints are seen when the edit is the shown unit's.
    assert _events_of(editor.unit_panel, _set_models(editor, 0, 25))[("Paint", "spin box")]


def test_an_edit_repaints_no_spin_box_whose_value_it_left(editor):
    seen = _events_of(editor, _set_models(editor, 1, 25))
    assert seen[("Paint", "spin box")] == 0  # the points limit, models, points each
    assert editor.roster.units[1].models == 25


def test_an_edit_measures_the_unit_names_once(editor):
    tree, measured = editor.unit_table, []
    real = tree.sizeHintForColumn
    tree.sizeHintForColumn = lambda column: measured.append(column) or real(column)
    changed = []
    editor.unit_model.dataChanged.connect(lambda top, *_: changed.append(top))
    _set_models(editor, 1, 25)()
    assert len(changed) == 2  # the unit's row and its slot's (the slot's points)
    assert sorted(measured) == [0, 3]  # Unit and Options, once each


def _problem_rows(editor):
    problems = editor.problems.problems
    return [(problems.item(i).text(), problems.item(i).data(UNITS_ROLE),
             problems.item(i).data(RULE_ROLE)) for i in range(problems.count())]


@pytest.fixture
def leaderless(window, services):
    """Toran's Bones with no Commander marked: one problem, whatever the models counts."""
    window.show()
    window.show_view("rosters")
    page = window.page("rosters")
    roster = bones("Leaderless")
    roster.units[0].commander = False
    page.open_editor(services.rosters.create(roster))
    QApplication.processEvents()
    return page.editor


def test_an_edit_leaving_the_problems_as_they_were_redraws_none_and_keeps_the_selected(
        leaderless):
    editor, problems = leaderless, leaderless.problems.problems
    before = _problem_rows(editor)
    assert [rule for _text, _units, rule in before] == ["common.commander-missing"]
    problems.setCurrentRow(0)
    QApplication.processEvents()  # the selection drawn before the edit
    assert editor.problems.whats_this.isEnabled()
    assert _events_of(editor.problems, _set_models(editor, 1, 7)) == Counter()
    assert editor.roster.units[1].models == 7 and _problem_rows(editor) == before
    assert problems.currentRow() == 0 and editor.problems.whats_this.isEnabled()


def test_the_problem_list_follows_the_roster_row_by_row(leaderless):
    editor, problems = leaderless, leaderless.problems.problems
    before = _problem_rows(editor)
    problems.setCurrentRow(0)
    editor.set_commander(0, True)
    # One line says the roster is legal: no rule, no units, the list's own text colour.
    assert _problem_rows(editor) == [
        ("✓ This roster is legal: no Warbands rule is broken.", None, None)]
    assert problems.item(0).foreground().style() == Qt.BrushStyle.NoBrush
    assert not editor.problems.whats_this.isEnabled()
    assert editor.problems.tabText(0) == "Problems (0)"
    editor.undo_stack.undo()  # the problem is back, with its rule and colour
    assert _problem_rows(editor) == before
    assert problems.item(0).foreground().color() == tone_colour("error")
    assert editor.problems.tabText(0) == "Problems (1)"
