"""Renown, bannermen, followers and items of every role: a table and its actions."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtWidgets import QTableView, QVBoxLayout, QWidget

from warbands_manager.companions.banner_saga import roles
from warbands_manager.companions.banner_saga.state import (
    FOLLOWER_CLASSES,
    ITEMS,
    ROLE_TITLES,
    ROLES,
    UPGRADES,
    GameState,
)
from warbands_manager.ui.companions.banner_saga.widget_common import (
    ActionButtons,
    Plan,
    Runner,
    button,
    combo,
    row,
    spin,
)
from warbands_manager.ui.views.words import choice_label

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
            ", ".join(map(choice_label, UPGRADES[: bannerman.upgrades])) or "—",
            ", ".join(map(choice_label, state.followers)) or "—",
            bannerman.item or "—",
        )
        return values[index.column()]


class RolesPanel(QWidget, ActionButtons):
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
        self.target = combo([(f"To {ROLE_TITLES[r]}", r) for r in ROLES])
        self.give_button = button("Give", "Bargain: hand renown to another role")
        self.sacrifice_button = button("Sacrifice (1)", "A follower takes a bannerman's hit")
        self.follower = combo([(choice_label(kind), kind) for kind in FOLLOWER_CLASSES])
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
        self.watch_choices()

    def _connect_signals(self) -> None:  # each button runs its plan: a rule and its choices
        self.bind(self.gain_button, self._plan_gain)
        self.bind(self.pay_button, self._plan_pay)
        self.bind(self.upgrade_button, self._plan_upgrade)
        self.bind(self.defeated_button, self._plan_defeated)
        self.bind(self.heal_button, self._plan_heal)
        self.bind(self.enemy_button, self._plan_enemy)
        self.bind(self.give_button, self._plan_give)
        self.bind(self.sacrifice_button, self._plan_sacrifice)
        self.bind(self.follower_button, self._plan_follower)
        self.bind(self.follower_lost_button, self._plan_follower_lost)
        self.bind(self.item_button, self._plan_item)
        self.bind(self.draw_button, self._plan_draw)

    def _plan_gain(self) -> Plan:
        return (roles.adjust_renown, self.role.currentData(), self.amount.value(), "Renown")

    def _plan_pay(self) -> Plan:
        return (roles.adjust_renown, self.role.currentData(), -self.amount.value(), "Renown")

    def _plan_upgrade(self) -> Plan:
        return (roles.buy_upgrade, self.role.currentData())

    def _plan_defeated(self) -> Plan:
        return (roles.bannerman_defeated,
                                                                self.role.currentData())

    def _plan_heal(self) -> Plan:
        return (roles.heal_bannerman, self.role.currentData())

    def _plan_enemy(self) -> Plan:
        return (roles.enemy_defeated, self.role.currentData())

    def _plan_give(self) -> Plan:
        return (roles.transfer_renown, self.role.currentData(), self.target.currentData(),
                  self.amount.value())

    def _plan_sacrifice(self) -> Plan:
        return (roles.sacrifice, self.role.currentData())

    def _plan_follower(self) -> Plan:
        return (
            roles.add_follower, self.role.currentData(), self.follower.currentData(),
            self.follower_cost.value())

    def _plan_follower_lost(self) -> Plan:
        return (roles.follower_defeated, self.role.currentData(), self.follower.currentData())

    def _plan_item(self) -> Plan:
        return (roles.buy_item, self.role.currentData(), self.item.currentData())

    def _plan_draw(self) -> Plan:
        return (roles.draw_items, self._dice)

    def show_state(self, state: GameState | None) -> None:
        self.model.set_state(state)
        items = "" if state is None or state.items else "the Item expansion is not played"
        self.update_reasons(state, {self.item_button: items, self.draw_button: items})
        self.table.resizeColumnsToContents()
