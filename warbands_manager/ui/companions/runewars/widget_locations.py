"""The locations list: control, rune tokens, cities, Devastation and Frost, fortresses."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QMenu,
    QPushButton,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from warbands_manager.companions.runewars import factions as faction_rules
from warbands_manager.companions.runewars import locations as rules
from warbands_manager.companions.runewars import runes as rune_rules
from warbands_manager.companions.runewars import structures
from warbands_manager.companions.runewars.state import Game, Location, RuleViolation
from warbands_manager.companions.trial import refusal
from warbands_manager.ui.companions.runewars.widget_location_dialog import LocationDialog
from warbands_manager.ui.companions.runewars.widget_season import short_name
from warbands_manager.ui.enabled import enable_with_reason
from warbands_manager.ui.row_table_model import RowTableModel
from warbands_manager.ui.theme import tone_brushes

COLUMNS = ("Location", "Tile", "Home of", "Controller", "Rune token", "City", "Devastation",
           "Frost", "Fortress", "Outposts", "Other tokens")
CITY_TEXT = {"": "", "city": "city", "rune_city": "Free City with rune"}


def _cell(location: Location, column: int) -> str:
    rune = rune_rules.public_rune_text(location)  # a face-down token keeps its secret
    fortress = ""
    if location.structure:
        fortress = (f"{short_name(location.structure_owner)} {location.structure}"
                    + (" (damaged)" if location.damaged else ""))
    city = "Lost City" if location.lost_city else CITY_TEXT.get(location.city, location.city)
    others = [name for flag, name in ((location.defensible, "Defensible Terrain"),
                                      (location.flooded, "Flooded"),
                                      (location.peasant, "Peasant")) if flag]
    values = (location.name, location.tile or "", short_name(location.home_of),
              short_name(location.controller), rune,
              city, "Yes" if location.devastation else "", location.frost or "", fortress,
              location.outposts or "", ", ".join(others))
    return str(values[column])


TONE_ROLES: dict[Qt.ItemDataRole, int] = {Qt.ItemDataRole.BackgroundRole: 0,
                                          Qt.ItemDataRole.ForegroundRole: 1}


class LocationsModel(RowTableModel[Location]):
    """The game's locations; blocked ones (Devastation/Frost) are tinted."""

    columns = COLUMNS

    def set_locations(self, rows: list[Location]) -> None:
        self.set_rows(rows)

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ):
        if not index.isValid():
            return None
        location = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return _cell(location, index.column())
        if role in TONE_ROLES and location.blocked:  # the tone's background and its text
            return tone_brushes("frost" if location.frost else "blocked")[
                TONE_ROLES[Qt.ItemDataRole(role)]]
        if role == Qt.ItemDataRole.ToolTipRole:
            return _tooltip(location) or None
        return None

    def name_at(self, row: int) -> str:
        return self._rows[row].name


def _tooltip(location: Location) -> str:
    notes = []
    if location.blocked:
        notes.append("No resources, no city bonus for Call for Support; runes and Exploration "
                     "tokens here are ignored.")
    if location.frost:
        notes.append("Frost: units here ignore water borders as in winter.")
    if location.flooded:
        notes.append("Flooded: without Flying, enter or leave only in winter or with Frost.")
    if location.defensible:
        notes.append("Defensible Terrain: +1 to the defender; the owner may discard it after "
                     "gathering six units here on its turn.")
    if location.tile == 12:
        notes.append("Tile 12: no fortress may be built here.")
    return "\n".join(notes)


