"""Undoable campaign actions outside the wizard: recording a game, adding a warband.

The action has already run when the command is pushed (so a refusal never reaches the stack);
undo removes it through the service, redo runs it again and remembers the new id.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand


class ServiceCommand(QUndoCommand):
    """``guard`` runs each undo/redo call and returns None if the service refused it (the
    page's ``_act``: the reason, or what another organiser changed, is shown, not raised)."""

    def __init__(self, text: str, row_id: int, do: Callable[[], int],
                 undo: Callable[[int], None], refresh: Callable[[], None],
                 guard: Callable[[Callable[[], object]], object | None] | None = None) -> None:
        super().__init__(text)
        self.row_id, self._do, self._undo, self._refresh = row_id, do, undo, refresh
        self._guard = guard or (lambda call: call())
        self._applied = True

    def redo(self) -> None:
        if self._applied:
            self._applied = False
            return
        row_id = self._guard(self._do)
        if row_id is not None:
            self.row_id = row_id
        self._refresh()

    def undo(self) -> None:
        # A refused undo (a pass opened on the game meanwhile) leaves the row as it is.
        self._guard(lambda: self._undo(self.row_id) or True)
        self._refresh()
