"""The live violation list (and the reminders) of the roster being edited.

Clicking a violation emits ``units_selected`` with the unit indexes it concerns, so the editor
can select them. Army-data warnings (unknown traits, magic items over the army list's
allowance) are listed here too, as warnings rather than rule violations.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QAction, QBrush, QColor
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QMenu, QTabWidget, QToolButton

from warbands_manager.rules.armydata.checks import TRAITS_UNKNOWN, ArmyDataWarning
from warbands_manager.rules.roster import Roster
from warbands_manager.rules.validation import Reminder, Violation
from warbands_manager.ui.rules_reference import show_rules_reference
from warbands_manager.ui.theme import tone_colour

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
        self.whats_this = QToolButton()
        self.whats_this.setObjectName("whats-this")
        self.whats_this.setText("?")  # the panel is narrow; the tooltip says the rest
        self.whats_this.setAccessibleName("What's this?")
        self.whats_this.setToolTip("Open the rules reference at the rule this problem enforces "
                                   "(F1; or right-click the problem)")
        self.whats_this.setEnabled(False)
        self.setCornerWidget(self.whats_this, Qt.Corner.TopRightCorner)
        self.problems.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self._connect_signals()

    def _connect_signals(self) -> None:
        self.problems.itemClicked.connect(self._on_problems_item_clicked)
        self.problems.currentItemChanged.connect(self._on_problems_current_item_changed)
        self.problems.customContextMenuRequested.connect(
            self._on_problems_custom_context_menu_requested)
        self.whats_this.clicked.connect(self._on_whats_this_clicked)

    def selected_rule(self) -> tuple[str, str] | None:
        """The rule id and message of the selected problem (``None`` when none is selected)."""
        item = self.problems.currentItem()
        if item is None or not item.data(RULE_ROLE):
            return None
        return item.data(RULE_ROLE), item.text()[2:]

    def show_help_for_selected(self):
        """Open the rules reference at the selected problem's rule; returns the dialog."""
        selected = self.selected_rule()
        if selected is None:
            return None
        return show_rules_reference(self, *selected)

    def _on_problems_current_item_changed(self, current, _previous) -> None:
        self.whats_this.setEnabled(current is not None and bool(current.data(RULE_ROLE)))

    def _on_problems_custom_context_menu_requested(self, position: QPoint) -> None:
        item = self.problems.itemAt(position)
        if item is None or not item.data(RULE_ROLE):
            return
        self.problems.setCurrentItem(item)
        menu = QMenu(self)
        action = QAction("What's this?", menu)
        action.triggered.connect(self.show_help_for_selected)
        menu.addAction(action)
        menu.popup(self.problems.viewport().mapToGlobal(position))

    def _on_whats_this_clicked(self) -> None:
        self.show_help_for_selected()

    def show_results(self, roster: Roster | None, violations: list[Violation],
                     reminders: list[Reminder], warnings: list[ArmyDataWarning] = ()) -> None:
        self.problems.clear()
        self.reminders.clear()
        self.whats_this.setEnabled(False)
        if roster is None:
            return
        for violation in violations:
            mark = "✗" if violation.is_error else "⚠"
            self._add(f"{mark} {violation.message}", violation.units, violation.rule,
                      tone_colour("error" if violation.is_error else "warning"))
        for warning in warnings:
            self._add(f"⚠ {warning.message}", warning.units, warning.rule, tone_colour("warning"))
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
        item.setToolTip(f"rule {rule} — select and press F1 (or right-click) for What's this?")
        self.problems.addItem(item)

    def _on_problems_item_clicked(self, item: QListWidgetItem) -> None:
        units = item.data(UNITS_ROLE)
        if units:
            self.units_selected.emit(tuple(units))
