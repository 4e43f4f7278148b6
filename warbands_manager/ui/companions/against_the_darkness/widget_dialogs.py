"""Every question the tracker asks the table, behind one object so tests can answer them."""

from __future__ import annotations

import dataclasses

from PySide6.QtWidgets import QInputDialog, QMessageBox, QWidget

from warbands_manager.companions.against_the_darkness.state import EnemyCard, Game
from warbands_manager.ui.companions.against_the_darkness.widget_forms import (
    CardMoveDialog,
    EnemyCardDialog,
    FightDialog,
    FightRequest,
    IntelDialog,
    ScoutDialog,
    TrainDialog,
    TrainRequest,
)
from warbands_manager.ui.companions.against_the_darkness.widget_setup import (
    SetupDialog,
    SetupResult,
)
from warbands_manager.ui.file_dialogs import open_file_name, save_file_name
from warbands_manager.ui.preferences import dialog_start

NO_CARD = object()  # the dialog was cancelled (distinct from "no card: deck empty")


class TableDialogs:
    """Real dialogs; a test passes an object with the same methods."""

    def __init__(self, parent: QWidget) -> None:
        self.parent = parent

    def setup(self) -> SetupResult | None:
        dialog = SetupDialog(self.parent)
        return dialog.result_value() if dialog.exec() else None

    def train(self, game: Game, limit: int) -> TrainRequest | None:
        dialog = TrainDialog(game, limit, self.parent)
        return dialog.request() if dialog.exec() else None

    def scout(self, game: Game) -> list[str] | None:
        dialog = ScoutDialog(game, self.parent)
        return dialog.realms() if dialog.exec() else None

    def fight(self, game: Game) -> FightRequest | None:
        """The open choices, then the Intel card kept while the others look away."""
        dialog = FightDialog(game, self.parent)
        if not dialog.exec():
            return None
        player = game.current_player.name
        QMessageBox.information(self.parent, "Others look away",
                                f"Pass the screen to {player}: everyone else looks away.")
        private = IntelDialog(player, self.parent)
        if not private.exec():
            return None
        return dataclasses.replace(dialog.request(), intel_realm=private.realm())

    def card_move(self, game: Game) -> tuple[str, str, str] | None:
        dialog = CardMoveDialog(game, self.parent)
        return dialog.answer() if dialog.exec() else None

    def enemy_card(self, title: str, card: EnemyCard | None = None):
        """The card, None for "no card", or ``NO_CARD`` if cancelled."""
        dialog = EnemyCardDialog(title, self.parent, card)
        return dialog.card() if dialog.exec() else NO_CARD

    def choose(self, title: str, text: str, options: list[str]) -> str | None:
        item, accepted = QInputDialog.getItem(self.parent, title, text, options, 0, False)
        return item if accepted else None

    def number(self, title: str, text: str, maximum: int) -> int | None:
        value, accepted = QInputDialog.getInt(self.parent, title, text, 1, 1, maximum)
        return value if accepted else None

    def confirm(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self.parent, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def inform(self, title: str, text: str) -> None:
        QMessageBox.information(self.parent, title, text)

    def save_path(self, caption: str, default: str, filters: str) -> str | None:
        path, _ = save_file_name(self.parent, caption, dialog_start(default), filters)
        return path or None

    def open_path(self, caption: str, filters: str) -> str | None:
        path, _ = open_file_name(self.parent, caption, "", filters)
        return path or None
