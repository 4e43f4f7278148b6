"""Small dialogs of the Campaigns page: a new campaign; a warband from a roster file."""

from __future__ import annotations

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
)


class NewCampaignDialog(QDialog):
    """Name, conclusion date and victory condition."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New campaign")
        self.name = QLineEdit()
        self.ends = QDateEdit(QDate.currentDate().addMonths(3))
        self.ends.setCalendarPopup(True)
        self.condition = QComboBox()
        self.condition.addItem("highest Warband Rating", "wbr")
        self.condition.addItem("best win-loss record", "record")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow("Name", self.name)
        form.addRow("Conclusion date", self.ends)
        form.addRow("Victory condition", self.condition)
        form.addRow(buttons)

    def values(self) -> tuple[str, str, str]:
        return (self.name.text().strip(), self.ends.date().toString("yyyy-MM-dd"),
                self.condition.currentData())


class PlayerDialog(QDialog):
    """The player's name for a warband being added."""

    def __init__(self, warband: str, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Player of {warband}")
        self.player = QLineEdit()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow("Player", self.player)
        form.addRow(buttons)
