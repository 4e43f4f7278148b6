"""Which army-list entries can be added now, kept up to date after edits.

Trying every entry means one validation per entry (about 30 for an army list), so it is not
part of an edit's redraw: it runs shortly after the last edit (a short single-shot timer that
each edit restarts) and greys the army list's entries, with the rule that forbids each as its
tooltip, and refills **What fits**. The slot list of a section's Add asks for a fresh answer.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer

from warbands_manager.rules.armydata.model import ArmyList
from warbands_manager.rules.armydata.traits import TraitTable
from warbands_manager.rules.roster import Roster, format_points
from warbands_manager.rules.what_fits import Choice, points_left, try_entries

DELAY_MS = 120
BASE_TIP_ROLE = Qt.ItemDataRole.UserRole + 7
ENTRY_ROLE = Qt.ItemDataRole.UserRole  # the army picker's entry role


class Availability(QObject):
    """Recomputes the choices after edits and shows them in the picker and What fits."""

    def __init__(self, picker, what_fits, parent=None) -> None:
        super().__init__(parent)
        self.picker = picker
        self.what_fits = what_fits
        self.choices: list[Choice] = []
        self._source: tuple[Roster, ArmyList | None, TraitTable | None] | None = None
        self._points_set_by_player = False
        self._done = False
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(DELAY_MS)
        self.timer.timeout.connect(self.update_now)
        what_fits.points_changed.connect(self._on_what_fits_points_changed)

    def schedule(self, roster: Roster, army: ArmyList | None, table: TraitTable | None) -> None:
        self._source = (roster, army, table)
        self._done = False
        self.timer.start()

    def reset_points(self) -> None:
        """A roster was opened: What fits starts at its points left again."""
        self._points_set_by_player = False

    def current(self) -> list[Choice]:
        """The choices for the roster as it is now (computed at once if an edit is pending)."""
        if self.timer.isActive() or not self._done:
            self.update_now()
        return self.choices

    def update_now(self) -> None:
        self.timer.stop()
        if self._source is None:
            return
        roster, army, table = self._source
        self._done = True
        self.choices = (try_entries(roster, army, table)
                        if army is not None and table is not None else [])
        self._grey_picker()
        self.what_fits.set_points_left(points_left(roster), not self._points_set_by_player)
        self._show_what_fits(army is not None)

    def _show_what_fits(self, army_known: bool) -> None:
        budget = self.what_fits.points()
        fitting = sorted((c for c in self.choices if c.available and c.cost <= budget),
                         key=lambda c: (c.cost, c.entry.name))
        self.what_fits.show_choices(fitting, army_known)

    def _on_what_fits_points_changed(self, _points: int) -> None:
        self._points_set_by_player = True
        self._show_what_fits(self._source is not None and self._source[1] is not None)

    def _grey_picker(self) -> None:
        by_id = {choice.entry.entry_id: choice for choice in self.choices}
        model = self.picker.model
        for row in range(model.rowCount()):
            item = model.item(row)
            entry = item.data(ENTRY_ROLE)
            choice = by_id.get(getattr(entry, "entry_id", ""))
            if choice is None:
                continue
            if item.data(BASE_TIP_ROLE) is None:
                item.setData(item.toolTip() or "", BASE_TIP_ROLE)
            size = (f"{format_points(choice.cost)} pts for {choice.unit.models} "
                    f"model{'s' if choice.unit.models != 1 else ''} at the Warbands minimum")
            tip = f"{size}; {item.data(BASE_TIP_ROLE)}" if choice.available else (
                f"Cannot be taken now: {choice.reason}")
            if item.toolTip() != tip:
                item.setToolTip(tip)
            if item.isEnabled() != choice.available:
                item.setEnabled(choice.available)
