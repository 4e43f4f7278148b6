"""Shared by the first-paint tests: a log of a widget's paints in order with what a test
notes beside them, and the first-paint fallback put out of reach (order, never timings)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject

from warbands_manager.ui import first_paint


@pytest.fixture
def fallback_out_of_reach(monkeypatch):
    """The order of paints and work only: the fallback for a paint that never comes (half a
    second) is put out of reach, so a slow machine cannot take it first."""
    monkeypatch.setattr(first_paint, "FALLBACK_MS", 600_000)


class PaintLog(QObject):
    """An event filter appending "painted" to ``log`` at each paint of the widget it watches
    (the test appends its own entries beside them)."""

    def __init__(self, log: list) -> None:
        super().__init__()
        self.log = log

    def eventFilter(self, watched, event):  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            self.log.append("painted")
        return False
