"""The roster editor: header fields, the roster by slot, the unit's details, the composition
meter and problems, the army list and What fits.

The editor owns a copy of the roster being edited. Every change is made on a fresh copy by
:meth:`RosterEditor.edit`, becomes a :class:`RosterEditCommand` on the page's undo stack, and is
applied (saved, re-validated, redrawn) by :meth:`apply_document` — for redo and undo alike.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence

from PySide6.QtCore import QItemSelectionModel, Signal
from PySide6.QtGui import QAction, QGuiApplication, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QToolButton,
    QWidget,
)

from warbands_manager.rules.armydata.build import entry_for, unit_from_entry
from warbands_manager.rules.armydata.checks import army_data_warnings
from warbands_manager.rules.armydata.editions import (
    CatalogueChoice,
    choose_catalogue,
    roster_catalogue,
)
from warbands_manager.rules.armydata.model import ArmyList, UnitEntry
from warbands_manager.rules.roster import CHAOS_ARMIES, LARGE_MAX, Roster, Unit, format_points
from warbands_manager.rules.roster_io import roster_from_dict, roster_to_dict
from warbands_manager.rules.roster_sections import (
    TITLES,
    sections,
    size_words,
    unit_count_text,
)
from warbands_manager.rules.roster_text import roster_text
from warbands_manager.rules.validation import Violation, composition, reminders, validate
from warbands_manager.services.roster_conflicts import RosterEditConflict, SeenRosters
from warbands_manager.ui.error_reporting import tell_conflict
from warbands_manager.ui.views.rosters.army_picker import ArmyPicker
from warbands_manager.ui.views.rosters.availability import Availability
from warbands_manager.ui.views.rosters.commands import RosterEditCommand
from warbands_manager.ui.views.rosters.delegates import RosterTree
from warbands_manager.ui.views.rosters.editor_layout import (
    TEXT_FORMATS,
    build_editor,
    show_card_if_room,
)
from warbands_manager.ui.views.rosters.edits import (
    duplicate_unit,
    free_id,
    remove_unit,
    set_commander,
    set_models,
)
from warbands_manager.ui.views.rosters.entry_list import EntryListDialog
from warbands_manager.ui.views.rosters.list_model import army_title
from warbands_manager.ui.views.rosters.meter import CompositionMeter
from warbands_manager.ui.views.rosters.page_services import RosterPageServices
from warbands_manager.ui.views.rosters.unit_card import UnitCard
from warbands_manager.ui.views.rosters.unit_model import ADD_COLUMN, UnitTreeModel
from warbands_manager.ui.views.rosters.unit_panel import UnitPanel
from warbands_manager.ui.views.rosters.violations import ViolationPanel
from warbands_manager.ui.views.rosters.what_fits_panel import WhatFitsPanel


class RosterEditor(QWidget):
    """Edits one stored roster; ``roster_saved(id)`` after every applied change."""

    roster_saved = Signal(int)
    back_requested = Signal()
    action_requested = Signal(str)  # "duplicate", "export", "print", "compare": roster actions
    status_message = Signal(str)

    # Built by editor_layout.build_editor (named here for readers and the type checker).
    back_button: QPushButton
    name_edit: QLineEdit
    player_edit: QLineEdit
    army_combo: QComboBox
    chaos_label: QLabel
    chaos_combo: QComboBox
    limit_spin: QSpinBox
    status_label: QLabel
    copy_button: QToolButton
    action_buttons: dict[str, QPushButton]
    picker: ArmyPicker
    what_fits: WhatFitsPanel
    availability: Availability
    unit_model: UnitTreeModel
    unit_table: RosterTree
    unit_card: UnitCard
    add_button: QPushButton
    duplicate_unit_button: QPushButton
    remove_button: QPushButton
    unit_panel: UnitPanel
    meter: CompositionMeter
    problems: ViolationPanel
    adding: QTabWidget
    shortcuts: dict[str, QAction]

    def __init__(self, services: RosterPageServices, undo_stack: QUndoStack,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.undo_stack = undo_stack
        self.roster_id: int | None = None
        self.roster: Roster | None = None
        self.army: ArmyList | None = None
        self.violations: list[Violation] = []
        self._document: dict = {}  # roster_to_dict(self.roster), kept while it is shown
        # Every save is checked against the version this editor read, so a save never
        # silently undoes another window's or the command line's.
        self.seen_rosters = SeenRosters(services.rosters)
        self.tell_conflict: Callable[[str], object] = self._tell_conflict
        self.entry_list: EntryListDialog | None = None  # the slot's army list, on first use
        build_editor(self)  # widgets, layout, shortcuts and signal connections
        self.unit_model.modelReset.connect(self._after_tree_reset)

    @property
    def current(self) -> Roster:
        """The roster being edited (the editor is shown only with one open)."""
        if self.roster is None:
            raise RuntimeError("no roster is open in the editor")
        return self.roster

    # -- opening and applying ----------------------------------------------------------------
    def open_roster(self, roster_id: int) -> None:
        """Show a stored roster."""
        self.roster_id = roster_id
        self.roster = self.seen_rosters.read(roster_id)
        self._document = roster_to_dict(self.roster)
        self._load_army()
        self.availability.reset_points()
        self.refresh()

    def reload_if_changed(self) -> bool:
        """The change watcher fired: show the stored roster if someone else saved it."""
        if self.roster_id is None or not self.seen_rosters.changed_elsewhere(self.roster_id):
            return False
        self.open_roster(self.roster_id)
        return True

    def _tell_conflict(self, text: str) -> None:
        tell_conflict(self, text)

    def _load_army(self) -> None:
        roster, armies = self.roster, self.services.armies
        if roster is None:
            return
        self.army, note = armies.army_list_for_roster(roster)
        self.picker.show_army(self.army, army_title(roster.army),
                              armies.catalogues_for(roster.army), note)

    def apply_document(self, roster_id: int, document: dict,
                       roster: Roster | None = None) -> None:
        """Save a snapshot (from an edit, undo or redo) and show it if it is this roster.

        ``roster`` is the document as a Roster when the caller has it (a new edit's working
        copy): it is then neither converted again nor validated twice — the save's verdict is
        the one shown.
        """
        if roster is None:
            roster = roster_from_dict(copy.deepcopy(document), f"roster #{roster_id}")
        try:
            summary = self.seen_rosters.save(roster_id, roster, document)
        except RosterEditConflict as conflict:
            # Saved elsewhere since: show their version, say what they changed; the command
            # that called this is refused and leaves the undo stack (ui/undo.py).
            if roster_id == self.roster_id:
                self.open_roster(roster_id)
            self.tell_conflict(str(conflict))
            raise
        if roster_id == self.roster_id:
            army_changed = (self.roster is None or roster.army != self.roster.army
                            or roster_catalogue(roster) != roster_catalogue(self.roster))
            self.roster, self._document = roster, document
            if army_changed:
                self._load_army()
            self.refresh(summary.status.violations if summary.status else None)
        self.roster_saved.emit(roster_id)

    def edit(self, text: str, change: Callable[[Roster], None],
             merge_key: tuple | None = None) -> None:
        """Make ``change`` on a copy of the roster and push it as one undoable step."""
        if self.roster is None:
            return
        # The shown roster's document is kept from when it was shown, and the working copy is
        # a copy of the roster: the edit converts once (the changed roster to its snapshot),
        # and the first apply is handed the roster itself (it needs nothing more).
        before = self._document
        working = copy.deepcopy(self.roster)
        change(working)
        after = roster_to_dict(working)
        if after != before:
            self.undo_stack.push(RosterEditCommand(text, self.roster_id, before, after,
                                                   self.apply_document, merge_key, working))

    # -- redraw ------------------------------------------------------------------------------
    def refresh(self, violations: Sequence[Violation] | None = None) -> None:
        """Redraw everything from ``self.roster``, keeping the selection; ``violations`` are
        the roster's (from its save), else it is validated here."""
        roster = self.current
        selected = self.selected_row()
        self.violations = validate(roster) if violations is None else list(violations)
        counts = composition(roster)
        flagged = {i for v in self.violations if v.is_error for i in v.units}
        was_reset = self.unit_model.set_roster(roster, sections(roster, counts), flagged)
        self._show_header(roster)
        self.meter.show_composition(counts)
        self.problems.show_results(roster, self.violations, reminders(roster),
                                   army_data_warnings(roster, self.army, self._unit_armies()))
        errors = sum(1 for v in self.violations if v.is_error)
        verdict = "✓ legal" if errors == 0 else (
            f"✗ not valid: {errors} error{'s' if errors != 1 else ''}")
        limit = counts.points_limit or LARGE_MAX
        status = (f"<b>{verdict}</b> — {format_points(counts.points)} / {limit} pts, "
                  f"{size_words(counts)} — {unit_count_text(roster, counts)}")
        if self.status_label.text() != status:
            self.status_label.setText(status)
        self.availability.schedule(roster, self.army, self._trait_table())
        if selected is not None and selected < len(roster.units) and was_reset:
            self.select_units((selected,))
        else:
            # Without a reset the selection survived: show the unit's new values once, not
            # again for the clear and the select of a re-selection (each re-lays the panel).
            self._show_selected_unit()

    def _unit_armies(self) -> list[ArmyList | None]:
        """Per unit, the catalogue revision it is read against (``self.army`` for a unit typed
        by hand): a roster kept on an older revision keeps its allowances."""
        return [self.services.armies.unit_army_list(unit, self.army)
                for unit in self.current.units]

    def _trait_table(self):
        return self.services.armies.trait_table(self.roster.army) if self.roster else None

    def _after_tree_reset(self) -> None:
        """A reset drops the slots' Add buttons and collapses the tree: put both back."""
        self.unit_table.expandAll()
        for number, section in enumerate(self.unit_model.sections()):
            if not section.allowed and section.category == "lord":
                continue
            button = QPushButton("Add…")
            button.setObjectName(f"add-{section.category}")
            button.setToolTip(f"Add a {TITLES[section.category]} choice from the army list "
                              "(Insert)")
            button.clicked.connect(
                lambda _c=False, category=section.category: self.open_entry_list(category))
            self.unit_table.setIndexWidget(self.unit_model.index(number, ADD_COLUMN), button)
        self.unit_table.share_name_columns()  # the names shown now, the tree expanded

    def _show_header(self, roster: Roster) -> None:
        widgets = (self.name_edit, self.player_edit, self.army_combo, self.chaos_combo,
                   self.limit_spin)
        for widget in widgets:
            widget.blockSignals(True)
        # Only what changed: every setText/setStyleSheet re-lays and repaints the whole editor.
        if self.name_edit.text() != roster.name:
            self.name_edit.setText(roster.name)
        if self.player_edit.text() != (roster.player or ""):
            self.player_edit.setText(roster.player or "")
        self.army_combo.setCurrentIndex(max(0, self.army_combo.findData(roster.army)))
        if self.limit_spin.value() != (roster.points_limit or 0):  # repaints even if equal
            self.limit_spin.setValue(roster.points_limit or 0)
        chaos = roster.army in CHAOS_ARMIES or roster.chaos_type is not None
        self.chaos_label.setVisible(chaos)
        self.chaos_combo.setVisible(chaos)
        self.chaos_combo.setCurrentIndex(max(0, self.chaos_combo.findData(roster.chaos_type)))
        for widget in widgets:
            widget.blockSignals(False)

    # -- selection ---------------------------------------------------------------------------
    def selected_row(self) -> int | None:
        """The roster index of the selected unit (None: none, or a slot row)."""
        rows = self.unit_table.selectionModel().selectedRows()
        return self.unit_model.roster_row(rows[0]) if rows else None

    def selected_category(self) -> str:
        """The slot Insert adds to: the selected slot or unit's, else Core."""
        rows = self.unit_table.selectionModel().selectedRows()
        section = self.unit_model.section_at(rows[0]) if rows else None
        return section.category if section and section.category != "lord" else "core"

    def select_units(self, units: tuple) -> None:
        """Select the units with these indexes (a click on a violation)."""
        selection = self.unit_table.selectionModel()
        selection.clearSelection()
        flags = (QItemSelectionModel.SelectionFlag.Select
                 | QItemSelectionModel.SelectionFlag.Rows)
        first = None
        for row in units:
            index = self.unit_model.unit_index(row)
            if index.isValid():
                selection.select(index, flags)
                first = first or index
        if first is not None:
            selection.setCurrentIndex(first, QItemSelectionModel.SelectionFlag.NoUpdate)
            self.unit_table.scrollTo(first)
        self._show_selected_unit()

    def _show_selected_unit(self, *_args) -> None:
        row = self.selected_row()
        unit = self.roster.units[row] if self.roster and row is not None else None
        # A unit of a roster kept on an older revision offers that revision's options.
        army = self.services.armies.unit_army_list(unit, self.army) if unit else self.army
        entry = entry_for(army, unit) if unit else None
        may_command = unit is not None and (unit.category in ("hero", "lord") or bool(
            unit.upgrades_of("champion")))
        self.unit_panel.show_unit(unit, entry, army, may_command)
        self.unit_card.show_unit(unit, entry)
        for button in (self.remove_button, self.duplicate_unit_button):
            button.setEnabled(unit is not None)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        show_card_if_room(self)

    # -- edits -------------------------------------------------------------------------------
    def _edit_selected_unit(self, text: str, change: Callable[[Unit], None]) -> None:
        row = self.selected_row()
        if row is not None:
            self.edit(text, lambda roster: change(roster.units[row]))

    def _on_unit_model_edited(self, row: int, column: str, value) -> None:
        name = self.current.units[row].name
        if column == "Commander":
            self.set_commander(row, value)
        elif column == "Models":
            self.edit(f"Models of {name}", lambda roster: set_models(roster, row, int(value)),
                      merge_key=("models", row))

    def set_commander(self, row: int, value: bool) -> None:
        name = self.current.units[row].name
        self.edit(f"{'Choose' if value else 'Clear'} commander {name}",
                  lambda roster: set_commander(roster, row, value))

    def _on_unit_panel_models_changed(self, models: int) -> None:
        row = self.selected_row()
        if row is not None:
            self.edit(f"Models of {self.current.units[row].name}",
                      lambda roster: set_models(roster, row, models), merge_key=("models", row))

    def _on_unit_panel_commander_chosen(self, value: bool) -> None:
        row = self.selected_row()
        if row is not None:
            self.set_commander(row, value)

    def add_entry(self, entry: UnitEntry) -> None:
        """Add an army-list entry at its Warbands minimum size and select it."""
        if self.army is None:
            return
        unit = unit_from_entry(self.army, entry, self._trait_table(), free_id(self.current))
        built_from = (self.army.bs_id, self.army.name)

        def add(roster: Roster) -> None:
            roster.units.append(unit)
            if roster_catalogue(roster) is None:  # the edition it is built from, kept
                choose_catalogue(roster, *built_from)

        self.edit(f"Add {entry.name}", add)
        self.select_units((len(self.current.units) - 1,))
        if self.entry_list is not None and self.entry_list.isVisible():
            self.entry_list.refresh(self.availability.current())  # what fits now

    def _on_picker_catalogue_chosen(self, choice: CatalogueChoice) -> None:
        if self.roster and (roster_catalogue(self.roster) or {}).get("catalogue") != choice.bs_id:
            self.edit(f"Build from {choice.name}",
                      lambda roster: choose_catalogue(roster, choice.bs_id, choice.name))

    def add_custom_unit(self) -> None:
        unit = Unit(id=free_id(self.current), name="New unit", category="core", models=3,
                    points_per_model=0, base="20x20")
        self.edit("Add custom unit", lambda roster: roster.units.append(unit))
        self.select_units((len(self.current.units) - 1,))

    def remove_selected_unit(self) -> None:
        row = self.selected_row()
        if row is not None:
            self.edit(f"Remove {self.current.units[row].name}",
                      lambda roster: remove_unit(roster, row))

    def duplicate_selected_unit(self) -> None:
        row = self.selected_row()
        if row is None:
            return
        self.edit(f"Duplicate {self.current.units[row].name}",
                  lambda roster: _ignore(duplicate_unit(roster, row)))
        self.select_units((row + 1,))

    # -- the army list, What fits, sharing ---------------------------------------------------
    def open_entry_list(self, category: str | None = None):
        """The army list filtered to ``category`` (Insert: the selected slot); returns it."""
        if self.roster is None:
            return None
        if self.army is None:
            self.status_message.emit(f"No army data for {army_title(self.roster.army)}: import "
                                     "its BattleScribe catalogue (File ▸ Open…) or add a "
                                     "custom unit")
            self.show_army_list()
            return None
        if self.entry_list is None:
            self.entry_list = EntryListDialog(self)
            self.entry_list.entry_chosen.connect(self.add_entry)
            self.entry_list.custom_requested.connect(self.add_custom_unit)
        category = category or self.selected_category()
        self.entry_list.show_choices(self.availability.current(), category, self.army.name)
        self.entry_list.show()
        self.entry_list.raise_()
        self.entry_list.search.setFocus()
        return self.entry_list

    def show_army_list(self) -> None:
        """Ctrl+F: the Army list tab, its search field focused."""
        self.adding.setCurrentWidget(self.picker)
        self.picker.search.setFocus()
        self.picker.search.selectAll()

    def copy_text(self, fmt: str) -> str:
        """Copy the roster as text (plain, Markdown, BBCode) to the clipboard."""
        text = roster_text(self.current, fmt)
        QGuiApplication.clipboard().setText(text)
        label = dict(TEXT_FORMATS)[fmt]
        self.status_message.emit(f"Copied “{self.current.name}” as {label.lower()}")
        return text

    # -- header fields -----------------------------------------------------------------------
    def _on_name_edit_editing_finished(self) -> None:
        name = self.name_edit.text().strip()
        if self.roster and name and name != self.roster.name:
            self.edit(f"Rename to {name}", lambda roster: setattr(roster, "name", name))

    def _on_player_edit_editing_finished(self) -> None:
        player = self.player_edit.text().strip() or None
        if self.roster and player != self.roster.player:
            self.edit("Player", lambda roster: setattr(roster, "player", player))

    def _on_army_combo_activated(self, _index: int) -> None:
        army = self.army_combo.currentData()
        if self.roster and army != self.roster.army:
            self.edit(f"Army {army_title(army)}", lambda roster: setattr(roster, "army", army))

    def _on_chaos_combo_activated(self, _index: int) -> None:
        chaos_type = self.chaos_combo.currentData()
        if self.roster and chaos_type != self.roster.chaos_type:
            self.edit(f"Chaos type {chaos_type or 'none'}",
                      lambda roster: setattr(roster, "chaos_type", chaos_type))

    def _on_limit_spin_value_changed(self, value: int) -> None:
        limit = value or None
        if self.roster and limit != self.roster.points_limit:
            self.edit("Points limit", lambda roster: setattr(roster, "points_limit", limit),
                      merge_key=("points_limit",))


def _ignore(_value: object) -> None:
    """An edit's change returns nothing (the duplicate's index is not needed here)."""
