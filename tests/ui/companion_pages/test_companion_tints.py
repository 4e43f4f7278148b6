"""Tinted table cells on the companion pages come from the theme's tones with their text
colour: in the dark palette (and the light one) every tinted cell has a foreground whose
contrast with its background is at least 4.5:1."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTableView

from warbands_manager.ui.theme import contrast, palette_for, tone

AA_CONTRAST = 4.5

BACKGROUND, FOREGROUND = Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ForegroundRole
# page → a table on it that the user guide's game tints (frost and devastation; the
# caravan's current location)
TINTED = {"runewars": "LocationsModel", "banner-saga": "PathModel"}


@pytest.fixture(params=["dark", "light"])
def palette(request, qapp):
    before = qapp.palette()
    chosen = palette_for(request.param)
    qapp.setPalette(chosen)
    yield chosen
    qapp.setPalette(before)


def _tinted_cells(page) -> dict[str, list[tuple]]:
    found: dict[str, list[tuple]] = {}
    for table in page.findChildren(QTableView):
        model = table.model()
        if model is None:
            continue
        for row in range(model.rowCount()):
            for column in range(model.columnCount()):
                index = model.index(row, column)
                background = model.data(index, BACKGROUND)
                if background is not None:
                    found.setdefault(type(model).__name__, []).append(
                        (background, model.data(index, FOREGROUND), row, column))
    return found


@pytest.mark.parametrize("game", sorted(TINTED))
def test_tinted_cells_have_a_readable_text_colour(demo_window, palette, game):
    window = demo_window(game)
    QApplication.processEvents()
    found = _tinted_cells(window.page(game))
    assert TINTED[game] in found, (game, sorted(found))
    _assert_readable(found)


def test_the_starter_cards_assumed_values_are_tinted_readably(qtbot, services, palette):
    from warbands_manager.navigation import view_info
    from warbands_manager.ui.views.registry import create_view as create_page

    page = create_page(view_info("tiny-big-wars"), services)  # no library yet: placeholders
    qtbot.addWidget(page)
    page.on_shown()
    found = _tinted_cells(page)
    assert "CardsModel" in found, sorted(found)
    _assert_readable(found)


def _assert_readable(found: dict[str, list[tuple]]) -> None:
    for model, cells in found.items():
        for background, foreground, row, column in cells:
            assert foreground is not None, (model, row, column)
            ratio = contrast(foreground.color(), background.color())
            assert ratio >= AA_CONTRAST, (model, row, column, ratio)



@pytest.mark.parametrize("kind", ["error", "won"])
def test_message_text_is_readable_on_the_window(palette, kind):
    assert contrast(tone(kind).foreground, palette.window().color()) >= AA_CONTRAST
