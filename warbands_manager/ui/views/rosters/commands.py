"""Undoable actions of the Rosters view. Every edit is a snapshot of the roster document.

Snapshots make every edit undoable the same way (models, upgrades, traits, commander, name,
army, points limit ...): undo stores the document as it was, redo as it became, and both go
through the service so the database always holds what the screen shows. The commands share the
base of ``ui/undo.py``: a step the service refuses (the roster saved elsewhere since) is shown
and leaves the stack instead of leaving the editor out of step.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

from warbands_manager.rules.roster import Roster
from warbands_manager.ui.undo import UndoCommand

if TYPE_CHECKING:  # the Rosters page is painted before the ORM is imported
    from warbands_manager.services.rosters import DeletedRoster, RosterService

EDIT_COMMAND_ID = 3001


class RosterMoveCommand(UndoCommand):
    """A saved roster moved to the newest revision of its army data: undo first puts back the
    older revision the move freed (``put_back``), then the roster as it was."""

    def __init__(self, text: str, roster_id: int, before: dict, after: dict,
                 apply: Callable[..., None], put_back: Callable[[], None]) -> None:
        super().__init__(text)
        self.roster_id, self.before, self.after = roster_id, before, after
        self._apply, self._put_back = apply, put_back

    def do(self) -> None:
        self._apply(self.roster_id, self.after)

    def revert(self) -> None:
        self._put_back()
        self._apply(self.roster_id, self.before)


class RosterEditCommand(UndoCommand):
    """One edit of one roster: ``apply(roster_id, document)`` shows and saves a snapshot.

    Consecutive edits with the same ``merge_key`` (e.g. spinning one unit's models) merge into
    one undo step.
    """

    def __init__(self, text: str, roster_id: int, before: dict, after: dict,
                 apply: Callable[..., None], merge_key: tuple | None = None,
                 first: Roster | None = None) -> None:
        super().__init__(text)
        # ``after`` as a Roster, for the first apply only (the edit made it): later redos and
        # undos read their snapshot, as the roster on screen may have moved on.
        self._first = first
        self.roster_id = roster_id
        self.before = before
        self.after = after
        self._apply = apply
        self.merge_key = merge_key

    def do(self) -> None:
        first, self._first = self._first, None
        if first is None:
            self._apply(self.roster_id, self.after)
        else:
            self._apply(self.roster_id, self.after, first)

    def revert(self) -> None:
        self._apply(self.roster_id, self.before)

    def id(self) -> int:
        return EDIT_COMMAND_ID if self.merge_key is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 (Qt's name)
        if not isinstance(other, RosterEditCommand) or other.merge_key is None:
            return False
        if other.refused or other.isObsolete():  # Qt tries a merge before dropping it
            return False
        if (other.merge_key, other.roster_id) != (self.merge_key, self.roster_id):
            return False
        self.after = other.after
        return True


class DeleteRosterCommand(UndoCommand):
    """Deleting a roster; undo puts it back with the same id and contents."""

    def __init__(self, rosters: RosterService, roster_id: int, name: str,
                 after: Callable[[], None]) -> None:
        super().__init__(f"Delete roster “{name}”")
        self._rosters = rosters
        self._roster_id = roster_id
        self._after = after
        self._deleted: DeletedRoster | None = None

    def do(self) -> None:
        self._deleted = self._rosters.delete(self._roster_id)
        self._after()

    def revert(self) -> None:
        assert self._deleted is not None  # undo follows do
        self._rosters.restore(self._deleted)
        self._after()


class AddRosterCommand(UndoCommand):
    """A roster that appeared (new, duplicated, imported); undo deletes it, redo restores it.

    ``create`` runs once (on the first redo) and returns the new id.
    """

    def __init__(self, text: str, rosters: RosterService, create: Callable[[], int],
                 after: Callable[[int | None], None]) -> None:
        super().__init__(text)
        self._rosters = rosters
        self._create = create
        self._after = after
        self._deleted = None
        self.roster_id: int | None = None

    def do(self) -> None:
        if self._deleted is None:
            self.roster_id = self._create()
        else:
            self._rosters.restore(self._deleted)
        self._after(self.roster_id)

    def revert(self) -> None:
        self._deleted = self._rosters.delete(self.roster_id)
        self._after(None)


class ImportedRostersCommand(UndoCommand):
    """Rosters an import of BattleScribe files added (``.ros``/``.rosz``).

    The import stored them (in its worker) before the command is pushed, so the first redo
    only shows them; undo deletes them all and redo restores them with their ids, each in one
    transaction. Catalogues of the same import stay: they are army data, not rosters.
    """

    def __init__(self, text: str, rosters: RosterService, roster_ids: list[int],
                 after: Callable[[int | None], None]) -> None:
        super().__init__(text)
        self._rosters = rosters
        self.roster_ids = list(roster_ids)
        self._after = after
        self._deleted = None

    def do(self) -> None:
        if self._deleted is not None:
            self._rosters.restore_many(self._deleted)
            self._deleted = None
        self._after(self.roster_ids[-1])

    def revert(self) -> None:
        self._deleted = self._rosters.delete_many(self.roster_ids)
        self._after(None)
