"""A unit's options as players take them: a check box per option (a spin box where the
catalogue allows more than one), magic items within the allowance, and every upgrade taken.

Command models (champion, standard, musician) are check boxes: a unit has at most one of each,
so a second champion cannot be taken. Every change goes through ``edit(text, change)``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.rules.armydata.build import (
    option_refusal,
    sync_mount_traits,
    upgrade_from_item,
    upgrade_from_option,
)
from warbands_manager.rules.armydata.export import group_of
from warbands_manager.rules.armydata.model import (
    ArmyList,
    MagicItem,
    OptionEntry,
    UnitEntry,
)
from warbands_manager.rules.armydata.shown_names import shown_name
from warbands_manager.rules.roster import UPGRADE_KINDS, Unit, format_points
from warbands_manager.rules.validation.catalogue_limits import allowances_used, group_refusal
from warbands_manager.ui.theme import set_tone
from warbands_manager.ui.views.rosters.option_words import (
    KIND_WORDS,
    group_heading,
    indented,
    is_exclusive,
    magic_choices,
    option_cost,
    option_limit,
    option_tip,
)
from warbands_manager.ui.views.rosters.unit_profile import clear_layout

CHOICE_ROLE = Qt.ItemDataRole.UserRole
UnitChange = Callable[[str, Callable[[Unit], None]], None]


def _when_on(action: Callable[[], None]) -> Callable[[bool], None]:
    """A ``toggled`` slot running ``action`` only when the button is switched on."""

    def slot(on: bool) -> None:
        if on:
            action()

    return slot


class OptionsBox(QGroupBox):
    """The selected unit's options; rebuilt only when another entry is shown."""

    def __init__(self, edit: UnitChange, parent: QWidget | None = None) -> None:
        super().__init__("Options", parent)
        self._edit_unit = edit
        self._unit: Unit | None = None
        self._entry_key: object = object()
        self._updating = False
        self.option_boxes: dict[str, QAbstractButton] = {}
        self._options: dict[str, OptionEntry] = {}
        self._tips: dict[str, str] = {}
        self.option_spins: dict[str, QSpinBox] = {}
        self._entry: UnitEntry | None = None
        self._items: dict[str, MagicItem] = {}
        # Groups shown as radio buttons (one of them is taken): their "none" button, members.
        self._none_radios: dict[str, QRadioButton] = {}
        self._exclusive: dict[str, list[OptionEntry]] = {}
        self.allowance_label = QLabel()
        self.allowance_label.setToolTip("Points spent of each allowance (army list)")
        self.allowance_label.setVisible(False)
        self.options_grid = QGridLayout()
        self.none_label = QLabel()
        self.none_label.setWordWrap(True)
        self.magic_combo = QComboBox()
        self.magic_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.magic_combo.setMinimumContentsLength(10)
        self.magic_combo.setToolTip("Magic items within this unit's allowance (army list)")
        self.magic_button = QPushButton("Add item")
        self.taken = QListWidget()
        self.taken.setMaximumHeight(110)
        self.taken.setToolTip("Every upgrade the unit has (options, items, imported upgrades)")
        self.kind_combo = QComboBox()
        self.kind_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.kind_combo.setMinimumContentsLength(8)
        for kind in UPGRADE_KINDS:
            self.kind_combo.addItem(KIND_WORDS[kind], kind)
        self.kind_combo.setToolTip("The kind of the selected upgrade (read from its name when "
                                   "imported; correct it here if it is wrong)")
        self.remove_button = QPushButton("Remove upgrade")
        self._build_layout()
        self._connect_signals()

    def _build_layout(self) -> None:
        # The item on a line of its own: an item's name is long and the panel narrow at 1024.
        magic = QVBoxLayout()
        magic.addWidget(self.magic_combo)
        magic_button_row = QHBoxLayout()
        magic_button_row.addStretch(1)
        magic_button_row.addWidget(self.magic_button)
        magic.addLayout(magic_button_row)
        kind_row = QHBoxLayout()
        kind_row.addWidget(QLabel("Kind:"))
        kind_row.addWidget(self.kind_combo, 1)
        remove_row = QHBoxLayout()
        remove_row.addStretch(1)
        remove_row.addWidget(self.remove_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.none_label)
        layout.addLayout(self.options_grid)
        layout.addLayout(magic)
        layout.addWidget(self.allowance_label)
        layout.addWidget(QLabel("Taken:"))
        layout.addWidget(self.taken)
        layout.addLayout(kind_row)
        layout.addLayout(remove_row)

    def _connect_signals(self) -> None:
        self.magic_button.clicked.connect(self._on_magic_button_clicked)
        self.taken.currentRowChanged.connect(self._on_taken_current_row_changed)
        self.kind_combo.activated.connect(self._on_kind_combo_activated)
        self.remove_button.clicked.connect(self._on_remove_button_clicked)

    # -- showing -----------------------------------------------------------------------------
    def show_unit(self, unit: Unit, entry: UnitEntry | None, army: ArmyList | None) -> None:
        self._updating = True
        self._unit = unit
        key = (id(army), entry.entry_id if entry else None, unit.id)
        if key != self._entry_key:
            self._entry_key = key
            self._items = {item.name: item for item in (army.magic_items if army else [])}
            self._build_options(entry)
            self._fill_magic(entry, army)
        self._show_values(unit)
        self._show_taken(unit)
        self._updating = False

    def _build_options(self, entry: UnitEntry | None) -> None:
        clear_layout(self.options_grid)
        self.option_boxes, self.option_spins = {}, {}
        self._tips, self._none_radios, self._exclusive = {}, {}, {}
        self._entry = entry
        self._options = {option.name: option for option in (entry.options if entry else [])}
        options = entry.options if entry else []
        self.none_label.setVisible(not options)
        self.none_label.setText("No army data for this unit (a custom unit): add upgrades "
                                "from an imported army list, or set the points by hand."
                                if entry is None else "The army list has no options for this "
                                "unit.")
        row = 0
        for path in dict.fromkeys(option.group for option in options):
            members = [option for option in options if option.group == path]
            group = group_of(entry, path) if entry is not None and path else None
            if group is not None:
                header = QLabel(group_heading(group))
                header.setObjectName("optionGroupHeading")
                header.setWordWrap(True)  # a long heading must not force the panel wider
                font = header.font()
                font.setBold(True)
                header.setFont(font)
                self.options_grid.addWidget(header, row, 0, 1, 2)
                row += 1
            if group is not None and is_exclusive(group, members):
                row = self._add_radios(path, members, row)
            else:
                for option in members:
                    self._add_option(option, row, indent=group is not None)
                    row += 1

    def _add_radios(self, path: str, members: list[OptionEntry], row: int) -> int:
        """A group of which one is taken: radio buttons, and "none" to take none."""
        buttons = QButtonGroup(self)
        none = QRadioButton("none")
        none.toggled.connect(_when_on(partial(self._on_group_none, path)))
        buttons.addButton(none)
        self._none_radios[path] = none
        self._exclusive[path] = members
        for option in members:
            radio = QRadioButton(f"{option.name} ({option_cost(option)})")
            self._remember(option, radio, option_tip(option, 1))
            radio.toggled.connect(_when_on(partial(self._on_radio_chosen, option)))
            buttons.addButton(radio)
            self.options_grid.addWidget(indented(radio), row, 0, 1, 2)
            row += 1
        self.options_grid.addWidget(indented(none), row, 0, 1, 2)
        return row + 1

    def _add_option(self, option: OptionEntry, row: int, indent: bool) -> None:
        limit = option_limit(option)
        tip = option_tip(option, limit)
        if limit == 1:
            box = QCheckBox(f"{option.name} ({option_cost(option)})")
            self._remember(option, box, tip)
            box.toggled.connect(lambda on, o=option: self._on_option_toggled(o, on))
            self.options_grid.addWidget(indented(box) if indent else box, row, 0, 1, 2)
            return
        label = QLabel(f"{option.name} ({option_cost(option)})")
        label.setToolTip(tip)
        spin = QSpinBox()
        spin.setRange(0, limit)
        spin.setToolTip(tip)
        spin.setKeyboardTracking(False)
        spin.valueChanged.connect(lambda n, o=option: self._on_option_counted(o, n))
        self.option_spins[option.name] = spin
        self.options_grid.addWidget(indented(label) if indent else label, row, 0)
        self.options_grid.addWidget(spin, row, 1)

    def _remember(self, option: OptionEntry, button: QAbstractButton, tip: str) -> None:
        button.setToolTip(tip)
        self._tips[option.name] = tip
        self.option_boxes[option.name] = button

    def _fill_magic(self, entry: UnitEntry | None, army: ArmyList | None) -> None:
        self.magic_combo.clear()
        for item in magic_choices(entry, army):
            self.magic_combo.addItem(f"{shown_name(item.name)} (+{format_points(item.points)})",
                                     item)
        has_items = self.magic_combo.count() > 0
        self.magic_combo.setVisible(has_items)
        self.magic_button.setVisible(has_items)

    def _show_values(self, unit: Unit) -> None:
        counts: dict[str, int] = {}
        for upgrade in unit.upgrades:
            counts[upgrade.name] = counts.get(upgrade.name, 0) + (
                1 if upgrade.extra.get("per_model") else upgrade.count)
        for name, box in self.option_boxes.items():
            if box.isChecked() != (name in counts):
                box.setChecked(name in counts)
            # The catalogue's limits, or a second champion/standard/musician (under another
            # name): the same reasons the validator gives (catalogue.*, unit.command-twice).
            refusal = None if name in counts else self._refusal(unit, self._options[name])
            if box.isEnabled() != (refusal is None):
                box.setEnabled(refusal is None)
            box.setToolTip(refusal or self._tips[name])
        for path, none in self._none_radios.items():
            if not any(option.name in counts for option in self._exclusive[path]):
                none.setChecked(True)
        for name, spin in self.option_spins.items():
            if spin.value() != counts.get(name, 0):
                spin.setValue(counts.get(name, 0))
        self._show_allowances(unit)

    def _refusal(self, unit: Unit, option: OptionEntry) -> str | None:
        refusal = option_refusal(unit, option)
        if refusal is None and self._entry is not None and not any(
                option in members for members in self._exclusive.values()):
            refusal = group_refusal(unit, self._entry, option, self._items)
        return refusal

    def _show_allowances(self, unit: Unit) -> None:
        used = allowances_used(unit, self._entry, self._items) if self._entry else []
        text = " · ".join(f"{name} {format_points(spent)} / {format_points(allowed)} pts"
                          for name, spent, allowed in used)
        if self.allowance_label.text() != text:
            self.allowance_label.setText(text)
        over = any(spent > allowed for _name, spent, allowed in used)
        set_tone(self.allowance_label, "warning" if over else None)
        self.allowance_label.setVisible(bool(text))

    def _show_taken(self, unit: Unit) -> None:
        texts = [f"{u.name} ({KIND_WORDS.get(u.kind, u.kind)}) {format_points(u.total)} pts"
                 for u in unit.upgrades]
        if texts != [self.taken.item(i).text() for i in range(self.taken.count())]:
            row = self.taken.currentRow()
            self.taken.clear()
            for number, text in enumerate(texts):
                item = QListWidgetItem(text)
                item.setData(CHOICE_ROLE, number)
                self.taken.addItem(item)
            if 0 <= row < len(texts):
                self.taken.setCurrentRow(row)
        self._on_taken_current_row_changed(self.taken.currentRow())

    # -- slots -------------------------------------------------------------------------------
    def _edit(self, text: str, change: Callable[[Unit], None]) -> None:
        """``change`` the unit, then the traits its mounts give (a Pegasus: flyer)."""
        entry = self._entry

        def changed(unit: Unit) -> None:
            change(unit)
            sync_mount_traits(unit, entry)

        self._edit_unit(text, changed)

    def _on_option_toggled(self, option: OptionEntry, on: bool) -> None:
        if self._updating or self._unit is None:
            return
        self._set_count(option, 1 if on else 0)

    def _on_radio_chosen(self, option: OptionEntry) -> None:
        if self._updating or self._unit is None:
            return
        others = {o.name for o in self._exclusive.get(option.group, []) if o is not option}

        def change(unit: Unit) -> None:
            unit.upgrades = [u for u in unit.upgrades if u.name not in others]
            if all(u.name != option.name for u in unit.upgrades):
                unit.upgrades.append(upgrade_from_option(option, unit.models))

        self._edit(f"{option.name} for {self._unit.name}", change)

    def _on_group_none(self, path: str) -> None:
        if self._updating or self._unit is None:
            return
        names = {option.name for option in self._exclusive.get(path, [])}
        if not any(u.name in names for u in self._unit.upgrades):
            return
        self._edit(f"No {group_of(self._entry, path).name if self._entry else path} for "
                   f"{self._unit.name}",
                   lambda unit: setattr(unit, "upgrades",
                                        [u for u in unit.upgrades if u.name not in names]))

    def _on_option_counted(self, option: OptionEntry, count: int) -> None:
        if not self._updating and self._unit is not None:
            self._set_count(option, count)

    def _set_count(self, option: OptionEntry, count: int) -> None:
        count = max(0, min(count, option_limit(option)))

        def change(unit: Unit) -> None:
            kept = [u for u in unit.upgrades if u.name != option.name]
            if count:
                upgrade = upgrade_from_option(option, unit.models)
                if not option.per_model:
                    upgrade.count = count
                kept.append(upgrade)
            unit.upgrades = kept

        verb = "Add" if count else "Remove"
        name = self._unit.name if self._unit is not None else ""
        self._edit(f"{verb} {option.name} ({name})", change)

    def _on_magic_button_clicked(self) -> None:
        item = self.magic_combo.currentData()
        if self._unit is None or item is None:
            return
        self._edit(f"Add {item.name} to {self._unit.name}",
                   lambda unit: unit.upgrades.append(upgrade_from_item(item)))

    def _on_taken_current_row_changed(self, row: int) -> None:
        unit = self._unit
        has_upgrade = unit is not None and 0 <= row < len(unit.upgrades)
        self.kind_combo.setEnabled(has_upgrade)
        self.remove_button.setEnabled(has_upgrade)
        if unit is not None and has_upgrade:
            self.kind_combo.setCurrentIndex(self.kind_combo.findData(unit.upgrades[row].kind))

    def _on_kind_combo_activated(self, _index: int) -> None:
        row = self.taken.currentRow()
        kind = self.kind_combo.currentData()
        if self._unit is None or not 0 <= row < len(self._unit.upgrades):
            return
        if self._unit.upgrades[row].kind == kind:
            return
        name = self._unit.upgrades[row].name

        def change(unit: Unit) -> None:
            unit.upgrades[row].kind = kind

        self._edit(f"{name} is a {KIND_WORDS[kind]} upgrade", change)

    def _on_remove_button_clicked(self) -> None:
        row = self.taken.currentRow()
        if self._unit is None or not 0 <= row < len(self._unit.upgrades):
            return
        name = self._unit.upgrades[row].name

        def change(unit: Unit) -> None:
            del unit.upgrades[row]

        self._edit(f"Remove {name} from {self._unit.name}", change)
