"""Undo commands of the Tiny Big Wars page: every change is a before/after pair of documents."""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand


class GameCommand(QUndoCommand):
    """One action in the game; undo shows (and saves) the game as it was before."""

    def __init__(self, page, label: str, before: dict, after: dict) -> None:
        super().__init__(label)
        self._page, self._before, self._after = page, before, after

    def redo(self) -> None:
        self._page.show_game_document(self._after)

    def undo(self) -> None:
        self._page.show_game_document(self._before)


class LibraryCommand(QUndoCommand):
    """A card edit: the saved card library changes, and the open game's copy of the card too."""

    def __init__(self, page, label: str, library: tuple[dict, dict],
                 game: tuple[dict | None, dict | None]) -> None:
        super().__init__(label)
        self._page, self._library, self._game = page, library, game

    def redo(self) -> None:
        self._page.set_library(self._library[1])
        if self._game[1] is not None:
            self._page.show_game_document(self._game[1])

    def undo(self) -> None:
        self._page.set_library(self._library[0])
        if self._game[0] is not None:
            self._page.show_game_document(self._game[0])
