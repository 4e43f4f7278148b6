"""The Rosters list's table keeps its columns' measures until the rows change (the
header measured every cell three times before the first paint). Its column widths must stay
those of a plain QTableView on the same rows, through new rows, a search, a filter, a
resize, a font change and a list too long to be measured whole."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from PySide6.QtWidgets import QHeaderView, QTableView

from warbands_manager.store.summaries import RosterSummary
from warbands_manager.ui.measured_table import MeasuredOnceTableView
from warbands_manager.ui.views.rosters.list_model import COLUMNS
from warbands_manager.ui.views.rosters.list_panel import RosterListPanel

NAMES = ("Bone Riders of Khemri", "Clawpack Skrik", "Grimfang's Raiders", "Þór Łukasz the Bold")
PLAYERS = ("Ade", "Wen", "Sam", "Maximilian-Alexander von Hohenzollern")
ARMIES = ("tomb-kings", "skaven", "orcs-and-goblins", "dwarfs")
UPDATED = datetime(2026, 5, 1, tzinfo=UTC)


def _rows(count: int, long_players: bool = True) -> list[RosterSummary]:
    players = PLAYERS if long_players else PLAYERS[:3]
    return [RosterSummary(i, f"{NAMES[i % 4]} #{i}", players[i % len(players)], ARMIES[i % 4],
                          float(100 + 7 * i), "Large" if i % 3 else "Small", bool(i % 2), i % 5,
                          0, UPDATED) for i in range(count)]


@pytest.fixture
def tables(qtbot):
    """The Rosters list's model and proxy (its search and filter) shown by the kind of table
    its panel uses and by a plain QTableView, side by side at the same size."""
    panel = RosterListPanel()
    views = (MeasuredOnceTableView(), QTableView())
    for view in views:
        view.setModel(panel.proxy)
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COLUMNS.index("Name"), QHeaderView.ResizeMode.Stretch)
        qtbot.addWidget(view)
        view.resize(900, 400)
        view.show()
    qtbot.addWidget(panel)
    return panel, *views


def _widths(qtbot, table: QTableView) -> list[int]:
    qtbot.wait(5)  # the header's delayed layout
    return [table.columnWidth(column) for column in range(len(COLUMNS))]


def _same(qtbot, measured, plain) -> None:
    assert _widths(qtbot, measured) == _widths(qtbot, plain)


def test_the_widths_follow_the_rows_as_a_plain_view_does(qtbot, tables):
    panel, measured, plain = tables
    panel.set_rows(_rows(50))
    _same(qtbot, measured, plain)
    panel.set_rows(_rows(20, long_players=False))  # narrower texts: the columns shrink
    _same(qtbot, measured, plain)
    panel.search.setText("skrik")  # a search leaves fewer rows
    _same(qtbot, measured, plain)
    panel.search.clear()
    panel.filter_combo.setCurrentText("Not valid")
    _same(qtbot, measured, plain)
    for view in (measured, plain):
        view.resize(1200, 500)
    _same(qtbot, measured, plain)
    assert measured._widths  # and the measures were kept meanwhile


def test_a_font_change_is_measured_again(qtbot, tables):
    panel, measured, plain = tables
    panel.set_rows(_rows(30))
    _same(qtbot, measured, plain)
    for view in (measured, plain):
        font = view.font()
        font.setPointSize(font.pointSize() + 6)
        view.setFont(font)
    _same(qtbot, measured, plain)


def test_measures_are_kept_only_while_every_row_is_measured(qtbot, tables):
    panel, measured, _plain = tables
    panel.set_rows(_rows(30))
    _widths(qtbot, measured)
    assert measured._widths  # kept
    measured.horizontalHeader().setResizeContentsPrecision(10)  # Qt measures what is shown
    panel.set_rows(_rows(30))
    _widths(qtbot, measured)
    assert measured._widths == {}


def test_the_rosters_list_uses_it():
    assert isinstance(RosterListPanel().table, MeasuredOnceTableView)
