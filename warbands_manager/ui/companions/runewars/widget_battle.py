"""The battle helper tab: both armies by initiative, Tactical Fate, strength and the result."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.companions.runewars.battle import (
    Battle,
    BattleSide,
    BattleUnit,
    apply_outcome,
    battle_order,
    battle_reminders,
    battle_sides,
    resolve,
)
from warbands_manager.companions.runewars.state import Game, RuleViolation
from warbands_manager.ui.companions.runewars.widget_season import faction_name
from warbands_manager.ui.flow import flow_row
from warbands_manager.ui.views.reflow import ReflowRow

UNIT_COLUMNS = ("Unit type", "Init.", "Standing", "Fate", "Tactical Fate")
FIELDS = ("name", "initiative", "standing", "fate_cards", "tactical_fate")


class BattleUnitsModel(QAbstractTableModel):
    """One side's unit types, edited in place."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.units: list[BattleUnit] = []

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.units)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(UNIT_COLUMNS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return UNIT_COLUMNS[section]
        return None

    def flags(self, index: QModelIndex):
        return super().flags(index) | Qt.ItemFlag.ItemIsEditable

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if index.isValid() and role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return getattr(self.units[index.row()], FIELDS[index.column()])
        return None

    def setData(self, index: QModelIndex, value, role=Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        field = FIELDS[index.column()]
        try:
            value = str(value) if field == "name" else max(0, int(value))
        except (TypeError, ValueError):
            return False
        setattr(self.units[index.row()], field, value)
        self.dataChanged.emit(index, index)
        return True

    def add(self, unit: BattleUnit) -> None:
        self.beginInsertRows(QModelIndex(), len(self.units), len(self.units))
        self.units.append(unit)
        self.endInsertRows()

    def remove(self, row: int) -> None:
        if 0 <= row < len(self.units):
            self.beginRemoveRows(QModelIndex(), row, row)
            del self.units[row]
            self.endRemoveRows()


class SideBox(QGroupBox):
    def __init__(self, title: str) -> None:
        super().__init__(title)
        self.faction = QComboBox()
        self.model = BattleUnitsModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().hide()
        self.development = QSpinBox()
        self.standing = QSpinBox()  # one count, as the rules total them
        self.standing.setRange(-1, 99)
        self.standing.setValue(0)
        self.standing.setSpecialValueText("add up the unit types below")
        self.standing.setToolTip("Standing figures of this side after the battle rounds, "
                                 "counted on the table. Set it to the lowest value to add up "
                                 "the unit types below instead.")
        self.add_button = QPushButton("Add unit type")
        self.remove_button = QPushButton("Remove")
        form = QFormLayout()
        form.addRow("Faction", self.faction)
        form.addRow("Standing figures", self.standing)
        form.addRow("Development card bonus", self.development)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self.add_button.clicked.connect(self._on_add_button_clicked)
        self.remove_button.clicked.connect(self._on_remove_button_clicked)

    def side(self) -> BattleSide:
        units = [BattleUnit(**vars(unit)) for unit in self.model.units]
        total = self.standing.value()
        return BattleSide(self.faction.currentData() or "", units, self.development.value(),
                          None if total < 0 else total)

    def _on_add_button_clicked(self) -> None:
        self.model.add(BattleUnit(f"Unit {self.model.rowCount() + 1}", 1, 1, 1))

    def _on_remove_button_clicked(self) -> None:
        self.model.remove(self.table.currentIndex().row())


class BattlePanel(QWidget):
    """Set up a battle, calculate it, then record the result as one undoable edit."""

    def __init__(self, apply_edit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._apply = apply_edit
        self.game: Game | None = None
        self.location = QComboBox()
        self.attacker, self.defender = SideBox("Attacker"), SideBox("Defender")
        self.garrison = QCheckBox("Defender played Garrison this season")
        self.calculate_button = QPushButton("Calculate strength")
        self.place_fortress = QCheckBox("Attacker places own fortress (damaged side up)")
        self.destroy_own = QComboBox()
        self.record_button = QPushButton("Record result")
        self.result = QLabel("Choose the location and both armies, then Calculate.")
        self.result.setWordWrap(True)
        self.result.setAlignment(Qt.AlignmentFlag.AlignTop)
        self._build_layout()
        self.calculate_button.clicked.connect(self._on_calculate_button_clicked)
        self.record_button.clicked.connect(self._on_record_button_clicked)
        self.location.currentIndexChanged.connect(self._on_location_current_index_changed)

    def _build_layout(self) -> None:
        # Rows wrap and the defender goes below the attacker when they do not fit side by
        # side, so the tab never scrolls sideways in a 1024-pixel window.
        top = flow_row(QLabel("Contested location"), self.location, self.garrison,
                       self.calculate_button)
        record = flow_row(self.place_fortress, QLabel("destroying own fortress in"),
                          self.destroy_own, self.record_button)
        layout = QVBoxLayout(self)
        layout.addWidget(top)
        layout.addWidget(ReflowRow((self.attacker, 1), (self.defender, 1)), 1)
        layout.addWidget(self.result)
        layout.addWidget(record)

    def show_game(self, game: Game | None) -> None:
        self.game = game
        keep = self.location.currentText()
        self.location.blockSignals(True)
        self.location.clear()
        self.location.addItems([loc.name for loc in game.locations] if game else [])
        self.location.setCurrentIndex(max(0, self.location.findText(keep)))
        self.location.blockSignals(False)
        self.destroy_own.clear()
        self.destroy_own.addItem("(a free token)", "")
        for box in (self.attacker, self.defender):
            chosen = box.faction.currentData()
            box.faction.clear()
            for faction in game.factions if game else []:
                box.faction.addItem(faction_name(faction.id), faction.id)
            box.faction.setCurrentIndex(max(0, box.faction.findData(chosen)))
        for loc in game.locations if game else []:
            if loc.structure == "fortress":
                self.destroy_own.addItem(f"{loc.name} ({loc.structure_owner})", loc.name)
        if game and self.location.currentText() != keep:
            self._on_location_current_index_changed(0)

    def battle(self) -> Battle:
        return Battle(self.location.currentText(), self.attacker.side(), self.defender.side(),
                      self.garrison.isChecked())

    def _on_location_current_index_changed(self, _index: int) -> None:
        if self.game and self.location.currentText():
            sides = battle_sides(self.game, self.location.currentText())
            for box, faction in zip((self.attacker, self.defender), sides, strict=True):
                found = box.faction.findData(faction)
                if found >= 0:
                    box.faction.setCurrentIndex(found)

    def _on_calculate_button_clicked(self) -> None:
        if self.game is None or not self.location.currentText():
            self.result.setText("Add the contested location on the Locations tab first.")
            return
        try:
            fight = self.battle()
            steps = battle_order(fight)
            outcome = resolve(self.game, fight)
        except RuleViolation as refused:
            self.result.setText(f"<b>Not allowed:</b> {escape(str(refused))}")
            return
        self.result.setText(_describe(self.game, fight, steps, outcome))

    def _on_record_button_clicked(self) -> None:
        if self.game is None or not self.location.currentText():
            return
        fight = self.battle()
        place, destroy = self.place_fortress.isChecked(), self.destroy_own.currentData() or ""

        def record(game: Game) -> None:
            battle_order(fight)
            apply_outcome(game, fight, resolve(game, fight), place, destroy)

        self._apply(f"Battle in {fight.location}", record)


def _describe(game: Game, fight: Battle, steps, outcome) -> str:
    rows = "".join(
        f"<li>initiative {s.initiative}: {s.side} {escape(s.unit)} — draw {s.fate_cards} Fate"
        + (f" + {s.tactical_fate} Tactical Fate (declared first)" if s.tactical_fate else "")
        + "</li>" for s in steps)
    parts = [f"<b>Battle rounds</b><ol>{rows}</ol>" if rows else ""]
    for title, items, total in (("Attacker", outcome.attacker, outcome.attacker_strength),
                                ("Defender", outcome.defender, outcome.defender_strength)):
        shown = " + ".join(f"{value} {escape(label)}" for label, value in items)
        parts.append(f"<b>{title} strength {total}</b> = {shown}<br>")
    winner = fight.attacker.faction if outcome.winner == "attacker" else fight.defender.faction
    parts.append(f"<p><b>{escape(faction_name(winner))} ({outcome.winner}) wins</b>"
                 + (" — the defender wins ties" if outcome.attacker_strength
                    == outcome.defender_strength else "") + "</p>")
    if outcome.fortress_damaged:
        parts.append("<p>Enemy standing units remain: the fortress/capital is damaged.</p>")
    if outcome.structure_removed:
        parts.append("<p>The attacker removes the fortress/capital and may place one of its "
                     "own Fortress tokens (never a capital), damaged side up.</p>")
    parts.append("<ul>" + "".join(f"<li>{escape(n)}</li>" for n in battle_reminders(
        game, outcome)) + "</ul>")
    return "".join(parts)
