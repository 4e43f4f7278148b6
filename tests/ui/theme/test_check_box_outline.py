"""An unticked check box shows in both themes: in a table, list or tree (Fusion draws its
outline from the window colour, which all but vanishes on a dark table) and as a widget, and
so does an unchosen radio button.

Each box is drawn the way the app draws it (the theme applied to the application, the view
grabbed to an image) and its outline must stand out from the background at 3:1, the contrast
asked of the parts of a control."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPalette, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QCheckBox, QListView, QRadioButton, QTableView, QTreeView

from warbands_manager.ui import theme

THEMES = (theme.LIGHT, theme.DARK)
OUTLINE_CONTRAST = 3.0


@pytest.fixture
def themed(qapp):
    def apply(name):
        theme.apply_theme(qapp, name)

    yield apply
    theme.apply_theme(qapp, theme.LIGHT)


def _strongest_contrast(image: QImage, area: QRect, background: QColor) -> float:
    return max(
        theme.contrast(image.pixelColor(QPoint(x, y)), background)
        for x in range(area.left(), area.right() + 1)
        for y in range(area.top(), area.bottom() + 1)
    )


def _unticked_model() -> QStandardItemModel:
    model = QStandardItemModel()
    item = QStandardItem("")
    item.setCheckable(True)
    item.setCheckState(Qt.CheckState.Unchecked)
    item.setEditable(False)
    model.appendRow(item)
    return model


@pytest.mark.parametrize("view_class", (QTableView, QListView, QTreeView))
@pytest.mark.parametrize("name", THEMES)
def test_an_unticked_box_in_an_item_view_has_a_visible_outline(qtbot, themed, name, view_class):
    themed(name)
    view = view_class()
    qtbot.addWidget(view)
    model = _unticked_model()
    view.setModel(model)
    view.resize(240, 120)
    view.show()
    qtbot.waitExposed(view)
    image = view.viewport().grab().toImage()
    cell = view.visualRect(model.index(0, 0)).intersected(image.rect())
    base = theme.palette_for(name).color(QPalette.ColorRole.Base)
    assert image.pixelColor(cell.center()) == base  # the box sits on the view's base
    assert _strongest_contrast(image, cell, base) >= OUTLINE_CONTRAST


@pytest.mark.parametrize("widget_class", (QCheckBox, QRadioButton))
@pytest.mark.parametrize("name", THEMES)
def test_an_unticked_check_box_or_radio_button_has_a_visible_outline(
    qtbot, themed, name, widget_class
):
    themed(name)
    box = widget_class("")
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    image = box.grab().toImage()
    window = theme.palette_for(name).color(QPalette.ColorRole.Window)
    assert _strongest_contrast(image, image.rect(), window) >= OUTLINE_CONTRAST


@pytest.mark.parametrize("name", THEMES)
def test_the_outline_colour_stands_out_on_every_background_a_box_sits_on(qapp, name):
    palette = theme.palette_for(name)
    outline = theme.indicator_outline(palette)
    for role in (
        QPalette.ColorRole.Base,
        QPalette.ColorRole.AlternateBase,
        QPalette.ColorRole.Window,
    ):
        assert theme.contrast(outline, palette.color(role)) >= OUTLINE_CONTRAST, role
    # Lighter than the text in both themes: an outline, not a second line of text.
    assert theme.contrast(outline, palette.color(QPalette.ColorRole.Base)) < theme.contrast(
        palette.color(QPalette.ColorRole.Text), palette.color(QPalette.ColorRole.Base)
    )
