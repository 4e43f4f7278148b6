"""Every view and every tab, at 1024x700 and 1920x1080, in the light and the dark theme: the
picture is the window's size, and no page asks for more room than the window gives it (so
nothing is cut and no page scrolls sideways). Long names are in the data on purpose."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QTabWidget

from warbands_manager.navigation import VIEW_NAMES

SIZES = ((1024, 700), (1920, 1080))
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


# Pages whose insides other parts of issue 18 are making fit (the Rosters editor, the
# companion trackers); the test below reports them without failing until they do.
BEING_FITTED = {"rosters", "against-the-darkness", "banner-saga", "runewars", "tiny-big-wars"}


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


@pytest.mark.xfail(reason="the Rosters editor and companion pages are being fitted to "
                          "1024x700 elsewhere in issue 18", strict=False)
def test_pages_being_fitted_elsewhere_fit_too(rendered):
    problems = [text for results in rendered.values() for view, text in results
                if view in BEING_FITTED]
    assert problems == [], "\n".join(problems)
