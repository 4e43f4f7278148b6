"""Undoable campaign actions outside the wizard: recording a game, adding a warband.

Built on the shared base (``ui/undo.py``): the action has already run through the page's
``_act`` when the command is pushed (so a refusal never reaches the stack); undo removes it
through the service, carrying what the organiser saw (``seen``), and redo runs it again and
remembers the new id. A refused undo or redo is shown and the command leaves the stack.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoStack

from warbands_manager.ui.undo import UndoCommand


class ServiceCommand(UndoCommand):
    """``guard`` is the page's ``_act``: it runs a call and returns None if the service
    refused it (the reason, or what another organiser changed, is shown, not raised).
    ``look(row_id)`` reads what the organiser now sees of the row (passed to ``undo``)."""

    def __init__(self, text: str, row_id: int, do: Callable[[], int],
                 undo: Callable[..., None], refresh: Callable[[], None],
                 guard: Callable[[Callable[[], object]], object | None] | None = None,
                 look: Callable[[int], object] | None = None) -> None:
        super().__init__(text)
        self.row_id, self._do, self._undo, self._refresh = row_id, do, undo, refresh
        act = guard or (lambda call: call())
        self._guard = lambda call: act(lambda: call() or True) is not None
        self._look = look
        self._seen = look(row_id) if look else None

    def already_run(self, stack: QUndoStack) -> None:
        """Push a command whose action the page has just run (successfully)."""
        self._pushed_after_run = True
        stack.push(self)

    def do(self) -> None:
        self.row_id = self._do()
        self._seen = self._look(self.row_id) if self._look else None
        self._refresh()

    def revert(self) -> None:
        # A refused undo (a pass opened on the game, the warband edited meanwhile) leaves the
        # row as it is and the command leaves the stack.
        try:
            if self._look:
                self._undo(self.row_id, self._seen)
            else:
                self._undo(self.row_id)
        finally:
            self._refresh()
