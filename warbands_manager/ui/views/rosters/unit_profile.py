"""A unit's base and troop-type traits (with where they came from), and its catalogue profile
and special rules when the army data has them."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.rules.armydata.build import ARMY_DATA_KEY, mark_traits_set_by_user
from warbands_manager.rules.armydata.model import UnitEntry
from warbands_manager.rules.roster import TRAITS, Unit
from warbands_manager.rules.validation.catalogue import mount_traits
from warbands_manager.ui.theme import set_tone

BASES = ("", "20x20", "25x25", "25x50", "40x40", "50x50", "50x100")
TRAIT_WORDS = {"war_machine": "war machine", "chariot": "chariot", "flyer": "flyer",
               "wizard": "wizard", "regiment_of_renown": "Regiment of Renown",
               "not_core_minimum": "not counted as Core"}
TRAIT_TIPS = {"regiment_of_renown": "A Regiment of Renown (Dogs of War)",
              "not_core_minimum": "Does not count toward the Core minimum"}
SOURCES = {
    "table": "Base and troop type: from the army's table of base sizes and troop types "
             "(BattleScribe files have none).",
    "user": "Base and troop type: set by you.",
    "unknown": "⚠ The army data has no base size or troop type for this unit. Check the base "
               "and traits; setting them clears this flag.",
}
PROFILE_COLUMNS = 6
MIN_PROFILE_COLUMNS = 3
PROFILE_CELL_WIDTH = 72  # the room one characteristic takes, with the grid's spacing
TRAIT_COLUMNS = 2
UnitChange = Callable[[str, Callable[[Unit], None]], None]


def mounts_words(unit: Unit, entry: UnitEntry | None) -> str:
    """What the unit's mounts (or its own name) make it, with where that is said."""
    from_mounts = unit.extra.get(ARMY_DATA_KEY, {}).get("mount_traits", [])
    gained = [m for m in mount_traits(unit, entry)
              if m.trait not in unit.traits or m.trait in from_mounts]
    if not gained:
        return ""
    return "\nCounts as " + "; ".join(
        f"a {m.trait} — {m.giver} ({m.source}: {m.detail})" for m in gained) + "."


def traits_source(unit: Unit) -> str:
    """Where the unit's base and traits came from, in words."""
    source = unit.extra.get(ARMY_DATA_KEY, {}).get("traits")
    return SOURCES.get(source, "Base and troop type: entered by hand (a custom unit).")


