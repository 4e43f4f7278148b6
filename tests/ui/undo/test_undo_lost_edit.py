"""A step refused because the database's log was replaced under it names the edit to redo."""

from PySide6.QtGui import QUndoStack

from warbands_manager.store.wal_guard import DatabaseFilesReplaced
from warbands_manager.ui.undo import UndoCommand, plain_guard


class LostToAReplacedLog(UndoCommand):
    def do(self) -> None:
        raise DatabaseFilesReplaced()

    def revert(self) -> None:
        raise DatabaseFilesReplaced()


def test_the_refusal_names_the_edit_and_nothing_is_pushed(qtbot):
    told: list[str] = []
    stack = QUndoStack()
    assert LostToAReplacedLog("Add player Ann").run(stack, plain_guard(told.append)) is False
    assert told == [str(DatabaseFilesReplaced("Add player Ann"))]
    assert told[0].startswith("“Add player Ann” was not saved")
    assert stack.count() == 0
