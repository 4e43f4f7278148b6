"""Every view and every tab, at 1024x700, 1366x768 and 1920x1080, in the light and the dark
theme: the picture is the window's size, no page asks for more room than the window gives it,
no page's scroll area shows a horizontal bar (it re-flows instead; only tables scroll sideways,
inside themselves, and never without a scroll bar), and no control is cut by an edge or too
narrow for its text, no tab or column title elided (tests/ui/cut_controls.py). Long names are
in the data on purpose."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QScrollArea, QTabWidget

from tests.ui.cut_controls import problems as cut_controls
from warbands_manager.navigation import VIEW_NAMES

SIZES = ((1024, 700), (1366, 768), (1920, 1080))
THEMES = ("light", "dark")


def _tabs(page):
    return [tabs for tabs in page.findChildren(QTabWidget) if tabs.isVisibleTo(page)]


def _each_tab(app, page):
    """Yield a label for the page as shown and for each tab of its first tab widgets."""
    yield "-"
    for tabs in _tabs(page)[:1]:
        for index in range(tabs.count()):
            if tabs.isTabEnabled(index):
                tabs.setCurrentIndex(index)
                app.processEvents()
                yield tabs.tabText(index)


# Areas that may scroll sideways (object names): a page's own scroll areas re-flow instead
# (action rows wrap, panels stack); tables scroll or elide inside themselves.
WIDE_AREAS: set[str] = set()


def _sideways(page) -> list[str]:
    """Scroll areas of ``page`` (and the one holding it) showing a horizontal bar, and tables
    wider than their view without one (cut on the right)."""
    found = []
    holder = page.parentWidget().parentWidget()
    areas = [holder] if isinstance(holder, QScrollArea) else []
    areas += [area for area in page.findChildren(QScrollArea) if area.isVisible()]
    for area in areas:
        bar = area.horizontalScrollBar()
        # a bar with nothing to scroll (maximum 0) is Qt between two layout passes
        if bar.isVisible() and bar.maximum() > 0 and area.objectName() not in WIDE_AREAS:
            found.append(f"scrolls sideways by {bar.maximum()} px "
                         f"({type(area.widget()).__name__} {area.objectName()!r})")
    for view in page.findChildren(QAbstractItemView):
        cut = view.horizontalScrollBar().maximum() > 0
        if view.isVisible() and cut and (view.horizontalScrollBarPolicy()
                                         == Qt.ScrollBarPolicy.ScrollBarAlwaysOff):
            found.append(f"table cut without a scroll bar ({view.objectName()!r})")
    return found


# Every page fits now (the companion pages' content scrolls inside the page once the
# window is smaller: tests/ui/companion_pages); none is left out.
BEING_FITTED: set[str] = set()


def _render_all(qapp, folder, demo_db, size, theme) -> list[tuple[str, str]]:
    """Show every view and tab; (view, problem) for each one that does not fit."""
    from warbands_manager.services.container import Services
    from warbands_manager.store.database import open_database
    from warbands_manager.ui.main_window import MainWindow
    from warbands_manager.ui.theme import apply_theme

    apply_theme(qapp, theme)
    database = open_database(demo_db)
    window = MainWindow(Services.for_database(database),
                        QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
    window.resize(*size)
    window.show()
    problems = []
    try:
        for name in VIEW_NAMES:
            window.show_view(name)
            QApplication.processEvents()
            page = window.page(name)
            for tab in _each_tab(qapp, page):
                room = page.parentWidget().size()  # the scroll area's viewport
                need = page.minimumSizeHint()
                if need.width() > room.width() or need.height() > room.height():
                    problems.append((name, f"{name}/{tab}: needs {need.width()}x"
                                     f"{need.height()}, has {room.width()}x{room.height()}"))
                problems += [(name, f"{name}/{tab}: {text}") for text in _sideways(page)]
                problems += [(name, f"{name}/{tab}: {text}") for text in cut_controls(window)]
                shot = window.grab()
                if (shot.width(), shot.height()) != size:
                    problems.append((name, f"{name}/{tab}: picture {shot.width()}x"
                                     f"{shot.height()}"))
                if window.size().toTuple() != size:
                    problems.append((name, f"{name}/{tab}: window grew to "
                                     f"{window.size().toTuple()}"))
    finally:
        window.close()
        window.deleteLater()
        QApplication.processEvents()
        database.close()
        apply_theme(qapp, "light")
    return problems


@pytest.fixture(scope="module")
def rendered(qapp, tmp_path_factory, demo_db):
    results = {}
    for size in SIZES:
        for theme in THEMES:
            folder = tmp_path_factory.mktemp("render")
            results[size, theme] = _render_all(qapp, folder, demo_db, size, theme)
    return results


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_every_view_and_tab_fits(rendered, size, theme):
    problems = [text for view, text in rendered[size, theme] if view not in BEING_FITTED]
    assert problems == [], "\n".join(problems)
