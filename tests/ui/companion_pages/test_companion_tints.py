"""Tinted table cells on the companion pages come from the palette with a readable text
colour: in the dark palette (and the light one) every tinted cell has a foreground whose
contrast with its background is at least 4.5:1."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTableView

from warbands_manager.ui.theme import dark_palette
from warbands_manager.ui.tints import AA_CONTRAST, HUES, contrast, tint_colours

BACKGROUND, FOREGROUND = Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ForegroundRole
# page → a table on it that the user guide's game tints (frost and devastation; the
# caravan's current location)
TINTED = {"runewars": "LocationsModel", "banner-saga": "PathModel"}


@pytest.fixture(params=["dark", "light"])
def palette(request, qapp):
    before = qapp.palette()
    chosen = dark_palette() if request.param == "dark" else qapp.style().standardPalette()
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


@pytest.mark.parametrize("kind", sorted(HUES))
def test_every_tint_is_readable(palette, kind):
    background, text = tint_colours(kind, palette)
    assert contrast(text, background) >= AA_CONTRAST
    assert background != palette.base().color()  # it does stand out


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


@pytest.mark.parametrize("kind", ["error", "good"])
def test_message_text_is_readable_on_the_window(palette, kind):
    from warbands_manager.ui.tints import text_colour

    window = palette.window().color()
    assert contrast(text_colour(kind, palette), window) >= AA_CONTRAST