BUTTONS = (
    ("add", "Add…"), ("edit", "Edit…"), ("remove", "Remove"),
    ("devastation", "+ Devastation"), ("undevastate", "− Devastation"),
    ("frost", "+ Frost"), ("thaw", "− Frost"),
    ("lost_city", "Place Lost City"), ("destroy_city", "Destroy Lost City"),
    ("reveal", "Reveal rune"), ("reveal_dragon", "Reveal a dragon rune"),
    ("hide", "Face down (Fortify)"),
    ("fortress", "Build fortress"), ("capital", "Capital here"), ("outpost", "+ Outpost"),
    ("unoutpost", "− Outpost"), ("damage", "Damage"), ("rebuild", "Rebuild (Fortify)"),
    ("destroy", "Remove fortress"), ("peasant", "Peasant token"), ("unpeasant", "Activation"),
)
PLAIN = ("add", "edit", "remove")  # buttons; the rest sit in three menus by what they touch
MENUS = (
    ("Tokens ▾", ("devastation", "undevastate", "frost", "thaw", "peasant", "unpeasant")),
    ("Runes ▾", ("reveal", "reveal_dragon", "hide", "lost_city", "destroy_city")),
    ("Fortress ▾", ("fortress", "capital", "outpost", "unoutpost", "damage", "rebuild",
                    "destroy")),
)


