"""Python's cycle collector runs on the GUI thread only.

Python collects reference cycles in whichever thread happens to be allocating when a
generation passes its threshold. Background jobs (``ui/background.py``) allocate a lot, so a
pool thread could be the one that collects a closed page's or dialog's widgets caught in a
cycle, and a Qt object must be destroyed on the thread that owns it: the process crashed in
the collector of a job reading a league's standings. So automatic collection is switched off
and the GUI thread runs the same generational collection from a timer, with the collector's
own thresholds: garbage is collected as before, never on a pool thread.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

# How often the GUI thread looks at the collector's counts: often enough that the garbage a
# long job makes is collected while the job still runs.
CHECK_EVERY_MS = 250


class GuiThreadCollector(QObject):
    """Switches automatic collection off while it lives; a timer collects instead."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start(CHECK_EVERY_MS)

    def collect_due(self) -> int:
        """Collect the generations whose counts passed their thresholds, as the automatic
        collector would have; returns the number of objects found unreachable."""
        due = -1
        for generation, (count, threshold) in enumerate(zip(gc.get_count(), self.thresholds,
                                                            strict=True)):
            if count <= threshold:
                break
            due = generation
        return gc.collect(due) if due >= 0 else 0

    def stop(self) -> None:
        """Hand collection back to Python as it was (the UI tests stop it after each test)."""
        self._timer.stop()
        if self._was_enabled:
            gc.enable()


def collect_on_gui_thread(app: QObject) -> GuiThreadCollector:
    """Install the collector on ``app`` (once)."""
    return app.findChild(GuiThreadCollector) or GuiThreadCollector(app)
