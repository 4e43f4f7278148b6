"""Undo for the Runewars page: every edit is a snapshot of the game before and after."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from warbands_manager.companions.runewars.state import Game, game_from_dict


class GameEditCommand(QUndoCommand):
    """One edit of the tracked game; redo/undo swap the whole (small) game document.

    Snapshots instead of inverse operations: a Runewars game is a few kilobytes, and one
    mechanism then undoes every rule edit exactly, including the checks that followed it.
    """

    def __init__(self, text: str, before: Game, after: Game,
                 show: Callable[[Game], None]) -> None:
        super().__init__(text)
        self._before = before.to_dict()
        self._after = after.to_dict()
        self._show = show

    def redo(self) -> None:
        self._show(game_from_dict(self._after))

    def undo(self) -> None:
        self._show(game_from_dict(self._before))
