"""Adding or editing a location: tile, home territory, control, rune token, city, produce."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from warbands_manager.companions.runewars.state import RESOURCES, Game, Location
from warbands_manager.ui.companions.runewars.widget_season import faction_name
from warbands_manager.ui.dialog_buttons import ok_cancel

RUNES = {"": "none", "dragon": "dragon rune", "false": "false rune"}
CITIES = {"": "none", "city": "city", "rune_city": "Free City with a dragon rune"}


class LocationDialog(QDialog):
    """``location`` None adds a new one; otherwise its current facts are edited."""

    def __init__(self, game: Game, location: Location | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Location")
        current = location or Location("")
        self.name = QLineEdit(current.name)
        self.name.setEnabled(location is None)
        self.tile = QSpinBox()
        self.tile.setRange(0, 99)
        self.tile.setValue(current.tile)
        self.home = self._factions(game, current.home_of, "not a home territory")
        self.controller = self._factions(game, current.controller, "nobody")
        self.rune = self._choices(RUNES, current.rune)
        self._secret_rune = bool(current.rune and not current.rune_revealed)
        if self._secret_rune:  # never show a face-down token's kind on the shared screen
            self.rune.insertItem(0, "face-down token (unchanged)", None)
            self.rune.setCurrentIndex(0)
        self.revealed = QCheckBox("face up")
        self.revealed.setChecked(current.rune_revealed)
        self.city = self._choices(CITIES, current.city)
        self.produces = {kind: QSpinBox() for kind in RESOURCES}
        for kind, spin in self.produces.items():
            spin.setValue(current.produces.get(kind, 0))
        self.defensible = QCheckBox("Defensible Terrain token")
        self.defensible.setChecked(current.defensible)
        self.flooded = QCheckBox("Flooded Location token")
        self.flooded.setChecked(current.flooded)
        for box in (self.defensible, self.flooded):
            box.setEnabled(game.setup.on("exploration"))
        form = QFormLayout(self)
        if self._secret_rune:
            # Choosing the kind of a face-down token is a private look, as a peek is.
            owner = next((f.player for f in game.factions if f.id == current.controller), "")
            who = owner or "the player who places it"
            self.setWindowTitle(f"{who} only: {current.name}")
            self.private = QLabel(f"Others look away: only {who} sees the Rune token while "
                                  "this window is open.")
            self.private.setWordWrap(True)
            form.addRow(self.private)
        for label, widget in (("Name", self.name), ("Tile (12 = Lost City tile)", self.tile),
                              ("Home territory of", self.home), ("Controlled by", self.controller),
                              ("Rune token", self.rune), ("", self.revealed), ("City", self.city)):
            form.addRow(label, widget)
        for kind, spin in self.produces.items():
            form.addRow(f"Produces {kind}", spin)
        form.addRow(self.defensible)
        form.addRow(self.flooded)
        buttons = ok_cancel(self)
        form.addRow(buttons)

    @staticmethod
    def _factions(game: Game, current: str, nobody: str) -> QComboBox:
        combo = QComboBox()
        combo.addItem(nobody, "")
        for faction in game.factions:
            combo.addItem(faction_name(faction.id), faction.id)
        combo.setCurrentIndex(max(0, combo.findData(current)))
        return combo

    @staticmethod
    def _choices(choices: dict[str, str], current: str) -> QComboBox:
        combo = QComboBox()
        for key, text in choices.items():
            combo.addItem(text, key)
        combo.setCurrentIndex(max(0, combo.findData(current)))
        return combo

    def changes(self) -> dict:
        changes = self._changes()
        if changes["rune"] is None:  # the hidden token stays as it is
            del changes["rune"]
            changes["rune_revealed"] = self.revealed.isChecked()
        return changes

    def _changes(self) -> dict:
        return {
            "tile": self.tile.value(), "home_of": self.home.currentData(),
            "controller": self.controller.currentData(), "rune": self.rune.currentData(),
            "rune_revealed": self.revealed.isChecked() and self.rune.currentData() != "",
            "city": self.city.currentData(),
            "produces": {k: s.value() for k, s in self.produces.items() if s.value()},
            "defensible": self.defensible.isChecked(), "flooded": self.flooded.isChecked(),
        }

    def location(self) -> Location:
        return Location(self.name.text().strip(), **self.changes())
