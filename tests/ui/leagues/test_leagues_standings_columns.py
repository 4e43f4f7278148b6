"""The standings' text columns (player, warband, type) are as wide as their widest text, as
Qt's ResizeToContents made them, but measured with the standings on the thread pool: painting
a long league asks the model about the rows on screen only, not about every row."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QHeaderView, QTableView

from tests.ui.league_pages import league_page, wait_for_standings
from warbands_manager.services.leagues import PlayerData
from warbands_manager.ui.column_fit import fit_text_columns, widest_texts
from warbands_manager.ui.paint_probe import after_rows_painted
from warbands_manager.ui.views.leagues import standings_tab as tab_module
from warbands_manager.ui.views.leagues.models import StandingsModel

TEXTS = ["Ab", "Thorgrim Grudgebearer of Karak Kadrin", "Łukasz the Bold", "WWWWWWWW",
         "iiiiiiiiiiiiiiiiiiii", "Ærnhild Ødegård", "Zoë", "Night Goblins", "كريم"]


def _qt_widths(qtbot, rows: list[list[str]], headers: list[str]) -> list[int]:
    """What Qt's own ResizeToContents gives for these rows."""
    model = QStandardItemModel(len(rows), len(headers))
    model.setHorizontalHeaderLabels(headers)
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            model.setItem(r, c, QStandardItem(text))
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.show()
    return [view.columnWidth(c) for c in range(len(headers))]


@pytest.mark.parametrize("grid", [True, False])
def test_fitted_widths_are_what_resize_to_contents_gives(qtbot, grid):
    headers = ["Player", "Warband", "A much longer heading than its texts"]
    rows = [[text, text[::-1] + " band", "x"] for text in TEXTS]
    expected = _qt_widths(qtbot, rows, headers)
    view = QTableView()
    qtbot.addWidget(view)
    view.setShowGrid(grid)
    model = QStandardItemModel(0, len(headers))
    model.setHorizontalHeaderLabels(headers)
    view.setModel(model)
    view.show()
    advances = widest_texts(QFont(view.font()), [[row[c] for row in rows] for c in range(3)])
    fit_text_columns(view, (0, 1, 2), advances)
    widths = [view.columnWidth(c) for c in range(3)]
    if grid:
        assert widths == expected
    else:  # no grid line: one pixel less than the gridded reference for the text columns
        assert widths[:2] == [width - 1 for width in expected[:2]]
    assert widths[2] == view.horizontalHeader().sectionSizeHint(2)  # the heading wins


def test_no_text_measures_the_heading():
    assert widest_texts(QFont(), [[], ["a"]])[0] == 0.0


def test_long_standings_paint_without_asking_about_every_row(qtbot, services, monkeypatch):
    """400 players: painting the table asks ``data()`` about the rows on screen (ResizeTo-
    Contents asked a dozen times per cell of every row), and the name columns fit the longest
    name even when it is far below the first screen."""
    page = league_page(qtbot, services, ())
    names = [f"Player {i:03d}" for i in range(399)] + ["Thorgrim Grudgebearer the Very Long"]
    for name in names:
        services.leagues.add_player(page.league_id, PlayerData(name, "Band", "Dwarfs"))
    page.refresh()
    page.tabs.setCurrentWidget(page.standings_tab)
    page.resize(1280, 800)
    page.show()
    tab = wait_for_standings(page)
    calls = []  # the rows data() is asked about, for roles beyond the text (alignment, ...)
    real = StandingsModel.extra
    monkeypatch.setattr(StandingsModel, "extra", lambda self, row, column, role: (
        calls.append(row.player.name), real(self, row, column, role))[1])
    painted = []
    after_rows_painted(tab.table, lambda: painted.append(True))
    tab.load(page.detail)
    wait_for_standings(page)
    qtbot.waitUntil(lambda: bool(painted), timeout=20_000)
    assert tab.model.rowCount() == 400
    assert len(set(calls)) < 100, "the model was asked about rows that are not on screen"
    font_metrics = tab.table.fontMetrics()
    assert tab.table.columnWidth(1) > font_metrics.horizontalAdvance(names[-1])
    assert tab_module.TEXT_COLUMNS == (1, 2, 3)


def test_league_points_stay_in_sight_on_a_small_screen(qtbot, services):
    """At 1024 wide the League points column was scrolled off the table's right edge: the
    number the page exists for. It is shown right after the player."""
    page = league_page(qtbot, services, ["Thorgrim Grudgebearer of Karak Kadrin", "Zoë"])
    page.resize(800, 560)  # the page's share of a 1024x700 window
    page.show()
    table = wait_for_standings(page).table
    header = table.horizontalHeader()
    points = StandingsModel.HEADERS.index("League points")
    assert header.visualIndex(points) == 2
    right_edge = header.sectionViewportPosition(points) + header.sectionSize(points)
    assert header.sectionViewportPosition(points) >= 0 and right_edge <= table.viewport().width()
