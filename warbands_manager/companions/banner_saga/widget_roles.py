"""Renown, bannermen, followers and items of every role: a table and its actions."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtWidgets import QPushButton, QTableView, QVBoxLayout, QWidget

from warbands_manager.companions.banner_saga import roles
from warbands_manager.companions.banner_saga.state import (
    FOLLOWER_CLASSES,
    ITEMS,
    ROLE_TITLES,
    ROLES,
    UPGRADES,
    GameState,
)
from warbands_manager.companions.banner_saga.widget_common import Runner, button, combo, row, spin
from warbands_manager.ui.enabled import enable_with_reason

COLUMNS = ("Role", "Renown", "Bannerman", "Upgrades", "Followers", "Item")


class RolesModel(QAbstractTableModel):
    """One row per role in the game."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._state: GameState | None = None
        self._roles: list[str] = []

    def set_state(self, state: GameState | None) -> None:
        self.beginResetModel()
        self._state = state
        self._roles = [r for r in ROLES if state and state.has(r)]
        self.endResetModel()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._roles)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return len(COLUMNS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section]
        return None

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or role != Qt.ItemDataRole.DisplayRole:
            return None
        state = self._state.roles[self._roles[index.row()]]
        bannerman = state.bannerman
        values = (
            ROLE_TITLES[state.role] + ("" if state.managed else " (tracked)"),
            state.renown,
            bannerman.name + (" (wounded)" if bannerman.wounded else ""),
            ", ".join(UPGRADES[: bannerman.upgrades]) or "—",
            ", ".join(state.followers) or "—",
            bannerman.item or "—",
        )
        return values[index.column()]


class RolesPanel(QWidget):
    """The roles table with renown, bannerman, follower and item actions."""

    def __init__(self, run: Runner, dice=None) -> None:
        super().__init__()
        self._run = run
        self._dice = dice
        self.model = RolesModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setStretchLastSection(True)
        self.role = combo([(ROLE_TITLES[r], r) for r in ROLES])
        self.amount = spin(1, 20)
        self.gain_button = button("+ renown")
        self.pay_button = button("− renown")
        self.upgrade_button = button("Buy upgrade", "Willpower, then the gold ability")
        self.defeated_button = button("Bannerman defeated")
        self.heal_button = button("Heal (4)", "At camp, after the renown bonus")
        self.enemy_button = button("Defeats an enemy", "+1 renown (Thane: victory token)")
        self.target = combo([(f"to {ROLE_TITLES[r]}", r) for r in ROLES])
        self.give_button = button("Give", "Bargain: hand renown to another role")
        self.sacrifice_button = button("Sacrifice (1)", "A follower takes a bannerman's hit")
        self.follower = combo([(kind, kind) for kind in FOLLOWER_CLASSES])
        self.follower_cost = spin(0, 20, 1)
        self.follower_button = button("Take follower", "Pays the renown cost shown")
        self.follower_lost_button = button("Follower defeated")
        self.item = combo([(item, item) for item in ITEMS])
        self.item_button = button("Buy item (2)", "Item expansion; replaces the city action")
        self.draw_button = button("Draw 3 items", "Item expansion: the city's offer")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table, 1)
        layout.addWidget(row(self.role, self.amount, self.gain_button, self.pay_button,
                             self.target, self.give_button))
        layout.addWidget(row(self.upgrade_button, self.defeated_button, self.heal_button,
                             self.item, self.item_button))
        layout.addWidget(row(self.follower, self.follower_cost, self.follower_button,
                             self.follower_lost_button, self.sacrifice_button))
        layout.addWidget(row(self.enemy_button, self.draw_button))
        self._connect_signals()

    def _connect_signals(self) -> None:
        self.gain_button.clicked.connect(self._on_gain_button_clicked)
        self.pay_button.clicked.connect(self._on_pay_button_clicked)
        self.upgrade_button.clicked.connect(self._on_upgrade_button_clicked)
        self.defeated_button.clicked.connect(self._on_defeated_button_clicked)
        self.heal_button.clicked.connect(self._on_heal_button_clicked)
        self.enemy_button.clicked.connect(self._on_enemy_button_clicked)
        self.give_button.clicked.connect(self._on_give_button_clicked)
        self.sacrifice_button.clicked.connect(self._on_sacrifice_button_clicked)
        self.follower_button.clicked.connect(self._on_follower_button_clicked)
        self.follower_lost_button.clicked.connect(self._on_follower_lost_button_clicked)
        self.item_button.clicked.connect(self._on_item_button_clicked)
        self.draw_button.clicked.connect(self._on_draw_button_clicked)

    def _on_gain_button_clicked(self) -> None:
        self._run(roles.adjust_renown, self.role.currentData(), self.amount.value(), "Renown")

    def _on_pay_button_clicked(self) -> None:
        self._run(roles.adjust_renown, self.role.currentData(), -self.amount.value(), "Renown")

    def _on_upgrade_button_clicked(self) -> None:
        self._run(roles.buy_upgrade, self.role.currentData())

    def _on_defeated_button_clicked(self) -> None:
        self._run(roles.bannerman_defeated,
                                                                self.role.currentData())

    def _on_heal_button_clicked(self) -> None:
        self._run(roles.heal_bannerman, self.role.currentData())

    def _on_enemy_button_clicked(self) -> None:
        self._run(roles.enemy_defeated, self.role.currentData())

    def _on_give_button_clicked(self) -> None:
        self._run(roles.transfer_renown, self.role.currentData(), self.target.currentData(),
                  self.amount.value())

    def _on_sacrifice_button_clicked(self) -> None:
        self._run(roles.sacrifice, self.role.currentData())

    def _on_follower_button_clicked(self) -> None:
        self._run(
            roles.add_follower, self.role.currentData(), self.follower.currentData(),
            self.follower_cost.value())

    def _on_follower_lost_button_clicked(self) -> None:
        self._run(roles.follower_defeated, self.role.currentData(), self.follower.currentData())

    def _on_item_button_clicked(self) -> None:
        self._run(roles.buy_item, self.role.currentData(), self.item.currentData())

    def _on_draw_button_clicked(self) -> None:
        self._run(roles.draw_items, self._dice)

    def show_state(self, state: GameState | None) -> None:
        self.model.set_state(state)
        no_game = "" if state else "start or open a game first"
        for push in self.findChildren(QPushButton):
            enable_with_reason(push, no_game)
        items = "" if state is None or state.items else "the Item expansion is not played"
        enable_with_reason(self.item_button, no_game or items)
        enable_with_reason(self.draw_button, no_game or items)
        self.table.resizeColumnsToContents()
