"""The page of a companion game: what the game is, and its saved sessions."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QGroupBox, QVBoxLayout

from warbands_manager.companions.game_info import GameInfo
from warbands_manager.navigation import ViewInfo
from warbands_manager.services.companion_saves import CompanionSaveService
from warbands_manager.ui.views.base import BaseView
from warbands_manager.ui.views.intro import heading_block
from warbands_manager.ui.views.saved_games import SavedGamesPanel


class CompanionView(BaseView):
    """Heading, game facts and the saved-games list of one companion game."""

    def __init__(self, info: ViewInfo, saves: CompanionSaveService, game: GameInfo) -> None:
        super().__init__(info)
        self.game = game
        details = (
            f"{escape(game.description)}<br><br><b>Players:</b> {escape(game.players)}"
            f" &nbsp; <b>Rules:</b> {escape(game.rules_seed)}"
        )
        self.saved_games = SavedGamesPanel(saves, game.game_id, self.undo_stack)
        box = QGroupBox("Saved games")
        QVBoxLayout(box).addWidget(self.saved_games)
        layout = QVBoxLayout(self)
        layout.addWidget(heading_block(game.title, info.summary, details))
        layout.addWidget(box, 1)

    def on_shown(self) -> None:
        self.saved_games.refresh()
