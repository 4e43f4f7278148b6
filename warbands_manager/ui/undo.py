"""The one undo-command base of the app's pages (rosters, leagues, campaigns).

Three promises, the same on every page:

* **run, then push only on success**: :meth:`UndoCommand.run` performs the action once; a
  refused action (a rule, another organiser's change) is shown and never reaches the stack.
* **guarded undo and redo**: each later undo or redo runs through the page's guard. If the
  service refuses it (the row changed since, with the difference named), the refusal is shown in
  plain words and the command leaves the stack (Qt drops an obsolete command), so the stack,
  the screen and the database never disagree — no exception escapes into Qt ("Error calling
  Python override of QUndoCommand::redo()").
* **carry what the user saw**: subclasses pass the state they read after their last step to the
  service, which refuses the step if the row changed since (see the league, campaign and roster
  services' ``seen`` arguments).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtGui import QUndoCommand, QUndoStack

from warbands_manager.errors import UserFacingError
from warbands_manager.store.wal_guard import DatabaseFilesReplaced

# ``guard(call)`` runs ``call``; True if it succeeded, False if it was refused (and said so).
Guard = Callable[[Callable[[], object]], bool]

_log = logging.getLogger(__name__)


def plain_guard(refused: Callable[[str], None] | None = None,
                errors: tuple[type[BaseException], ...] = (UserFacingError, LookupError,
                                                           ValueError)) -> Guard:
    """A guard that turns ``errors`` into a call of ``refused(message)``."""
    def guard(call: Callable[[], object]) -> bool:
        try:
            call()
        except errors as error:
            if refused is not None:
                refused(str(error))
            return False
        return True
    return guard


class UndoCommand(QUndoCommand):
    """Subclasses implement :meth:`do` (the action, again on redo) and :meth:`revert`."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self._guard: Guard = plain_guard()
        self._pushed_after_run = False
        self.refused = False  # the last undo/redo was refused (the command left the stack)

    # -- for subclasses ---------------------------------------------------------------------
    def do(self) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def revert(self) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    # -- for pages ------------------------------------------------------------------------
    def run(self, stack: QUndoStack, guard: Guard | None = None) -> bool:
        """Perform the action once; push it only if it succeeded. Returns whether it did."""
        if guard is not None:
            self._guard = guard
        if not self._guard(self._naming(self.text(), self.do)):
            return False
        self._pushed_after_run = True
        stack.push(self)  # Qt calls redo() at once: skipped, the action has run
        return True

    # -- Qt -------------------------------------------------------------------------------
    def redo(self) -> None:
        if self._pushed_after_run:
            self._pushed_after_run = False
            return
        self._step(self._naming(f"Redo {self.text()}", self.do))

    def undo(self) -> None:
        self._step(self._naming(f"Undo {self.text()}", self.revert))

    @staticmethod
    def _naming(edit: str, call: Callable[[], None]) -> Callable[[], None]:
        """``call``, whose refusal for a replaced database log names the edit to redo."""
        def named() -> None:
            try:
                call()
            except DatabaseFilesReplaced as lost:
                raise lost.for_edit(edit) from lost
        return named

    def _step(self, call: Callable[[], None]) -> None:
        try:
            done = self._guard(call)
        except Exception:  # a bug, not a refusal: reported, and kept out of Qt's C++ frame
            _log.exception("undo step %r failed", self.text())
            done = False
        self.refused = not done
        if not done:
            # Nothing changed, so this step must not stay on the stack as if it had.
            self.setObsolete(True)
