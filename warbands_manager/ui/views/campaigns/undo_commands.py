"""Undoable campaign actions outside the wizard: recording a game, adding a warband.

The action has already run when the command is pushed (so a refusal never reaches the stack);
undo removes it through the service, redo runs it again and remembers the new id.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand


class ServiceCommand(QUndoCommand):
    def __init__(self, text: str, row_id: int, do: Callable[[], int],
                 undo: Callable[[int], None], refresh: Callable[[], None]) -> None:
        super().__init__(text)
        self.row_id, self._do, self._undo, self._refresh = row_id, do, undo, refresh
        self._applied = True

    def redo(self) -> None:
        if self._applied:
            self._applied = False
            return
        self.row_id = self._do()
        self._refresh()

    def undo(self) -> None:
        self._undo(self.row_id)
        self._refresh()
