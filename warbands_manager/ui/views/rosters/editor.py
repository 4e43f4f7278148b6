"""The roster editor: header fields, army list, unit table, unit panel, meter and problems.

The editor owns a copy of the roster being edited. Every change is made on a fresh copy by
:meth:`RosterEditor.edit`, becomes a :class:`RosterEditCommand` on the page's undo stack, and is
applied (saved, re-validated, redrawn) by :meth:`apply_document` — for redo and undo alike.
"""

from __future__ import annotations

import copy
from collections.abc import Callable

from PySide6.QtCore import QItemSelectionModel, Qt, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
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
from warbands_manager.rules.roster import ARMIES, CHAOS_ARMIES, CHAOS_TYPES, Roster, Unit
from warbands_manager.rules.roster_io import roster_from_dict, roster_to_dict
from warbands_manager.rules.validation import composition, reminders, validate
from warbands_manager.services.container import Services
from warbands_manager.ui.views.rosters.army_picker import ArmyPicker
from warbands_manager.ui.views.rosters.commands import RosterEditCommand
from warbands_manager.ui.views.rosters.delegates import unit_table_view
from warbands_manager.ui.views.rosters.edits import free_id, remove_unit, set_commander, set_models
from warbands_manager.ui.views.rosters.list_model import army_title
from warbands_manager.ui.views.rosters.meter import CompositionMeter
from warbands_manager.ui.views.rosters.unit_model import UnitTableModel
from warbands_manager.ui.views.rosters.unit_panel import UnitPanel
from warbands_manager.ui.views.rosters.violations import ViolationPanel


