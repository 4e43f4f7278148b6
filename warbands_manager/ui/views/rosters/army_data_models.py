"""Table models of the Army data dialog (imported entries, a catalogue's units) and its undoable
delete command."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoCommand

from warbands_manager.ui.row_table_model import RowTableModel
from warbands_manager.ui.views.words import local_date_time

DISPLAY = Qt.ItemDataRole.DisplayRole
ALIGN = Qt.ItemDataRole.TextAlignmentRole
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


def _points(value: float) -> str:
    return f"{value:g}"


ENTRY_COLUMNS = (
    ("Kind", lambda e: e.kind_label, False),
    ("Name", lambda e: e.name, False),
    ("Revision", lambda e: e.revision_words, True),
    ("Units", lambda e: str(e.units) if e.kind == "catalogue" else "—", True),
    ("Rosters using it", lambda e: str(e.rosters) if e.kind == "catalogue" else "—", True),
    ("Source file", lambda e: e.source_file, False),
    ("Imported", lambda e: local_date_time(e.imported_at), False),
    ("Army book", lambda e: e.edition or "—", False),
)
UNIT_COLUMNS = (
    ("Unit", lambda u: u.name, False),
    ("Points/model", lambda u: _points(u.points_per_model), True),
    ("Base points", lambda u: _points(u.base_points) if u.base_points else "", True),
    ("Category", lambda u: u.category, False),
    ("Models", lambda u: u.models, False),
    ("Base and traits", lambda u: u.traits, False),
    ("Where they come from", lambda u: "; ".join(u.where_from), False),
    ("Troop type", lambda u: u.troop_type or "—", False),
)


class _ColumnsModel(RowTableModel):
    spec: tuple = ()

    def data(self, index, role=DISPLAY):
        if not index.isValid():
            return None
        _title, value, right = self.spec[index.column()]
        if role == Qt.ItemDataRole.ToolTipRole and getattr(self._rows[index.row()],
                                                            "where_from", None):
            return "\n".join(self._rows[index.row()].where_from)  # one fact a line
        if role in (DISPLAY, Qt.ItemDataRole.ToolTipRole):
            return value(self._rows[index.row()])
        if role == ALIGN and right:
            return RIGHT
        return None

    def row(self, number: int):
        return self._rows[number]

    @property
    def rows(self) -> list:
        return list(self._rows)


class ArmyEntryModel(_ColumnsModel):
    """Imported game systems and catalogues (:class:`ArmyDataEntry` rows)."""

    spec = ENTRY_COLUMNS
    columns = tuple(title for title, _value, _right in ENTRY_COLUMNS)


class ArmyUnitModel(_ColumnsModel):
    """The units of one catalogue (:class:`UnitRow` rows), read-only."""

    spec = UNIT_COLUMNS
    columns = tuple(title for title, _value, _right in UNIT_COLUMNS)


class DeleteArmyDataCommand(QUndoCommand):
    """Delete an imported game system or catalogue; undo puts the very same row back.

    ``failed(message)`` is called when the entry is already gone (deleted from the command line
    meanwhile); the command then marks itself obsolete so the undo stack drops it.
    """

    def __init__(self, admin, entry, after, failed) -> None:
        super().__init__(f"Delete army data {entry.name}")
        self.admin, self.entry, self.after, self.failed = admin, entry, after, failed
        self.kept: dict | None = None

    def redo(self) -> None:
        try:
            self.kept = self.admin.delete(self.entry)
        except KeyError:
            self.setObsolete(True)
            self.after()
            self.failed(f"{self.entry.name} was already deleted.")
            return
        self.after()

    def undo(self) -> None:
        restored = self.kept is None or self.admin.restore(self.kept)
        self.after()
        if not restored:  # after the refresh, so the message stays visible
            self.failed(f"{self.entry.name} was imported again meanwhile; that import is kept.")
