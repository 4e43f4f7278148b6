"""The live violation list (and the reminders) of the roster being edited.

Clicking a violation emits ``units_selected`` with the unit indexes it concerns, so the editor
can select them. Army-data warnings (unknown traits, magic items over the army list's
allowance) are listed here too, as warnings rather than rule violations.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QTabWidget

from warbands_manager.rules.armydata.checks import TRAITS_UNKNOWN, ArmyDataWarning
from warbands_manager.rules.roster import Roster
from warbands_manager.rules.validation import Reminder, Violation

UNITS_ROLE = Qt.ItemDataRole.UserRole
RULE_ROLE = Qt.ItemDataRole.UserRole + 1
TRAITS_UNKNOWN_RULE = TRAITS_UNKNOWN


class ViolationPanel(QTabWidget):
    """Tabs: Problems (errors, warnings, unknown traits) and Reminders (play-time rules)."""

    units_selected = Signal(tuple)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.problems = QListWidget()
        self.problems.setObjectName("violations")
        self.problems.setWordWrap(True)
        self.reminders = QListWidget()
        self.reminders.setWordWrap(True)
        self.addTab(self.problems, "Problems")
        self.addTab(self.reminders, "Reminders")
        self.problems.itemClicked.connect(self._on_problems_item_clicked)

    def show_results(self, roster: Roster | None, violations: list[Violation],
                     reminders: list[Reminder], warnings: list[ArmyDataWarning] = ()) -> None:
        self.problems.clear()
        self.reminders.clear()
        if roster is None:
            return
        for violation in violations:
            mark = "✗" if violation.is_error else "⚠"
            self._add(f"{mark} {violation.message}", violation.units, violation.rule,
                      QColor(200, 50, 50) if violation.is_error else QColor(190, 130, 0))
        for warning in warnings:
            self._add(f"⚠ {warning.message}", warning.units, warning.rule, QColor(190, 130, 0))
        if self.problems.count() == 0:
            self.problems.addItem("✓ This roster is legal: no Warbands rule is broken.")
        for reminder in reminders:
            self.reminders.addItem(f"• {reminder.text}")
        for tab, text in ((0, f"Problems ({len(violations) + len(warnings)})"),
                          (1, f"Reminders ({len(reminders)})")):
            if self.tabText(tab) != text:  # a new tab text re-lays the tab bar out
                self.setTabText(tab, text)

    def _add(self, text: str, units: tuple, rule: str, colour: QColor) -> None:
        item = QListWidgetItem(text)
        item.setData(UNITS_ROLE, tuple(units))
        item.setData(RULE_ROLE, rule)
        item.setForeground(QBrush(colour))
        item.setToolTip(f"rule {rule}")
        self.problems.addItem(item)

    def _on_problems_item_clicked(self, item: QListWidgetItem) -> None:
        units = item.data(UNITS_ROLE)
        if units:
            self.units_selected.emit(tuple(units))
