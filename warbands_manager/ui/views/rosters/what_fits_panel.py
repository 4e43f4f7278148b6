"""What fits in N points: the army-list entries that can be added without breaking a rule,
at their minimum size, cheapest first; each row's **Add** adds it in one click."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.rules.roster import format_points
from warbands_manager.rules.roster_sections import SINGULAR
from warbands_manager.rules.what_fits import Choice


class WhatFitsPanel(QWidget):
    """``entry_chosen(UnitEntry)`` on a row's Add; ``points_changed(int)`` when N changes."""

    entry_chosen = Signal(object)
    points_changed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points_spin = QSpinBox()
        self.points_spin.setRange(0, 500)
        self.points_spin.setSuffix(" pts")
        self.points_spin.setKeyboardTracking(False)
        self.points_spin.setToolTip("The points to fill (starts at the points left)")
        self.left_button = QPushButton("Points left")
        self.left_button.setToolTip("Set the points to what is left under the points limit")
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setObjectName("what-fits")
        self.tree.setColumnCount(3)
        self.tree.setHeaderLabels(["Pts", "Entry", ""])
        self.tree.setRootIsDecorated(False)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.choices: list[Choice] = []
        self._left = 0
        row = QHBoxLayout()
        row.addWidget(QLabel("Fill:"))
        row.addWidget(self.points_spin, 1)
        row.addWidget(self.left_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(row)
        layout.addWidget(self.summary)
        layout.addWidget(self.tree, 1)
        self.points_spin.valueChanged.connect(self.points_changed.emit)
        self.left_button.clicked.connect(lambda: self.points_spin.setValue(self._left))

    def points(self) -> int:
        return self.points_spin.value()

    def set_points_left(self, left: float, follow: bool) -> None:
        """The roster's points left; ``follow``: N follows it (the player has not set N)."""
        self._left = max(0, int(left))
        if follow and self.points_spin.value() != self._left:
            self.points_spin.blockSignals(True)
            self.points_spin.setValue(self._left)
            self.points_spin.blockSignals(False)

    def show_choices(self, choices: list[Choice], army_known: bool) -> None:
        self.choices = choices
        self.tree.clear()
        if not army_known:
            self.summary.setText("No army data for this army: import its BattleScribe "
                                 "catalogue (File ▸ Open…) to see what fits.")
            return
        self.summary.setText(f"{len(choices)} entr{'y' if len(choices) == 1 else 'ies'} fit "
                             f"in {self.points()} pts without breaking a rule (at minimum "
                             "size):" if choices else
                             f"Nothing more fits in {self.points()} pts without breaking a "
                             "rule.")
        for choice in choices:
            models = choice.unit.models
            item = QTreeWidgetItem([
                format_points(choice.cost),
                f"{choice.entry.name} ({SINGULAR.get(choice.entry.category, '')}"
                f"{f', {models} models' if models != 1 else ''})", ""])
            item.setToolTip(1, item.text(1))
            self.tree.addTopLevelItem(item)
            button = QPushButton("Add")
            button.setToolTip(f"Add {choice.entry.name} ({format_points(choice.cost)} pts)")
            button.clicked.connect(lambda _c=False, e=choice.entry: self.entry_chosen.emit(e))
            self.tree.setItemWidget(item, 2, button)
