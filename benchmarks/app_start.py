"""The app started as a user starts it (``warbands-manager --db FILE``), watched from outside.

This program makes the QApplication the way the app makes it (``ui.theme.new_application``:
the app takes an existing one as its own), watches every paint through an event filter on it,
and then hands over to ``cli.main``. It prints ``first-paint CPU`` on the event-loop turn after
the main window first paints, ``content-paint CPU`` on the turn after a table has drawn rows
(the Rosters page's list), each with the CPU seconds used so far, and a
``content-paint-loaded`` line naming the database and PDF libraries loaded by then; then it
quits the app. The app itself has no benchmark code.

    python benchmarks/app_start.py --db DATABASE.sqlite
"""

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QEvent, QObject, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QMainWindow, QTableView  # noqa: E402

from warbands_manager.cli import main  # noqa: E402
from warbands_manager.ui.theme import new_application  # noqa: E402

# What the Rosters page must be painted without (importing them takes longer than its budget).
HEAVY = ("sqlalchemy", "sqlmodel", "alembic", "reportlab")


class PaintWatcher(QObject):
    """Reports the first paint of the main window, then of a table with rows, then quits."""

    def __init__(self) -> None:
        super().__init__()
        self._seen: set[str] = set()

    def eventFilter(self, watched, event):  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            if isinstance(watched, QMainWindow):
                self._once("first-paint")
            elif _is_table_with_rows(watched.parent()):
                self._once("content-paint")
        return False

    def _once(self, label: str) -> None:
        if label not in self._seen:
            self._seen.add(label)
            QTimer.singleShot(0, lambda: self._report(label))

    def _report(self, label: str) -> None:
        print(f"{label} {time.process_time():.4f}", flush=True)
        if label == "content-paint":
            loaded = sorted({name.split(".")[0] for name in sys.modules} & set(HEAVY))
            print(f"content-paint-loaded {','.join(loaded) or '-'}", flush=True)
            QApplication.quit()


def _is_table_with_rows(widget) -> bool:
    return (isinstance(widget, QTableView) and widget.model() is not None
            and widget.model().rowCount() > 0)


if __name__ == "__main__":
    app = new_application(sys.argv[:1])
    watcher = PaintWatcher()
    app.installEventFilter(watcher)
    sys.exit(main(sys.argv[1:]))