class BaseTraitsBox(QGroupBox):
    """Base size and the troop-type traits the Warbands rules count."""

    def __init__(self, edit: UnitChange, parent: QWidget | None = None) -> None:
        super().__init__("Base and troop type", parent)
        self._edit = edit
        self._unit: Unit | None = None
        self._updating = False
        self.source_label = QLabel()
        self.source_label.setWordWrap(True)
        self.base_combo = QComboBox()
        self.base_combo.setEditable(True)
        self.base_combo.addItems(BASES)
        self.trait_boxes = {trait: QCheckBox(TRAIT_WORDS[trait]) for trait in TRAITS}
        for trait, tip in TRAIT_TIPS.items():
            self.trait_boxes[trait].setToolTip(tip)
        base_row = QHBoxLayout()
        base_row.addWidget(QLabel("Base:"))
        base_row.addWidget(self.base_combo, 1)
        # Two columns when the panel has the room, else one: the box never forces the panel
        # (and so a 1024-pixel window) wider than it is.
        self.traits_grid = QGridLayout()
        self._trait_columns = 0
        self._lay_traits(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.source_label)
        layout.addLayout(base_row)
        layout.addLayout(self.traits_grid)
        self.base_combo.activated.connect(self._on_base_combo_activated)
        line = self.base_combo.lineEdit()
        if line is not None:  # an editable combo box always has one
            line.editingFinished.connect(self._on_base_combo_activated)
        for trait, box in self.trait_boxes.items():
            box.toggled.connect(lambda checked, t=trait: self._on_trait_box_toggled(t, checked))

    def _lay_traits(self, columns: int) -> None:
        if columns == self._trait_columns:
            return
        self._trait_columns = columns
        for box in self.trait_boxes.values():
            self.traits_grid.removeWidget(box)
        for number, box in enumerate(self.trait_boxes.values()):
            self.traits_grid.addWidget(box, number // columns, number % columns)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        widest = max(box.sizeHint().width() for box in self.trait_boxes.values())
        spacing = self.traits_grid.horizontalSpacing() or 0
        margins = self.contentsMargins().left() + self.contentsMargins().right() + 24
        fits = event.size().width() >= TRAIT_COLUMNS * widest + spacing + margins
        self._lay_traits(TRAIT_COLUMNS if fits else 1)
        super().resizeEvent(event)

    def show_unit(self, unit: Unit, entry: UnitEntry | None = None) -> None:
        self._updating = True
        self._unit = unit
        text = traits_source(unit) + mounts_words(unit, entry)
        if self.source_label.text() != text:
            self.source_label.setText(text)
            set_tone(self.source_label, "warning" if text.startswith("⚠") else None)
        if self.base_combo.currentText() != (unit.base or ""):
            self.base_combo.setCurrentText(unit.base or "")
        for trait, box in self.trait_boxes.items():
            if box.isChecked() != (trait in unit.traits):
                box.setChecked(trait in unit.traits)
        self._updating = False

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
        self._edit(f"{verb} {TRAIT_WORDS[trait]} on {self._unit.name}", change)


def clear_layout(layout) -> None:
    """Remove (and delete) every widget of a layout."""
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widget.deleteLater()


class ProfileBox(QGroupBox):
    """Troop type, characteristics and special rules from the catalogue (hidden without)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Profile and special rules", parent)
        self._shown: object = None
        self._profile: dict[str, str] = {}
        self._columns = 0
        self.troop_label = QLabel()
        self.grid = QGridLayout()
        self.rules_label = QLabel()
        self.rules_label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.troop_label)
        layout.addLayout(self.grid)
        layout.addWidget(self.rules_label)

    def show_entry(self, entry: UnitEntry | None) -> None:
        has = entry is not None and bool(entry.profile or entry.special_rules or entry.troop_type)
        self.setVisible(has)
        if entry is None or not has:
            return
        key = (entry.entry_id, tuple(entry.profile.items()), tuple(entry.special_rules),
               entry.troop_type)
        if key == self._shown:
            return
        self._shown = key
        self.troop_label.setText(f"Troop type: {entry.troop_type}" if entry.troop_type else "")
        self.troop_label.setVisible(bool(entry.troop_type))
        self._profile = dict(entry.profile)
        self._columns = 0
        self._lay_profile(self._columns_for(self.width()))
        self.rules_label.setText("Special rules: " + ", ".join(entry.special_rules)
                                 if entry.special_rules else "")
        self.rules_label.setVisible(bool(entry.special_rules))

    def _columns_for(self, width: int) -> int:
        # Up to six characteristics a line, fewer when the panel is narrow: a long profile
        # must not force the panel (and a 1024-pixel window) wider.
        return max(MIN_PROFILE_COLUMNS, min(PROFILE_COLUMNS, width // PROFILE_CELL_WIDTH))

    def _lay_profile(self, columns: int) -> None:
        if columns == self._columns:
            return
        self._columns = columns
        clear_layout(self.grid)
        for number, (name, value) in enumerate(self._profile.items()):
            line, column = divmod(number, columns)
            self.grid.addWidget(QLabel(f"<b>{name}</b>"), 2 * line, column)
            self.grid.addWidget(QLabel(value), 2 * line + 1, column)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        self._lay_profile(self._columns_for(event.size().width()))
        super().resizeEvent(event)
