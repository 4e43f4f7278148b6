"""Every companion page, on every tab, fits a 1024x700 window (and 1366x768 and 1920x1080
ones): pages scroll or re-flow instead of forcing the window wider, no widget asks for more
room than the window has (tables scroll sideways or elide with the full text in a tooltip),
and no button lies outside the window where no scroll bar reaches it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QTabWidget,
    QWidget,
)

GAMES = ("against-the-darkness", "banner-saga", "runewars", "tiny-big-wars")
SIZES = ((1024, 700), (1366, 768), (1920, 1080))
# A folder to keep the pictures in, for a look (none: nothing is written).
PICTURES = os.environ.get("COMPANION_SIZE_PICTURES")


def _tabs(page: QWidget) -> list[tuple[QTabWidget, int]]:
    return [(tabs, index) for tabs in page.findChildren(QTabWidget)
            for index in range(tabs.count())]


def _inside_a_scroll_area(widget: QWidget, page: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None and parent is not page:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def _too_big(page: QWidget, width: int, height: int) -> list[str]:
    """Visible widgets asking for more than the window (scrolled contents may be larger)."""
    found = []
    for widget in page.findChildren(QWidget):
        if not widget.isVisible() or _inside_a_scroll_area(widget, page):
            continue
        for what, size in (("minimum size", widget.minimumSize()),
                           ("minimum size hint", widget.minimumSizeHint())):
            if size.width() > width or size.height() > height:
                found.append(f"{type(widget).__name__} {widget.objectName()!r} {what} "
                             f"{size.width()}x{size.height()}")
    return found


def _off_screen(window: QWidget, page: QWidget) -> list[str]:
    """Visible buttons outside the window that no scroll bar brings into view."""
    found = []
    for button in page.findChildren(QAbstractButton):
        if not button.isVisible() or _inside_a_scroll_area(button, page):
            continue
        place = QRect(button.mapTo(window, button.rect().topLeft()), button.size())
        if not window.rect().contains(place):
            found.append(f"{button.text() or type(button).__name__} at {place.getRect()}")
    return found


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_tab_fits_the_window(demo_window, game, size, tmp_path):
    width, height = size
    window = demo_window(game)
    assert set(window.pages) == {game}
    page = window.page(game)
    assert page.findChildren(QTabWidget), game
    for tabs, index in _tabs(page):
        tabs.setCurrentIndex(index)
        window.resize(width, height)
        QApplication.processEvents()
        where = f"{game} › {tabs.tabText(index)} at {width}x{height}"
        hint = window.minimumSizeHint()
        assert hint.width() <= width and hint.height() <= height, (where, hint)
        assert (window.width(), window.height()) == size, where
        assert _too_big(page, width, height) == [], where
        assert _off_screen(window, page) == [], where
        picture = window.grab()
        assert (picture.width(), picture.height()) == size, where
        if PICTURES:
            name = f"{game}-{tabs.tabText(index)}-{width}".replace(" ", "_").replace("/", "_")
            picture.save(str(Path(PICTURES) / f"{name.replace('&', '')}.png"))