class LocationsPanel(QWidget):
    """Table of locations and one button per action on the selected location."""

    def __init__(self, apply_edit, location_dialog=LocationDialog,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._apply = apply_edit
        self.location_dialog = location_dialog
        self.game: Game | None = None
        self.model = LocationsModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        titles = dict(BUTTONS)
        plain = {key: QPushButton(titles[key]) for key in PLAIN}
        self.buttons: dict[str, QPushButton | QAction] = dict(plain)
        self.menu_buttons = [self._menu_button(title, keys, titles) for title, keys in MENUS]
        self.quick_button = QToolButton()
        self.quick_button.setText("Quick add ▾")
        self.quick_button.setToolTip("Add a location that matters by picking it: a home "
                                     "territory, a fortress, a city or a Rune token")
        self.quick_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.quick_menu = QMenu(self.quick_button)
        self.quick_button.setMenu(self.quick_menu)
        row = QHBoxLayout()
        for widget in (self.quick_button, *(plain[key] for key in PLAIN),
                       *self.menu_buttons):
            row.addWidget(widget)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addLayout(row)
        for key in PLAIN:
            plain[key].clicked.connect(
                lambda _c=False, k=key: self._on_button_clicked(k))
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)

    def _menu_button(self, title: str, keys: tuple[str, ...],
                     titles: dict[str, str]) -> QToolButton:
        """A button opening a menu of actions on the selected location; an action the rules
        refuse now is greyed out with the reason as its tooltip."""
        button = QToolButton()
        button.setText(title)
        button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(button)
        menu.setToolTipsVisible(True)
        for key in keys:
            action = menu.addAction(titles[key])
            action.triggered.connect(lambda _c=False, k=key: self._on_button_clicked(k))
            self.buttons[key] = action
        button.setMenu(menu)
        return button

    def show_game(self, game: Game | None) -> None:
        selected = self.selected()
        self.game = game
        self.model.set_locations(game.locations if game else [])
        if selected and game:
            names = [loc.name for loc in game.locations]
            if selected in names:
                self.table.selectRow(names.index(selected))
        self._fill_quick_menu()
        self._update_buttons()

    def _fill_quick_menu(self) -> None:
        self.quick_menu.clear()
        for faction in self.game.factions if self.game else []:
            for kind in ("home", "fortress", "rune"):
                text = f"{rules.QUICK_KINDS[kind]} — {short_name(faction.id)}"
                self.quick_menu.addAction(text).triggered.connect(
                    lambda _c=False, k=kind, f=faction.id: self._quick_add(k, f))
        if self.game:
            self.quick_menu.addAction("City (nobody's)").triggered.connect(
                lambda _c=False: self._quick_add("city", ""))
        enable_with_reason(self.quick_button, "" if self.game else "start or open a game first")

    def _quick_add(self, kind: str, faction: str) -> None:
        if self.game is None:  # the menu is built only with a game open
            return
        location = rules.quick_location(self.game, kind, faction)
        self._apply(f"Add {location.name}", lambda g: rules.add_location(g, location))

    def _update_buttons(self, *_args) -> None:
        """Each action enabled only if its rule allows it now; otherwise the rule's reason."""
        name = self.selected()
        for key, button in self.buttons.items():
            if self.game is None:
                reason = "start or open a game first"
            elif key == "add":
                reason = ""
            elif not name:
                reason = "select a location first"
            elif key == "edit":
                reason = ""
            else:
                # A face-down token's kind must not show in a tooltip: "a dragon rune" is
                # offered whenever any reveal is, and the rule answers only when pressed.
                trial = "reveal" if key == "reveal_dragon" else key
                reason = refusal(self.game, self._action(trial, name)[1], (RuleViolation,))
            enable_with_reason(button, reason)
        for menu_button in self.menu_buttons:
            enable_with_reason(menu_button, "" if self.game and name else
                               "start or open a game first" if self.game is None else
                               "select a location first")

    def selected(self) -> str:
        rows = self.table.selectionModel().selectedRows()
        return self.model.name_at(rows[0].row()) if rows else ""

    def select(self, name: str) -> None:
        names = [loc.name for loc in self.game.locations] if self.game else []
        self.table.selectRow(names.index(name))

    def _on_button_clicked(self, key: str) -> None:
        if self.game is None:
            return
        if key == "add":
            self._add()
            return
        name = self.selected()
        if not name:
            self._apply("", _refuse("Select a location first."))
            return
        if key == "edit":
            self._edit(name)
            return
        text, change = self._action(key, name)
        self._apply(text, change)

    def _add(self) -> None:
        dialog = self.location_dialog(self.game, None, self)
        if dialog.exec():
            location = dialog.location()
            self._apply(f"Add {location.name}", lambda g: rules.add_location(g, location))

    def _edit(self, name: str) -> None:
        dialog = self.location_dialog(self.game, self.game.location(name), self)
        if dialog.exec():
            changes = dialog.changes()
            self._apply(f"Edit {name}", lambda g: rules.update_location(g, name, **changes))

    def _action(self, key: str, name: str) -> tuple[str, Callable[[Game], object]]:
        location = self.game.location(name)
        owner = location.structure_owner or location.controller
        actions: dict[str, Callable[[Game], object]] = {
            "remove": lambda g: rules.remove_location(g, name),
            "devastation": lambda g: rules.place_devastation(g, name),
            "undevastate": lambda g: rules.remove_devastation(g, name),
            "frost": lambda g: rules.place_frost(g, name),
            "thaw": lambda g: rules.remove_frost(g, name),
            "lost_city": lambda g: rules.place_lost_city(g, name),
            "destroy_city": lambda g: rules.destroy_lost_city(g, name),
            "reveal": lambda g: rune_rules.reveal_rune(g, location.controller, name),
            "reveal_dragon": lambda g: rune_rules.reveal_rune(g, location.controller, name,
                                                              dragon_required=True),
            "hide": lambda g: rune_rules.hide_rune(g, name, fortify_played=True),
            "fortress": lambda g: structures.build_fortress(g, name, location.controller),
            "capital": lambda g: structures.build_capital(g, name, owner),
            "outpost": lambda g: structures.set_outposts(g, name, location.outposts + 1),
            "unoutpost": lambda g: structures.set_outposts(g, name, location.outposts - 1),
            "damage": lambda g: structures.damage_structure(g, name),
            "rebuild": lambda g: structures.rebuild_structure(g, name),
            "destroy": lambda g: structures.remove_structure(g, name),
            "peasant": lambda g: faction_rules.place_peasant(g, name),
            "unpeasant": lambda g: faction_rules.remove_peasant(g, name),
        }
        return f"{dict(BUTTONS)[key]}: {name}", actions[key]


def _refuse(message: str) -> Callable[[Game], object]:
    def refuse(_game: Game) -> None:
        raise RuleViolation("ui.select", message)

    return refuse
