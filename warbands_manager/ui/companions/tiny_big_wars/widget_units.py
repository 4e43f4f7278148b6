"""Units picked from a list: one row per card on the territory, how many of its tokens go."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QSpinBox, QWidget


class UnitCounts(QWidget):
    """A spin box per card the player has on the territory (0 to the tokens there); all of
    them move unless the player lowers a count. ``changed`` fires on every change."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spins: dict[str, QSpinBox] = {}
        self.labels: dict[str, QLabel] = {}
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.empty = QLabel("no units here")
        self.grid.addWidget(self.empty, 0, 0)

    def set_units(self, units: dict[str, int]) -> None:
        for name, spin in self.spins.items():
            label = self.labels[name]
            self.grid.removeWidget(label)
            self.grid.removeWidget(spin)
            label.deleteLater()
            spin.deleteLater()
        self.spins = {}
        self.labels = {}
        self.empty.setVisible(not units)
        for number, (name, tokens) in enumerate(units.items()):
            spin = QSpinBox()
            spin.setRange(0, tokens)
            spin.setValue(tokens)
            spin.setSuffix(f" of {tokens}")
            label = QLabel(name)
            spin.valueChanged.connect(self.changed)
            # Two cards a row keep the panel inside a narrow window.
            row, column = divmod(number, 2)
            self.grid.addWidget(label, row, column * 2)
            self.grid.addWidget(spin, row, column * 2 + 1)
            self.spins[name] = spin
            self.labels[name] = label
        self.changed.emit()

    def value(self) -> dict[str, int]:
        return {name: spin.value() for name, spin in self.spins.items() if spin.value()}

    def set_count(self, name: str, count: int) -> None:
        self.spins[name].setValue(count)
