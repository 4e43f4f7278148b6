"""The start-up yardstick: a bare PySide6 program that shows a QMainWindow and quits right
after its first paint (the same way the app does with WARBANDS_QUIT_AFTER_FIRST_PAINT=1)."""

import sys
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow


class _QuitOnPaint(QObject):
    def eventFilter(self, watched, event):  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, _report_first_paint)
        return False


def _report_first_paint():
    print(f"first-paint {time.process_time():.4f}", flush=True)
    QApplication.quit()


if __name__ == "__main__":
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("bare")
    window.resize(1280, 800)
    quitter = _QuitOnPaint(window)
    window.installEventFilter(quitter)
    window.show()
    sys.exit(app.exec())
