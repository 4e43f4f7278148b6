"""The dialog for acquiring a Development card: its name, cost and what it grants."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from warbands_manager.companions.runewars.state import RESOURCES, DevelopmentCard
from warbands_manager.ui.dialog_buttons import ok_cancel

EFFECTS = {
    "": "a permanent bonus (as printed on the card)",
    "capital": "the capital (replaces a home fortress)",
    "peasants": "Popular Support (3 Peasant tokens, Daqan)",
    "skeletons": "Baneful Lands (8 Skeleton tokens, Waiqar)",
}


class DevelopmentDialog(QDialog):
    """Name and cost as printed on the card; the full cost is paid from the tracks."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Acquire a Development card")
        self.name = QLineEdit()
        self.cost = {kind: QSpinBox() for kind in RESOURCES}
        self.effect = QComboBox()
        for key, text in EFFECTS.items():
            self.effect.addItem(text, key)
        form = QFormLayout(self)
        form.addRow(QLabel("Harvest's Bonus of Seniority: the full cost must be paid."))
        form.addRow("Card name", self.name)
        for kind, spin in self.cost.items():
            form.addRow(f"Cost in {kind}", spin)
        form.addRow("Grants", self.effect)
        buttons = ok_cancel(self)
        form.addRow(buttons)

    def card(self) -> DevelopmentCard:
        return DevelopmentCard(self.name.text().strip(),
                               {kind: spin.value() for kind, spin in self.cost.items()},
                               self.effect.currentData())
