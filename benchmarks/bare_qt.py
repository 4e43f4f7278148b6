"""The start-up yardstick: a bare PySide6 program that shows a QMainWindow and quits right
after its first paint."""

import sys
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow


class QuitOnPaint(QObject):
    """On the event-loop turn after ``watched`` first paints: print ``LABEL cpu-seconds``, quit
    (the benchmark reads the line; ``bare_table.py`` uses it on its table's viewport)."""

    def __init__(self, watched: QObject, label: str) -> None:
        super().__init__(watched)
        self._label = label
        watched.installEventFilter(self)

    def eventFilter(self, watched, event):  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._report)
        return False

    def _report(self) -> None:
        print(f"{self._label} {time.process_time():.4f}", flush=True)
        QApplication.quit()


if __name__ == "__main__":
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("bare")
    window.resize(1280, 800)
    quitter = QuitOnPaint(window, "first-paint")
    window.show()
    sys.exit(app.exec())
