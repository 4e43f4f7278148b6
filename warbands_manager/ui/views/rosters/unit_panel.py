"""The selected unit's details: base size, traits, options and magic items, taken upgrades.

Every change goes through ``edit(text, change)`` where ``change(unit)`` mutates a copy of the
unit; the editor turns it into an undoable command.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.rules.armydata.build import (
    mark_traits_set_by_user,
    option_refusal,
    traits_unknown,
    upgrade_from_item,
    upgrade_from_option,
)
from warbands_manager.rules.armydata.model import ArmyList, UnitEntry
from warbands_manager.rules.roster import TRAITS, UPGRADE_KINDS, Unit, format_points
from warbands_manager.ui.theme import set_tone

BASES = ("", "20x20", "25x25", "25x50", "40x40", "50x50", "50x100")
CHOICE_ROLE = Qt.ItemDataRole.UserRole
UnitChange = Callable[[str, Callable[[Unit], None]], None]


class UnitPanel(QGroupBox):
    """Edit one unit; ``show_unit(None)`` empties it."""

    def __init__(self, edit: UnitChange, parent: QWidget | None = None) -> None:
        super().__init__("Unit", parent)
        self._edit = edit
        self._unit: Unit | None = None
        self._updating = False
        self.flag_label = QLabel()
        self.flag_label.setWordWrap(True)
        set_tone(self.flag_label, "warning")
        self.base_combo = QComboBox()
        self.base_combo.setEditable(True)
        self.base_combo.addItems(BASES)
        self.trait_boxes = {trait: QCheckBox(trait.replace("_", " ")) for trait in TRAITS}
        self.available = QListWidget()
        self.available.setToolTip("Double-click an option or magic item to add it")
        self.taken = QListWidget()
        self.remove_button = QPushButton("Remove upgrade")
        self.kind_combo = QComboBox()
        self.kind_combo.addItems(UPGRADE_KINDS)
        self.kind_combo.setToolTip("The kind of the selected upgrade (read from its name when "
                                   "imported; correct it here if it is wrong)")
        self._build_layout()
        self._connect_signals()
        self.show_unit(None, None, None)

    def _build_layout(self) -> None:
        traits = QGridLayout()
        for number, box in enumerate(self.trait_boxes.values()):
            traits.addWidget(box, number // 3, number % 3)
        base_row = QHBoxLayout()
        base_row.addWidget(QLabel("Base:"))
        base_row.addWidget(self.base_combo, 1)
        lists = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(QLabel("Available (double-click to add):"))
        left.addWidget(self.available)
        right = QVBoxLayout()
        right.addWidget(QLabel("Taken:"))
        right.addWidget(self.taken)
        kind_row = QHBoxLayout()
        kind_row.addWidget(QLabel("Kind:"))
        kind_row.addWidget(self.kind_combo, 1)
        right.addLayout(kind_row)
        right.addWidget(self.remove_button)
        lists.addLayout(left, 3)
        lists.addLayout(right, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.flag_label)
        layout.addLayout(base_row)
        layout.addLayout(traits)
        layout.addLayout(lists, 1)

    def _connect_signals(self) -> None:
        self.base_combo.activated.connect(self._on_base_combo_activated)
        self.base_combo.lineEdit().editingFinished.connect(self._on_base_combo_activated)
        for trait, box in self.trait_boxes.items():
            box.toggled.connect(lambda checked, t=trait: self._on_trait_box_toggled(t, checked))
        self.available.itemDoubleClicked.connect(self._on_available_item_double_clicked)
        self.remove_button.clicked.connect(self._on_remove_button_clicked)
        self.taken.currentRowChanged.connect(self._on_taken_current_row_changed)
        self.kind_combo.activated.connect(self._on_kind_combo_activated)

    # -- showing -----------------------------------------------------------------------------
    def show_unit(self, unit: Unit | None, entry: UnitEntry | None,
                  army: ArmyList | None) -> None:
        self._updating = True
        self._unit = unit
        self.setEnabled(unit is not None)
        self.setTitle(f"Unit: {unit.name}" if unit else "Unit (select one in the table)")
        self.flag_label.setVisible(unit is not None and traits_unknown(unit))
        self.flag_label.setText("⚠ The army data has no base size or troop type for this "
                                "unit. Check the base and traits below; setting them clears "
                                "this flag.")
        self.base_combo.setCurrentText(unit.base or "" if unit else "")
        for trait, box in self.trait_boxes.items():
            box.setChecked(unit is not None and trait in unit.traits)
        self._fill_available(unit, entry, army)
        self.taken.clear()
        for number, upgrade in enumerate(unit.upgrades if unit else []):
            item = QListWidgetItem(f"{upgrade.name} [{upgrade.kind}] "
                                   f"{format_points(upgrade.total)} pts")
            item.setData(CHOICE_ROLE, number)
            self.taken.addItem(item)
        self._on_taken_current_row_changed(self.taken.currentRow())
        self._updating = False

    def _fill_available(self, unit, entry: UnitEntry | None, army: ArmyList | None) -> None:
        self.available.clear()
        if unit is None or entry is None:
            if unit is not None:
                self.available.addItem("(no army data for this unit: a custom unit)")
            return
        for option in entry.options:
            cost = f"{format_points(option.points)}{'/model' if option.per_model else ''}"
            item = QListWidgetItem(f"{option.name} [{option.kind}] +{cost}")
            item.setData(CHOICE_ROLE, ("option", option))
            refusal = option_refusal(unit, option)
            if refusal:  # the catalogue's limit, or a second champion/standard/musician
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
                item.setToolTip(refusal)
            elif option.condition:
                item.setToolTip(f"Army list: {option.condition}")
            self.available.addItem(item)
        for item_entry in _magic_choices(entry, army):
            item = QListWidgetItem(f"{item_entry.name} [{item_entry.group}] "
                                   f"+{format_points(item_entry.points)}")
            item.setData(CHOICE_ROLE, ("item", item_entry))
            self.available.addItem(item)

    # -- slots -------------------------------------------------------------------------------
    def _on_base_combo_activated(self, *_args) -> None:
        base = self.base_combo.currentText().strip() or None
        if self._updating or self._unit is None or base == self._unit.base:
            return

        def change(unit: Unit) -> None:
            unit.base = base
            mark_traits_set_by_user(unit)

        self._edit(f"Base of {self._unit.name}", change)

    def _on_trait_box_toggled(self, trait: str, checked: bool) -> None:
        if self._updating or self._unit is None or (trait in self._unit.traits) == checked:
            return

        def change(unit: Unit) -> None:
            unit.traits = [t for t in unit.traits if t != trait] + ([trait] if checked else [])
            mark_traits_set_by_user(unit)

        verb = "Add" if checked else "Remove"
        self._edit(f"{verb} trait {trait} on {self._unit.name}", change)

    def _on_available_item_double_clicked(self, item: QListWidgetItem) -> None:
        choice = item.data(CHOICE_ROLE)
        if self._unit is None or not choice:
            return
        kind, value = choice
        if kind == "option" and option_refusal(self._unit, value):
            return  # shown greyed out with the reason; a double-click changes nothing

        def change(unit: Unit) -> None:
            upgrade = (upgrade_from_option(value, unit.models) if kind == "option"
                       else upgrade_from_item(value))
            unit.upgrades.append(upgrade)

        self._edit(f"Add {value.name} to {self._unit.name}", change)

    def _on_taken_current_row_changed(self, row: int) -> None:
        has_upgrade = self._unit is not None and 0 <= row < len(self._unit.upgrades)
        self.kind_combo.setEnabled(has_upgrade)
        self.remove_button.setEnabled(has_upgrade)
        if has_upgrade:
            self.kind_combo.setCurrentText(self._unit.upgrades[row].kind)

    def _on_kind_combo_activated(self, _index: int) -> None:
        row = self.taken.currentRow()
        kind = self.kind_combo.currentText()
        if self._unit is None or not 0 <= row < len(self._unit.upgrades):
            return
        if self._unit.upgrades[row].kind == kind:
            return
        name = self._unit.upgrades[row].name

        def change(unit: Unit) -> None:
            unit.upgrades[row].kind = kind

        self._edit(f"{name} is a {kind} upgrade", change)

    def _on_remove_button_clicked(self) -> None:
        item = self.taken.currentItem()
        if self._unit is None or item is None:
            return
        number = item.data(CHOICE_ROLE)
        name = self._unit.upgrades[number].name

        def change(unit: Unit) -> None:
            del unit.upgrades[number]

        self._edit(f"Remove {name} from {self._unit.name}", change)


def _magic_choices(entry: UnitEntry, army: ArmyList | None):
    if army is None:
        return []
    items = []
    if entry.magic_allowance:
        items += [i for i in army.magic_items
                  if not i.standard and i.points <= entry.magic_allowance]
    if entry.magic_standard_allowance:
        items += [i for i in army.magic_items
                  if i.standard and i.points <= entry.magic_standard_allowance]
    return items
