"""The selected unit's details: name, slot, models within its limits, points, the Commander
choice, options, base and traits with their source, and the catalogue profile.

With no unit selected the panel says how to pick or add one instead of showing empty, greyed
fields. Every change goes through ``edit(text, change)`` where ``change(unit)`` mutates a copy
of the unit; the editor turns it into an undoable command.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.rules.armydata.model import ArmyList, UnitEntry
from warbands_manager.rules.armydata.revisions import unit_catalogue
from warbands_manager.rules.roster import CATEGORIES, Unit, format_points
from warbands_manager.rules.roster_sections import SINGULAR
from warbands_manager.ui.theme import set_tone
from warbands_manager.ui.views.rosters.edits import models_range
from warbands_manager.ui.views.rosters.unit_options import OptionsBox
from warbands_manager.ui.views.rosters.unit_profile import BaseTraitsBox, ProfileBox

UnitChange = Callable[[str, Callable[[Unit], None]], None]
HINT = ("<b>No unit selected.</b><br>Select a unit in the roster to see its models, options, "
        "base, profile and rules here, or add one with a slot's <b>Add</b> button (Insert).")


class UnitPanel(QStackedWidget):
    """A hint when nothing is selected; the unit's details (scrolling) when one is.

    Models and the Commander are signals: the editor merges spin steps into one undo step and
    keeps one Commander in the warband.
    """

    models_changed = Signal(int)
    commander_chosen = Signal(bool)

    def __init__(self, edit: UnitChange, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._edit = edit
        self._unit: Unit | None = None
        self._updating = False
        self.hint = QLabel(HINT)
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.hint.setMargin(12)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.name_edit = QLineEdit()
        self.category_combo = QComboBox()
        for category in CATEGORIES:
            self.category_combo.addItem(SINGULAR[category], category)
        self.models_spin = QSpinBox()
        self.models_spin.setKeyboardTracking(False)
        self.models_note = QLabel()
        self.models_note.setWordWrap(True)
        self.each_spin = QDoubleSpinBox()
        self.each_spin.setRange(0, 1000)
        self.each_spin.setDecimals(1)
        self.each_spin.setKeyboardTracking(False)
        self.commander_box = QCheckBox("Commander")
        self.options = OptionsBox(edit)
        self.traits = BaseTraitsBox(edit)
        self.profile = ProfileBox()
        # The names the editor's tests and callers used before the panel was split.
        self.taken, self.kind_combo = self.options.taken, self.options.kind_combo
        self.base_combo, self.trait_boxes = self.traits.base_combo, self.traits.trait_boxes
        self.option_boxes = self.options.option_boxes
        self.addWidget(self.hint)
        self.addWidget(self._details())
        self._connect_signals()
        self.show_unit(None, None, None)

    def _details(self) -> QScrollArea:
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow("Name:", self.name_edit)
        form.addRow("Slot:", self.category_combo)
        form.addRow("Models:", self.models_spin)
        form.addRow("", self.models_note)
        form.addRow("Points each:", self.each_spin)
        form.addRow("", self.commander_box)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.addWidget(self.title)
        layout.addLayout(form)
        for box in (self.options, self.traits, self.profile):
            layout.addWidget(box)
        layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setObjectName("unit-details")
        scroll.setWidget(body)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        return scroll

    def _connect_signals(self) -> None:
        self.name_edit.editingFinished.connect(self._on_name_edit_editing_finished)
        self.category_combo.activated.connect(self._on_category_combo_activated)
        self.models_spin.valueChanged.connect(self._on_models_spin_value_changed)
        self.each_spin.valueChanged.connect(self._on_each_spin_value_changed)
        self.commander_box.toggled.connect(self._on_commander_box_toggled)

    # -- showing -----------------------------------------------------------------------------
    def show_unit(self, unit: Unit | None, entry: UnitEntry | None,
                  army: ArmyList | None, may_command: bool = True) -> None:
        self._unit = unit
        if unit is None:
            self.setCurrentWidget(self.hint)
            return
        self._updating = True
        self.setCurrentIndex(1)
        title = (f"<b>{unit.name}</b> — {SINGULAR.get(unit.category, unit.category)}, "
                 f"{format_points(unit.points)} pts")
        if army is not None and unit_catalogue(unit) == army.bs_id:
            title += f" · army data revision {army.revision}"
        if self.title.text() != title:
            self.title.setText(title)
        if self.name_edit.text() != unit.name:
            self.name_edit.setText(unit.name)
        self.category_combo.setCurrentIndex(max(0, self.category_combo.findData(unit.category)))
        low, high = models_range(unit)
        # A spin box repaints on every setValue and re-lays the form out on every setRange,
        # even to what it shows already: set only what this unit changes.
        if (self.models_spin.minimum(), self.models_spin.maximum()) != (low, high):
            self.models_spin.setRange(low, high)
        if self.models_spin.value() != unit.models:
            self.models_spin.setValue(unit.models)
        note = _models_note(unit, low, high)
        if self.models_note.text() != note:
            self.models_note.setText(note)
        # The same words at every size (the panel below never moves under the pointer); the
        # colour says when the size is below the book minimum.
        set_tone(self.models_note, "warning" if unit.book_min and unit.models < unit.book_min
                 else None)
        if self.each_spin.value() != unit.points_per_model:
            self.each_spin.setValue(float(unit.points_per_model))
        self.commander_box.setChecked(unit.commander)
        self.commander_box.setEnabled(may_command or unit.commander)
        self.commander_box.setToolTip(
            "The Warband's Commander (one model, nominated by the player)" if may_command else
            "The Commander is a Hero-level character or a unit with its Unit Champion: take "
            "the champion option first")
        self.options.show_unit(unit, entry, army)
        self.option_boxes = self.options.option_boxes
        self.traits.show_unit(unit, entry)
        self.traits.setVisible(not unit.is_character or bool(unit.traits) or bool(unit.base))
        self.profile.show_entry(entry)
        self._updating = False

    # -- slots -------------------------------------------------------------------------------
    def _change(self, text: str, change: Callable[[Unit], None]) -> None:
        if not self._updating and self._unit is not None:
            self._edit(text, change)

    def _on_name_edit_editing_finished(self) -> None:
        name = self.name_edit.text().strip()
        if self._unit is not None and name and name != self._unit.name:
            self._change(f"Rename {self._unit.name} to {name}",
                         lambda unit: setattr(unit, "name", name))

    def _on_category_combo_activated(self, _index: int) -> None:
        category = self.category_combo.currentData()
        if self._unit is not None and category != self._unit.category:
            self._change(f"{self._unit.name} is a {SINGULAR[category]} choice",
                         lambda unit: setattr(unit, "category", category))

    def _on_models_spin_value_changed(self, value: int) -> None:
        if not self._updating and self._unit is not None and value != self._unit.models:
            self.models_changed.emit(value)

    def _on_each_spin_value_changed(self, value: float) -> None:
        if self._unit is not None and value != self._unit.points_per_model:
            self._change(f"Points of {self._unit.name}",
                         lambda unit: setattr(unit, "points_per_model", value))

    def _on_commander_box_toggled(self, checked: bool) -> None:
        if not self._updating and self._unit is not None and checked != self._unit.commander:
            self.commander_chosen.emit(checked)


def _models_note(unit: Unit, low: int, high: int) -> str:
    parts = []
    if unit.book_min or unit.book_max:
        parts.append(f"book {unit.book_min or 1}–{unit.book_max or 'any'}")
    if not unit.is_character:
        parts.append(f"Warbands minimum {low}" + (f" on {unit.base} bases" if unit.base else ""))
    if unit.book_min and not unit.is_character:
        parts.append("options other than weapons and armour only from the book minimum")
    return "; ".join(parts)
