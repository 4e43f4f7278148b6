"""Compare the roster being edited with another saved roster or a roster file (last week's
list against this week's): units added, removed and changed, with the points difference."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.rules.roster import Roster
from warbands_manager.rules.roster_diff import diff_rosters


class CompareDialog(QDialog):
    """Pick the earlier roster; the difference to the current one is shown as text."""

    def __init__(self, load, open_file, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("compare-dialog")
        self.setWindowTitle("Compare rosters")
        self._load = load  # roster id → Roster
        self._open_file = open_file  # () → Roster | None (a file the player picks)
        self.current: Roster | None = None
        self.other_combo = QComboBox()
        self.other_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.other_combo.setMinimumContentsLength(16)
        self.file_button = QPushButton("From a file…")
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.copy_button = QPushButton("Copy")
        self.close_button = QPushButton("Close")
        top = QHBoxLayout()
        top.addWidget(QLabel("Earlier roster:"))
        top.addWidget(self.other_combo, 1)
        top.addWidget(self.file_button)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.copy_button)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.text, 1)
        layout.addLayout(bottom)
        self.other_combo.activated.connect(self._on_other_combo_activated)
        self.file_button.clicked.connect(self._on_file_button_clicked)
        self.copy_button.clicked.connect(
            lambda: QGuiApplication.clipboard().setText(self.text.toPlainText()))
        self.close_button.clicked.connect(self.reject)
        self.resize(600, 380)

    def compare(self, current: Roster, others: list[tuple[int, str]],
                chosen: int | None = None) -> None:
        """Offer ``others`` (id, name); show the difference from ``chosen`` (or the first)."""
        self.current = current
        self.other_combo.clear()
        for roster_id, name in others:
            self.other_combo.addItem(name, roster_id)
        if chosen is not None:
            self.other_combo.setCurrentIndex(max(0, self.other_combo.findData(chosen)))
        if self.other_combo.count():
            self._on_other_combo_activated(self.other_combo.currentIndex())
        else:
            self.text.setPlainText("No other saved roster: compare with a roster file.")

    def show_difference(self, earlier: Roster) -> None:
        if self.current is not None:
            self.text.setPlainText("\n".join(diff_rosters(earlier, self.current).lines()))

    def _on_other_combo_activated(self, _index: int) -> None:
        roster_id = self.other_combo.currentData()
        if roster_id is not None and self.current is not None:
            self.show_difference(self._load(roster_id))

    def _on_file_button_clicked(self) -> None:
        earlier = self._open_file()
        if earlier is not None and self.current is not None:
            self.show_difference(earlier)