class RosterEditor(QWidget):
    """Edits one stored roster; ``roster_saved(id)`` after every applied change."""

    roster_saved = Signal(int)
    back_requested = Signal()
    action_requested = Signal(str)  # "duplicate", "export", "print": whole-roster actions

    def __init__(self, services: Services, undo_stack: QUndoStack,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.undo_stack = undo_stack
        self.roster_id: int | None = None
        self.roster: Roster | None = None
        self.army: ArmyList | None = None
        self.violations = []
        self._build_widgets()
        self._build_layout()
        self._connect_signals()

    # -- layout -----------------------------------------------------------------------------
    def _build_widgets(self) -> None:
        self.back_button = QPushButton("◀ All rosters")
        self.name_edit = QLineEdit()
        self.player_edit = QLineEdit()
        self.player_edit.setPlaceholderText("player")
        self.army_combo = QComboBox()
        for army in ARMIES:
            self.army_combo.addItem(army_title(army), army)
        self.chaos_label = QLabel("Chaos type:")
        self.chaos_combo = QComboBox()
        self.chaos_combo.addItem("(choose)", None)
        for chaos_type in CHAOS_TYPES:
            self.chaos_combo.addItem(chaos_type, chaos_type)
        self.limit_spin = QSpinBox()
        self.limit_spin.setRange(0, 10_000)
        self.limit_spin.setSingleStep(50)
        self.limit_spin.setSpecialValueText("no limit")
        self.status_label = QLabel()
        self.picker = ArmyPicker()
        self.unit_model = UnitTableModel(self._on_unit_model_edited, self)
        self.unit_table = unit_table_view(self.unit_model)
        self.remove_button = QPushButton("Remove unit")
        self.action_buttons = {name: QPushButton(label) for name, label in (
            ("duplicate", "Duplicate roster"), ("export", "Export…"), ("print", "Print…"))}
        self.unit_panel = UnitPanel(self._edit_selected_unit)
        self.meter = CompositionMeter()
        self.problems = ViolationPanel()

    def _build_layout(self) -> None:
        header = QHBoxLayout()
        header.addWidget(self.back_button)
        for label, widget, stretch in (("Warband:", self.name_edit, 3),
                                       ("Player:", self.player_edit, 2),
                                       ("Army:", self.army_combo, 2)):
            header.addWidget(QLabel(label))
            header.addWidget(widget, stretch)
        header.addWidget(self.chaos_label)
        header.addWidget(self.chaos_combo)
        header.addWidget(QLabel("Points limit:"))
        header.addWidget(self.limit_spin)
        centre = QSplitter(Qt.Orientation.Vertical)
        table_box = QWidget()
        table_layout = QVBoxLayout(table_box)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.addWidget(self.status_label)
        table_layout.addWidget(self.unit_table, 1)
        row = QHBoxLayout()
        for button in self.action_buttons.values():
            row.addWidget(button)
        row.addStretch(1)
        row.addWidget(self.remove_button)
        table_layout.addLayout(row)
        centre.addWidget(table_box)
        centre.addWidget(self.unit_panel)
        centre.setSizes([330, 250])
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.meter)
        right.addWidget(self.problems)
        right.setSizes([250, 400])
        body = QSplitter()
        body.addWidget(self.picker)
        body.addWidget(centre)
        body.addWidget(right)
        body.setStretchFactor(1, 1)
        body.setSizes([170, 680, 230])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(header)
        layout.addWidget(body, 1)

    def _connect_signals(self) -> None:
        self.back_button.clicked.connect(self.back_requested.emit)
        for name, button in self.action_buttons.items():
            button.clicked.connect(lambda _checked=False, n=name: self.action_requested.emit(n))
        self.name_edit.editingFinished.connect(self._on_name_edit_editing_finished)
        self.player_edit.editingFinished.connect(self._on_player_edit_editing_finished)
        self.army_combo.activated.connect(self._on_army_combo_activated)
        self.chaos_combo.activated.connect(self._on_chaos_combo_activated)
        self.limit_spin.valueChanged.connect(self._on_limit_spin_value_changed)
        self.picker.entry_chosen.connect(self._on_picker_entry_chosen)
        self.picker.custom_requested.connect(self._on_picker_custom_requested)
        self.picker.catalogue_chosen.connect(self._on_picker_catalogue_chosen)
        self.remove_button.clicked.connect(self._on_remove_button_clicked)
        self.unit_table.selectionModel().selectionChanged.connect(self._show_selected_unit)
        self.problems.units_selected.connect(self.select_units)

    # -- opening and applying ----------------------------------------------------------------
    def open_roster(self, roster_id: int) -> None:
        """Show a stored roster."""
        self.roster_id = roster_id
        self.roster = self.services.rosters.load(roster_id)
        self._load_army()
        self.refresh()

    def _load_army(self) -> None:
        roster, armies = self.roster, self.services.armies
        if roster is None:
            return
        self.army, note = armies.army_list_for_roster(roster)
        self.picker.show_army(self.army, army_title(roster.army),
                              armies.catalogues_for(roster.army), note)

    def apply_document(self, roster_id: int, document: dict) -> None:
        """Save a snapshot (from an edit, undo or redo) and show it if it is this roster."""
        roster = roster_from_dict(copy.deepcopy(document), f"roster #{roster_id}")
        self.services.rosters.save(roster_id, roster)
        if roster_id == self.roster_id:
            army_changed = (self.roster is None or roster.army != self.roster.army
                            or roster_catalogue(roster) != roster_catalogue(self.roster))
            self.roster = roster
            if army_changed:
                self._load_army()
            self.refresh()
        self.roster_saved.emit(roster_id)

    def edit(self, text: str, change: Callable[[Roster], None],
             merge_key: tuple | None = None) -> None:
        """Make ``change`` on a copy of the roster and push it as one undoable step."""
        if self.roster is None:
            return
        before = roster_to_dict(self.roster)
        working = roster_from_dict(copy.deepcopy(before))
        change(working)
        after = roster_to_dict(working)
        if after != before:
            self.undo_stack.push(RosterEditCommand(text, self.roster_id, before, after,
                                                   self.apply_document, merge_key))

    # -- redraw ------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Re-validate and redraw everything from ``self.roster``, keeping the selection."""
        roster = self.roster
        selected = self.selected_row()
        self.violations = validate(roster)
        flagged = {i for v in self.violations if v.is_error for i in v.units}
        was_reset = self.unit_model.set_roster(roster, flagged)
        self._show_header(roster)
        self.meter.show_composition(composition(roster))
        self.problems.show_results(roster, self.violations, reminders(roster),
                                   army_data_warnings(roster, self.army))
        errors = sum(1 for v in self.violations if v.is_error)
        status = (f"<b>{'✓ legal' if errors == 0 else f'✗ not valid: {errors} error(s)'}</b> — "
                  f"{len(roster.units)} unit(s); click a problem to select its unit")
        if self.status_label.text() != status:
            self.status_label.setText(status)
        if selected is not None and selected < len(roster.units) and was_reset:
            self.select_units((selected,))
        else:
            # Without a reset the selection survived: show the unit's new values once, not
            # again for the clear and the select of a re-selection (each re-lays the panel).
            self._show_selected_unit()

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
        self.limit_spin.setValue(roster.points_limit or 0)
        chaos = roster.army in CHAOS_ARMIES or roster.chaos_type is not None
        self.chaos_label.setVisible(chaos)
        self.chaos_combo.setVisible(chaos)
        self.chaos_combo.setCurrentIndex(max(0, self.chaos_combo.findData(roster.chaos_type)))
        for widget in widgets:
            widget.blockSignals(False)

    def selected_row(self) -> int | None:
        rows = self.unit_table.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def select_units(self, units: tuple) -> None:
        """Select the units with these indexes (a click on a violation)."""
        selection = self.unit_table.selectionModel()
        selection.clearSelection()
        flags = (QItemSelectionModel.SelectionFlag.Select
                 | QItemSelectionModel.SelectionFlag.Rows)
        for row in units:
            if 0 <= row < self.unit_model.rowCount():
                selection.select(self.unit_model.index(row, 0), flags)
        if units:
            self.unit_table.scrollTo(self.unit_model.index(units[0], 0))
        self._show_selected_unit()

    def _show_selected_unit(self, *_args) -> None:
        row = self.selected_row()
        unit = self.roster.units[row] if self.roster and row is not None else None
        entry = entry_for(self.army, unit) if unit else None
        self.unit_panel.show_unit(unit, entry, self.army)
        self.remove_button.setEnabled(unit is not None)

    # -- edits -------------------------------------------------------------------------------
    def _edit_selected_unit(self, text: str, change: Callable[[Unit], None]) -> None:
        row = self.selected_row()
        if row is not None:
            self.edit(text, lambda roster: change(roster.units[row]))

    def _on_unit_model_edited(self, row: int, column: str, value) -> None:
        name = self.roster.units[row].name
        if column == "Cmdr":
            self.edit(f"{'Choose' if value else 'Clear'} commander {name}",
                      lambda roster: set_commander(roster, row, value))
        elif column == "Models":
            self.edit(f"Models of {name}", lambda roster: set_models(roster, row, int(value)),
                      merge_key=("models", row))
        else:
            attribute = {"Unit": "name", "Cat.": "category",
                         "Each": "points_per_model"}[column]
            self.edit(f"{column} of {name}",
                      lambda roster: setattr(roster.units[row], attribute, value))

    def _on_picker_entry_chosen(self, entry: UnitEntry) -> None:
        table = self.services.armies.trait_table(self.roster.army)
        unit = unit_from_entry(self.army, entry, table, free_id(self.roster))
        built_from = (self.army.bs_id, self.army.name) if self.army else None

        def add(roster: Roster) -> None:
            roster.units.append(unit)
            if built_from and roster_catalogue(roster) is None:  # kept if editions are added
                choose_catalogue(roster, *built_from)
        self.edit(f"Add {entry.name}", add)
        self.select_units((len(self.roster.units) - 1,))

    def _on_picker_catalogue_chosen(self, choice: CatalogueChoice) -> None:
        if self.roster and (roster_catalogue(self.roster) or {}).get("catalogue") != choice.bs_id:
            self.edit(f"Build from {choice.name}",
                      lambda roster: choose_catalogue(roster, choice.bs_id, choice.name))

    def _on_picker_custom_requested(self) -> None:
        unit = Unit(id=free_id(self.roster), name="New unit", category="core", models=3,
                    points_per_model=0, base="20x20")
        self.edit("Add custom unit", lambda roster: roster.units.append(unit))
        self.select_units((len(self.roster.units) - 1,))

    def _on_remove_button_clicked(self) -> None:
        row = self.selected_row()
        if row is not None:
            self.edit(f"Remove {self.roster.units[row].name}",
                      lambda roster: remove_unit(roster, row))

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
