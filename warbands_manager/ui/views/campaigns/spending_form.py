"""The wizard's Spending step: recruits, equipment, new units and characters (an Archetype
chosen as the character is added), one-use items used up. 1 XP per point; never above 500."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
)

from warbands_manager.rules.campaign.ledger import is_campaign_character
from warbands_manager.rules.roster import ARCHETYPES, UPGRADE_KINDS
from warbands_manager.ui.views.campaigns.step_forms import StepForm

# Characters are added with the "New character" row (they need an Archetype).
NEW_UNIT_CATEGORIES = ("core", "special", "rare")
NEW_UNIT_KINDS = (("troops", ()), ("war machine", ("war_machine",)), ("chariot", ("chariot",)),
                  ("flyers", ("flyer",)))


def _spin(maximum: int, value: int = 0) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(0, maximum)
    spin.setValue(value)
    return spin


class SpendingForm(StepForm):
    def load(self, state, tables) -> None:
        self.clear()
        self.pending: list[dict] = []
        self.recruits: dict[str, QSpinBox] = {}
        self.note.setText("Spend XP at 1 XP per point: recruits (veteran units at normal cost), "
                          "equipment, new units and characters. The warband never exceeds 500 "
                          "points; what is left is banked.")
        units = [u for u in state.roster.units if not is_campaign_character(state.roster, u)]
        for unit in units:
            self.recruits[unit.id] = _spin(100)
            self.form.addRow(f"{unit.name}: recruits ({unit.points_per_model:g} XP each)",
                             self.recruits[unit.id])
        self._item_row(state.roster)
        self._stash_row(state.roster)
        self._character_row()
        self._unit_row()
        self.used = QLineEdit()
        self.used.setPlaceholderText("unit id: item; unit id: item (one-use items used up)")
        self.form.addRow("One-use items used", self.used)
        self.list = QListWidget()
        self.list.setMaximumHeight(80)
        self.form.addRow("Purchases to apply", self.list)

    def _item_row(self, roster) -> None:
        self.item_unit, self.item_kind = QComboBox(), QComboBox()
        for unit in roster.units:
            self.item_unit.addItem(unit.name, unit.id)
        for kind in UPGRADE_KINDS:
            self.item_kind.addItem(kind, kind)
        self.item_name, self.item_points = QLineEdit(), _spin(500)
        self.item_name.setPlaceholderText("item")
        self._add_row("Equipment / upgrade", (self.item_unit, self.item_name, self.item_points,
                                              self.item_kind), self._on_item_added)

    def _stash_row(self, roster) -> None:
        stash = (roster.campaign or {}).get("stash") or []
        if not stash:
            return
        self.stash_item, self.stash_unit = QComboBox(), QComboBox()
        for item in stash:
            self.stash_item.addItem(f"{item['name']} ({item['points']:g} pts)", item["name"])
        for unit in roster.units:
            self.stash_unit.addItem(unit.name, unit.id)
        self._add_row("Kept equipment (no XP)", (self.stash_item, self.stash_unit),
                      self._on_stash_added)

    def _on_stash_added(self) -> None:
        self._queue({"kind": "from_stash", "unit": self.stash_unit.currentData(),
                     "name": self.stash_item.currentData()},
                    f"{self.stash_unit.currentText()} takes {self.stash_item.currentData()}")

    def _character_row(self) -> None:
        self.char_name, self.char_points = QLineEdit(), _spin(500, 50)
        self.char_name.setPlaceholderText("character")
        self.char_archetype, self.char_wizard = QComboBox(), QCheckBox("Wizard")
        for name in ARCHETYPES:
            self.char_archetype.addItem(name.title(), name)
        self._add_row("New character", (self.char_name, self.char_points, self.char_archetype,
                                        self.char_wizard), self._on_character_added)

    def _unit_row(self) -> None:
        self.unit_name, self.unit_models = QLineEdit(), _spin(100, 5)
        self.unit_ppm = QDoubleSpinBox()  # half-point models exist (e.g. 5.5 per model)
        self.unit_ppm.setRange(0, 500)
        self.unit_ppm.setSingleStep(0.5)
        self.unit_ppm.setDecimals(1)
        self.unit_ppm.setValue(5)
        self.unit_name.setPlaceholderText("unit")
        self.unit_base, self.unit_category, self.unit_kind = QComboBox(), QComboBox(), QComboBox()
        for base in ("20x20", "25x25", "25x50", "40x40", "50x50", "50x100"):
            self.unit_base.addItem(base, base)
        for category in NEW_UNIT_CATEGORIES:
            self.unit_category.addItem(category.title(), category)
        for label, traits in NEW_UNIT_KINDS:
            self.unit_kind.addItem(label, traits)
        self._add_row("New unit (models, points each)",
                      (self.unit_name, self.unit_models, self.unit_ppm, self.unit_base,
                       self.unit_category, self.unit_kind), self._on_unit_added)

    def _add_row(self, label, widgets, slot) -> None:
        row = QHBoxLayout()
        for widget in widgets:
            row.addWidget(widget)
        button = QPushButton("Add")
        button.clicked.connect(slot)
        row.addWidget(button)
        self.form.addRow(label, row)

    def _queue(self, purchase: dict, text: str) -> None:
        self.pending.append(purchase)
        self.list.addItem(text)

    def _on_item_added(self) -> None:
        if self.item_name.text().strip():
            self._queue({"kind": "upgrade", "unit": self.item_unit.currentData(),
                         "name": self.item_name.text().strip(),
                         "points": self.item_points.value(),
                         "upgrade_kind": self.item_kind.currentData()},
                        f"{self.item_unit.currentText()}: {self.item_name.text().strip()} "
                        f"({self.item_points.value()} XP)")

    def _on_character_added(self) -> None:
        if self.char_name.text().strip():
            unit = {"name": self.char_name.text().strip(), "category": "hero", "models": 1,
                    "points_per_model": self.char_points.value(),
                    "archetype": self.char_archetype.currentData(),
                    "traits": ["wizard"] if self.char_wizard.isChecked() else []}
            self._queue({"kind": "new_unit", "unit": unit},
                        f"new character {unit['name']} ({self.char_archetype.currentText()}, "
                        f"{unit['points_per_model']} XP)")

    def _on_unit_added(self) -> None:
        if self.unit_name.text().strip():
            unit = {"name": self.unit_name.text().strip(),
                    "category": self.unit_category.currentData(),
                    "models": self.unit_models.value() or 1,
                    "points_per_model": self.unit_ppm.value(),
                    "base": self.unit_base.currentData(),
                    "traits": list(self.unit_kind.currentData())}
            kind = f", {self.unit_kind.currentText()}" if unit["traits"] else ""
            self._queue({"kind": "new_unit", "unit": unit},
                        f"new {unit['category']} unit {unit['name']} × {unit['models']}{kind}")

    def inputs(self) -> dict:
        purchases = [{"kind": "models", "unit": u, "count": s.value()}
                     for u, s in self.recruits.items() if s.value()]
        purchases += self.pending
        for item in filter(None, (t.strip() for t in self.used.text().split(";"))):
            unit_id, _, name = item.partition(":")
            purchases.append({"kind": "remove_upgrade", "unit": unit_id.strip(),
                              "name": name.strip()})
        return {"purchases": purchases}
