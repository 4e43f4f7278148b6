"""The ``--screenshot`` yardstick (issue 21): a bare QMainWindow shown offscreen, grabbed and
saved as a PNG, then the process exits — what ``warbands-manager --screenshot`` does, less
everything the app adds.

    python benchmarks/bare_grab.py OUT.png
"""

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication, QMainWindow  # noqa: E402

if __name__ == "__main__":
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("bare")
    window.resize(1280, 800)
    window.show()
    QApplication.processEvents()
    sys.exit(0 if window.grab().save(sys.argv[1]) else 1)
