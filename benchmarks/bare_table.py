"""The content-painted yardstick: the least a program can do to show the roster
list — a QMainWindow with a QTableView of the rosters read with the stdlib ``sqlite3`` module —
reporting (as ``app_start.py`` reports the app) on the event-loop
turn after the table has drawn its rows, then quitting.

    python benchmarks/bare_table.py DATABASE.sqlite
"""

import sqlite3
import sys

from bare_qt import QuitOnPaint  # run as a script: its folder is on the path
from PySide6.QtCore import QAbstractTableModel, Qt
from PySide6.QtWidgets import QApplication, QMainWindow, QTableView

COLUMNS = ("name", "player", "army", "points", "size_class", "valid", "error_count")


class Rows(QAbstractTableModel):
    def __init__(self, rows):
        super().__init__()
        self.rows = rows

    def rowCount(self, _parent=None):  # noqa: N802 (Qt's name)
        return len(self.rows)

    def columnCount(self, _parent=None):  # noqa: N802
        return len(COLUMNS)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole:
            return str(self.rows[index.row()][index.column()])
        return None


if __name__ == "__main__":
    app = QApplication(sys.argv[:1])
    with sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True) as connection:
        rows = connection.execute(f"SELECT {', '.join(COLUMNS)} FROM roster "
                                  "ORDER BY name, id").fetchall()
    window = QMainWindow()
    window.resize(1280, 800)
    table = QTableView()
    table.setModel(Rows(rows))
    window.setCentralWidget(table)
    quitter = QuitOnPaint(table.viewport(), "content-paint")
    window.show()
    sys.exit(app.exec())
