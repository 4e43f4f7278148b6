"""The live violation list (and the reminders) of the roster being edited.

Clicking a violation emits ``units_selected`` with the unit indexes it concerns, so the editor
can select them. Army-data warnings (unknown traits, magic items over the army list's
allowance) are listed here too, as warnings rather than rule violations.
"""

from __future__ import annotations

from typing import NamedTuple

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
        if roster is None:
            _show_rows(self.problems, [])
            _show_rows(self.reminders, [])
            self.whats_this.setEnabled(False)
            return
        problems = [_Row(f"{'✗' if v.is_error else '⚠'} {v.message}", list(v.units), v.rule,
                         tone_colour("error" if v.is_error else "warning"))
                    for v in violations]
        problems += [_Row(f"⚠ {w.message}", list(w.units), w.rule, tone_colour("warning"))
                     for w in warnings]
        _show_rows(self.problems, problems or [
            _Row("✓ This roster is legal: no Warbands rule is broken.")])
        _show_rows(self.reminders, [_Row(f"• {reminder.text}") for reminder in reminders])
        self.whats_this.setEnabled(self.selected_rule() is not None)
        for tab, text in ((0, f"Problems ({len(violations) + len(warnings)})"),
                          (1, f"Reminders ({len(reminders)})")):
            if self.tabText(tab) != text:  # a new tab text re-lays the tab bar out
                self.setTabText(tab, text)

    def _on_problems_item_clicked(self, item: QListWidgetItem) -> None:
        units = item.data(UNITS_ROLE)
        if units:
            self.units_selected.emit(tuple(units))


class _Row(NamedTuple):
    """One line of a list: a problem (the units and rule it concerns, its colour) or a note."""

    text: str
    units: list[int] | None = None  # a list: Qt compares it, so an unchanged item stays as is
    rule: str | None = None
    colour: QColor | None = None


def _show_rows(view: QListWidget, rows: list[_Row]) -> None:
    """Show ``rows`` in ``view`` by updating its items in place: an item given what it shows
    already is not redrawn, so an edit that leaves the problems as they were repaints none of
    them (clearing and refilling re-laid out and repainted the whole list)."""
    while view.count() > len(rows):
        view.takeItem(view.count() - 1)
    for number, row in enumerate(rows):
        item = view.item(number) or QListWidgetItem()
        item.setText(row.text)
        item.setData(UNITS_ROLE, row.units)
        item.setData(RULE_ROLE, row.rule)
        item.setData(Qt.ItemDataRole.ForegroundRole,
                     None if row.colour is None else QBrush(row.colour))
        item.setToolTip(f"rule {row.rule} — select and press F1 (or right-click) for "
                        "What's this?" if row.rule else "")
        if item.listWidget() is None:
            view.addItem(item)
