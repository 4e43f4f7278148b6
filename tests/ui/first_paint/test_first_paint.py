"""``ui/first_paint.py``: work held until a widget's first paint (no timings: only the order
of events)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QWidget

from tests.ui.paint_order import PaintLog, fallback_out_of_reach  # noqa: F401 (a fixture)
from warbands_manager.ui import first_paint

pytestmark = pytest.mark.usefixtures("fallback_out_of_reach")


class Page(QWidget):
    """A Python subclass, as the pages are (their attributes live on the wrapper)."""


@pytest.fixture
def page(qtbot):
    widget = Page()
    qtbot.addWidget(widget)
    widget.resize(300, 200)
    return widget


def test_a_widget_not_on_screen_is_not_waited_for(qtbot, page):
    log: list = []
    first_paint.after_first_paint(page, lambda: log.append("ran"))
    assert log == []  # never inside the caller
    qtbot.waitUntil(lambda: log == ["ran"], timeout=10_000)


def test_a_shown_widget_runs_the_work_after_its_first_paint(qtbot, page):
    log: list = []
    watcher = PaintLog(log)
    page.installEventFilter(watcher)
    first_paint.after_first_paint(page, lambda: log.append("ran"))
    page.show()
    qtbot.waitUntil(lambda: "ran" in log, timeout=10_000)
    assert log[0] == "painted"


def test_a_widget_painted_before_runs_the_work_on_the_next_turn(qtbot, page):
    page.show()
    done: list = []
    first_paint.after_first_paint(page, lambda: done.append(True))
    qtbot.waitUntil(lambda: bool(done), timeout=10_000)
    log: list = []
    first_paint.after_first_paint(page, lambda: log.append("ran"))
    assert log == []
    QApplication.processEvents()
    assert log == ["ran"]


def test_a_page_destroyed_before_it_paints_resumes_collecting_and_runs_nothing():
    import shiboken6

    widget = Page()
    ran: list = []
    first_paint.after_first_paint(widget, lambda: ran.append(True))
    widget.show()
    shiboken6.delete(widget)  # closed before the event loop painted it
    for _ in range(5):
        QApplication.processEvents()
    assert ran == []
